import { describe, expect, it } from 'vitest';
import {
  appendLine,
  applyBalance,
  balancingAmount,
  blankLine,
  copyLine,
  defaultLines,
  deleteLine,
  type EntryLine,
  insertLine,
  nextCell,
  summaryAbove,
  summaryOptions,
  swapSide,
  toEntries,
  toGridMessage,
  totalsOf,
  uppercaseOf,
  verticalCell,
} from './grid-model';

function ids() {
  let n = 0;
  return () => `L${++n}`;
}

function line(patch: Partial<EntryLine>, id = 'x'): EntryLine {
  return { ...blankLine(id), ...patch };
}

describe('default rows and row operations', () => {
  it('starts with four rows: debit, credit, debit, credit', () => {
    const lines = defaultLines(ids());
    expect(lines.map((l) => [l.id, l.side])).toEqual([
      ['L1', 1],
      ['L2', 2],
      ['L3', 1],
      ['L4', 2],
    ]);
  });

  it('inserts, copies and deletes rows; the grid never goes empty', () => {
    const make = ids();
    let lines = defaultLines(make);
    lines = insertLine(lines, 1, make);
    expect(lines.map((l) => l.id)).toEqual(['L1', 'L5', 'L2', 'L3', 'L4']);
    lines[0] = line({ summary: '付培训费', code: '50501', debit: '100', auxis: [] }, 'L1');
    lines = copyLine(lines, 0, make);
    expect(lines[1]).toMatchObject({ id: 'L6', summary: '付培训费', code: '50501', debit: '100' });
    lines = deleteLine(lines, 1, make);
    expect(lines.map((l) => l.id)).toEqual(['L1', 'L5', 'L2', 'L3', 'L4']);
    let one = [line({ summary: 'a', side: 2 }, 'only')];
    one = deleteLine(one, 0, make);
    expect(one).toEqual([blankLine('L7', 2)]);
  });

  it('appends a credit row while debits lead, else a debit row', () => {
    const make = ids();
    expect(appendLine([line({ debit: '10' })], make).at(-1)?.side).toBe(2);
    expect(appendLine([line({ debit: '10' }), line({ credit: '10' })], make).at(-1)?.side).toBe(1);
  });
});

describe('Enter', () => {
  const lines = [
    line({ side: 1 }),
    line({ side: 2 }),
    line({ side: 1, debit: '5' }),
    line({ side: 2, debit: '', credit: '' }),
  ];
  it('goes summary → subject → the side that balances the voucher so far', () => {
    expect(nextCell(lines, { row: 0, col: 'summary' }).pos).toEqual({ row: 0, col: 'subject' });
    // Row 3 holds a 5.00 debit: every other line must balance it with a credit, whatever its default.
    expect(nextCell(lines, { row: 0, col: 'subject' }).pos).toEqual({ row: 0, col: 'credit' });
    expect(nextCell(lines, { row: 1, col: 'subject' }).pos).toEqual({ row: 1, col: 'credit' });
  });

  it('goes to debit on the first line and when the voucher balances, whatever the row’s default side', () => {
    const fresh = [line({ side: 1 }), line({ side: 2 }), line({ side: 1 }), line({ side: 2 })];
    expect(nextCell(fresh, { row: 0, col: 'subject' }).pos).toEqual({ row: 0, col: 'debit' });
    // An expense typed first on a 贷 row (issue 17): still debit.
    expect(nextCell(fresh, { row: 1, col: 'subject' }).pos).toEqual({ row: 1, col: 'debit' });
    const balanced = [line({ debit: '100' }), line({ credit: '100' }), line({ side: 2 })];
    expect(nextCell(balanced, { row: 2, col: 'subject' }).pos).toEqual({ row: 2, col: 'debit' });
    const creditsLead = [line({ credit: '100' }), line({ side: 2 })];
    expect(nextCell(creditsLead, { row: 1, col: 'subject' }).pos).toEqual({ row: 1, col: 'debit' });
  });

  it('a filled debit ends the line; an empty one goes on to credit', () => {
    expect(nextCell(lines, { row: 2, col: 'debit' })).toEqual({
      pos: { row: 3, col: 'summary' },
      append: false,
    });
    expect(nextCell(lines, { row: 0, col: 'debit' }).pos).toEqual({ row: 0, col: 'credit' });
    expect(nextCell(lines, { row: 1, col: 'credit' }).pos).toEqual({ row: 2, col: 'summary' });
  });

  it('past the last line asks for a new line', () => {
    expect(nextCell(lines, { row: 3, col: 'credit' })).toEqual({
      pos: { row: 4, col: 'summary' },
      append: true,
    });
  });

  it('a credit row with its amount typed on the debit side goes to debit', () => {
    const moved = [line({ side: 2, debit: '3' })];
    expect(nextCell(moved, { row: 0, col: 'subject' }).pos).toEqual({ row: 0, col: 'debit' });
  });

  it('up and down keep the column and stop at the ends', () => {
    expect(verticalCell(lines, { row: 0, col: 'debit' }, -1)).toEqual({ row: 0, col: 'debit' });
    expect(verticalCell(lines, { row: 2, col: 'debit' }, 1)).toEqual({ row: 3, col: 'debit' });
    expect(verticalCell(lines, { row: 3, col: 'credit' }, 1)).toEqual({ row: 3, col: 'credit' });
  });
});

describe('= balancing', () => {
  it('fills the amount that balances the voucher and clears the other side', () => {
    const lines = [line({ debit: '1,000.00' }), line({ credit: '250.5' }), line({ credit: '7', debit: '' })];
    expect(balancingAmount(lines, 2, 'credit')).toBe('749.50');
    const after = applyBalance(lines, 2, 'credit');
    expect(after.col).toBe('credit');
    expect(after.lines[2]).toMatchObject({ credit: '749.50', debit: '', side: 2 });
    expect(totalsOf(after.lines)).toMatchObject({ debit: '1000.00', credit: '1000.00', balanced: true });
  });

  it('puts the positive difference on the side that balances, whichever cell = was pressed in', () => {
    // Issue 17: debits lead by 1,500.00 and `=` in row 3's 借方 gave -1500.00 there.
    const lines = [line({ debit: '2000' }), line({ credit: '500' }), line({ side: 1 })];
    const after = applyBalance(lines, 2, 'debit');
    expect(after.col).toBe('credit');
    expect(after.lines[2]).toMatchObject({ debit: '', credit: '1500.00', side: 2 });
    expect(totalsOf(after.lines)).toMatchObject({ debit: '2000.00', credit: '2000.00', balanced: true });
    const creditsLead = applyBalance([line({ credit: '80' }), line({})], 1, 'credit');
    expect(creditsLead.col).toBe('debit');
    expect(creditsLead.lines[1]).toMatchObject({ debit: '80.00', credit: '' });
  });

  it('gives a negative only after the user typed the minus, in that cell', () => {
    const lines = [line({ debit: '2000' }), line({ credit: '500' }), line({ debit: '-' })];
    const after = applyBalance(lines, 2, 'debit');
    expect(after.col).toBe('debit');
    expect(after.lines[2]).toMatchObject({ debit: '-1500.00', credit: '' });
    expect(totalsOf(after.lines).balanced).toBe(true);
  });

  it('empties the cell when the other lines already balance', () => {
    const after = applyBalance(
      [line({ debit: '10' }), line({ credit: '10' }), line({ debit: '3' })],
      2,
      'debit',
    );
    expect(after.lines[2]).toMatchObject({ debit: '', credit: '' });
    expect(after.col).toBe('debit');
  });

  it('gives a negative amount (红字) when the side already exceeds, and nothing when balanced', () => {
    const lines = [line({ debit: '10' }), line({ credit: '15' }), line({})];
    expect(balancingAmount(lines, 2, 'credit')).toBe('-5.00');
    expect(balancingAmount(lines, 2, 'debit')).toBe('5.00');
    expect(balancingAmount([line({ debit: '10' }), line({ credit: '10' }), line({})], 2, 'debit')).toBe('');
  });

  it('space moves the amount to the other side', () => {
    expect(swapSide([line({ debit: '8', side: 1 })], 0)[0]).toMatchObject({
      debit: '',
      credit: '8',
      side: 2,
    });
  });
});

describe('summary offered from above', () => {
  it('is the nearest non-empty summary above the line', () => {
    const lines = [line({ summary: '付培训费' }), line({ summary: '' }), line({})];
    expect(summaryAbove(lines, 2)).toBe('付培训费');
    expect(summaryAbove(lines, 0)).toBe('');
  });

  it('while typing: the one above, then 常用摘要 containing the text', () => {
    const common = ['支付电费', '付培训费', '提取备用金', '支付水费'];
    expect(summaryOptions('付', '付培训费', common)).toEqual(['付培训费', '支付电费', '支付水费']);
    expect(summaryOptions('支付', '', common, 1)).toEqual(['支付电费']);
    expect(summaryOptions('付培训费', '付培训费', common)).toEqual([]);
    expect(summaryOptions('', '付培训费', common)).toEqual([]);
  });
});

describe('amounts and totals', () => {
  it('totals the typed amounts exactly and writes the uppercase total', () => {
    const lines = [
      line({ debit: '0.1' }),
      line({ debit: '0.2' }),
      line({ credit: '0.30' }),
      line({ debit: '-' }),
    ];
    expect(totalsOf(lines)).toEqual({ debit: '0.30', credit: '0.30', difference: '0.00', balanced: true });
    expect(uppercaseOf('3500.50')).toEqual({ text: '人民币叁仟伍佰元零伍角整', error: null });
    expect(uppercaseOf('0.00')).toEqual({ text: '', error: null });
    expect(uppercaseOf('1000000000000000')).toEqual({ text: '', error: '超出最大处理数字' });
  });
});

describe('what is sent', () => {
  it('drops empty lines, writes two-decimal amounts, and maps 第N行 back to the grid', () => {
    const lines = [
      line({ summary: '付培训费', code: '50501', debit: '1000' }),
      line({}),
      line({
        summary: '付培训费',
        code: '135',
        credit: '1,000',
        departmentCode: '01',
        auxis: [{ typeNo: '02', typeName: '人员', infoNo: 'P001', infoName: '张制单' }],
      }),
      line({ summary: '', code: '', debit: '0' }),
    ];
    const sent = toEntries(lines);
    expect(sent.entries).toEqual([
      {
        summary: '付培训费',
        code: '50501',
        departmentCode: null,
        debitAmount: '1000.00',
        creditAmount: '0.00',
      },
      {
        summary: '付培训费',
        code: '135',
        auxis: [{ typeNo: '02', infoNo: 'P001' }],
        departmentCode: '01',
        debitAmount: '0.00',
        creditAmount: '1000.00',
      },
    ]);
    expect(sent.gridRows).toEqual([0, 2]);
    expect(toGridMessage('第2行：请选择部门', sent.gridRows)).toEqual({
      message: '第3行：请选择部门',
      row: 2,
    });
    expect(toGridMessage('借贷不平衡，差额 12.00', sent.gridRows)).toEqual({
      message: '借贷不平衡，差额 12.00',
      row: null,
    });
  });
});
