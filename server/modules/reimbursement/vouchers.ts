// 生成会计凭证 (issue 18 §7): the voucher an approved document generates, by the templates of
// voucher_templates_reimbursement.csv — V01/V02 a loan paid in cash or by bank, V03/V04/V05 a claim
// offsetting loans (cash returned, the rest paid, or even), V06 a repayment, V07 a direct claim,
// V11 a provision. Cash is the chart's leaf under 101, bank under 102, loans receivable under 135;
// the expense subjects are the claim's lines. Saved through the voucher module in the same
// transaction, then linked both ways (claim.voucher_id; the voucher's view shows its source).
import type { Infer } from 'superstruct';
import type {
  ClaimVoucherPreview,
  reimbursementContracts,
} from '../../../src/core/contracts/reimbursement.ts';
import { add, compare, type Money, sub } from '../../../src/core/money.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import { attachedDocuments } from '../../../src/core/reimbursement/claim.ts';
import { linkVoucher } from '../../../src/core/reimbursement/document-state.ts';
import { badRequest, conflict, refused } from '../../lib/errors.ts';
import { type Reference, ReferenceCache } from '../voucher/reference.ts';
import { toEntries } from '../voucher/routes.ts';
import { saveVoucher } from '../voucher/save.ts';
import type { Db, Trx } from './access.ts';
import type { Who } from './actions.ts';
import { type ClaimRowData, loadRow, lockDocument, storeOutcome, voucherLabel } from './documents.ts';
import { subjectSplit, travelSubject } from './statistics.ts';

const cache = new ReferenceCache();

const templateNames: Record<string, string> = {
  V01: '借款（现金支付）',
  V02: '借款（银行转账支付）',
  V03: '报销冲借款，差额交回现金',
  V04: '报销冲借款，补付差额',
  V05: '报销额等于借款',
  V06: '单独还款',
  V07: '直接报销',
  V11: '备用金拨付',
};

type PreviewEntry = ClaimVoucherPreview['voucher']['entries'][number];

/** The first enabled leaf of the chart at or under `prefix` (101 -> 101, 102 -> 10201). */
function leafUnder(ref: Reference, prefix: string, what: string): string {
  const codes = [...ref.subjects.values()]
    .filter((s) => s.isLeaf && s.enabled && s.code.startsWith(prefix))
    .map((s) => s.code)
    .sort();
  const code = codes[0];
  if (!code) throw refused(`科目表中没有可用的${what}科目（${prefix}），请先设置科目`);
  return code;
}

interface Parties {
  declarerName: string;
  departmentCode: string;
  project: string;
}

/** An entry with what its subject requires filled from the document: department, person, project. */
function entry(
  ref: Reference,
  parties: Parties,
  summary: string,
  code: string,
  debit: Money | '',
  credit: Money | '',
): PreviewEntry {
  const subject = ref.subjects.get(code);
  const auxis = (subject?.auxTypes ?? []).flatMap((t) => {
    const want = [parties.declarerName, parties.project].filter(Boolean);
    const item = [...ref.auxItems.entries()].find(
      ([key, v]) => key.startsWith(`${t.typeNo}:`) && v.enabled && want.includes(v.infoName),
    );
    return item ? [{ typeNo: t.typeNo, infoNo: item[0].slice(t.typeNo.length + 1) }] : [];
  });
  return {
    summary,
    code,
    departmentCode: subject?.deptAccounting ? parties.departmentCode : null,
    auxis,
    debitAmount: debit,
    creditAmount: credit,
  };
}

async function build(
  db: Db,
  ledgerSetId: number,
  row: ClaimRowData,
  today: string,
): Promise<ClaimVoucherPreview> {
  if (row.status !== 'approved') throw refused('单据尚未审批通过，不能生成凭证');
  if (row.voucher_id !== null) throw refused('单据已生成凭证');
  const ref = await cache.get(db as never, ledgerSetId);
  const [person, dept, offsets] = await Promise.all([
    db.selectFrom('app_user').select('real_name').where('id', '=', row.declarer_id).executeTakeFirstOrThrow(),
    db.selectFrom('department').select('code').where('id', '=', row.department_id).executeTakeFirstOrThrow(),
    db
      .selectFrom('loan_offset as o')
      .innerJoin('claim as l', 'l.id', 'o.loan_id')
      .select(['o.amount', 'l.no'])
      .where('o.claim_id', '=', row.id)
      .orderBy('l.no')
      .execute(),
  ]);
  const parties = { declarerName: person.real_name, departmentCode: dept.code, project: row.project };
  const content = row.content;
  const cash = content.paymentMethod === 'cash';
  const money = leafUnder(ref, cash ? '101' : '102', cash ? '库存现金' : '银行存款');
  const cashCode = () => leafUnder(ref, '101', '库存现金');
  const receivable = () => leafUnder(ref, '135', '其他应收款');
  const amount = row.amount as Money;
  const summary = `${row.reason}（${row.no}）`.slice(0, 200);
  const e = (s: string, code: string, debit: Money | '', credit: Money | '') =>
    entry(ref, parties, s, code, debit, credit);
  let template: string;
  let entries: PreviewEntry[];
  if (row.type === 'loan' || row.type === 'provision') {
    template = row.type === 'provision' ? 'V11' : cash ? 'V01' : 'V02';
    entries = [e(summary, receivable(), amount, ''), e(summary, money, '', amount)];
  } else if (row.type === 'repayment') {
    template = 'V06';
    entries = [e(summary, money, amount, ''), e(summary, receivable(), '', amount)];
  } else {
    const travel = await travelSubject(db, ledgerSetId);
    const expenses = subjectSplit(content, amount, travel).map((p) =>
      e(p.summary.slice(0, 200), p.subjectCode, p.amount, ''),
    );
    if (offsets.length === 0) {
      template = 'V07';
      entries = [...expenses, e(summary, money, '', amount)];
    } else {
      const offset = offsets.reduce<Money>((s, o) => add(s, o.amount), '0.00' as Money);
      const credits = offsets.map((o) =>
        e(`${summary} 冲借款 ${o.no}`.slice(0, 200), receivable(), '', o.amount as Money),
      );
      const diff = compare(amount, offset);
      if (diff === 0) {
        template = 'V05';
        entries = [...expenses, ...credits];
      } else if (diff < 0) {
        template = 'V03';
        entries = [...expenses, e(`${summary} 交回现金`, cashCode(), sub(offset, amount), ''), ...credits];
      } else {
        template = 'V04';
        entries = [...expenses, ...credits, e(`${summary} 补付`, money, '', sub(amount, offset))];
      }
    }
  }
  return {
    template,
    templateName: templateNames[template] ?? template,
    voucher: { voucherDate: today, numberOfDocument: Math.min(attachedDocuments(content), 999), entries },
  };
}

export async function voucherPreview(
  db: Db,
  ledgerSetId: number,
  documentId: string,
  today = new Date().toISOString().slice(0, 10),
): Promise<ClaimVoucherPreview> {
  return build(db, ledgerSetId, await loadRow(db, ledgerSetId, documentId), today);
}

type GenerateInput = Infer<(typeof reimbursementContracts)['generateVoucher']['request']>;

export async function generateVoucher(trx: Trx, who: Who, input: GenerateInput): Promise<void> {
  const { document } = await lockDocument(trx, who.ledgerSetId, input.documentId.toLowerCase());
  const context = { actor: who.actor, at: who.now.toISOString(), seenVersion: input.version };
  // The rules first (stale version, not approved, already linked), so nothing is saved for a refusal.
  const check = linkVoucher(document, '-', '', context);
  if (!check.ok) throw check.code === 'stale' ? conflict(check.message) : refused(check.message);
  const id = input.voucher.id.toLowerCase();
  const taken = await trx.selectFrom('voucher').select('id').where('id', '=', id).executeTakeFirst();
  if (taken) throw badRequest('凭证ID已被使用，请重新生成');
  const view = await saveVoucher(
    trx,
    cache,
    {
      ledgerSetId: who.ledgerSetId,
      userId: who.actor.id,
      userName: who.session.realName,
      mayEditOthers: false,
      mayCreate: who.session.permissions.has(P.voucher.entry),
    },
    {
      id,
      voucherDate: input.voucher.voucherDate,
      voucherType: input.voucher.voucherType?.trim() || undefined,
      numberOfDocument: input.voucher.numberOfDocument ?? 0,
      entries: toEntries(input.voucher.entries),
    },
  );
  const label = (await voucherLabel(trx, view.id))?.label ?? view.id;
  const linked = linkVoucher(document, view.id, label, context);
  if (!linked.ok) throw refused(linked.message);
  await storeOutcome(trx, linked.document, linked.entry, who.now, { voucher_id: view.id });
}
