// 电子发票查重 on the server, the authority: the invoices a claim holds are rows of claim_invoice,
// unique per ledger set by code and number (migration 0065). Taking them inserts with ON CONFLICT DO
// NOTHING: under READ COMMITTED a save racing another for the same invoice waits on the index entry
// and, once the other commits, inserts nothing; the invoice missing from RETURNING is the refusal,
// naming the claim that holds it (the one query after the wait sees the other's commit).
import type { ClaimContent } from '../../../src/core/reimbursement/claim.ts';
import type { DocumentStatus } from '../../../src/core/reimbursement/history.ts';
import {
  type ClaimInvoice,
  claimedElsewhere,
  invoiceErrors,
  invoiceKey,
  invoiceToday,
  takesInvoices,
} from '../../../src/core/reimbursement/invoice.ts';
import { documentTypeLabels } from '../../../src/core/reimbursement/types.ts';
import { badRequest, refused } from '../../lib/errors.ts';
import type { Trx } from './access.ts';

/** The save's invoices checked as the form checks them (pairing, amount, no future date, twice). */
export function checkInvoices(content: ClaimContent, now: Date): void {
  if (!takesInvoices(content.type) && (content.invoices ?? []).length > 0) {
    throw badRequest(`${documentTypeLabels[content.type]}单据不录入发票`, { field: 'invoices' });
  }
  const errors = Object.entries(invoiceErrors(content.invoices ?? [], invoiceToday(now)));
  const first = errors[0];
  if (first) throw badRequest(first[1], { field: first[0] });
}

/**
 * The claim's invoices as it now stands: its rows replaced by those of `invoices`, or none while
 * it is withdrawn. Refuses (and so rolls the caller's transaction back) when another claim of the
 * ledger set holds one of them.
 */
export async function holdInvoices(
  trx: Trx,
  ledgerSetId: number,
  claimId: string,
  status: DocumentStatus,
  invoices: readonly ClaimInvoice[],
): Promise<void> {
  await trx.deleteFrom('claim_invoice').where('claim_id', '=', claimId).execute();
  if (status === 'withdrawn' || invoices.length === 0) return;
  const taken = await trx
    .insertInto('claim_invoice')
    .values(
      invoices.map((inv, line) => ({
        claim_id: claimId,
        line,
        ledger_set_id: ledgerSetId,
        invoice_code: inv.invoiceCode,
        invoice_no: inv.invoiceNo,
        amount: inv.invoiceAmount,
        invoice_date: inv.invoiceDate,
      })),
    )
    .onConflict((oc) => oc.columns(['ledger_set_id', 'invoice_code', 'invoice_no']).doNothing())
    .returning(['invoice_code', 'invoice_no'])
    .execute();
  if (taken.length === invoices.length) return;
  const got = new Set(taken.map((t) => invoiceKey({ invoiceCode: t.invoice_code, invoiceNo: t.invoice_no })));
  const missing = invoices.find((inv) => !got.has(invoiceKey(inv)));
  if (!missing) return;
  const holder = await trx
    .selectFrom('claim_invoice as i')
    .innerJoin('claim as c', 'c.id', 'i.claim_id')
    .select('c.no')
    .where('i.ledger_set_id', '=', ledgerSetId)
    .where('i.invoice_code', '=', missing.invoiceCode)
    .where('i.invoice_no', '=', missing.invoiceNo)
    .executeTakeFirst();
  throw refused(claimedElsewhere(missing, holder?.no ?? ''), {
    field: `invoices.${invoices.indexOf(missing)}.invoiceNo`,
  });
}

/** After a change of status: a withdrawal lets the invoices go, leaving withdrawn takes them again. */
export async function rehold(
  trx: Trx,
  ledgerSetId: number,
  claimId: string,
  from: DocumentStatus,
  to: DocumentStatus,
): Promise<void> {
  if (from === to || (from !== 'withdrawn' && to !== 'withdrawn')) return;
  const row = await trx
    .selectFrom('claim')
    .select('content')
    .where('id', '=', claimId)
    .executeTakeFirstOrThrow();
  await holdInvoices(trx, ledgerSetId, claimId, to, row.content.invoices ?? []);
}
