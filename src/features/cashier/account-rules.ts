// What the 银行账户 and 出纳账户 dialogs check before a save is queued: the contract's rules (so the
// server would accept it) and what the cache already tells (an account number, code or subject taken).
import type { AccountKind } from '../../core/cashier/types';
import type { DepositType } from '../../core/contracts/bank-account';
import { isCalendarDate } from '../../core/rules/dates';
import type { BankAccountRow, CashierAccountRow } from '../../local/cashier-accounts';

export interface BankAccountForm {
  bankName: string;
  accountName: string;
  accountNo: string;
  depositType: DepositType;
  subjectCode: string | null;
  openedOn: string;
  remark: string;
}

export function initialBankAccountForm(editing: BankAccountRow | null, today: string): BankAccountForm {
  return {
    bankName: editing?.bankName ?? '',
    accountName: editing?.accountName ?? '',
    accountNo: editing?.accountNo ?? '',
    depositType: editing?.depositType ?? '基本存款账户',
    subjectCode: editing?.subjectCode ?? null,
    openedOn: editing?.openedOn ?? today,
    remark: editing?.remark ?? '',
  };
}

const text = (label: string, v: string, max: number) => {
  if (!v.trim()) return `${label}不能为空`;
  return v.trim().length > max ? `${label}长度不能超过 ${max} 个字符` : null;
};

export function validateBankAccount(
  v: BankAccountForm,
  rows: readonly BankAccountRow[],
  editing: BankAccountRow | null,
): string | null {
  const accountNo = v.accountNo.replace(/\s+/g, '');
  const problem = text('开户行', v.bankName, 60) ?? text('户名', v.accountName, 60);
  if (problem) return problem;
  if (!accountNo) return '账号不能为空';
  if (!/^\d{8,30}$/.test(accountNo)) return '账号只能由数字组成，长度 8 到 30 位';
  if (rows.some((r) => r.accountNo === accountNo && r.key !== editing?.key))
    return `账号已登记：${accountNo}`;
  if (!v.subjectCode) return '请选择对应科目';
  const other = rows.find((r) => r.subjectCode === v.subjectCode && r.key !== editing?.key);
  if (other)
    return `科目 ${v.subjectCode} 已对应银行账户 ${other.bankName} ${other.accountNo}，一个科目只能对应一个银行账户`;
  if (!isCalendarDate(v.openedOn)) return '请填写开户日期';
  if (v.remark.trim().length > 100) return '备注长度不能超过 100 个字符';
  return null;
}

export interface CashierAccountForm {
  code: string;
  name: string;
  subjectCode: string | null;
  bankAccountKey: string | null;
  openedOn: string;
  openingBalance: string;
}

export function initialCashierAccountForm(
  editing: CashierAccountRow | null,
  today: string,
  bankKeyOf: (id: number | null) => string | null,
): CashierAccountForm {
  return {
    code: editing?.code ?? '',
    name: editing?.name ?? '',
    subjectCode: editing?.subjectCode ?? null,
    bankAccountKey: bankKeyOf(editing?.bankAccountId ?? null),
    openedOn: editing?.openedOn ?? today,
    openingBalance: editing && editing.openingBalance !== '0.00' ? editing.openingBalance : '',
  };
}

export function validateCashierAccount(
  kind: AccountKind,
  v: CashierAccountForm,
  rows: readonly CashierAccountRow[],
  editing: CashierAccountRow | null,
): string | null {
  const code = v.code.trim();
  if (!code) return '账户编码不能为空';
  if (!/^[A-Za-z0-9]{1,20}$/.test(code)) return '账户编码只能由字母或数字组成，长度 1 到 20 位';
  if (rows.some((r) => r.code === code && r.key !== editing?.key)) return `账户编码已存在：${code}`;
  const name = text('账户名称', v.name, 40);
  if (name) return name;
  if (kind === 'bank' && !v.bankAccountKey) return '请选择银行账户';
  if (!v.subjectCode) return '请选择对应科目';
  const other = rows.find((r) => r.subjectCode === v.subjectCode && r.key !== editing?.key);
  if (other)
    return `出纳账户 ${other.code} ${other.name} 已使用科目 ${v.subjectCode}，一个科目只能设一个出纳账户`;
  if (!isCalendarDate(v.openedOn)) return '请填写启用日期';
  if (v.openingBalance.trim() !== '' && !/^-?\d{1,13}(\.\d{1,2})?$/.test(v.openingBalance.trim())) {
    return '期初余额应为金额，最多两位小数，如 1234.50';
  }
  return null;
}
