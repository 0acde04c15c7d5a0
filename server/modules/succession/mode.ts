// The succession mode chosen in the 4016/2 dialog (spec 000 §4.1): 1 takes every old balance over
// automatically; 3 is manual: no take-over, the user keys the 2021 year-end balances in as opening
// balances (the ledger set's succession becomes 'skipped'). GET /choiceStand reports the state.
import type { Kysely } from 'kysely';
import type { AutoResult, ChoiceStand } from '../../../src/core/contracts/succession.ts';
import { fromCents } from '../../../src/core/money.ts';
import { standTypeOf } from '../../../src/core/subjects/types.ts';
import type { Database } from '../../db/schema.ts';
import { refused } from '../../lib/errors.ts';
import { ensureOfficialSubject } from '../chart/official.ts';
import { ledgerState } from '../opening/lock.ts';
import { loadChart } from '../subject/views.ts';
import { autoPlan } from './auto-rules.ts';
import { completeSuccession } from './complete.ts';
import { clearDraft, loadDraft, saveRecord, setLinks, setTake } from './draft.ts';
import { assertSuccessionPending, loadOldChart, sides } from './old-chart.ts';

type Db = Kysely<Database>;

export async function choiceStand(db: Db, ledgerSetId: number): Promise<ChoiceStand> {
  const state = await ledgerState(db, ledgerSetId);
  const record = await db
    .selectFrom('succession_record')
    .selectAll()
    .where('ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
  const old = (await loadOldChart(db, ledgerSetId)).filter((s) => s.isLeaf);
  const totals = sides(old.map((s) => s.debitNet));
  return {
    successionState: state.successionState,
    mode: record?.mode === null || record?.mode === undefined ? null : (Number(record.mode) as 1 | 3),
    manualUndertaking: record?.manual_undertaking ?? false,
    kind: state.kind,
    standType: standTypeOf(state.kind),
    oldDebitTotal: fromCents(totals.debit),
    oldCreditTotal: fromCents(totals.credit),
    oldBalancesEntered: old.some((s) => s.debitNet !== 0n),
    completedAt: record?.completed_at ? new Date(record.completed_at).toISOString() : null,
  };
}

async function automatic(db: Db, ledgerSetId: number, userId: number): Promise<AutoResult> {
  const state = await assertSuccessionPending(db, ledgerSetId);
  const old = await loadOldChart(db, ledgerSetId);
  if (!old.some((s) => s.isLeaf && s.debitNet !== 0n)) {
    throw refused('旧账没有 2021 年末余额，请先录入或导入旧账年末余额，或选择手工承接');
  }
  const plan = autoPlan(old, state.kind);
  const chart = await loadChart(db, ledgerSetId);
  for (const code of plan.takes.keys()) {
    const subject = chart.find((s) => s.code === code);
    if (!subject) await ensureOfficialSubject(db, ledgerSetId, code);
    else if (!subject.isLeaf) {
      // A user detail under the target: the split between details is the user's call.
      for (const link of plan.links.filter((l) => l.newCode === code)) {
        const name = old.find((s) => s.code === link.oldCode)?.name ?? link.oldCode;
        if (!plan.untaken.some((u) => u.code === link.oldCode))
          plan.untaken.push({ code: link.oldCode, name });
      }
      plan.takes.delete(code);
      plan.links = plan.links.filter((l) => l.newCode !== code);
    }
  }
  await clearDraft(db, ledgerSetId);
  for (const [code, value] of plan.takes) await setTake(db, ledgerSetId, code, value);
  const byNew = new Map<string, string[]>();
  for (const l of plan.links) byNew.set(l.newCode, [...(byNew.get(l.newCode) ?? []), l.oldCode]);
  for (const [code, olds] of byNew) await setLinks(db, ledgerSetId, code, olds);
  await saveRecord(db, ledgerSetId, { mode: 1, manualUndertaking: false });
  if (plan.untaken.length > 0) {
    return {
      completed: false,
      successionState: 'pending',
      untaken: plan.untaken,
      needsReview: plan.needsReview,
    };
  }
  await completeSuccession(db, { ledgerSetId, userId, draft: await loadDraft(db, ledgerSetId) });
  return { completed: true, successionState: 'done', untaken: [], needsReview: plan.needsReview };
}

export async function saveChoiceStand(
  db: Db,
  ledgerSetId: number,
  userId: number,
  mode: 1 | 3,
): Promise<AutoResult> {
  if (mode === 1) return automatic(db, ledgerSetId, userId);
  await assertSuccessionPending(db, ledgerSetId);
  await clearDraft(db, ledgerSetId);
  await saveRecord(db, ledgerSetId, { mode: 3, manualUndertaking: true });
  await db
    .updateTable('ledger_set')
    .set({ succession_state: 'skipped' })
    .where('id', '=', ledgerSetId)
    .execute();
  return { completed: true, successionState: 'skipped', untaken: [], needsReview: [] };
}
