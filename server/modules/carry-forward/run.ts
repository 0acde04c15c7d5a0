// 期末结转 and 年末结转 of one month (issue 19 item 5): the preview (the voucher computed from the
// posted balances, with what would stop it), and the generation, which computes it again in the
// writing transaction and saves it through the voucher module like any voucher: a new voucher, or
// the month's unposted carry-forward voucher replaced (its number kept), then marked.
import type { Kysely, Transaction } from 'kysely';
import { partOf } from '../../../src/core/carry-forward/parts.ts';
import { YEAR_END_SUMMARY } from '../../../src/core/carry-forward/setting.ts';
import {
  type CarryEntry,
  type CarryResult,
  periodCarryForward,
  yearEndCarryForward,
} from '../../../src/core/carry-forward/voucher.ts';
import {
  type CarryEntryView,
  type CarryForwardGenerated,
  type CarryForwardPreview,
  type CarryKind,
  type CarryVoucherRef,
  carryKindLabels,
} from '../../../src/core/contracts/carry-forward.ts';
import { lastOpenableYear } from '../../../src/core/rules/ledger-years.ts';
import type { VoucherStatus } from '../../../src/core/voucher/types.ts';
import { defaultVoucherType } from '../../../src/core/voucher/voucher-types.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, refused } from '../../lib/errors.ts';
import { monthClosed } from '../voucher/locks.ts';
import { auxViews, type Reference, ReferenceCache } from '../voucher/reference.ts';
import { saveVoucher } from '../voucher/save.ts';
import { fundBalances, incomeExpenseBalances, unpostedByMonth } from './balances.ts';
import { carryChart, readSetting } from './setting.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

const cache = new ReferenceCache();

export interface CarryQuery {
  year: number;
  month: number;
  kind: CarryKind;
}

export const lastDay = (year: number, month: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;

/** The year's carry-forward vouchers with their state, oldest first. */
export async function carryVouchers(
  db: Db,
  ledgerSetId: number,
  year: number,
  filter?: { month: number; kind: CarryKind },
): Promise<CarryVoucherRef[]> {
  let q = db
    .selectFrom('carry_forward as c')
    .innerJoin('voucher as v', 'v.id', 'c.voucher_id')
    .select([
      'v.id',
      'v.voucher_type',
      'v.voucher_no',
      'v.status',
      'v.version',
      'c.kind',
      'c.year',
      'c.month',
    ])
    .where('c.ledger_set_id', '=', ledgerSetId)
    .where('c.year', '=', year);
  if (filter) q = q.where('c.month', '=', filter.month).where('c.kind', '=', filter.kind);
  const rows = await q.orderBy('c.month').orderBy('c.created_at').execute();
  return rows.map((r) => ({
    id: r.id,
    voucherType: r.voucher_type,
    voucherNo: r.voucher_no,
    status: r.status as VoucherStatus,
    version: r.version,
    kind: r.kind,
    year: r.year,
    month: r.month,
  }));
}

export function entryViews(entries: readonly CarryEntry[], ref: Reference): CarryEntryView[] {
  return entries.map((e) => {
    const auxKey = e.auxis.map((a) => `${a.typeNo}:${a.infoNo}`).join(';');
    return {
      ...e,
      name: ref.subjects.get(e.code)?.fullName.replaceAll('/', '——') ?? '',
      departmentName: e.departmentCode === null ? null : (ref.departments.get(e.departmentCode)?.name ?? ''),
      auxLabel: auxViews(ref, auxKey)
        .map((a) => `${a.typeName}：${a.infoName || a.infoNo}`)
        .join('，'),
    };
  });
}

interface Computed {
  preview: CarryForwardPreview;
  result: CarryResult;
}

async function compute(db: Db, ledgerSetId: number, q: CarryQuery): Promise<Computed> {
  const set = await db
    .selectFrom('ledger_set')
    .select(['start_year'])
    .where('id', '=', ledgerSetId)
    .executeTakeFirstOrThrow();
  const last = lastOpenableYear(set.start_year);
  if (q.year < set.start_year || q.year > last) {
    throw badRequest(`会计年度应在 ${set.start_year} 到 ${last} 之间`);
  }
  if (q.kind === 'yearEnd' && q.month !== 12) throw badRequest('年末结转只能在12月进行');
  const [setting, chart, ref, marks] = await Promise.all([
    readSetting(db, ledgerSetId),
    carryChart(db, ledgerSetId),
    cache.get(db, ledgerSetId),
    carryVouchers(db, ledgerSetId, q.year, { month: q.month, kind: q.kind }),
  ]);
  const open = marks.filter((m) => m.status !== 'posted');
  const replaces = open[0] ?? null;
  const rules = new Map(setting.rules.map((r) => [r.code, r.part]));
  let result: CarryResult;
  const blockers: string[] = [];
  if (q.kind === 'period') {
    result = periodCarryForward({
      rows: await incomeExpenseBalances(db, ledgerSetId, q.year, q.month),
      categoryOf: (code) => chart.get(code)?.category,
      partOf: (code) => partOf(code, chart, rules).part,
      targets: setting.targets,
      summary: setting.summary,
    });
  } else {
    const left = await incomeExpenseBalances(db, ledgerSetId, q.year, 12);
    if (left.length > 0) {
      blockers.push(`${q.year}年12月收入、支出科目尚有余额，请先完成12月期末结转并记账`);
    }
    result = yearEndCarryForward({
      rows: await fundBalances(db, ledgerSetId, q.year),
      targets: setting.yearEndTargets,
      summary: YEAR_END_SUMMARY,
    });
  }
  if (await monthClosed(db as Trx, ledgerSetId, q.year, q.month)) {
    blockers.unshift(`${q.year}年${q.month}月已结账，不能${carryKindLabels[q.kind]}`);
  }
  for (const u of await unpostedByMonth(db, ledgerSetId, q.year, q.month, replaces?.id ?? null)) {
    const more = u.count > u.labels.length ? ` 等 ${u.count} 张` : '';
    blockers.push(
      `${q.year}年${u.month}月有 ${u.count} 张凭证未记账（${u.labels.join('、')}${more}），请先审核、记账`,
    );
  }
  if (open.length > 1)
    blockers.push(`本月有 ${open.length} 张未记账的${carryKindLabels[q.kind]}凭证，请先删除多余的`);
  if (replaces && replaces.status === 'audited') {
    blockers.push(
      `${carryKindLabels[q.kind]}凭证 ${replaces.voucherType}-${replaces.voucherNo} 已审核未记账：请先记账，或反审核后重新结转`,
    );
  }
  const type =
    (setting.voucherType && ref.types.find((t) => t.code === setting.voucherType && t.enabled)) ||
    defaultVoucherType(ref.types);
  const preview: CarryForwardPreview = {
    year: q.year,
    month: q.month,
    kind: q.kind,
    voucherDate: lastDay(q.year, q.month),
    voucherType: type?.code ?? '',
    summary: q.kind === 'period' ? setting.summary : YEAR_END_SUMMARY,
    entries: result.ok ? entryViews(result.entries, ref) : [],
    parts: result.ok ? result.parts : [],
    total: result.ok ? result.total : ('0.00' as CarryForwardPreview['total']),
    replaces,
    posted: marks.filter((m) => m.status === 'posted'),
    blockers,
    nothing: result.ok ? null : result.message,
  };
  return { preview, result };
}

export async function previewCarry(db: Db, ledgerSetId: number, q: CarryQuery): Promise<CarryForwardPreview> {
  return (await compute(db, ledgerSetId, q)).preview;
}

export interface GenerateInput extends CarryQuery {
  voucherId: string;
  total: string;
}

export async function generateCarry(
  trx: Trx,
  actor: { ledgerSetId: number; userId: number; userName: string },
  input: GenerateInput,
): Promise<CarryForwardGenerated> {
  const { ledgerSetId } = actor;
  const { preview, result } = await compute(trx, ledgerSetId, input);
  if (preview.blockers.length > 0) {
    throw refused(`不能${carryKindLabels[input.kind]}：${preview.blockers.join('；')}`, {
      reasons: preview.blockers,
    });
  }
  if (!result.ok) throw refused(result.message);
  if (preview.total !== input.total) {
    throw refused(`余额已变化（预览时 ${input.total}，现在 ${preview.total}），请重新预览后再生成`);
  }
  const replaces = preview.replaces;
  const id = replaces?.id ?? input.voucherId.toLowerCase();
  if (!replaces) {
    const taken = await trx.selectFrom('voucher').select('id').where('id', '=', id).executeTakeFirst();
    if (taken) throw badRequest('凭证ID已被使用，请重新生成');
  }
  const voucher = await saveVoucher(
    trx,
    cache,
    // Generating is the permission to write this voucher, and re-running replaces the one another
    // user generated before.
    { ledgerSetId, userId: actor.userId, userName: actor.userName, mayEditOthers: true, mayCreate: true },
    {
      id,
      ...(replaces ? { version: replaces.version } : {}),
      voucherDate: preview.voucherDate,
      voucherType: preview.voucherType || undefined,
      numberOfDocument: 0,
      entries: result.entries.map((e) => ({
        summary: e.summary,
        code: e.code,
        auxis: e.auxis,
        departmentCode: e.departmentCode,
        debitAmount: e.debitAmount,
        creditAmount: e.creditAmount,
      })),
    },
  );
  if (!replaces) {
    await trx
      .insertInto('carry_forward')
      .values({
        voucher_id: id,
        ledger_set_id: ledgerSetId,
        year: input.year,
        month: input.month,
        kind: input.kind,
        created_by: actor.userId,
      })
      .execute();
  }
  return { voucher, replaced: replaces !== null };
}
