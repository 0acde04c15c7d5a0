// Answers of the books API as the server sends them (taken from a real run over ledger set 001),
// for the sheet, workbook and screen tests.
import type {
  BalanceAnswer,
  BalanceRow,
  BookRow,
  StatementAnswer,
} from '../../../core/contracts/ledger-answers';
import { asAnswer } from '../answer.test-util';

const zero = '0.00';

export function balanceRow(
  code: string,
  name: string,
  level: number,
  opening: string,
  credit: string,
  closing: string,
): BalanceRow {
  return asAnswer<BalanceRow>({
    code,
    name,
    level,
    isLeaf: level > 1 || code === '101',
    category: '资产',
    balanceDirection: '借',
    openingDebit: opening,
    openingCredit: zero,
    debit: zero,
    credit,
    yearDebit: zero,
    yearCredit: credit,
    closingDebit: closing,
    closingCredit: zero,
  });
}

export const balanceFixture: BalanceAnswer = asAnswer<BalanceAnswer>({
  rows: [
    balanceRow('101', '库存现金', 1, '8500.00', zero, '8500.00'),
    balanceRow('102', '银行存款', 1, '3370000.00', '15113.53', '3354886.47'),
    balanceRow('10201', '经费集中户', 2, '3250000.00', '14967.91', '3235032.09'),
    balanceRow('10202', '代管经费', 2, '120000.00', '145.62', '119854.38'),
  ],
  total: {
    openingDebit: '3378500.00',
    openingCredit: zero,
    debit: zero,
    credit: '15113.53',
    yearDebit: zero,
    yearCredit: '15113.53',
    closingDebit: '3363386.47',
    closingCredit: zero,
  },
  balanced: true,
});

const blank = {
  voucherDate: null,
  voucherId: null,
  voucherType: null,
  voucherNo: null,
  voucherWord: null,
  status: null,
  lineNo: null,
  code: null,
  codeName: null,
  departmentCode: null,
  departmentName: null,
  auxis: [],
};

export function totalRow(
  kind: 'opening' | 'dayTotal' | 'monthTotal' | 'yearTotal',
  summary: string,
  figures: { debit?: string; credit?: string; balance: string; month?: number; date?: string },
): BookRow {
  return asAnswer<BookRow>({
    ...blank,
    kind,
    month: figures.month ?? 1,
    voucherDate: figures.date ?? null,
    summary,
    debit: figures.debit ?? zero,
    credit: figures.credit ?? zero,
    direction: figures.balance === zero ? '平' : '借',
    balance: figures.balance,
  });
}

export function lineRow(
  no: number,
  date: string,
  summary: string,
  amounts: { debit?: string; credit?: string; balance: string; code?: string; codeName?: string },
): BookRow {
  return asAnswer<BookRow>({
    ...blank,
    kind: 'line',
    month: Number(date.slice(5, 7)),
    voucherDate: date,
    voucherId: `00000000-0000-4000-8000-${String(no).padStart(12, '0')}`,
    voucherType: '记',
    voucherNo: no,
    voucherWord: `记-${no}`,
    status: 'posted',
    lineNo: 2,
    summary,
    code: amounts.code ?? '10201',
    codeName: amounts.codeName ?? '经费集中户',
    debit: amounts.debit ?? zero,
    credit: amounts.credit ?? zero,
    direction: '借',
    balance: amounts.balance,
  });
}

export const bookFixture: BookRow[] = [
  totalRow('opening', '上年结转', { balance: '3370000.00' }),
  lineRow(1, '2023-01-01', '慰问品采购', { credit: '1113.61', balance: '3368886.39' }),
  totalRow('monthTotal', '本月合计', { credit: '1113.61', balance: '3368886.39' }),
  totalRow('yearTotal', '本年累计', { credit: '1113.61', balance: '3368886.39' }),
];

const line = (
  no: number,
  key: string,
  name: string,
  indent: number,
  values: [string, string],
  isTotal = false,
  codes: string[] = [],
) => ({ no, key, name, indent, isTotal, codes, values }) as unknown as StatementAnswer['lines'][number];

/** A shortened 资产负债表 that ties out (the form's structure, fewer lines). */
export const balanceSheetFixture: StatementAnswer = asAnswer<StatementAnswer>({
  title: '资产负债表',
  formNo: '工会01表',
  year: 2023,
  month: 2,
  annual: false,
  columns: ['年初余额', '期末余额'],
  lines: [
    line(1, 'cash', '货币资金', 1, ['3378500.00', '3363532.09'], false, ['101', '102']),
    line(2, 'otherReceivable', '其他应收款', 1, ['26000.00', '26000.00'], false, ['135']),
    line(3, 'currentAssets', '流动资产合计', 0, ['3404500.00', '3389532.09'], true),
    line(4, 'fixedCost', '固定资产原值', 0, ['2400000.00', '2400000.00'], false, ['162']),
    line(5, 'totalAssets', '资产总计', 0, ['5804500.00', '5789532.09'], true),
    line(6, 'dueToUpper', '应付上级经费', 1, ['96000.00', '96000.00'], false, ['211']),
    line(7, 'totalLiabilities', '负债合计', 0, ['96000.00', '96000.00'], true),
    line(8, 'unionSurplus', '工会资金结余', 1, ['5708500.00', '5693532.09'], false, ['322']),
    line(9, 'totalNetAssets', '净资产合计', 0, ['5708500.00', '5693532.09'], true),
    line(10, 'totalLiabilitiesAndNetAssets', '负债与净资产总计', 0, ['5804500.00', '5789532.09'], true),
  ],
  tieOut: { balanced: true, differences: ['0.00', '0.00'], problems: [] },
});
