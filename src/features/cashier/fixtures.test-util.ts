// Accounts and entries the cashier's component tests share.
import type { CashierAccount, CashierEntry, JournalAnswer } from '../../core/contracts/cashier';

export const cashAccount: CashierAccount = {
  id: 1,
  kind: 'cash',
  code: '1001',
  name: '库存现金',
  subjectCode: '101',
  subjectName: '库存现金',
  bankAccountId: null,
  bankName: null,
  accountNo: null,
  openedOn: '2026-10-01',
  openingBalance: '8500.00',
  enabled: true,
  version: 1,
};

export const bankAccount: CashierAccount = {
  ...cashAccount,
  id: 2,
  kind: 'bank',
  code: '1002',
  name: '工行经费集中户',
  subjectCode: '10201',
  subjectName: '经费集中户',
  bankAccountId: 7,
  bankName: '中国工商银行示范市分行营业部',
  accountNo: '1202020109000123456',
  openingBalance: '3250000.00',
};

export const entry = (over: Partial<CashierEntry> & { id: string }): CashierEntry => ({
  accountId: 1,
  date: '2026-11-03',
  seq: 10,
  summary: '购买打印纸',
  settleMethod: '现金',
  settleNo: '',
  counterparty: '',
  counterSubject: '',
  receipt: '0.00',
  payment: '45.00',
  source: 'manual',
  voucherId: null,
  lineNo: null,
  voucherWord: null,
  createdBy: '赵出纳',
  version: 1,
  ...over,
});

export const journal = (entries: CashierEntry[], over: Partial<JournalAnswer> = {}): JournalAnswer => ({
  account: cashAccount,
  year: 2026,
  month: 11,
  opening: '8500.00',
  openingLabel: '上月结转',
  openingDate: '2026-11-01',
  closingDate: '2026-11-30',
  yearBefore: { receipt: '500.00', payment: '500.00' },
  closed: false,
  entries,
  ...over,
});
