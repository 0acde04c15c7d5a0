// POST /api/voucher/save: creates the voucher when its (client-made) id is new, else updates it
// while it is unaudited and the version matches. Every rule is checked before anything is written,
// in the transaction that writes; the database checks the same invariants again at commit.
// A save is four statements on the hot path: lock, read everything, write everything, and the
// caller's idempotency record; the answer is built from what the save already holds.
import { sql, type Transaction } from 'kysely';
import { ErrorCode } from '../../../src/core/contracts/errors.ts';
import { isCalendarDate } from '../../../src/core/rules/dates.ts';
import { lastOpenableYear } from '../../../src/core/rules/ledger-years.ts';
import { type CheckedEntry, checkEntries } from '../../../src/core/voucher/entries.ts';
import type { VoucherSaveInput, VoucherTypeView, VoucherView } from '../../../src/core/voucher/types.ts';
import { defaultVoucherType, restrictionMessage } from '../../../src/core/voucher/voucher-types.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, refused } from '../../lib/errors.ts';
import { BOOKS_LOCK, monthClosed } from './locks.ts';
import { lookupOf, type Reference, type ReferenceCache } from './reference.ts';
import { entryView, eventsOf } from './views.ts';
import { writeVoucher } from './write.ts';

type Trx = Transaction<Database>;

export interface Actor {
  ledgerSetId: number;
  userId: number;
  /** The user's name as shown on the voucher (制单人). */
  userName?: string | undefined;
  /** May edit vouchers other users prepared (voucher.modifyDelete). */
  mayEditOthers: boolean;
  /** May create vouchers (voucher.entry). */
  mayCreate: boolean;
}

export const EARLIEST_VOUCHER_DATE = '2022-01-01';

export const staleVoucher = (currentVersion: number) =>
  new AppError(ErrorCode.operation, '凭证已被他人修改，请刷新后重试', { currentVersion });

const deletedVoucher = () => new AppError(ErrorCode.operation, '凭证已被他人删除，请刷新后重试');

export const lockedMessage = (status: string) =>
  status === 'posted' ? '已记账的凭证不能修改' : '已审核的凭证不能修改';

export interface StoredVoucher {
  ledger_set_id: number;
  year: number;
  month: number;
  voucher_type: string;
  voucher_no: number;
  status: 'saved' | 'audited' | 'posted';
  version: number;
  preparer_id: number;
  created_at: string;
}

interface Opening {
  start_year: number;
  confirmed: boolean;
  /**
   * Whether the month was closed as of this statement. A close that commits while this statement
   * waits for the books lock is not seen here; the voucher trigger sees it and refuses the write.
   */
  closed: boolean;
  version: number | string | null;
  existing: StoredVoucher | null;
  /** The id names a voucher that was deleted (asked only for an edit: a version was sent). */
  deleted: boolean;
}

/**
 * The save's first statement: the shared books lock (locks.ts), the ledger set's state held against
 * an undo of the opening confirmation, whether the month is closed, the reference version, the
 * voucher of this id if it exists (read, not yet locked) and, for an edit, whether it was deleted.
 */
async function openSave(
  trx: Trx,
  ledgerSetId: number,
  input: VoucherSaveInput,
  year: number,
  month: number,
): Promise<Opening> {
  const id = input.id;
  const deleted =
    input.version === undefined
      ? sql`false`
      : sql`exists (select 1 from voucher_event where voucher_id = ${id}::uuid and action = 'delete')`;
  const { rows } = await sql<Opening>`
    select l.start_year, l.init_confirmed_at is not null as confirmed,
      voucher_month_closed(l.id, ${year}::int, ${month}::int) as closed,
      (select version from reference_version where ledger_set_id = l.id) as version,
      (select row_to_json(x) from (
         select ledger_set_id, year, month, voucher_type, voucher_no, status, version, preparer_id, created_at
         from voucher where id = ${id}::uuid) x) as existing,
      ${deleted} as deleted,
      pg_advisory_xact_lock_shared(${BOOKS_LOCK}::int, l.id) as locked
    from ledger_set l where l.id = ${ledgerSetId} for key share
  `.execute(trx);
  const row = rows[0];
  if (!row) throw badRequest('账套不存在');
  return row;
}

/** The stored voucher locked for the update, with the checks an update must pass. */
async function lockForUpdate(
  trx: Trx,
  actor: Actor,
  id: string,
  input: VoucherSaveInput,
): Promise<StoredVoucher> {
  const row = await trx
    .selectFrom('voucher')
    .select([
      'ledger_set_id',
      'year',
      'month',
      'voucher_type',
      'voucher_no',
      'status',
      'version',
      'preparer_id',
      'created_at',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  // Deleted between the first read and the lock: the user edited a voucher that is gone.
  if (!row) throw deletedVoucher();
  const existing = { ...row, created_at: new Date(row.created_at).toISOString() };
  if (existing.ledger_set_id !== actor.ledgerSetId) throw badRequest('凭证编号（id）已被其他账套使用');
  if (existing.status !== 'saved') throw refused(lockedMessage(existing.status));
  if (input.version === undefined)
    throw badRequest('凭证已存在，修改时需提供版本号（version），请刷新后重试');
  if (existing.version !== input.version) throw staleVoucher(existing.version);
  if (existing.preparer_id !== actor.userId && !actor.mayEditOthers) throw refused('不能修改他人填制的凭证');
  if (await monthClosed(trx, actor.ledgerSetId, existing.year, existing.month)) {
    throw refused(`${existing.year}年${existing.month}月已结账，不能修改凭证`);
  }
  return existing;
}

function pickType(types: readonly VoucherTypeView[], code: string | undefined): VoucherTypeView {
  const type = code ? types.find((t) => t.code === code && t.enabled) : defaultVoucherType(types);
  if (!type) {
    throw badRequest(code ? `凭证类别 ${code} 不存在或已停用` : '没有可用的凭证类别，请先设置凭证类别');
  }
  return type;
}

export async function saveVoucher(
  trx: Trx,
  cache: ReferenceCache,
  actor: Actor,
  input: VoucherSaveInput,
): Promise<VoucherView> {
  const { ledgerSetId } = actor;
  const date = input.voucherDate.trim();
  if (!isCalendarDate(date)) throw badRequest('凭证日期格式不正确，应为 YYYY-MM-DD');
  if (date < EARLIEST_VOUCHER_DATE) throw badRequest(`凭证日期不能早于 ${EARLIEST_VOUCHER_DATE}`);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));

  const opening = await openSave(trx, ledgerSetId, input, year, month);
  if (!opening.confirmed) throw refused('期初余额未确认，不能录入凭证');
  if (year < opening.start_year) throw refused(`凭证日期不能早于账套启用年度 ${opening.start_year} 年`);
  const lastYear = lastOpenableYear(opening.start_year);
  // A later date would be saved but never listed: the books open only these years.
  if (year > lastYear) {
    throw badRequest(
      `凭证日期应在 ${opening.start_year}-01-01 到 ${lastYear}-12-31 之间（账套可用的会计年度）`,
    );
  }
  // An edit of a voucher someone deleted meanwhile must not bring it back as a new one.
  if (!opening.existing && opening.deleted) throw deletedVoucher();
  const existing = opening.existing ? await lockForUpdate(trx, actor, input.id, input) : null;
  if (!existing && !actor.mayCreate) throw refused('没有录入凭证的权限');
  if (opening.closed) throw refused(`${year}年${month}月已结账，不能保存凭证`);
  const ref = await cache.get(trx, ledgerSetId, opening.version === null ? null : Number(opening.version));

  const type = pickType(ref.types, input.voucherType);
  const checked = checkEntries(input.entries, lookupOf(ref));
  if (!checked.ok) throw badRequest(checked.message);
  const restriction = restrictionMessage(type, checked.entries, ref.cashPrefixes);
  if (restriction) throw badRequest(restriction);

  const samePlace =
    existing !== null &&
    existing.year === year &&
    existing.month === month &&
    existing.voucher_type === type.code;
  const written = await writeVoucher(trx, {
    id: input.id,
    ledgerSetId,
    userId: actor.userId,
    year,
    month,
    date,
    type: type.code,
    attachments: input.numberOfDocument,
    total: checked.total,
    entries: checked.entries,
    existing: existing ? { voucherNo: samePlace ? existing.voucher_no : null } : null,
    note:
      existing && !samePlace
        ? `凭证号 ${existing.voucher_type}-${existing.voucher_no}（${existing.year}年${existing.month}月）改为 ${type.code}-{no}`
        : null,
  });
  const events = existing ? ((await eventsOf(trx, [input.id])).get(input.id) ?? []) : [];
  const preparedBy = { id: actor.userId, name: actor.userName ?? '' };
  if (!existing) {
    events.push({
      at: written.at,
      user: preparedBy,
      action: 'create',
      fromStatus: null,
      toStatus: 'saved',
      note: null,
    });
  }
  return {
    id: input.id,
    year,
    month,
    voucherDate: date,
    voucherType: type.code,
    voucherTypeName: type.name,
    voucherNo: written.voucherNo,
    numberOfDocument: input.numberOfDocument,
    status: 'saved',
    version: written.version,
    preparedBy,
    reviewer: null,
    bookkeeper: null,
    entries: entryViews(checked.entries, ref),
    debitTotal: checked.total,
    creditTotal: checked.total,
    createdAt: existing?.created_at ?? written.at,
    updatedAt: written.at,
    events,
  };
}

function entryViews(entries: readonly CheckedEntry[], ref: Reference) {
  return entries.map((e) =>
    entryView(
      {
        line_no: e.lineNo,
        summary: e.summary,
        subject_code: e.code,
        dept_code: e.departmentCode,
        aux_key: e.auxKey,
        debit: e.debit,
        credit: e.credit,
      },
      ref,
    ),
  );
}
