// Department and auxiliary breakdowns of an end-level subject's opening balance (部门期初余额,
// 辅助核算期初余额). A breakdown replaces the subject's previous one and must add up to the
// subject's amount; the refusal names the difference.
import type { Kysely } from 'kysely';
import type { BreakdownKind, BreakdownRow, BreakdownView } from '../../../src/core/contracts/opening.ts';
import type { Money } from '../../../src/core/money.ts';
import { type AuxPair, auxKeyOf, parseAuxKey } from '../../../src/core/subjects/aux-key.ts';
import { amountToDebitNet, amountToSides, debitNetToAmount } from '../../../src/core/subjects/balance.ts';
import { readAmount } from '../../../src/core/subjects/balance-rows.ts';
import { fullNameOf, indexChart } from '../../../src/core/subjects/tree.ts';
import { breakdownProblem } from '../../../src/core/subjects/trial-balance.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, refused } from '../../lib/errors.ts';
import { auxItemIndex } from '../auxiliary/views.ts';
import { auxTypesBySubject, type ChartSubject, loadChart } from '../subject/views.ts';
import { openingRecords, refuseRows, subjectValues } from './balances.ts';
import { assertOpeningEditable } from './lock.ts';

type Db = Kysely<Database>;
type Kind = BreakdownKind;

async function subjectOf(db: Db, ledgerSetId: number, code: string, kind: Kind) {
  const chart = await loadChart(db, ledgerSetId);
  const subject = chart.find((s) => s.code === code);
  if (!subject) throw badRequest(`科目编码 ${code} 不存在`);
  const auxTypes = (await auxTypesBySubject(db, ledgerSetId)).get(code) ?? [];
  if (!subject.isLeaf) throw refused(`科目 ${code} ${subject.name} 不是末级科目，请在其末级科目录入`);
  if (kind === 'department' && !subject.deptAccounting)
    throw refused(`科目 ${code} ${subject.name} 未设置部门核算`);
  if (kind === 'auxiliary' && auxTypes.length === 0)
    throw refused(`科目 ${code} ${subject.name} 未设置辅助核算`);
  return { subject, auxTypes, chart };
}

/** The breakdowns of every end-level subject with that dimension (or just `code`). */
export async function breakdownViews(
  db: Db,
  ledgerSetId: number,
  kind: Kind,
  code?: string,
): Promise<BreakdownView[]> {
  const chart = await loadChart(db, ledgerSetId);
  const index = indexChart(chart);
  const aux = await auxTypesBySubject(db, ledgerSetId);
  const records = await openingRecords(db, ledgerSetId);
  const own = subjectValues(records);
  const depts = new Map(
    (
      await db
        .selectFrom('department')
        .select(['code', 'name'])
        .where('ledger_set_id', '=', ledgerSetId)
        .execute()
    ).map((d) => [d.code, d.name]),
  );
  const items = kind === 'auxiliary' ? (await auxItemIndex(db, ledgerSetId)).index : new Map();
  const wanted = chart.filter(
    (s) =>
      s.isLeaf &&
      (code === undefined || s.code === code) &&
      (kind === 'department' ? s.deptAccounting : (aux.get(s.code) ?? []).length > 0),
  );
  return wanted.map((s) => {
    const mine = records.filter(
      (r) => r.subjectCode === s.code && (kind === 'department' ? r.deptCode !== '' : r.auxKey !== ''),
    );
    const total = mine.reduce((a, r) => a + r.debitNet, 0n);
    const amount = own.get(s.code) ?? 0n;
    const rows = mine.map((r): BreakdownRow => {
      const initAmount = debitNetToAmount(r.debitNet, s.direction);
      if (kind === 'department')
        return { departmentCode: r.deptCode, departmentName: depts.get(r.deptCode) ?? '', initAmount };
      return {
        auxKey: r.auxKey,
        auxis: parseAuxKey(r.auxKey).map((p) => {
          const found = items.get(`${p.typeNo}:${p.infoNo}`);
          return {
            typeId: found?.type.id ?? 0,
            typeNo: p.typeNo,
            typeName: found?.type.typeName ?? p.typeNo,
            infoNo: p.infoNo,
            infoName: found?.item.infoName ?? p.infoNo,
          };
        }),
        initAmount,
      };
    });
    return {
      code: s.code,
      codeName: s.name,
      codeFullName: fullNameOf(s.code, index),
      balanceDirection: s.direction,
      auxTypes: aux.get(s.code) ?? [],
      initAmount: debitNetToAmount(amount, s.direction),
      breakdownAmount: debitNetToAmount(total, s.direction),
      difference: debitNetToAmount(total - amount, s.direction),
      rows,
    };
  });
}

interface Entry {
  deptCode: string;
  auxKey: string;
  amount: Money;
}

async function replace(
  db: Db,
  ledgerSetId: number,
  subject: ChartSubject,
  kind: Kind,
  entries: readonly Entry[],
) {
  const records = await openingRecords(db, ledgerSetId);
  const own = subjectValues(records).get(subject.code) ?? 0n;
  const total = entries.reduce((a, e) => a + amountToDebitNet(e.amount, subject.direction), 0n);
  if (total !== own) {
    throw refused(
      breakdownProblem({
        code: subject.code,
        name: subject.name,
        kind,
        subjectAmount: debitNetToAmount(own, subject.direction),
        breakdownAmount: debitNetToAmount(total, subject.direction),
      }),
      { difference: debitNetToAmount(total - own, subject.direction) },
    );
  }
  await db
    .deleteFrom('opening_balance')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('subject_code', '=', subject.code)
    .where(kind === 'department' ? 'dept_code' : 'aux_key', '!=', '')
    .execute();
  const rows = entries
    .filter((e) => e.amount !== '0.00')
    .map((e) => ({
      ledger_set_id: ledgerSetId,
      subject_code: subject.code,
      dept_code: e.deptCode,
      aux_key: e.auxKey,
      ...amountToSides(e.amount, subject.direction),
    }));
  if (rows.length > 0) await db.insertInto('opening_balance').values(rows).execute();
}

export async function saveDepartmentBreakdown(
  db: Db,
  ledgerSetId: number,
  input: { code: string; details: { departmentCode: string; initAmount: string }[] },
): Promise<BreakdownView> {
  await assertOpeningEditable(db, ledgerSetId);
  const { subject } = await subjectOf(db, ledgerSetId, input.code, 'department');
  const depts = await db
    .selectFrom('department')
    .select(['code', 'enabled'])
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
  const problems: string[] = [];
  const entries: Entry[] = [];
  const seen = new Map<string, number>();
  for (const [i, d] of input.details.entries()) {
    const at = `第${i + 1}行：`;
    const dept = depts.find((x) => x.code === d.departmentCode);
    if (!dept) {
      problems.push(`${at}部门编码 ${d.departmentCode} 不存在`);
      continue;
    }
    if (!dept.enabled) {
      problems.push(`${at}部门 ${d.departmentCode} 已停用`);
      continue;
    }
    const earlier = seen.get(d.departmentCode);
    if (earlier !== undefined) {
      problems.push(`${at}部门 ${d.departmentCode} 与第${earlier}行重复`);
      continue;
    }
    seen.set(d.departmentCode, i + 1);
    const amount = readAmount(d.initAmount);
    if (!amount.ok) {
      problems.push(`${at}${amount.message}`);
      continue;
    }
    entries.push({ deptCode: d.departmentCode, auxKey: '', amount: amount.amount });
  }
  if (problems.length > 0) refuseRows(`部门期初余额有 ${problems.length} 处错误，未保存`, problems);
  await replace(db, ledgerSetId, subject, 'department', entries);
  return (await breakdownViews(db, ledgerSetId, 'department', subject.code))[0] as BreakdownView;
}

export async function saveAuxiliaryBreakdown(
  db: Db,
  ledgerSetId: number,
  input: { code: string; details: { auxis: AuxPair[]; initAmount: string }[] },
): Promise<BreakdownView> {
  await assertOpeningEditable(db, ledgerSetId);
  const { subject, auxTypes } = await subjectOf(db, ledgerSetId, input.code, 'auxiliary');
  const { index } = await auxItemIndex(db, ledgerSetId);
  const problems: string[] = [];
  const entries: Entry[] = [];
  const seen = new Map<string, number>();
  for (const [i, d] of input.details.entries()) {
    const at = `第${i + 1}行：`;
    const rowProblems: string[] = [];
    for (const t of auxTypes) {
      const picked = d.auxis.filter((p) => p.typeNo === t.typeNo);
      if (picked.length === 0) rowProblems.push(`${at}请选择“${t.typeName}”`);
      if (picked.length > 1) rowProblems.push(`${at}“${t.typeName}”只能选择一项`);
    }
    for (const p of d.auxis) {
      const type = auxTypes.find((t) => t.typeNo === p.typeNo);
      if (!type) {
        rowProblems.push(`${at}科目 ${subject.code} ${subject.name} 没有设置编号为 ${p.typeNo} 的辅助核算`);
        continue;
      }
      const found = index.get(`${p.typeNo}:${p.infoNo}`);
      if (!found) rowProblems.push(`${at}${type.typeName}编号 ${p.infoNo} 不存在`);
      else if (!found.item.enabled) rowProblems.push(`${at}${type.typeName}“${found.item.infoName}”已停用`);
    }
    if (rowProblems.length > 0) {
      problems.push(...rowProblems);
      continue;
    }
    const key = auxKeyOf(d.auxis);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push(`${at}辅助核算项目与第${earlier}行相同`);
      continue;
    }
    seen.set(key, i + 1);
    const amount = readAmount(d.initAmount);
    if (!amount.ok) {
      problems.push(`${at}${amount.message}`);
      continue;
    }
    entries.push({ deptCode: '', auxKey: key, amount: amount.amount });
  }
  if (problems.length > 0) refuseRows(`辅助核算期初余额有 ${problems.length} 处错误，未保存`, problems);
  await replace(db, ledgerSetId, subject, 'auxiliary', entries);
  return (await breakdownViews(db, ledgerSetId, 'auxiliary', subject.code))[0] as BreakdownView;
}
