// /api/bankAccount (银行账户, settings/bankAccount): the unit's accounts at its banks, each booked in
// its own end-level 102 subject; the cashier's bank accounts are tied to them (cashier.ts).
import { boolean, nullable, object, optional, refine } from 'superstruct';
import { cashSubjectCode, oneOf, optionalText } from './cashier-fields';
import { get, post } from './contract';
import { isoDate } from './ledger-query';
import { flag, id, intIn, text, trimmedString } from './structs';

/** 存款种类 of a bank account (人民币银行结算账户管理办法: 基本, 一般, 专用, 临时). */
export const DEPOSIT_TYPES = ['基本存款账户', '一般存款账户', '专用存款账户', '临时存款账户'] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];

/** A bank account of the unit (银行账户). */
export interface BankAccount {
  id: number;
  /** 开户行 */
  bankName: string;
  /** 户名 */
  accountName: string;
  /** 账号: digits only. */
  accountNo: string;
  depositType: DepositType;
  /** The end-level 102 subject it is booked in. */
  subjectCode: string;
  subjectName: string;
  /** 开户日期 */
  openedOn: string;
  remark: string;
  enabled: boolean;
  version: number;
}

const labels = {
  id: 'ID',
  version: '版本号',
  includeDisabled: '含停用',
  enabled: '启用',
  bankName: '开户行',
  accountName: '户名',
  accountNo: '账号',
  depositType: '存款种类',
  subjectCode: '对应科目',
  openedOn: '开户日期',
  remark: '备注',
};

const version = () => optional(nullable(intIn(1, 2_147_483_647)));

const accountNo = () =>
  refine(trimmedString(), 'accountNo', (v) => {
    const digits = v.replace(/\s+/g, '');
    return /^\d{8,30}$/.test(digits) ? true : '只能由数字组成，长度 8 到 30 位';
  });

export const BankAccountSave = object({
  id: optional(nullable(id())),
  bankName: text(60),
  accountName: text(60),
  accountNo: accountNo(),
  depositType: oneOf(DEPOSIT_TYPES),
  subjectCode: cashSubjectCode(),
  openedOn: isoDate(),
  remark: optionalText(100),
  version: version(),
});

const byId = object({ id: id(), version: version() });

export const bankAccountContracts = {
  list: get('/api/bankAccount/list', object({ includeDisabled: optional(flag()) }), labels).answers<
    BankAccount[]
  >(),
  save: post('/api/bankAccount/save', BankAccountSave, labels).answers<BankAccount>(),
  setEnabled: post(
    '/api/bankAccount/setEnabled',
    object({ id: id(), enabled: boolean(), version: version() }),
    labels,
  ).answers<BankAccount>(),
  /** Refused while a cashier account is tied to it. */
  delete: post('/api/bankAccount/delete', byId, labels).answers<{ id: number }>(),
};
