// The succession dialog (spec 000 §2.1, §7.1): new subjects left, old right, with totals; linking
// old end-level subjects to a new one (cjSubjct); submitting the take-over (saveChoice).
import type { Kysely } from 'kysely';
import type { SubjectView } from '../../../src/core/contracts/subject.ts';
import type { ChoiceDetail, ChoiceLists, NewSubjectView } from '../../../src/core/contracts/succession.ts';
import { fromCents } from '../../../src/core/money.ts';
import { amountToDebitNet, debitNetToAmount, rollUp } from '../../../src/core/subjects/balance.ts';
import { balanceProblem, readAmount } from '../../../src/core/subjects/balance-rows.ts';
import { type ChartKind, directionLabel, standTypeOf } from '../../../src/core/subjects/types.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, refused } from '../../lib/errors.ts';
import { officialSubject, successionRules } from '../chart/catalog.ts';
import { ensureOfficialSubject } from '../chart/official.ts';
import { refuseRows } from '../opening/balances.ts';
import { ledgerState } from '../opening/lock.ts';
import { subjectViews } from '../subject/views.ts';
import { completeSuccession } from './complete.ts';
import { clearDraft, type Draft, linkedOldCodes, loadDraft, saveRecord, setLinks, setTake } from './draft.ts';
import { assertSuccessionPending, loadOldChart, oldSubjectViews, sides } from './old-chart.ts';

type Db = Kysely<Database>;

function newView(s: SubjectView, draft: Draft, totals: ReadonlyMap<string, bigint>): NewSubjectView {
  const codeArray = draft.links.get(s.code) ?? [];
  return {
    code: s.code,
    codeName: s.codeName,
    codeFullName: s.codeFullName,
    balanceDirection: s.balanceDirection,
    balanceDirectionFormat: directionLabel(s.balanceDirection),
    parentCode: s.parentCode,
    parentCodeArray: s.parentCodeArray,
    level: s.level,
    category: s.category,
    hasChild: s.hasChild,
    isLeaf: s.isLeaf,
    isStandard: s.isStandard,
    initAmount: debitNetToAmount(totals.get(s.code) ?? 0n, s.balanceDirection),
    codeArray,
    checked: codeArray.length > 0 || draft.takes.has(s.code),
    sources: successionRules
      .filter((r) => r.newCode === s.code && r.oldCode !== null)
      .map((r) => ({ code: r.oldCode as string, name: r.oldName, rule: r.rule, clause: r.clause })),
  };
}

/** standType 1 基层工会, 2 县级以上工会: it must be the ledger set's own kind. */
export function assertStandType(kind: ChartKind, standType: number | undefined) {
  if (standType !== undefined && standType !== standTypeOf(kind)) {
    throw refused(
      `科目体系与账套类型不一致：本账套应使用${kind === 'grassroots' ? '基层工会（standType=1）' : '县级以上工会（standType=2）'}科目`,
    );
  }
}

export async function choiceLists(db: Db, ledgerSetId: number, standType?: number): Promise<ChoiceLists> {
  const state = await ledgerState(db, ledgerSetId);
  assertStandType(state.kind, standType);
  const draft = await loadDraft(db, ledgerSetId);
  const subjects = await subjectViews(db, ledgerSetId);
  const totals = rollUp(
    subjects.map((s) => ({ code: s.code, name: s.codeName, parentCode: s.parentCode })),
    draft.takes,
  );
  const oldSubList = await oldSubjectViews(db, ledgerSetId, linkedOldCodes(draft));
  const oldSides = sides(
    (await loadOldChart(db, ledgerSetId)).filter((s) => s.isLeaf).map((s) => s.debitNet),
  );
  const newSides = sides(draft.takes.values());
  return {
    standType: standTypeOf(state.kind),
    newSubList: subjects.map((s) => newView(s, draft, totals)),
    oldSubList,
    newDebitTotal: fromCents(newSides.debit),
    newCreditTotal: fromCents(newSides.credit),
    oldDebitTotal: fromCents(oldSides.debit),
    oldCreditTotal: fromCents(oldSides.credit),
  };
}

/** Adds the official subjects among `codes` that the chart lacks; answers the chart's views. */
async function withOfficial(db: Db, ledgerSetId: number, codes: readonly string[]): Promise<SubjectView[]> {
  let views = await subjectViews(db, ledgerSetId);
  const missing = codes.filter((c) => !views.some((s) => s.code === c) && officialSubject(c));
  for (const code of missing) await ensureOfficialSubject(db, ledgerSetId, code);
  if (missing.length > 0) views = await subjectViews(db, ledgerSetId);
  return views;
}

/** Why a code cannot take a balance over (unknown, or not end-level), or the subject. */
function takeTarget(views: readonly SubjectView[], code: string): SubjectView | string {
  const subject = views.find((s) => s.code === code);
  if (!subject) return `新制度科目编码 ${code} 不存在`;
  if (!subject.isLeaf) return `请选择末级科目：${subject.code} ${subject.codeName} 有下级科目`;
  return subject;
}

async function oldLeaves(db: Db, ledgerSetId: number, codes: readonly string[]) {
  const chart = await loadOldChart(db, ledgerSetId);
  for (const code of codes) {
    const old = chart.find((s) => s.code === code);
    if (!old) throw badRequest(`旧制度科目编码 ${code} 不存在`);
    if (!old.isLeaf) throw badRequest(`旧制度科目 ${code} ${old.name} 不是末级科目，请选择其明细科目`);
  }
  return chart;
}

/**
 * cjSubjct: the new subject takes over these old subjects. Its amount becomes the sum of those
 * not also linked elsewhere (a shared one is split by hand: its amount is keyed in the dialog).
 */
export async function linkOldSubjects(
  db: Db,
  ledgerSetId: number,
  code: string,
  codeArry: readonly string[],
) {
  await assertSuccessionPending(db, ledgerSetId);
  const subject = takeTarget(await withOfficial(db, ledgerSetId, [code]), code);
  if (typeof subject === 'string')
    throw subject.startsWith('请选择') ? refused(subject) : badRequest(subject);
  const chart = await oldLeaves(db, ledgerSetId, codeArry);
  await setLinks(db, ledgerSetId, subject.code, codeArry);
  const draft = await loadDraft(db, ledgerSetId);
  const shared = codeArry.filter((old) =>
    [...draft.links.entries()].some(([other, olds]) => other !== subject.code && olds.includes(old)),
  );
  const value = chart
    .filter((s) => codeArry.includes(s.code) && !shared.includes(s.code))
    .reduce((a, s) => a + s.debitNet, 0n);
  await setTake(db, ledgerSetId, subject.code, value);
  return {
    code: subject.code,
    codeArray: [...new Set(codeArry)].sort(),
    initAmount: debitNetToAmount(value, subject.balanceDirection),
    sharedCodes: shared,
  };
}

/** saveChoice: the selected end-level rows become the take-over, if the totals agree. */
export async function saveChoice(
  db: Db,
  input: {
    ledgerSetId: number;
    userId: number;
    details: ChoiceDetail[];
    manualUndertaking?: boolean | undefined;
  },
) {
  const { ledgerSetId } = input;
  await assertSuccessionPending(db, ledgerSetId);
  const selected = input.details.filter((d) => d.checked !== false);
  // Parent rows carry roll-ups for display; only end-level rows are taken over.
  const known = await withOfficial(
    db,
    ledgerSetId,
    selected.map((d) => d.code),
  );
  const leaves = selected.filter((d) => !known.find((s) => s.code === d.code)?.hasChild);
  if (leaves.length === 0) throw refused('请选择要承接的科目');
  const problems: string[] = [];
  const takes = new Map<string, bigint>();
  const links: [string, string[]][] = [];
  for (const [i, d] of leaves.entries()) {
    const at = `第${i + 1}行：`;
    const subject = takeTarget(known, d.code);
    if (typeof subject === 'string') {
      problems.push(`${at}${subject}`);
      continue;
    }
    if (takes.has(subject.code)) {
      problems.push(`${at}科目 ${subject.code} 重复`);
      continue;
    }
    const amount = readAmount(d.initAmount);
    if (!amount.ok) {
      problems.push(`${at}${amount.message}`);
      continue;
    }
    const problem = balanceProblem(
      { code: subject.code, name: subject.codeName, category: subject.category, isLeaf: true },
      amount.amount,
    );
    if (problem) problems.push(`${at}${problem}`);
    takes.set(subject.code, amountToDebitNet(amount.amount, subject.balanceDirection));
    if (d.codeArray) links.push([subject.code, d.codeArray]);
  }
  if (problems.length > 0) refuseRows(`科目承接有 ${problems.length} 处错误，未保存`, problems);
  for (const [, olds] of links) await oldLeaves(db, ledgerSetId, olds);
  const draft = await loadDraft(db, ledgerSetId);
  for (const [code, olds] of links) draft.links.set(code, olds);
  for (const code of draft.links.keys()) if (!takes.has(code)) draft.links.delete(code);
  const result = await completeSuccession(db, {
    ledgerSetId,
    userId: input.userId,
    draft: { takes, links: draft.links },
  });
  await clearDraft(db, ledgerSetId);
  for (const [code, value] of takes) await setTake(db, ledgerSetId, code, value);
  for (const [code, olds] of draft.links) await setLinks(db, ledgerSetId, code, olds);
  await saveRecord(db, ledgerSetId, { manualUndertaking: input.manualUndertaking ?? false });
  return result;
}
