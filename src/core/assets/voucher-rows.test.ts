import { describe, expect, it } from 'vitest';
import {
  type AssetEntryRow,
  blankRow,
  clearRow,
  detailsOfRows,
  initialRows,
  isFundingCode,
  rowsProblem,
  rowsToSend,
  templateProblem,
} from './voucher-rows';

let n = 0;
const key = () => `k${++n}`;
const row = (direction: 1 | 2, code = '', over: Partial<AssetEntryRow> = {}): AssetEntryRow => ({
  ...blankRow(key(), direction),
  code,
  ...over,
});
const fixed = { assetSubject: '162', contraSubject: '163', fundSubject: '30104' };

describe('the entry rows of the asset voucher dialogs (spec 000 §4.2, §5)', () => {
  it('opens each dialog with its blank rows', () => {
    const sides = (kind: Parameters<typeof initialRows>[0], c: 1 | 2 | 3) =>
      initialRows(kind, c, key).map((r) => r.balanceDirection);
    expect(sides('card', 1)).toEqual([1, 2]);
    expect(sides('provision', 2)).toEqual([1, 2]);
    expect(sides('disposal', 1)).toEqual([1, 1, 2]);
    expect(sides('disposal', 3)).toEqual([1, 2]);
    expect(sides('transform', 1)).toEqual([1, 2, 1, 2, 1, 2]);
  });

  it('clears a row back to blank, keeping its direction and (transform) its amount', () => {
    const filled = row(2, '163', { name: '累计折旧', moneyAmount: '12.00', departmentCode: '01' });
    expect(clearRow(filled)).toEqual({ ...blankRow(filled.key, 2), moneyAmount: '12.00' });
  });

  it('says the spec messages for the card dialog', () => {
    expect(rowsProblem('card', [row(1), row(2, '30104')])).toBe('请选择借方科目');
    expect(rowsProblem('card', [row(1, '162'), row(2)])).toBe('请选择贷方科目');
    expect(rowsProblem('card', [row(1, '162'), row(2, '30104')], { selection: true, chosen: 0 })).toBe(
      '请选择卡片',
    );
    expect(rowsProblem('card', [row(1, '162'), row(2, '30104')], { selection: false })).toBeNull();
  });

  it('says 科目不能为空 for provision and disposal rows, and the transform messages', () => {
    expect(rowsProblem('provision', [row(1, '30104'), row(2)])).toBe('科目不能为空');
    expect(
      rowsProblem('disposal', [row(1, '30104'), row(1), row(2, '162')], { selection: true, chosen: 1 }),
    ).toBeNull();
    expect(
      rowsProblem('disposal', [row(1, '30104'), row(1), row(2, '162')], { selection: true, chosen: 0 }),
    ).toBe('请选择资产');
    expect(rowsProblem('transform', [row(1, '', { moneyAmount: '5' })], { initDate: '' })).toBe(
      '请选择凭证日期',
    );
    expect(
      rowsProblem('transform', [row(1, '', { moneyAmount: '5' }), row(2, '', { moneyAmount: '0' })]),
    ).toBe('有金额的科目不能为空');
    expect(templateProblem('provision', [row(1, '30104'), row(2)])).toBe('科目不能为空');
  });

  it('tells the funding rows from the asset side by the class subjects', () => {
    expect(isFundingCode('16201', fixed)).toBe(false);
    expect(isFundingCode('30104', fixed)).toBe(false);
    expect(isFundingCode('50702', fixed)).toBe(true);
    expect(isFundingCode('', fixed)).toBe(false);
  });

  it('sends only rows with a subject (transform: those with an amount, as debit or credit)', () => {
    expect(rowsToSend('card', [row(1, '162'), row(2)])).toEqual([
      { balanceDirection: 1, code: '162', auxiInfoList: [], funding: false, departmentCode: null },
    ]);
    expect(
      rowsToSend('transform', [row(1, '162', { moneyAmount: '8.00' }), row(2, '30104', { moneyAmount: '' })]),
    ).toEqual([
      {
        balanceDirection: 1,
        code: '162',
        auxiInfoList: [],
        funding: false,
        departmentCode: null,
        debitAmount: '8.00',
      },
    ]);
    expect(detailsOfRows([row(1, '162'), row(2, '30104'), row(1)])).toEqual([
      { code: '162', debitAmount: 1, creditAmount: 0 },
      { code: '30104', debitAmount: 0, creditAmount: 1 },
    ]);
  });
});
