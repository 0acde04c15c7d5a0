// The old (2009) chart of a ledger set with its 2021-12-31 balances, keyed in or imported before
// the take-over. Balances sit on end-level old subjects; parents roll up when read.
import type { Kysely } from 'kysely';
import type { OldSubjectView, SuccessionTarget } from '../../../src/core/contracts/succession.ts';
import type { Money } from '../../../src/core/money.ts';
import { amountToSides, debitNetOf, debitNetToAmount, rollUp } from '../../../src/core/subjects/balance.ts';
import {
  type BalanceSubject,
  balanceProblem,
  checkBalanceRows,
  readAmount,
} from '../../../src/core/subjects/balance-rows.ts';
import {
  childrenByParent,
  fullNameOf,
  indexChart,
  parentCodeArray,
} from '../../../src/core/subjects/tree.ts';
import { type Category, type Direction, directionLabel } from '../../../src/core/subjects/types.ts';
import type { Database } from '../../db/schema.ts';
import { refused } from '../../lib/errors.ts';
import { successionRules } from '../chart/catalog.ts';
import { refuseRows } from '../opening/balances.ts';
import { ledgerState } from '../opening/lock.ts';
import { balanceTemplate, decodeUpload, readBalanceSheet } from '../opening/xlsx.ts';

type Db = Kysely<Database>;

export interface OldLeaf {
  code: string;
  name: string;
  parentCode: string | null;
  level: number;
  category: Category;
  direction: Direction;
  isLeaf: boolean;
  debitNet: bigint;
}

export async function loadOldChart(db: Db, ledgerSetId: number): Promise<OldLeaf[]> {
  const rows = await db
    .selectFrom('old_subject')
    .selectAll()
    .where('ledger_set_id', '=', ledgerSetId)
    .orderBy('code')
    .execute();
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    parentCode: r.parent_code,
    level: r.level,
    category: r.category,
    direction: Number(r.direction) as Direction,
    isLeaf: r.is_leaf,
    debitNet: debitNetOf(r.debit, r.credit),
  }));
}

/** Rules of an old code; a detail without rules of its own follows its parent's. */
export function targetsOf(code: string, parentCode: string | null): SuccessionTarget[] {
  const own = successionRules.filter((r) => r.oldCode === code);
  const rules =
    own.length > 0 || parentCode === null ? own : successionRules.filter((r) => r.oldCode === parentCode);
  return rules.map((r) => ({
    code: r.newCode,
    name: r.newName,
    rule: r.rule,
    portion: r.portion,
    clause: r.clause,
  }));
}

export function sides(values: Iterable<bigint>): { debit: bigint; credit: bigint } {
  let debit = 0n;
  let credit = 0n;
  for (const v of values) {
    if (v >= 0n) debit += v;
    else credit -= v;
  }
  return { debit, credit };
}

export async function oldSubjectViews(
  db: Db,
  ledgerSetId: number,
  linked: ReadonlySet<string>,
): Promise<OldSubjectView[]> {
  const chart = await loadOldChart(db, ledgerSetId);
  const index = indexChart(chart);
  const children = childrenByParent(chart);
  const totals = rollUp(chart, new Map(chart.map((s) => [s.code, s.debitNet])));
  return chart.map((s) => ({
    code: s.code,
    codeName: s.name,
    codeFullName: fullNameOf(s.code, index),
    balanceDirection: s.direction,
    balanceDirectionFormat: directionLabel(s.direction),
    parentCode: s.parentCode,
    parentCodeArray: parentCodeArray(s.code, index),
    level: s.level,
    category: s.category,
    hasChild: (children.get(s.code) ?? []).length > 0,
    isLeaf: s.isLeaf,
    initAmount: debitNetToAmount(totals.get(s.code) ?? 0n, s.direction),
    checked: linked.has(s.code),
    notTaken: s.isLeaf && s.debitNet !== 0n && !linked.has(s.code),
    targets: targetsOf(s.code, s.parentCode),
  }));
}

/** Old balances change only while the succession is pending. */
export async function assertSuccessionPending(db: Db, ledgerSetId: number) {
  await db.selectFrom('ledger_set').select('id').where('id', '=', ledgerSetId).forUpdate().execute();
  const state = await ledgerState(db, ledgerSetId);
  if (state.successionState === 'done') throw refused('科目衔接已完成，不能修改');
  if (state.successionState === 'skipped')
    throw refused('已选择手工录入期初余额（不承接旧账），科目衔接不能再修改');
  return state;
}

const oldBalanceSubject = (s: OldLeaf): BalanceSubject => ({
  code: s.code,
  name: s.name,
  category: s.category,
  isLeaf: s.isLeaf,
});

async function writeOld(
  db: Db,
  ledgerSetId: number,
  chart: readonly OldLeaf[],
  values: { code: string; amount: Money }[],
) {
  const index = indexChart(chart);
  for (const v of values) {
    const subject = index.get(v.code);
    if (!subject) continue;
    await db
      .updateTable('old_subject')
      .set(amountToSides(v.amount, subject.direction))
      .where('ledger_set_id', '=', ledgerSetId)
      .where('code', '=', v.code)
      .execute();
  }
}

export async function saveOldBalances(
  db: Db,
  ledgerSetId: number,
  details: readonly { code: string; initAmount: string }[],
): Promise<{ saved: number }> {
  await assertSuccessionPending(db, ledgerSetId);
  const chart = await loadOldChart(db, ledgerSetId);
  const index = indexChart(chart);
  const problems: string[] = [];
  const values: { code: string; amount: Money }[] = [];
  for (const [i, d] of details.entries()) {
    const at = `第${i + 1}行：`;
    const subject = index.get(d.code);
    if (!subject) {
      problems.push(`${at}旧制度科目编码 ${d.code} 不存在`);
      continue;
    }
    const amount = readAmount(d.initAmount, '年末余额');
    if (!amount.ok) {
      problems.push(`${at}${amount.message}`);
      continue;
    }
    const problem = balanceProblem(oldBalanceSubject(subject), amount.amount);
    if (problem) {
      problems.push(`${at}${problem}`);
      continue;
    }
    values.push({ code: d.code, amount: amount.amount });
  }
  if (problems.length > 0) refuseRows(`旧账年末余额有 ${problems.length} 处错误，未保存`, problems);
  await writeOld(db, ledgerSetId, chart, values);
  return { saved: values.length };
}

export async function oldBalanceTemplate(db: Db, ledgerSetId: number): Promise<Buffer> {
  const chart = await loadOldChart(db, ledgerSetId);
  return balanceTemplate(
    '旧账2021年末余额',
    chart
      .filter((s) => s.isLeaf && s.category !== '收入' && s.category !== '支出')
      .map((s) => ({
        code: s.code,
        name: s.name,
        direction: directionLabel(s.direction),
        amount: debitNetToAmount(s.debitNet, s.direction),
      })),
  );
}

export async function importOldBalances(
  db: Db,
  ledgerSetId: number,
  content: string,
): Promise<{ imported: number }> {
  const bytes = decodeUpload(content);
  await assertSuccessionPending(db, ledgerSetId);
  const rows = await readBalanceSheet(bytes);
  const chart = await loadOldChart(db, ledgerSetId);
  const checked = checkBalanceRows(rows, new Map(chart.map((s) => [s.code, oldBalanceSubject(s)])));
  if (!checked.ok) refuseRows(`导入失败：共 ${checked.errors.length} 处错误，未导入任何数据`, checked.errors);
  await writeOld(db, ledgerSetId, chart, checked.values);
  return { imported: checked.values.length };
}
