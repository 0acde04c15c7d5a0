// Small charts and answers shared by the opening-balance component tests.

import type { OpeningRow, OpeningView } from '../../core/contracts/opening';
import type { Money } from '../../core/money';
import type { TrialBalance } from '../../core/subjects/trial-balance';
import type { Category, Direction } from '../../core/subjects/types';

const m = (s: string) => s as Money;

export function openingRow(
  code: string,
  name: string,
  category: Category,
  direction: Direction,
  amount = '0.00',
  over: Partial<OpeningRow> = {},
): OpeningRow {
  const parentCode = code.length > 3 ? code.slice(0, 3) : null;
  return {
    code,
    codeName: name,
    codeFullName: name,
    parentCode,
    level: parentCode ? 2 : 1,
    category,
    balanceDirection: direction,
    balanceDirectionFormat: direction === 1 ? '借' : '贷',
    isLeaf: true,
    enabled: true,
    deptAccounting: false,
    hasAuxi: false,
    initAmount: m(amount),
    departmentAmount: null,
    auxiliaryAmount: null,
    ...over,
  };
}

export function openingView(over: Partial<OpeningView> = {}): OpeningView {
  return {
    startYear: 2022,
    confirmed: false,
    confirmedAt: null,
    successionState: 'done',
    subjectList: [
      openingRow('101', '库存现金', '资产', 1, '500.00'),
      openingRow('102', '银行存款', '资产', 1, '3000.00', { isLeaf: false }),
      openingRow('10201', '基本户', '资产', 1, '1000.00'),
      openingRow('10202', '经费集中户', '资产', 1, '2000.00'),
      openingRow('135', '其他应收款', '资产', 1, '300.00', {
        deptAccounting: true,
        departmentAmount: m('200.00'),
      }),
      openingRow('322', '工会资金结余', '净资产', 2, '3800.00', { isLeaf: false }),
      openingRow('32205', '累计结余', '净资产', 2, '3800.00'),
      openingRow('402', '拨缴经费收入', '收入', 2),
    ],
    ...over,
  };
}

export function trial(over: Partial<TrialBalance> = {}): TrialBalance {
  return {
    balanced: true,
    debitTotal: m('3800.00'),
    creditTotal: m('3800.00'),
    debitCreditDifference: m('0.00'),
    assets: m('3800.00'),
    liabilities: m('0.00'),
    netAssets: m('3800.00'),
    liabilitiesAndNetAssets: m('3800.00'),
    equationDifference: m('0.00'),
    income: m('0.00'),
    expense: m('0.00'),
    breakdowns: [],
    problems: [],
    ...over,
  };
}
