import { describe, expect, it } from 'vitest';
import { blankLine, type EntryLine, toEntries, totalsOf } from '../../../ui/voucher/grid-model';
import { fillQuickAmount, moveId, orderedQuickTemplates, readAmount } from './quick-model';

let n = 0;
const line = (side: 1 | 2, code: string, patch: Partial<EntryLine> = {}): EntryLine => ({
  ...blankLine(`l${++n}`, side),
  code,
  summary: '报销差旅费',
  ...patch,
});

describe('fillQuickAmount', () => {
  it('puts the amount on the one open line of each side and balances', () => {
    const result = fillQuickAmount([line(1, '5010101'), line(2, '10201')], '1234.5');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lines.map((l) => [l.debit, l.credit])).toEqual([
      ['1234.50', ''],
      ['', '1234.50'],
    ]);
    expect(totalsOf(result.lines).balanced).toBe(true);
    expect(toEntries(result.lines).entries.map((e) => [e.debitAmount, e.creditAmount])).toEqual([
      ['1234.50', '0.00'],
      ['0.00', '1234.50'],
    ]);
  });

  it('keeps fixed amounts and gives the open line what its side lacks', () => {
    const result = fillQuickAmount(
      [line(1, '5010101'), line(2, '10201'), line(2, '2110', { credit: '50' })],
      '1000',
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.lines.map((l) => [l.debit, l.credit])).toEqual([
      ['1000.00', ''],
      ['', '950.00'],
      ['', '50'],
    ]);
    expect(totalsOf(result.lines).balanced).toBe(true);
  });

  it('puts the typed summary on every line', () => {
    const result = fillQuickAmount([line(1, 'a'), line(2, 'b')], '5', '  付培训费 ');
    if (!result.ok) throw new Error(result.message);
    expect(result.lines.map((l) => l.summary)).toEqual(['付培训费', '付培训费']);
  });

  it('refuses a zero, blank, negative or unreadable amount in Chinese', () => {
    const lines = [line(1, 'a'), line(2, 'b')];
    expect(fillQuickAmount(lines, '0')).toEqual({ ok: false, message: '金额不能为零' });
    expect(fillQuickAmount(lines, '0.00')).toEqual({ ok: false, message: '金额不能为零' });
    expect(fillQuickAmount(lines, ' ')).toEqual({ ok: false, message: '请输入金额' });
    expect(readAmount('-3')).toEqual({ ok: false, message: '金额必须大于零（红字凭证请在凭证录入中填制）' });
    expect(readAmount('abc').ok).toBe(false);
  });

  it('refuses what it cannot balance, naming the side and rows', () => {
    expect(fillQuickAmount([line(1, 'a'), line(1, 'b'), line(2, 'c')], '10')).toEqual({
      ok: false,
      message: '借方第1行、第2行都没有设定金额，无法分配；请在快捷凭证模板中为其中一行设定金额',
    });
    expect(fillQuickAmount([line(1, 'a', { debit: '100' }), line(2, 'c')], '80')).toEqual({
      ok: false,
      message: '借方金额在模板中固定为 100.00，与录入金额 80.00 不符',
    });
    expect(fillQuickAmount([line(1, 'a'), line(2, 'c'), line(2, 'd', { credit: '100' })], '100')).toEqual({
      ok: false,
      message: '录入金额 100.00 不大于贷方固定金额合计 100.00，请输入更大的金额',
    });
    expect(fillQuickAmount([], '1').ok).toBe(false);
  });
});

describe('quick voucher order', () => {
  const templates = [
    { id: 1, name: '工资' },
    { id: 2, name: '报销' },
    { id: 3, name: '差旅' },
  ];
  it('offers every template by name until a list is chosen, then that list in order', () => {
    expect(orderedQuickTemplates(templates, null).map((t) => t.id)).toEqual([2, 3, 1]);
    expect(orderedQuickTemplates(templates, [3, 9, 1]).map((t) => t.id)).toEqual([3, 1]);
    expect(orderedQuickTemplates(templates, [])).toEqual([]);
  });
  it('moves an id up and down, not past the ends', () => {
    expect(moveId([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveId([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  });
});
