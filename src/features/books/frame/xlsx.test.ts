import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MONEY_FORMAT, moneyNumber, sheetName } from '../../../ui/excel';
import { balanceSheet } from '../sheets/balances';
import { bookSheet } from '../sheets/books';
import { balanceFixture, bookFixture } from '../sheets/fixtures.test-util';
import { reportBytes as workbookBytes } from './export';
import { cellText, exportFileName, headerRows } from './sheet';
import { excelValue } from './xlsx';

const meta = { title: '科目余额表', unit: '示范市总工会', period: '2023年01月—02月' };

async function readBack(bytes: ArrayBuffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const ws = book.worksheets[0];
  if (!ws) throw new Error('no worksheet');
  return ws;
}

describe('sheet model', () => {
  it('lays a grouped header out as two rows with spans', () => {
    const rows = headerRows(balanceSheet(balanceFixture, meta).columns);
    expect(rows[0]?.map((c) => [c.title, c.colSpan, c.rowSpan])).toEqual([
      ['科目编码', 1, 2],
      ['科目名称', 1, 2],
      ['期初余额', 2, 1],
      ['本期发生额', 2, 1],
      ['本年累计发生额', 2, 1],
      ['期末余额', 2, 1],
    ]);
    expect(rows[1]?.map((c) => c.title)).toEqual([
      '借方',
      '贷方',
      '借方',
      '贷方',
      '借方',
      '贷方',
      '借方',
      '贷方',
    ]);
  });

  it('formats amounts with separators, blanking zero only where the column says so', () => {
    const col = { key: 'a', title: 'a', kind: 'money', width: 1 } as const;
    expect(cellText(col, '1234567.5')).toBe('1,234,567.50');
    expect(cellText(col, '0.00')).toBe('0.00');
    expect(cellText({ ...col, blankZero: true }, '0.00')).toBe('');
    expect(cellText(col, '-12.30')).toBe('-12.30');
    expect(exportFileName(meta)).toBe('科目余额表_2023年01月—02月.xlsx');
    expect(sheetName('a/b:c*d?[e]')).toBe('a b c d  e ');
  });

  it('turns amounts into numbers to the cent and blanks into empty cells', () => {
    const col = { key: 'a', title: 'a', kind: 'money', width: 1, blankZero: true } as const;
    expect(moneyNumber('123456789012.345')).toBe(123456789012.35);
    expect(excelValue(col, '0.00')).toBeNull();
    expect(excelValue(col, '3370000.00')).toBe(3370000);
    expect(excelValue({ ...col, kind: 'count' }, 4)).toBe(4);
    expect(excelValue({ ...col, kind: 'code' }, '101')).toBe('101');
  });
});

describe('xlsx export', () => {
  it('writes title, unit and period, a bold grouped header, numeric amounts and a bold total', async () => {
    const ws = await readBack(await workbookBytes(balanceSheet(balanceFixture, meta)));
    expect(ws.name).toBe('科目余额表');
    expect(ws.getCell('A1').value).toBe('科目余额表');
    expect(ws.getCell('A1').font?.bold).toBe(true);
    expect(ws.getCell('A1').isMerged).toBe(true);
    expect(String(ws.getCell('A2').value)).toContain('核算单位：示范市总工会');
    expect(String(ws.getCell('A2').value)).toContain('期间：2023年01月—02月');
    expect(String(ws.getCell('A2').value)).toContain('单位：元');

    expect(ws.getCell('A3').value).toBe('科目编码');
    expect(ws.getCell('A3').font?.bold).toBe(true);
    expect(ws.getCell('C3').value).toBe('期初余额');
    expect(ws.getCell('D3').isMerged).toBe(true);
    expect(ws.getCell('C4').value).toBe('借方');
    expect(ws.getCell('D4').value).toBe('贷方');

    // First subject: 101 库存现金, opening 8,500.00 debit.
    expect(ws.getCell('A5').value).toBe('101');
    expect(ws.getCell('B5').value).toBe('库存现金');
    expect(ws.getCell('C5').value).toBe(8500);
    expect(ws.getCell('C5').numFmt).toBe(MONEY_FORMAT);
    // Zero amounts stay blank cells.
    expect(ws.getCell('D5').value).toBeNull();
    // A level-2 subject is indented under its parent.
    expect(ws.getCell('B7').value).toBe('经费集中户');
    expect(ws.getCell('B7').alignment?.indent).toBe(1);

    const last = 5 + balanceFixture.rows.length;
    expect(ws.getCell(`B${last}`).value).toBe('合计');
    expect(ws.getCell(`B${last}`).font?.bold).toBe(true);
    expect(ws.getCell(`C${last}`).value).toBe(3378500);
    expect(ws.getCell(`C${last}`).numFmt).toBe(MONEY_FORMAT);
    expect(ws.getCell(`C${last}`).border?.top?.style).toBe('medium');
    expect(String(ws.getCell(`A${last + 2}`).value)).toBe('试算平衡：借方合计等于贷方合计');

    expect(ws.pageSetup.orientation).toBe('landscape');
    expect(ws.pageSetup.paperSize).toBe(9);
    expect(ws.pageSetup.printTitlesRow).toBe('3:4');
  });

  it('writes a detail book with blank zero sides, the direction, and bold 本月合计', async () => {
    const sheet = bookSheet(bookFixture, { ...meta, title: '明细账', subtitle: '科目：102 银行存款' });
    const ws = await readBack(await workbookBytes(sheet));
    expect(String(ws.getCell('A2').value)).toContain('科目：102 银行存款');
    expect(ws.getCell('A3').value).toBe('日期');
    // Row 4: 上年结转 with its balance only.
    expect(ws.getCell('C4').value).toBe('上年结转');
    expect(ws.getCell('D4').value).toBeNull();
    expect(ws.getCell('F4').value).toBe('借');
    expect(ws.getCell('G4').value).toBe(3370000);
    // Row 5: a line, credit only.
    expect(ws.getCell('A5').value).toBe('2023-01-01');
    expect(ws.getCell('B5').value).toBe('记-0001');
    expect(ws.getCell('D5').value).toBeNull();
    expect(ws.getCell('E5').value).toBe(1113.61);
    expect(ws.getCell('E5').numFmt).toBe(MONEY_FORMAT);
    const total = ws.getCell('C6');
    expect(total.value).toBe('本月合计');
    expect(total.font?.bold).toBe(true);
  });
});
