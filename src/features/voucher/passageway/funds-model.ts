// 部门经费录入's voucher: one amount between a department's subject and the cash or bank subject —
// 支出: Dr the subject (with the department), Cr cash/bank; 收入: Dr cash/bank, Cr the subject.
import type { TemplateEntry } from '../../../core/contracts/voucher-template';
import { compare, tryParseMoney } from '../../../core/money';

export type FundsDirection = 'expense' | 'income';

export interface FundsInput {
  direction: FundsDirection;
  deptCode: string;
  subjectCode: string;
  payCode: string;
  amount: string;
  summary: string;
}

export type FundsLines = { ok: true; entries: TemplateEntry[] } | { ok: false; message: string };

export function fundsEntries(input: FundsInput): FundsLines {
  if (!input.deptCode) return { ok: false, message: '请选择部门' };
  if (!input.subjectCode) return { ok: false, message: '请选择核算科目' };
  if (!input.payCode) return { ok: false, message: '请选择结算科目（现金或银行）' };
  if (input.summary.trim() === '') return { ok: false, message: '请填写摘要' };
  const money = tryParseMoney(input.amount.replaceAll(',', ''));
  if (money === null || compare(money, '0.00') <= 0) {
    return { ok: false, message: '请填写大于零的金额' };
  }
  const summary = input.summary.trim();
  const line = (code: string, dept: string | null, debit: string, credit: string): TemplateEntry => ({
    summary,
    code,
    auxis: [],
    departmentCode: dept,
    debitAmount: debit,
    creditAmount: credit,
  });
  const own = (debit: boolean) =>
    line(input.subjectCode, input.deptCode, debit ? money : '', debit ? '' : money);
  const pay = (debit: boolean) => line(input.payCode, null, debit ? money : '', debit ? '' : money);
  return {
    ok: true,
    entries: input.direction === 'expense' ? [own(true), pay(false)] : [pay(true), own(false)],
  };
}
