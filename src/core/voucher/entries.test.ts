import { describe, expect, it } from 'vitest';
import {
  auxKeyOf,
  balanceMessage,
  checkEntries,
  checkEntry,
  type EntryLookup,
  type EntrySubjectInfo,
  entryTotals,
  lineAmounts,
} from './entries';
import type { EntryInput } from './types';

const subjects: Record<string, EntrySubjectInfo> = {
  '1001': { code: '1001', isLeaf: true, enabled: true, deptAccounting: false, auxTypes: [] },
  '1002': { code: '1002', isLeaf: false, enabled: true, deptAccounting: false, auxTypes: [] },
  '5001': { code: '5001', isLeaf: true, enabled: false, deptAccounting: false, auxTypes: [] },
  '1221': {
    code: '1221',
    isLeaf: true,
    enabled: true,
    deptAccounting: true,
    auxTypes: [
      { typeNo: '02', typeName: '人员' },
      { typeNo: '03', typeName: '项目' },
    ],
  },
};
const items: Record<string, { enabled: boolean }> = {
  '02:P1': { enabled: true },
  '03:X1': { enabled: true },
  '03:X0': { enabled: false },
};
const departments: Record<string, { enabled: boolean }> = {
  '01': { enabled: true },
  '09': { enabled: false },
};
const lookup: EntryLookup = {
  subject: (code) => subjects[code],
  auxItem: (typeNo, infoNo) => items[`${typeNo}:${infoNo}`],
  department: (code) => departments[code],
};

const line = (over: Partial<EntryInput>): EntryInput => ({
  summary: '摘要',
  code: '1001',
  debitAmount: '',
  creditAmount: '',
  ...over,
});
const withAux = (over: Partial<EntryInput> = {}) =>
  line({
    code: '1221',
    departmentCode: '01',
    auxis: [
      { typeNo: '03', infoNo: 'X1' },
      { typeNo: '02', infoNo: 'P1' },
    ],
    debitAmount: '10',
    ...over,
  });
const message = (entry: EntryInput) => checkEntry(entry, 3, lookup);

describe('checkEntry', () => {
  it('answers the line as stored: trimmed, amounts in cents, auxiliary pairs sorted with their key', () => {
    expect(checkEntry(withAux({ summary: ' 借支 ' }), 1, lookup)).toEqual({
      lineNo: 1,
      summary: '借支',
      code: '1221',
      auxis: [
        { typeNo: '02', infoNo: 'P1' },
        { typeNo: '03', infoNo: 'X1' },
      ],
      auxKey: '02:P1;03:X1',
      departmentCode: '01',
      debit: '10.00',
      credit: '0.00',
    });
  });

  it('names the line and the first rule it breaks', () => {
    expect(message(line({ code: '', debitAmount: '1' }))).toBe('第3行：科目不能为空');
    expect(message(line({ code: '9999', debitAmount: '1' }))).toBe('第3行：科目 9999 不存在');
    expect(message(line({ code: '1002', debitAmount: '1' }))).toBe('第3行：请选择末级科目');
    expect(message(line({ code: '5001', debitAmount: '1' }))).toBe('第3行：科目 5001 已停用');
    expect(message(withAux({ auxis: [{ typeNo: '02', infoNo: 'P1' }] }))).toBe(
      '第3行：请选择辅助核算项目（项目）',
    );
    expect(
      message(
        withAux({
          auxis: [
            { typeNo: '02', infoNo: 'P1' },
            { typeNo: '03', infoNo: 'X0' },
          ],
        }),
      ),
    ).toBe('第3行：辅助核算项目 X0 已停用（项目）');
    expect(
      message(
        withAux({
          auxis: [
            { typeNo: '02', infoNo: 'P9' },
            { typeNo: '03', infoNo: 'X1' },
          ],
        }),
      ),
    ).toBe('第3行：辅助核算项目 P9 不存在（人员）');
    expect(message(withAux({ auxis: [...(withAux().auxis ?? []), { typeNo: '02', infoNo: 'P1' }] }))).toBe(
      '第3行：辅助核算类型 02 只能选择一个项目',
    );
    expect(message(line({ auxis: [{ typeNo: '02', infoNo: 'P1' }], debitAmount: '1' }))).toBe(
      '第3行：科目 1001 未设置辅助核算类型 02',
    );
    expect(message(withAux({ departmentCode: null }))).toBe('第3行：请选择部门');
    expect(message(withAux({ departmentCode: '08' }))).toBe('第3行：部门 08 不存在');
    expect(message(withAux({ departmentCode: '09' }))).toBe('第3行：部门 09 已停用');
    expect(message(line({ departmentCode: '01', debitAmount: '1' }))).toBe('第3行：科目 1001 未设置部门核算');
    expect(message(line({ debitAmount: '12', creditAmount: '12' }))).toBe('第3行：借方和贷方不能同时有金额');
    expect(message(line({ debitAmount: '0.00', creditAmount: '' }))).toBe('第3行：金额不能为零');
    expect(message(line({ summary: '长'.repeat(201), debitAmount: '1' }))).toBe(
      '第3行：摘要不能超过 200 个字符',
    );
  });

  it('skips item and department existence when the client has no lists', () => {
    const bare: EntryLookup = { subject: lookup.subject };
    expect(checkEntry(withAux({ departmentCode: '08' }), 1, bare)).toMatchObject({ departmentCode: '08' });
  });
});

describe('lineAmounts', () => {
  it('reads red amounts, separators and blanks; refuses more than two decimals and 1e15', () => {
    expect(lineAmounts({ debitAmount: '-1,234.5', creditAmount: '' }, 1)).toEqual({
      debit: '-1234.50',
      credit: '0.00',
    });
    expect(lineAmounts({ debitAmount: '', creditAmount: '.5' }, 1)).toEqual({
      debit: '0.00',
      credit: '0.50',
    });
    expect(lineAmounts({ debitAmount: '1.234', creditAmount: '' }, 2)).toEqual({
      message: '第2行：借方金额格式不正确',
    });
    expect(lineAmounts({ debitAmount: '', creditAmount: 'abc' }, 2)).toEqual({
      message: '第2行：贷方金额格式不正确',
    });
    expect(lineAmounts({ debitAmount: '999999999999999.99', creditAmount: '' }, 2)).toEqual({
      debit: '999999999999999.99',
      credit: '0.00',
    });
    expect(lineAmounts({ debitAmount: '1000000000000000', creditAmount: '' }, 2)).toEqual({
      message: '第2行：金额超出最大处理数字',
    });
  });
});

describe('checkEntries', () => {
  it('answers the lines and the total when debits equal credits', () => {
    const result = checkEntries([line({ debitAmount: '12.5' }), line({ creditAmount: '12.50' })], lookup);
    expect(result).toMatchObject({ ok: true, total: '12.50' });
  });

  it('refuses an unbalanced voucher with the difference, and too few or too many lines', () => {
    expect(checkEntries([line({ debitAmount: '112' }), line({ creditAmount: '100' })], lookup)).toEqual({
      ok: false,
      message: '借贷不平衡，差额 12.00',
      lineNo: null,
    });
    expect(checkEntries([line({ debitAmount: '1' })], lookup)).toMatchObject({
      message: '凭证至少需要 2 行分录',
    });
    const many = Array.from({ length: 501 }, () => line({ debitAmount: '1' }));
    expect(checkEntries(many, lookup)).toMatchObject({ message: '凭证分录不能超过 500 行' });
  });

  it('refuses a voucher without a debit and a credit side, or with a zero total (NOTES §5.1)', () => {
    // The example: two debit lines balanced by a red amount.
    expect(checkEntries([line({ debitAmount: '100' }), line({ debitAmount: '-100' })], lookup)).toEqual({
      ok: false,
      message: '凭证必须同时有借方和贷方分录',
      lineNo: null,
    });
    expect(checkEntries([line({ creditAmount: '-5' }), line({ creditAmount: '5' })], lookup)).toMatchObject({
      message: '凭证必须同时有借方和贷方分录',
    });
    expect(
      checkEntries(
        [
          line({ debitAmount: '10' }),
          line({ debitAmount: '-10' }),
          line({ creditAmount: '10' }),
          line({ creditAmount: '-10' }),
        ],
        lookup,
      ),
    ).toMatchObject({ message: '凭证合计金额不能为零' });
    // A red-ink voucher (both sides negative) is a correction, and is accepted.
    expect(checkEntries([line({ debitAmount: '-30' }), line({ creditAmount: '-30' })], lookup)).toMatchObject(
      { ok: true, total: '-30.00' },
    );
  });

  it('reports the first failing line before the balance', () => {
    expect(checkEntries([line({ debitAmount: '1' }), line({ code: '' })], lookup)).toEqual({
      ok: false,
      message: '第2行：科目不能为空',
      lineNo: 2,
    });
  });
});

describe('totals and keys', () => {
  it('totals the cells as typed, counting unreadable cells as zero', () => {
    expect(
      entryTotals([
        line({ debitAmount: '1,000.10' }),
        line({ creditAmount: 'x' }),
        line({ creditAmount: '0.1' }),
      ]),
    ).toEqual({
      debit: '1000.10',
      credit: '0.10',
      difference: '1000.00',
    });
    expect(balanceMessage('10.00', '10')).toBeNull();
    expect(balanceMessage('10.00', '22.5')).toBe('借贷不平衡，差额 12.50');
  });

  it('writes auxiliary keys sorted by type number, "" when none', () => {
    expect(auxKeyOf([])).toBe('');
    expect(
      auxKeyOf([
        { typeNo: '04', infoNo: 'DW1' },
        { typeNo: '02', infoNo: 'P1' },
      ]),
    ).toBe('02:P1;04:DW1');
  });
});
