// Opening balances from an Excel file: the template lists the ledger set's enabled end-level
// subjects with their current amounts; an upload is checked row by row and any bad row rejects
// the whole file (第N行：reason), nothing written. Subjects not in the file keep their amounts.
import type { Kysely } from 'kysely';
import { checkBalanceRows } from '../../../src/core/subjects/balance-rows.ts';
import { indexChart } from '../../../src/core/subjects/tree.ts';
import { directionLabel } from '../../../src/core/subjects/types.ts';
import type { Database } from '../../db/schema.ts';
import { loadChart } from '../subject/views.ts';
import { balanceSubjectOf, openingView, refuseRows, writeSubjectAmounts } from './balances.ts';
import { assertOpeningEditable } from './lock.ts';
import { balanceTemplate, decodeUpload, readBalanceSheet } from './xlsx.ts';

type Db = Kysely<Database>;

export async function openingTemplate(db: Db, ledgerSetId: number): Promise<Buffer> {
  const view = await openingView(db, ledgerSetId);
  return balanceTemplate(
    '科目期初余额',
    view.subjectList
      .filter((s) => s.isLeaf && s.enabled && s.category !== '收入' && s.category !== '支出')
      .map((s) => ({
        code: s.code,
        name: s.codeName,
        direction: directionLabel(s.balanceDirection),
        amount: s.initAmount,
      })),
  );
}

export async function importOpening(
  db: Db,
  ledgerSetId: number,
  content: string,
): Promise<{ imported: number }> {
  const bytes = decodeUpload(content);
  await assertOpeningEditable(db, ledgerSetId);
  const rows = await readBalanceSheet(bytes);
  const chart = await loadChart(db, ledgerSetId);
  const subjects = new Map(chart.map((s) => [s.code, balanceSubjectOf(s)]));
  const checked = checkBalanceRows(rows, subjects);
  if (!checked.ok) refuseRows(`导入失败：共 ${checked.errors.length} 处错误，未导入任何数据`, checked.errors);
  const index = indexChart(chart);
  const disabled = checked.values.filter((v) => v.amount !== '0.00' && index.get(v.code)?.enabled === false);
  if (disabled.length > 0) {
    refuseRows(
      `导入失败：共 ${disabled.length} 处错误，未导入任何数据`,
      disabled.map((v) => {
        const row = rows.find((r) => r.code.trim() === v.code);
        return `第${row?.rowNo ?? '?'}行：科目 ${v.code} 已停用`;
      }),
    );
  }
  await writeSubjectAmounts(db, ledgerSetId, chart, checked.values);
  return { imported: checked.values.length };
}
