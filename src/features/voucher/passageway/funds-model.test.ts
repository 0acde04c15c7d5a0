import { describe, expect, it } from 'vitest';
import { fundsEntries } from './funds-model';

const base = {
  direction: 'expense' as const,
  deptCode: '01',
  subjectCode: '5060201',
  payCode: '10201',
  amount: '1,200.5',
  summary: ' 办公用品 ',
};

describe('部门经费录入 lines', () => {
  it('debits the department’s subject and credits the bank for an expense', () => {
    expect(fundsEntries(base)).toEqual({
      ok: true,
      entries: [
        {
          summary: '办公用品',
          code: '5060201',
          auxis: [],
          departmentCode: '01',
          debitAmount: '1200.50',
          creditAmount: '',
        },
        {
          summary: '办公用品',
          code: '10201',
          auxis: [],
          departmentCode: null,
          debitAmount: '',
          creditAmount: '1200.50',
        },
      ],
    });
  });

  it('debits the bank and credits the subject for an income', () => {
    const result = fundsEntries({ ...base, direction: 'income' });
    if (!result.ok) throw new Error(result.message);
    expect(result.entries.map((e) => [e.code, e.departmentCode, e.debitAmount, e.creditAmount])).toEqual([
      ['10201', null, '1200.50', ''],
      ['5060201', '01', '', '1200.50'],
    ]);
  });

  it('says what is missing, and refuses zero, negative and unreadable amounts', () => {
    expect(fundsEntries({ ...base, deptCode: '' })).toEqual({ ok: false, message: '请选择部门' });
    expect(fundsEntries({ ...base, summary: ' ' })).toEqual({ ok: false, message: '请填写摘要' });
    for (const amount of ['0', '-5', 'abc', '']) {
      expect(fundsEntries({ ...base, amount })).toEqual({ ok: false, message: '请填写大于零的金额' });
    }
  });
});
