// 资产初始化 (assets-init): the opening cards of each class are checked against the opening balances
// of the class's subjects (原值 = 162/171/141, 累计折旧 = 163/172, 净值 = 30104/30105/30101) and,
// once they agree, confirmed: that clears /checkFinancial state 4. A ledger set whose opening
// balances hold no asset never needs it. Confirmation is undone only before any provision is run.
import { sql } from 'kysely';
import type { AssetClass } from '../../../src/core/assets/types.ts';
import type {
  InitClassCheck,
  InitStatus,
  InitSubjectCheck,
} from '../../../src/core/contracts/asset-cards.ts';
import { ErrorCode } from '../../../src/core/contracts/errors.ts';
import { formatMoney, fromCents, isZero, sub, toCents } from '../../../src/core/money.ts';
import { AppError, refused } from '../../lib/errors.ts';
import type { Db, Trx } from './db.ts';

interface ClassSubjects {
  asset_class: number;
  name: string;
  asset_subject: string | null;
  contra_subject: string | null;
  fund_subject: string | null;
}

async function classSubjects(db: Db, ledgerSetId: number): Promise<ClassSubjects[]> {
  return db
    .selectFrom('asset_class_setting')
    .select(['asset_class', 'name', 'asset_subject', 'contra_subject', 'fund_subject'])
    .where('ledger_set_id', '=', ledgerSetId)
    .orderBy('asset_class')
    .execute();
}

/** Opening debit-net (cents) of each subject and all below it, from the subject-level rows. */
async function openingByPrefix(
  db: Db,
  ledgerSetId: number,
  codes: readonly string[],
): Promise<Map<string, bigint>> {
  const out = new Map<string, bigint>();
  if (codes.length === 0) return out;
  const rows = await db
    .selectFrom('opening_balance')
    .select(['subject_code', sql<string>`(debit - credit)::numeric(18,2)`.as('net')])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('dept_code', '=', '')
    .where('aux_key', '=', '')
    .where((eb) => eb.or(codes.map((c) => eb('subject_code', 'like', `${c}%`))))
    .execute();
  for (const code of codes) {
    let total = 0n;
    for (const r of rows) if (r.subject_code.startsWith(code)) total += toCents(r.net);
    out.set(code, total);
  }
  return out;
}

/** Whether the opening balances hold an asset (its subject or its depreciation), so opening cards are due. */
export async function initRequired(db: Db, ledgerSetId: number): Promise<boolean> {
  const classes = await classSubjects(db, ledgerSetId);
  const codes = classes
    .flatMap((c) => [c.asset_subject, c.contra_subject])
    .filter((c): c is string => c !== null);
  const opening = await openingByPrefix(db, ledgerSetId, codes);
  return [...opening.values()].some((v) => v !== 0n);
}

export interface AssetsState {
  openingConfirmed: boolean;
  assetsConfirmed: boolean;
  startYear: number;
  kind: 'grassroots' | 'county';
}

export async function assetsState(db: Db, ledgerSetId: number): Promise<AssetsState> {
  const row = await db
    .selectFrom('ledger_set')
    .select(['init_confirmed_at', 'assets_ready_at', 'start_year', 'kind'])
    .where('id', '=', ledgerSetId)
    .executeTakeFirstOrThrow();
  return {
    openingConfirmed: row.init_confirmed_at !== null,
    assetsConfirmed: row.assets_ready_at !== null,
    startYear: row.start_year,
    kind: row.kind,
  };
}

/** /checkFinancial state 4: the opening balances are confirmed and hold assets, their cards are not. */
export async function assetsPending(db: Db, ledgerSetId: number): Promise<boolean> {
  const state = await assetsState(db, ledgerSetId);
  return state.openingConfirmed && !state.assetsConfirmed && (await initRequired(db, ledgerSetId));
}

export async function initStatus(db: Db, ledgerSetId: number): Promise<InitStatus> {
  const [state, classes, names, totals, provision] = await Promise.all([
    assetsState(db, ledgerSetId),
    classSubjects(db, ledgerSetId),
    db.selectFrom('subject').select(['code', 'name']).where('ledger_set_id', '=', ledgerSetId).execute(),
    db
      .selectFrom('asset_card')
      .select([
        'asset_class',
        sql<string>`count(*)`.as('n'),
        sql<string>`coalesce(sum(original_value), 0)::numeric(18,2)`.as('original'),
        sql<string>`coalesce(sum(init_accumulated), 0)::numeric(18,2)`.as('accumulated'),
      ])
      .where('ledger_set_id', '=', ledgerSetId)
      .where('is_init', '=', true)
      .groupBy('asset_class')
      .execute(),
    db
      .selectFrom('asset_provision')
      .select('id')
      .where('ledger_set_id', '=', ledgerSetId)
      .limit(1)
      .executeTakeFirst(),
  ]);
  const nameOf = new Map(names.map((n) => [n.code, n.name]));
  const codes = classes
    .flatMap((c) => [c.asset_subject, c.contra_subject, c.fund_subject])
    .filter((c): c is string => c !== null);
  const opening = await openingByPrefix(db, ledgerSetId, codes);
  const checks: InitClassCheck[] = classes.map((c) => {
    const t = totals.find((x) => Number(x.asset_class) === Number(c.asset_class));
    const original = t?.original ?? '0.00';
    const accumulated = t?.accumulated ?? '0.00';
    const net = sub(original, accumulated);
    const subjects: InitSubjectCheck[] = [];
    const add = (code: string | null, role: InitSubjectCheck['role'], cards: string) => {
      if (code === null) return;
      const debitNet = opening.get(code) ?? 0n;
      const natural = fromCents(role === 'asset' ? debitNet : -debitNet);
      subjects.push({
        code,
        name: nameOf.get(code) ?? '',
        role,
        opening: natural,
        cards,
        difference: sub(natural, cards),
      });
    };
    add(c.asset_subject, 'asset', original);
    add(c.contra_subject, 'contra', accumulated);
    add(c.fund_subject, 'fund', Number(c.asset_class) === 3 ? original : net);
    return {
      assetClass: Number(c.asset_class) as AssetClass,
      name: c.name,
      cardCount: Number(t?.n ?? 0),
      originalValue: original,
      accumulated,
      netValue: net,
      subjects,
    };
  });
  const required = checks.some((c) => c.subjects.some((s) => s.role !== 'fund' && !isZero(s.opening)));
  const confirmedAt = (
    await db
      .selectFrom('ledger_set')
      .select('assets_ready_at')
      .where('id', '=', ledgerSetId)
      .executeTakeFirstOrThrow()
  ).assets_ready_at;
  return {
    openingDate: `${state.startYear}-01-01`,
    required,
    confirmed: state.assetsConfirmed,
    confirmedAt: confirmedAt ? new Date(confirmedAt).toISOString() : null,
    openingConfirmed: state.openingConfirmed,
    classes: checks,
    balanced: checks.every((c) => c.subjects.every((s) => isZero(s.difference))),
    cancelBlocked: provision ? '已计提折旧（摊销），不能取消资产初始化确认' : null,
  };
}

const roleText = { asset: '原值合计', contra: '累计折旧（摊销）合计', fund: '净值合计' } as const;

/** Each disagreement in words, for the refusal (4003). */
export function differences(status: InitStatus): { message: string }[] {
  return status.classes.flatMap((c) =>
    c.subjects
      .filter((s) => !isZero(s.difference))
      .map((s) => ({
        message: `${c.name}：科目 ${s.code} ${s.name} 期初余额 ${formatMoney(s.opening)} 与期初卡片${roleText[s.role]} ${formatMoney(s.cards)} 不等，差额 ${formatMoney(s.difference)}`,
      })),
  );
}

/** Holds the ledger set's row while a confirmation or an opening card changes the figures. */
async function lockLedger(trx: Trx, ledgerSetId: number) {
  await trx
    .selectFrom('ledger_set')
    .select('id')
    .where('id', '=', ledgerSetId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function confirmInit(trx: Trx, ledgerSetId: number): Promise<InitStatus> {
  await lockLedger(trx, ledgerSetId);
  const status = await initStatus(trx, ledgerSetId);
  if (status.confirmed) throw refused('资产初始化已确认');
  if (!status.openingConfirmed) throw refused('期初余额尚未确认，请先完成期初余额确认');
  const problems = differences(status);
  if (problems.length > 0)
    throw new AppError(ErrorCode.validationList, '期初卡片与期初余额不符，不能确认', problems);
  await trx
    .updateTable('ledger_set')
    .set({ assets_ready_at: new Date() })
    .where('id', '=', ledgerSetId)
    .execute();
  return initStatus(trx, ledgerSetId);
}

export async function cancelInit(trx: Trx, ledgerSetId: number): Promise<InitStatus> {
  await lockLedger(trx, ledgerSetId);
  const status = await initStatus(trx, ledgerSetId);
  if (!status.confirmed) throw refused('资产初始化尚未确认');
  if (status.cancelBlocked) throw refused(status.cancelBlocked);
  await trx.updateTable('ledger_set').set({ assets_ready_at: null }).where('id', '=', ledgerSetId).execute();
  return initStatus(trx, ledgerSetId);
}
