// The claim lists (mine, awaiting my approval, handled by me, all) and the to-do list. Keyset pages
// on (updated_at desc, id desc) with an opaque cursor; "awaiting" reads the await_* columns through
// their partial index, the duty branch and the named-user branch apart (a row is in one of them);
// its total sums claim_await_count rather than counting every waiting row (see totalOf).
import { sql } from 'kysely';
import type { ClaimListPage, ClaimRow, ClaimScope } from '../../../src/core/contracts/reimbursement.ts';
import type { TodoItem } from '../../../src/core/contracts/todo.ts';
import type { Money } from '../../../src/core/money.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import { positionLabel } from '../../../src/core/reimbursement/history.ts';
import type { ResolvedProcess } from '../../../src/core/reimbursement/process.ts';
import {
  type DocumentType,
  documentTypeLabels,
  documentTypes,
} from '../../../src/core/reimbursement/types.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import type { RequestSession } from '../../plugins/auth.ts';
import { type Db, may, type SessionActor } from './access.ts';
import { awaitKey } from './documents.ts';

export interface ListQuery {
  scope: ClaimScope;
  type?: DocumentType | undefined;
  status?: string | undefined;
  keyword?: string | undefined;
  economicClass?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  cursor?: string | undefined;
  pageSize?: number | undefined;
}

type Key = [string, string];
const encode = (key: Key) => Buffer.from(JSON.stringify(key)).toString('base64url');

function decode(cursor: string): Key {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(key) &&
      key.length === 2 &&
      typeof key[0] === 'string' &&
      !Number.isNaN(Date.parse(key[0])) &&
      typeof key[1] === 'string' &&
      /^[0-9a-f-]{36}$/.test(key[1])
    ) {
      return key as Key;
    }
  } catch {
    // falls through to the refusal
  }
  throw badRequest('翻页位置（cursor）无效，请从第一页重新查询');
}

/** The document types the user may list in a scope. */
function typesFor(session: RequestSession, scope: ClaimScope): DocumentType[] {
  const allowed: Record<ClaimScope, (t: DocumentType) => boolean> = {
    mine: (t) => may(session, t, 'form') || may(session, t, 'mine'),
    awaiting: (t) => may(session, t, 'approval'),
    handled: (t) => may(session, t, 'approval') || may(session, t, 'approved'),
    all: (t) => may(session, t, 'finance'),
  };
  return documentTypes.filter(allowed[scope]);
}

const columns = [
  'c.id',
  'c.no',
  'c.type',
  'c.doc_date',
  'c.reason',
  'c.amount',
  'c.status',
  'c.step_index',
  'c.process',
  'c.version',
  'c.updated_at',
  'c.declarer_id',
  'c.await_duty',
  'c.await_department_id',
  'c.await_user_ids',
  'u.real_name as declarer_name',
  'd.name as department_name',
  'v.voucher_type',
  'v.voucher_no',
] as const;

/** The claims of the ledger set of the given types (no condition when every type is given). */
function base(db: Db, ledgerSetId: number, types: DocumentType[]) {
  const q = db
    .selectFrom('claim as c')
    .innerJoin('app_user as u', 'u.id', 'c.declarer_id')
    .where('c.ledger_set_id', '=', ledgerSetId);
  return types.length === documentTypes.length ? q : q.where('c.type', 'in', types);
}

type Base = ReturnType<typeof base>;

function filtered(q: Base, f: ListQuery): Base {
  let r = q;
  if (f.type) r = r.where('c.type', '=', f.type);
  if (f.status) r = r.where('c.status', '=', f.status as Database['claim']['status']);
  if (f.dateFrom) r = r.where('c.doc_date', '>=', f.dateFrom);
  if (f.dateTo) r = r.where('c.doc_date', '<=', f.dateTo);
  const keyword = f.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    r = r.where((eb) =>
      eb.or([eb('c.no', 'ilike', like), eb('c.reason', 'ilike', like), eb('u.real_name', 'ilike', like)]),
    );
  }
  const economicClass = f.economicClass?.trim();
  if (economicClass) {
    r = r.where(sql<boolean>`c.content -> 'lines' @> ${JSON.stringify([{ economicClass }])}::jsonb`);
  }
  return r;
}

/** The branches whose union is the scope: two for "awaiting", one otherwise. */
function branches(q: Base, scope: ClaimScope, actor: SessionActor, finance: boolean): Base[] {
  switch (scope) {
    case 'mine':
      return [q.where('c.declarer_id', '=', actor.id)];
    case 'all':
      return [q];
    case 'handled':
      // What the user decided; the finance office (who pays and books them) also every approved one:
      // 已审批报销 of a 会计 who approves nothing was empty.
      return [
        q.where((eb) => {
          const decided = eb.exists(
            eb
              .selectFrom('claim_history as h')
              .select('h.version')
              .whereRef('h.claim_id', '=', 'c.id')
              .where('h.actor_id', '=', actor.id)
              .where('h.action', 'in', ['approve', 'reject']),
          );
          return finance ? eb.or([eb('c.status', '=', 'approved'), decided]) : decided;
        }),
      ];
    case 'awaiting': {
      // One branch per await_key the user answers to, each an ordered scan of claim_await_key_idx
      // (an OR or an IN would make the database sort every waiting row before the first page).
      const waiting = q.where('c.status', '=', 'inApproval').where('c.declarer_id', '<>', actor.id);
      const byUser = waiting.where(sql<boolean>`c.await_user_ids @> array[${actor.id}]::int[]`);
      const dept = actor.departmentId;
      const keys = actor.codes.flatMap((code) =>
        dept === null ? [] : [awaitKey(code, null), awaitKey(code, dept)],
      );
      const byKey = keys.map((key) => waiting.where('c.await_key', '=', key));
      // A user of no department holds their duties in every department (core matchesStep).
      const anyDept =
        dept === null && actor.codes.length > 0 ? [waiting.where('c.await_duty', 'in', actor.codes)] : [];
      return [...byKey, ...anyDept, byUser];
    }
  }
}

/** Whether the list asks no more than its scope and a type (what claim_await_count is kept by). */
const unfiltered = (f: ListQuery) =>
  !f.status && !f.keyword?.trim() && !f.economicClass?.trim() && !f.dateFrom && !f.dateTo;

/**
 * The number of rows of the branches. The duty branches of an unfiltered "awaiting" list sum
 * claim_await_count (migration 0023) instead of counting thousands of waiting rows; the named-user
 * branch (a GIN lookup of few rows) and every filtered list count their rows.
 */
async function totalOf(
  db: Db,
  ledgerSetId: number,
  types: DocumentType[],
  parts: Base[],
  f: ListQuery,
  actor: SessionActor,
): Promise<number> {
  const counted = (p: Base) =>
    p
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  if (f.scope !== 'awaiting' || !unfiltered(f)) {
    return (await Promise.all(parts.map(counted))).reduce((s, n) => s + n, 0);
  }
  // branches() puts the named-user branch last; the duty branches before it are what the counter keeps.
  const byUser = parts.at(-1);
  const dept = actor.departmentId;
  let q = db
    .selectFrom('claim_await_count')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('n'), eb.lit(0)).as('n'))
    .where('ledger_set_id', '=', ledgerSetId)
    .where('declarer_id', '<>', actor.id)
    .where('type', 'in', f.type ? [f.type] : types);
  q =
    dept === null
      ? q.where('await_duty', 'in', actor.codes)
      : q.where(
          'await_key',
          'in',
          actor.codes.flatMap((code) => [awaitKey(code, null), awaitKey(code, dept)]),
        );
  const [duty, named] = await Promise.all([
    actor.codes.length > 0 ? q.executeTakeFirstOrThrow().then((r) => Number(r.n)) : 0,
    byUser ? counted(byUser) : 0,
  ]);
  return duty + named;
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
const select = (q: Base) =>
  q
    .innerJoin('department as d', 'd.id', 'c.department_id')
    .leftJoin('voucher as v', 'v.id', 'c.voucher_id')
    .select(columns);

function awaitsMe(r: Row, actor: SessionActor): boolean {
  if (r.status !== 'inApproval' || r.declarer_id === actor.id) return false;
  if (r.await_user_ids?.includes(actor.id)) return true;
  return (
    r.await_duty !== null &&
    actor.codes.includes(r.await_duty) &&
    (r.await_department_id === null ||
      actor.departmentId === null ||
      r.await_department_id === actor.departmentId)
  );
}

const iso = (d: Date | string) => new Date(d).toISOString();

function toRow(r: Row, actor: SessionActor): ClaimRow {
  return {
    id: r.id,
    no: r.no,
    type: r.type,
    date: r.doc_date,
    declarerName: r.declarer_name,
    departmentName: r.department_name,
    reason: r.reason,
    amount: r.amount as Money,
    status: r.status,
    positionLabel: positionLabel(
      { status: r.status, stepIndex: r.step_index },
      r.process as ResolvedProcess | null,
    ),
    version: r.version,
    updatedAt: iso(r.updated_at),
    voucherLabel: r.voucher_type ? `${r.voucher_type}-${r.voucher_no}` : null,
    awaitsMe: awaitsMe(r, actor),
  };
}

const newestFirst = (a: Row, b: Row) =>
  new Date(b.updated_at).getTime() - new Date(a.updated_at).getTime() ||
  (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export async function listClaims(
  db: Db,
  ledgerSetId: number,
  session: RequestSession,
  actor: SessionActor,
  f: ListQuery,
): Promise<ClaimListPage> {
  const types = typesFor(session, f.scope);
  if (f.type && !types.includes(f.type)) throw forbidden(`没有查看${documentTypeLabels[f.type]}单据的权限`);
  if (types.length === 0) throw forbidden();
  const size = f.pageSize ?? 20;
  const finance = documentTypes.some((t) => may(session, t, 'finance'));
  const parts = branches(filtered(base(db, ledgerSetId, types), f), f.scope, actor, finance);
  const after = f.cursor ? decode(f.cursor) : null;
  const pages = await Promise.all(
    parts.map((p) => {
      let q = select(p);
      if (after)
        q = q.where(sql<boolean>`(c.updated_at, c.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)`);
      return q
        .orderBy('c.updated_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(size + 1)
        .execute();
    }),
  );
  const total = await totalOf(db, ledgerSetId, types, parts, f, actor);
  const merged = pages.flat().sort(newestFirst);
  const page = merged.slice(0, size);
  const last = page.at(-1);
  return {
    rows: page.map((r) => toRow(r, actor)),
    nextCursor: merged.length > size && last ? encode([iso(last.updated_at), last.id]) : null,
    total,
  };
}

/** The document page of each type (spec 001 §2.4); parentCurrent picks the list it goes back to. */
const formPath: Readonly<Record<DocumentType, string>> = {
  expense: '/final/reimbursement/expenseReimbursement/costApproval',
  travel: '/final/reimbursement/expenseReimbursement/travelReimbursement',
  loan: '/final/reimbursement/expenseReimbursement/loanApproval',
  repayment: '/final/reimbursement/expenseReimbursement/repayment/repayment-input',
  provision: '/final/reimbursement/provision/provision',
  interAccount: '/final/reimbursement/currentReimbursement/current-reimbursement',
};

const generatingVoucherPath = '/final/reimbursement/expenseReimbursement/generatingVoucher';

/** Items listed per kind of document work; the count still says how many wait in all. */
const TODO_ITEMS = 50;

function documentTodo(r: ClaimRow, stepName: string, parentCurrent: number): TodoItem {
  return {
    module: 'reimbursement',
    key: r.id,
    kind: documentTypeLabels[r.type],
    title: `${r.no} ${r.reason}`,
    declarerName: r.declarerName,
    amount: r.amount,
    stepName,
    count: 1,
    since: r.updatedAt,
    href: `${formPath[r.type]}?id=${r.id}&parentCurrent=${parentCurrent}`,
  };
}

/**
 * The reimbursement part of 待办: claims waiting for the user's approval (one item each, opened from
 * the approval list), the user's own claims sent back to them (修改后重新提交, from their own list),
 * and for the finance office the approved documents still without a voucher (one counted item).
 */
export async function claimTodos(
  db: Db,
  ledgerSetId: number,
  session: RequestSession,
  actor: SessionActor,
): Promise<{ count: number; items: TodoItem[] }> {
  const items: TodoItem[] = [];
  let count = 0;
  if (typesFor(session, 'awaiting').length > 0) {
    const page = await listClaims(db, ledgerSetId, session, actor, {
      scope: 'awaiting',
      pageSize: TODO_ITEMS,
    });
    const steps = await stepNames(
      db,
      page.rows.map((r) => r.id),
    );
    count += page.total;
    items.push(...page.rows.map((r) => documentTodo(r, steps.get(r.id) ?? '', 1)));
  }
  if (typesFor(session, 'mine').length > 0) {
    const page = await listClaims(db, ledgerSetId, session, actor, {
      scope: 'mine',
      status: 'rejected',
      pageSize: TODO_ITEMS,
    });
    count += page.total;
    items.push(...page.rows.map((r) => documentTodo(r, '修改后重新提交', 0)));
  }
  if (session.permissions.has(P.reimbursement.generateVoucher)) {
    const row = await db
      .selectFrom('claim')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ledger_set_id', '=', ledgerSetId)
      .where('status', '=', 'approved')
      .where('voucher_id', 'is', null)
      .executeTakeFirstOrThrow();
    const n = Number(row.n);
    if (n > 0) {
      count += n;
      items.push({
        module: 'reimbursement',
        key: 'generateVoucher',
        kind: '报销凭证',
        title: `已审批未生成凭证的单据 ${n} 张`,
        declarerName: '',
        amount: null,
        stepName: '生成凭证',
        count: n,
        since: null,
        href: generatingVoucherPath,
      });
    }
  }
  return { count, items };
}

/** The name of the step each waiting document is at (部门审核 …). */
async function stepNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('claim')
    .select(['id', 'process', 'step_index'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.process?.steps[r.step_index ?? -1]?.name ?? '']));
}
