// 科目期初余额: amounts on end-level subjects, stored once as debit/credit; parents are rolled up
// when read. A save checks every row first and writes nothing if any is wrong (4003 lists them).
import type { Kysely } from 'kysely';
import { ErrorCode } from '../../../src/core/contracts/errors.ts';
import type { OpeningRow, OpeningView } from '../../../src/core/contracts/opening.ts';
import type { Money } from '../../../src/core/money.ts';
import { amountToSides, debitNetOf, debitNetToAmount, rollUp } from '../../../src/core/subjects/balance.ts';
import { type BalanceSubject, balanceProblem, readAmount } from '../../../src/core/subjects/balance-rows.ts';
import { fullNameOf, indexChart } from '../../../src/core/subjects/tree.ts';
import { directionLabel } from '../../../src/core/subjects/types.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { auxTypesBySubject, type ChartSubject, loadChart } from '../subject/views.ts';
import { assertOpeningEditable, ledgerState } from './lock.ts';

type Db = Kysely<Database>;

export interface OpeningRecord {
  subjectCode: string;
  deptCode: string;
  auxKey: string;
  /** debit - credit, cents. */
  debitNet: bigint;
}

export async function openingRecords(db: Db, ledgerSetId: number): Promise<OpeningRecord[]> {
  const rows = await db
    .selectFrom('opening_balance')
    .select(['subject_code', 'dept_code', 'aux_key', 'debit', 'credit'])
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
  return rows.map((r) => ({
    subjectCode: r.subject_code,
    deptCode: r.dept_code,
    auxKey: r.aux_key,
    debitNet: debitNetOf(r.debit, r.credit),
  }));
}

/** Subject-level values (no breakdown rows) by code, in debit-net cents. */
export function subjectValues(records: readonly OpeningRecord[]): Map<string, bigint> {
  const out = new Map<string, bigint>();
  for (const r of records) {
    if (r.deptCode === '' && r.auxKey === '')
      out.set(r.subjectCode, (out.get(r.subjectCode) ?? 0n) + r.debitNet);
  }
  return out;
}

function breakdownTotals(records: readonly OpeningRecord[], kind: 'dept' | 'aux'): Map<string, bigint> {
  const out = new Map<string, bigint>();
  for (const r of records) {
    if (kind === 'dept' ? r.deptCode !== '' : r.auxKey !== '') {
      out.set(r.subjectCode, (out.get(r.subjectCode) ?? 0n) + r.debitNet);
    }
  }
  return out;
}

export async function openingView(db: Db, ledgerSetId: number): Promise<OpeningView> {
  const state = await ledgerState(db, ledgerSetId);
  const chart = await loadChart(db, ledgerSetId);
  const aux = await auxTypesBySubject(db, ledgerSetId);
  const records = await openingRecords(db, ledgerSetId);
  const totals = rollUp(chart, subjectValues(records));
  const dept = breakdownTotals(records, 'dept');
  const auxTotals = breakdownTotals(records, 'aux');
  const index = indexChart(chart);
  const subjectList = chart.map((s): OpeningRow => {
    const hasAuxi = (aux.get(s.code) ?? []).length > 0;
    return {
      code: s.code,
      codeName: s.name,
      codeFullName: fullNameOf(s.code, index),
      parentCode: s.parentCode,
      level: s.level,
      category: s.category,
      balanceDirection: s.direction,
      balanceDirectionFormat: directionLabel(s.direction),
      isLeaf: s.isLeaf,
      enabled: s.enabled,
      deptAccounting: s.deptAccounting,
      hasAuxi,
      initAmount: debitNetToAmount(totals.get(s.code) ?? 0n, s.direction),
      departmentAmount:
        s.isLeaf && s.deptAccounting ? debitNetToAmount(dept.get(s.code) ?? 0n, s.direction) : null,
      auxiliaryAmount:
        s.isLeaf && hasAuxi ? debitNetToAmount(auxTotals.get(s.code) ?? 0n, s.direction) : null,
    };
  });
  return {
    startYear: state.startYear,
    confirmed: state.confirmedAt !== null,
    confirmedAt: state.confirmedAt === null ? null : new Date(state.confirmedAt).toISOString(),
    successionState: state.successionState,
    subjectList,
  };
}

export function balanceSubjectOf(s: ChartSubject): BalanceSubject {
  return { code: s.code, name: s.name, category: s.category, isLeaf: s.isLeaf };
}

/** Writes subject-level amounts (zero removes the row). The caller checked them. */
export async function writeSubjectAmounts(
  db: Db,
  ledgerSetId: number,
  chart: readonly ChartSubject[],
  values: readonly { code: string; amount: Money }[],
): Promise<void> {
  const index = indexChart(chart);
  for (const v of values) {
    const subject = index.get(v.code);
    if (!subject) continue;
    await db
      .deleteFrom('opening_balance')
      .where('ledger_set_id', '=', ledgerSetId)
      .where('subject_code', '=', v.code)
      .where('dept_code', '=', '')
      .where('aux_key', '=', '')
      .execute();
    if (v.amount === '0.00') continue;
    const sides = amountToSides(v.amount, subject.direction);
    await db
      .insertInto('opening_balance')
      .values({ ledger_set_id: ledgerSetId, subject_code: v.code, debit: sides.debit, credit: sides.credit })
      .execute();
  }
}

/** Refuses with 4003 listing every problem (data: [{message}]), writing nothing. */
export function refuseRows(message: string, problems: readonly string[]): never {
  throw new AppError(
    ErrorCode.validationList,
    message,
    problems.map((p) => ({ message: p })),
  );
}

export async function saveSubjectBalances(
  db: Db,
  ledgerSetId: number,
  details: readonly { code: string; initAmount: string }[],
): Promise<{ saved: number }> {
  await assertOpeningEditable(db, ledgerSetId);
  const chart = await loadChart(db, ledgerSetId);
  const index = indexChart(chart);
  const problems: string[] = [];
  const values: { code: string; amount: Money }[] = [];
  const seen = new Set<string>();
  for (const [i, d] of details.entries()) {
    const at = `第${i + 1}行：`;
    const subject = index.get(d.code);
    if (!subject) {
      problems.push(`${at}科目编码 ${d.code} 不存在`);
      continue;
    }
    if (seen.has(d.code)) {
      problems.push(`${at}科目编码 ${d.code} 重复`);
      continue;
    }
    seen.add(d.code);
    const amount = readAmount(d.initAmount);
    if (!amount.ok) {
      problems.push(`${at}${amount.message}`);
      continue;
    }
    const problem = balanceProblem(balanceSubjectOf(subject), amount.amount);
    if (problem) {
      problems.push(`${at}${problem}`);
      continue;
    }
    if (!subject.enabled && amount.amount !== '0.00') {
      problems.push(`${at}科目 ${subject.code} ${subject.name} 已停用`);
      continue;
    }
    values.push({ code: d.code, amount: amount.amount });
  }
  if (problems.length > 0) refuseRows(`期初余额有 ${problems.length} 处错误，未保存`, problems);
  await writeSubjectAmounts(db, ledgerSetId, chart, values);
  return { saved: values.length };
}
