// 导出 of the month's provision (POST /api/assetsProvision/assetsProvisionDataOut): the rows of the
// 资产折旧 screen with its 合计 row, amounts as numbers with two decimals (Excel sums them) and the
// codes as text.
import ExcelJS from 'exceljs';
import { monthLabel } from '../../../src/core/assets/months.ts';
import type { ProvisionRow } from '../../../src/core/contracts/asset-provision.ts';
import { sum } from '../../../src/core/money.ts';

const money = (m: string) => Number(m);

export async function provisionWorkbook(
  title: string,
  month: string,
  assetClass: 1 | 2,
  rows: readonly ProvisionRow[],
  run: boolean,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(assetClass === 2 ? '无形资产摊销' : '固定资产折旧');
  const word = assetClass === 2 ? '摊销' : '折旧';
  sheet.addRow([
    `${title} ${monthLabel(month)}${assetClass === 2 ? '无形资产摊销' : '固定资产折旧'}${run ? '' : '（未计提，预览）'}`,
  ]);
  sheet.getRow(1).font = { bold: true, size: 13 };
  const header = [
    '资产明细编码',
    '资产名称',
    assetClass === 2 ? '摊销期' : '所属期',
    '计提日期',
    '原值(元)',
    '净值(元)',
    `本月${word}额(元)`,
    `累计${word}额(元)`,
    '启用日期',
    '使用年限(月)',
    '使用月份',
  ];
  sheet.addRow(header).font = { bold: true };
  for (const r of rows) {
    sheet.addRow([
      r.detailFixedNo,
      r.fixedName,
      r.accruedStageMonthsString,
      r.accrueddateString,
      money(r.originalValue),
      money(r.residualValue),
      money(r.accruedValue),
      money(r.cumulativeValue),
      r.dateOfActivation ?? '',
      r.estimatedServiceLife ?? '',
      r.usedMonths,
    ]);
  }
  const total = sheet.addRow([
    '合计',
    `${rows.length} 项`,
    '',
    '',
    money(sum(rows.map((r) => r.originalValue))),
    money(sum(rows.map((r) => r.residualValue))),
    money(sum(rows.map((r) => r.accruedValue))),
    money(sum(rows.map((r) => r.cumulativeValue))),
  ]);
  total.font = { bold: true };
  const widths = [16, 28, 12, 12, 16, 16, 16, 16, 12, 12, 10];
  widths.forEach((w, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = w;
    if (i >= 4 && i <= 7) column.numFmt = '#,##0.00';
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
