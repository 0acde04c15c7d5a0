// 单据管理: the claims of every kind (reimbursement module) and the asset documents (assets module)
// of the organisation's ledger sets as one list, newest first, with one document opened read-only.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  type CrossDocumentDetail,
  type CrossDocumentRow,
  type CrossDocumentStatus,
  type CrossDocumentType,
  crossDocumentStatuses,
  crossDocumentTypes,
  type DocumentPage,
} from '../../../src/core/contracts/cross-list.ts';
import type { ClaimContent } from '../../../src/core/reimbursement/claim.ts';
import { paymentMethodLabels } from '../../../src/core/reimbursement/claim.ts';
import { documentTypes } from '../../../src/core/reimbursement/types.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  allOf,
  amountOf,
  type Branch,
  countAndTotals,
  likeOf,
  namesOf,
  pageOf,
  type Scope,
  unionOf,
} from './scope.ts';

export interface DocumentFilter {
  type?: CrossDocumentType | undefined;
  status?: CrossDocumentStatus | undefined;
  departmentId?: number | undefined;
  declarerId?: number | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  amountFrom?: string | null | undefined;
  amountTo?: string | null | undefined;
  text?: string | null | undefined;
}

const isClaimType = (t: CrossDocumentType) => (documentTypes as readonly string[]).includes(t);

// The branches' columns have exactly the same types (literals cast, no typmod differences): only
// then does PostgreSQL merge the branches' index scans in date order instead of sorting them all.

/** The claims' branch, or null when the filter rules claims out. */
function claimBranch(scope: Scope, f: DocumentFilter): Branch | null {
  if (f.type && !isClaimType(f.type)) return null;
  if (f.status === 'recorded') return null;
  const c: RawBuilder<unknown>[] = [sql`c.ledger_set_id = any(${scope.ids}::int[])`];
  if (f.type) c.push(sql`c.type = ${f.type}`);
  if (f.status) c.push(sql`c.status = ${f.status}`);
  if (f.departmentId !== undefined) c.push(sql`c.department_id = ${f.departmentId}`);
  if (f.declarerId !== undefined) c.push(sql`c.declarer_id = ${f.declarerId}`);
  if (f.dateFrom) c.push(sql`c.doc_date >= ${f.dateFrom}::date`);
  if (f.dateTo) c.push(sql`c.doc_date <= ${f.dateTo}::date`);
  if (f.amountFrom) c.push(sql`c.amount >= ${amountOf(f.amountFrom)}::numeric`);
  if (f.amountTo) c.push(sql`c.amount <= ${amountOf(f.amountTo)}::numeric`);
  if (f.text) c.push(sql`(c.no ilike ${likeOf(f.text)} or c.reason ilike ${likeOf(f.text)})`);
  const rows = sql`
    select 'claim:' || c.id as key, c.ledger_set_id, c.type::text as type, c.no, c.doc_date as date,
      c.status::text as status, c.department_id, c.declarer_id, c.reason, c.amount, c.voucher_id, c.id
    from claim c where ${allOf(c)}`;
  return { rows, order: sql`c.doc_date desc, c.id desc` };
}

/** The asset documents' branch (处置单 and 盘亏单: saved documents, no approval, no department). */
function assetBranch(scope: Scope, f: DocumentFilter): Branch | null {
  if (f.type && isClaimType(f.type)) return null;
  if (f.status && f.status !== 'recorded') return null;
  if (f.departmentId !== undefined) return null;
  const c: RawBuilder<unknown>[] = [sql`a.ledger_set_id = any(${scope.ids}::int[])`];
  if (f.type) c.push(sql`a.source = ${f.type === 'assetDisposal' ? 'disposal' : 'check'}`);
  if (f.declarerId !== undefined) c.push(sql`a.created_by = ${f.declarerId}`);
  if (f.dateFrom) c.push(sql`a.repay_date >= ${f.dateFrom}::date`);
  if (f.dateTo) c.push(sql`a.repay_date <= ${f.dateTo}::date`);
  if (f.amountFrom) c.push(sql`a.original_amount >= ${amountOf(f.amountFrom)}::numeric`);
  if (f.amountTo) c.push(sql`a.original_amount <= ${amountOf(f.amountTo)}::numeric`);
  if (f.text) c.push(sql`(a.document_no ilike ${likeOf(f.text)} or a.reason ilike ${likeOf(f.text)})`);
  const rows = sql`
    select 'asset:' || a.id as key, a.ledger_set_id,
      case a.source when 'disposal' then 'assetDisposal' else 'assetLoss' end as type,
      a.document_no as no, a.repay_date as date, 'recorded'::text as status, null::int as department_id,
      a.created_by as declarer_id, a.reason, a.original_amount as amount, a.voucher_id, a.id
    from asset_document a where ${allOf(c)}`;
  return { rows, order: sql`a.repay_date desc, a.id desc` };
}

interface Raw {
  key: string;
  ledger_set_id: number;
  type: CrossDocumentType;
  no: string;
  date: string | Date;
  status: CrossDocumentStatus;
  department_id: number | null;
  declarer_id: number | null;
  reason: string;
  amount: string;
  voucher_id: string | null;
}

const dayText = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

async function rowsOf(db: Kysely<Database>, scope: Scope, raws: Raw[]): Promise<CrossDocumentRow[]> {
  const names = await namesOf(
    db,
    raws.map((r) => r.department_id),
    raws.map((r) => r.declarer_id),
  );
  return raws.map((r) => ({
    key: r.key,
    ledgerSetId: r.ledger_set_id,
    jc: scope.jc.get(r.ledger_set_id) ?? '',
    type: r.type,
    typeName: crossDocumentTypes[r.type] ?? r.type,
    no: r.no,
    date: dayText(r.date),
    status: r.status,
    statusName: crossDocumentStatuses[r.status] ?? r.status,
    departmentName: r.department_id === null ? '' : (names.department.get(r.department_id) ?? ''),
    declarerName: r.declarer_id === null ? '' : (names.user.get(r.declarer_id) ?? ''),
    reason: r.reason,
    amount: String(r.amount),
    voucherId: r.voucher_id ?? '',
  }));
}

export async function documentPage(
  db: Kysely<Database>,
  scope: Scope,
  f: DocumentFilter,
  page: { pageIndex: number; pageSize: number },
): Promise<DocumentPage> {
  const branches = [claimBranch(scope, f), assetBranch(scope, f)].filter((b) => b !== null);
  if (branches.length === 0 || scope.ids.length === 0)
    return { currentPageItems: [], totalItemCount: 0, capped: false, totals: { amount: '0.00' } };
  const [counted, found] = await Promise.all([
    countAndTotals(db, unionOf(branches), ['amount']),
    pageOf(branches, page, sql`d.date desc, d.id desc`).execute(db) as Promise<{ rows: Raw[] }>,
  ]);
  return {
    currentPageItems: await rowsOf(db, scope, found.rows),
    totalItemCount: counted.count,
    capped: counted.capped,
    totals: counted.totals,
  };
}

const historyNames: Record<string, string> = {
  edit: '修改',
  submit: '提交',
  resubmit: '重新提交',
  approve: '审批通过',
  reject: '驳回',
  withdraw: '撤回',
  cancelApproval: '取消审批',
};

export async function documentDetail(
  db: Kysely<Database>,
  scope: Scope,
  key: string,
): Promise<CrossDocumentDetail> {
  const [kind, id] = key.toLowerCase().split(':') as ['claim' | 'asset', string];
  const branch = (kind === 'claim' ? claimBranch(scope, {}) : assetBranch(scope, {}))?.rows;
  const column = kind === 'claim' ? sql`c.id` : sql`a.id`;
  const { rows } = await sql<Raw>`select * from (${branch} and ${column} = ${id}::uuid) as d`.execute(db);
  const raw = rows[0];
  if (!raw) throw badRequest('该单据不存在或不属于本单位');
  const [row] = await rowsOf(db, scope, [raw]);
  if (!row) throw badRequest('该单据不存在或不属于本单位');
  const fields = [
    { label: '账套', value: row.jc },
    { label: '单据类型', value: row.typeName },
    { label: '单据编号', value: row.no },
    { label: '单据日期', value: row.date },
    { label: '状态', value: row.statusName },
    { label: kind === 'claim' ? '申报人' : '制单人', value: row.declarerName },
    { label: '部门', value: row.departmentName },
    { label: '事由', value: row.reason },
  ];
  if (kind === 'asset') return { row, fields, lines: await assetLines(db, id), approvals: [] };
  const claim = await db
    .selectFrom('claim')
    .select(['content'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const content = claim.content as ClaimContent;
  fields.push(
    { label: '结算方式', value: paymentMethodLabels[content.paymentMethod] ?? content.paymentMethod },
    { label: '收款人', value: content.payee },
    { label: '收款账号', value: [content.payeeBank, content.payeeAccount].filter(Boolean).join(' ') },
  );
  const history = await db
    .selectFrom('claim_history as h')
    .leftJoin('app_user as u', 'u.id', 'h.actor_id')
    .select(['h.at', 'h.action', 'h.comment', 'u.real_name'])
    .where('h.claim_id', '=', id)
    .orderBy('h.at')
    .execute();
  return {
    row,
    fields,
    lines: content.lines.map((l) => ({
      summary: l.summary,
      detail: [l.subjectCode, l.economicClass].filter(Boolean).join(' / '),
      amount: l.amount,
    })),
    approvals: history.map((h) => ({
      at: new Date(h.at).toISOString(),
      who: h.real_name ?? '',
      action: historyNames[h.action] ?? h.action,
      comment: h.comment,
    })),
  };
}

async function assetLines(db: Kysely<Database>, id: string) {
  const lines = await db
    .selectFrom('asset_document_line as l')
    .leftJoin('asset_card as c', 'c.id', 'l.card_id')
    .select(['l.original_value', 'l.net_value', 'c.name as asset_name', 'c.card_no'])
    .where('l.document_id', '=', id)
    .execute();
  return lines.map((l) => ({
    summary: l.asset_name ?? '',
    detail: `卡片 ${l.card_no ?? ''}，净值 ${l.net_value}`,
    amount: String(l.original_value),
  }));
}
