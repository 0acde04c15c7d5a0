// 期初余额试算平衡 and 期初余额确认. Confirmation needs the succession finished (or skipped) and a
// balanced trial; it locks the opening balances and the init settings. Only an administrator may
// undo it, and only while the ledger set has no voucher.
import type { Kysely } from 'kysely';
import { debitNetToAmount } from '../../../src/core/subjects/balance.ts';
import {
  type BreakdownCheck,
  type TrialBalance,
  trialBalance,
} from '../../../src/core/subjects/trial-balance.ts';
import type { Database } from '../../db/schema.ts';
import { refused } from '../../lib/errors.ts';
import { auxTypesBySubject, loadChart } from '../subject/views.ts';
import { openingRecords, refuseRows, subjectValues } from './balances.ts';
import { ledgerState } from './lock.ts';
import { hasVouchers } from './vouchers.ts';

type Db = Kysely<Database>;

export async function verifyOpening(db: Db, ledgerSetId: number): Promise<TrialBalance> {
  const chart = await loadChart(db, ledgerSetId);
  const aux = await auxTypesBySubject(db, ledgerSetId);
  const records = await openingRecords(db, ledgerSetId);
  const own = subjectValues(records);
  const rows = chart
    .filter((s) => own.has(s.code))
    .map((s) => ({ category: s.category, debitNet: own.get(s.code) ?? 0n }));
  const breakdowns: BreakdownCheck[] = [];
  for (const s of chart) {
    if (!s.isLeaf) continue;
    const dims: ['department' | 'auxiliary', boolean][] = [
      ['department', s.deptAccounting],
      ['auxiliary', (aux.get(s.code) ?? []).length > 0],
    ];
    for (const [kind, on] of dims) {
      const parts = records.filter(
        (r) => r.subjectCode === s.code && (kind === 'department' ? r.deptCode !== '' : r.auxKey !== ''),
      );
      const amount = own.get(s.code) ?? 0n;
      // A dimension is checked once it has data: a breakdown or an amount that needs one.
      if (!on && parts.length === 0) continue;
      if (parts.length === 0 && amount === 0n) continue;
      breakdowns.push({
        code: s.code,
        name: s.name,
        kind,
        subjectAmount: debitNetToAmount(amount, s.direction),
        breakdownAmount: debitNetToAmount(
          parts.reduce((a, r) => a + r.debitNet, 0n),
          s.direction,
        ),
      });
    }
  }
  return trialBalance(rows, breakdowns);
}

export async function confirmOpening(db: Db, ledgerSetId: number): Promise<{ confirmedAt: Date }> {
  await db.selectFrom('ledger_set').select('id').where('id', '=', ledgerSetId).forUpdate().execute();
  const state = await ledgerState(db, ledgerSetId);
  if (state.confirmedAt) throw refused('期初余额已确认，无需重复确认');
  if (state.successionState === 'pending') throw refused('新旧会计制度科目衔接尚未完成，请先完成科目衔接');
  const trial = await verifyOpening(db, ledgerSetId);
  if (!trial.balanced) refuseRows('期初余额试算不平衡，不能确认', trial.problems);
  const confirmedAt = new Date();
  await db
    .updateTable('ledger_set')
    .set({ init_confirmed_at: confirmedAt })
    .where('id', '=', ledgerSetId)
    .execute();
  return { confirmedAt };
}

async function isAdministrator(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_role as ur')
    .innerJoin('role as r', 'r.id', 'ur.role_id')
    .select('r.id')
    .where('ur.user_id', '=', userId)
    .where('r.code', '=', 'admin')
    .executeTakeFirst();
  return row !== undefined;
}

export async function unconfirmOpening(
  db: Db,
  ledgerSetId: number,
  userId: number,
): Promise<{ confirmed: false }> {
  if (!(await isAdministrator(db, userId))) throw refused('只有系统管理员可以取消期初余额确认');
  await db.selectFrom('ledger_set').select('id').where('id', '=', ledgerSetId).forUpdate().execute();
  const state = await ledgerState(db, ledgerSetId);
  if (!state.confirmedAt) throw refused('期初余额尚未确认');
  if (await hasVouchers(db, ledgerSetId)) throw refused('账套已有凭证，不能取消期初余额确认');
  await db.updateTable('ledger_set').set({ init_confirmed_at: null }).where('id', '=', ledgerSetId).execute();
  return { confirmed: false };
}
