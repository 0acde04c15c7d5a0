// /api/cheque: the cheque register (支票登记簿): ranges bought per cashier bank account, and each
// cheque's 领用 (to a person, with purpose and limit), 退回, 报销 (销号, against the voucher or the
// cashier entry that paid it) and 作废 (with a reason). Every action carries the version the cashier
// saw, so an action queued offline is refused if the cheque moved meanwhile.
import { nullable, object, optional, refine } from 'superstruct';
import type { ChequeState, ChequeType } from '../cashier/types';
import { CHEQUE_TYPES } from '../cashier/types';
import { oneOf, optionalText, positiveCashAmount } from './cashier-fields';
import { get, post } from './contract';
import { isoDate } from './ledger-query';
import { id, intIn, text, trimmedString, uuid } from './structs';

/** A bought range of cheques (购置登记). */
export interface ChequePurchase {
  id: number;
  accountId: number;
  accountLabel: string;
  chequeType: ChequeType;
  prefix: string;
  start: string;
  end: string;
  count: number;
  boughtOn: string;
  remark: string;
  createdBy: string;
}

export interface Cheque {
  id: number;
  purchaseId: number;
  accountId: number;
  /** 编码 名称 of the cashier bank account. */
  accountLabel: string;
  chequeType: ChequeType;
  /** Prefix and serial, as printed. */
  chequeNo: string;
  state: ChequeState;
  boughtOn: string;
  issuedOn: string | null;
  /** 领用人 */
  holder: string;
  department: string;
  purpose: string;
  /** 限额; null: no limit. */
  limitAmount: string | null;
  payee: string;
  approver: string;
  writtenOffOn: string | null;
  amount: string | null;
  /** What paid it: a cashier entry or a voucher. */
  entryId: string | null;
  voucherId: string | null;
  /** 记-12, or the entry's date and summary. */
  paidBy: string | null;
  voidedOn: string | null;
  voidReason: string;
  version: number;
}

export interface PurchaseAnswer {
  purchase: ChequePurchase;
  cheques: Cheque[];
}

const labels = {
  id: '支票',
  version: '版本号',
  accountId: '银行账户',
  chequeType: '支票类型',
  prefix: '号码前缀',
  start: '起始号',
  end: '结束号',
  boughtOn: '购置日期',
  remark: '备注',
  issuedOn: '领用日期',
  holder: '领用人',
  department: '领用部门',
  purpose: '用途',
  limitAmount: '限额',
  payee: '收款单位',
  approver: '批准人',
  date: '日期',
  amount: '报销金额',
  entryId: '出纳账分录',
  voucherId: '凭证',
  reason: '作废原因',
  note: '说明',
};

const version = () => optional(nullable(intIn(1, 2_147_483_647)));

const serial = () =>
  refine(trimmedString(), 'serial', (v) => (/^\d{1,16}$/.test(v) ? true : '应为 1 到 16 位数字'));

export const ChequePurchaseSave = object({
  accountId: id(),
  chequeType: oneOf(CHEQUE_TYPES),
  prefix: optional(
    nullable(
      refine(trimmedString(), 'prefix', (v) =>
        /^[A-Za-z0-9]{0,10}$/.test(v) ? true : '只能由字母或数字组成，最多 10 位',
      ),
    ),
  ),
  start: serial(),
  end: serial(),
  boughtOn: isoDate(),
  remark: optionalText(100),
});

export const ChequeIssue = object({
  id: id(),
  version: version(),
  issuedOn: isoDate(),
  holder: text(40),
  department: optionalText(40),
  purpose: text(100),
  limitAmount: optional(nullable(positiveCashAmount())),
  payee: optionalText(60),
  approver: optionalText(40),
});

export const ChequeWriteOff = object({
  id: id(),
  version: version(),
  date: isoDate(),
  amount: positiveCashAmount(),
  payee: optionalText(60),
  entryId: optional(nullable(uuid())),
  voucherId: optional(nullable(uuid())),
});

export const chequeContracts = {
  list: get('/api/cheque/list', object({}), labels).answers<Cheque[]>(),
  purchases: get('/api/cheque/purchases', object({}), labels).answers<ChequePurchase[]>(),
  /** Refused (nothing written) when the range overlaps one bought before for the account. */
  purchase: post('/api/cheque/purchase', ChequePurchaseSave, labels).answers<PurchaseAnswer>(),
  issue: post('/api/cheque/issue', ChequeIssue, labels).answers<Cheque>(),
  /** An issued cheque handed back unused. */
  return: post(
    '/api/cheque/return',
    object({ id: id(), version: version(), note: optionalText(100) }),
    labels,
  ).answers<Cheque>(),
  writeOff: post('/api/cheque/writeOff', ChequeWriteOff, labels).answers<Cheque>(),
  void: post(
    '/api/cheque/void',
    object({ id: id(), version: version(), date: isoDate(), reason: text(100) }),
    labels,
  ).answers<Cheque>(),
};
