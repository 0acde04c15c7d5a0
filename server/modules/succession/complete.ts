// Finishing the take-over: the new totals must equal the old ones on each side (spec 000 §5:
// 借方合计不相等，请检查 / 贷方合计不相等，请检查); then the opening balances become the take-over,
// the ledger set's succession is done, and the 2022-01-01 adjusting entries are offered.
import type { Kysely } from 'kysely';
import { fromCents, type Money } from '../../../src/core/money.ts';
import { debitNetToSides } from '../../../src/core/subjects/balance.ts';
import type { AdjustmentEntryRow, Database } from '../../db/schema.ts';
import { refused } from '../../lib/errors.ts';
import { adjustments } from '../chart/catalog.ts';
import { loadChart } from '../subject/views.ts';
import { type Draft, saveRecord } from './draft.ts';
import { loadOldChart, sides } from './old-chart.ts';

type Db = Kysely<Database>;

/** Refuses when the new take-over and the old balances differ on either side. */
export async function assertTotalsMatch(db: Db, ledgerSetId: number, takes: ReadonlyMap<string, bigint>) {
  const old = sides((await loadOldChart(db, ledgerSetId)).filter((s) => s.isLeaf).map((s) => s.debitNet));
  const now = sides(takes.values());
  const data = {
    newDebitTotal: fromCents(now.debit),
    oldDebitTotal: fromCents(old.debit),
    newCreditTotal: fromCents(now.credit),
    oldCreditTotal: fromCents(old.credit),
  };
  if (now.debit !== old.debit) {
    throw refused('借方合计不相等，请检查', { ...data, difference: fromCents(now.debit - old.debit) });
  }
  if (now.credit !== old.credit) {
    throw refused('贷方合计不相等，请检查', { ...data, difference: fromCents(now.credit - old.credit) });
  }
}

/** Entries of an adjustment side: "30104 资产基金——固定资产", "101 库存现金 / 102 银行存款", or prose. */
function entriesOf(
  text: string,
  direction: 1 | 2,
  summary: string,
  chart: ReadonlySet<string>,
): AdjustmentEntryRow[] {
  return text
    .split('；')
    .flatMap((part) => part.split(' / '))
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const m = /^(\d{3,5})\s+(.+)$/.exec(part);
      const code = m?.[1] && chart.has(m[1]) ? m[1] : null;
      return {
        summary,
        balanceDirection: direction,
        code,
        name: m?.[2] ?? part,
        debitAmount: '0.00',
        creditAmount: '0.00',
      };
    });
}

/**
 * The 2022-01-01 adjusting entries as proposals (amounts to be worked out by the user). Issue 6
 * turns a proposal into a draft voucher (status 'drafted', voucher_id set). An entry whose subject
 * is not in this ledger set's chart, or is described in words, has code null.
 */
async function proposeAdjustments(db: Db, ledgerSetId: number) {
  const chart = new Set((await loadChart(db, ledgerSetId)).map((s) => s.code));
  await db.deleteFrom('succession_adjustment').where('ledger_set_id', '=', ledgerSetId).execute();
  await db
    .insertInto('succession_adjustment')
    .values(
      adjustments.map((a) => ({
        ledger_set_id: ledgerSetId,
        item_id: a.id,
        title: a.item,
        basis: a.basis,
        regulation_clause: a.clause,
        entries: JSON.stringify([
          ...entriesOf(a.debit, 1, a.item, chart),
          ...entriesOf(a.credit, 2, a.item, chart),
        ]),
      })),
    )
    .execute();
}

export async function completeSuccession(
  db: Db,
  input: { ledgerSetId: number; userId: number; draft: Draft },
): Promise<{ successionState: 'done'; debitTotal: Money; creditTotal: Money }> {
  const { ledgerSetId, draft } = input;
  await assertTotalsMatch(db, ledgerSetId, draft.takes);
  await db.deleteFrom('opening_balance').where('ledger_set_id', '=', ledgerSetId).execute();
  const rows = [...draft.takes.entries()]
    .filter(([, value]) => value !== 0n)
    .map(([code, value]) => ({ ledger_set_id: ledgerSetId, subject_code: code, ...debitNetToSides(value) }));
  if (rows.length > 0) await db.insertInto('opening_balance').values(rows).execute();
  await db
    .updateTable('ledger_set')
    .set({ succession_state: 'done' })
    .where('id', '=', ledgerSetId)
    .execute();
  await saveRecord(db, ledgerSetId, { completedBy: input.userId });
  await proposeAdjustments(db, ledgerSetId);
  const totals = sides(draft.takes.values());
  return {
    successionState: 'done',
    debitTotal: fromCents(totals.debit),
    creditTotal: fromCents(totals.credit),
  };
}
