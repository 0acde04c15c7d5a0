import { describe, expect, it } from 'vitest';
import type {
  DailyAnswer,
  GeneralAnswer,
  MultiColumnAnswer,
  StatementAnswer,
  SubjectSummaryAnswer,
  VoucherNumbersAnswer,
} from '../../../core/contracts/ledger-answers';
import { type Money, parseMoney } from '../../../core/money';
import { asAnswer } from '../answer.test-util';
import {
  generalSheet,
  groupedBalanceSheet,
  subjectSummarySheet,
  sumFigures,
  voucherRangeText,
} from './balances';
import { bookSheet, dimensionText, multiColumnSheet, voucherWord } from './books';
import { dailySheet, gapText, voucherNumbersSheet } from './daily';
import { balanceFixture, balanceSheetFixture, bookFixture, lineRow } from './fixtures.test-util';
import { balanceSheetSheet, incomeExpenseSheet, statementPeriod, tieOutLines } from './statements';

const meta = { title: 't', unit: '示范市总工会', period: '2023年02月' };

describe('book sheets', () => {
  it('gives book rows their tone, a voucher link on lines only, and blank opening movements', () => {
    const sheet = bookSheet(bookFixture, meta);
    expect(sheet.rows.map((r) => r.tone)).toEqual(['opening', 'normal', 'total', 'total']);
    expect(sheet.rows.map((r) => r.link?.voucherWord ?? null)).toEqual([null, '记-0001', null, null]);
    expect(sheet.rows[0]?.cells).toMatchObject({
      summary: '上年结转',
      debit: null,
      credit: null,
      balance: '3370000.00',
    });
    expect(sheet.rows[2]?.cells.date).toBe('01月');
    expect(sheet.columns.map((c) => c.key)).toEqual([
      'date',
      'voucher',
      'summary',
      'debit',
      'credit',
      'direction',
      'balance',
    ]);
    expect(bookSheet(bookFixture, meta, { subjectColumn: true }).rows[1]?.cells.subject).toBe(
      '10201 经费集中户',
    );
  });

  it('notes lines of unposted vouchers and names dimensions', () => {
    const saved = { ...lineRow(5, '2023-02-01', '预借差旅费', { debit: '800.00', balance: '800.00' }) };
    saved.status = 'saved';
    saved.departmentCode = '01';
    saved.departmentName = '办公室';
    saved.auxis = [{ typeNo: '02', typeName: '人员', infoNo: 'P001', infoName: '张制单' }];
    expect(bookSheet([saved], meta).rows[0]?.note).toBe('未审核凭证（未记账）');
    expect(dimensionText(saved)).toBe('部门：办公室；人员：张制单');
    expect(voucherWord({ voucherType: '记', voucherNo: 12, voucherWord: '记-12' })).toBe('记-0012');
  });

  it('adds one analysis column per child subject to the multi-column book', () => {
    const row = { ...lineRow(2, '2023-01-02', '培训讲课费', { debit: '360.50', balance: '360.50' }) };
    const sheet = multiColumnSheet(
      asAnswer<MultiColumnAnswer>({
        subject: { code: '505', name: '业务支出', codeFullName: '业务支出', balanceDirection: '借' },
        columns: [
          { key: '50501', name: '培训支出' },
          { key: '50502', name: '会议支出' },
        ],
        rows: [{ ...row, columns: { '50501': '360.50' } }],
        nextCursor: null,
      }),
      meta,
    );
    expect(sheet.columns.slice(-2).map((c) => [c.title, c.group])).toEqual([
      ['培训支出', '业务支出（借方）分析'],
      ['会议支出', '业务支出（借方）分析'],
    ]);
    expect(sheet.rows[0]?.cells['col:50501']).toBe('360.50');
    expect(sheet.rows[0]?.cells['col:50502']).toBeNull();
  });
});

describe('balance sheets', () => {
  it('groups per department with 小计 and a 合计 of all groups', () => {
    const [a, b] = balanceFixture.rows;
    const sheet = groupedBalanceSheet(
      [
        {
          key: '01',
          name: '办公室',
          rows: [a as never],
          total: { ...balanceFixture.total, openingDebit: parseMoney('8500.00') },
        },
        {
          key: '02',
          name: '财务部',
          rows: [b as never],
          total: { ...balanceFixture.total, openingDebit: parseMoney('3370000.00') },
        },
      ],
      meta,
      '部门',
    );
    expect(sheet.rows.map((r) => [r.tone ?? 'normal', r.cells.code ?? r.cells.name])).toEqual([
      ['group', '部门：01 办公室'],
      ['normal', '101'],
      ['subtotal', ''],
      ['group', '部门：02 财务部'],
      ['normal', '102'],
      ['subtotal', ''],
      ['total', ''],
    ]);
    expect(sheet.rows[1]?.link).toEqual({ code: '101', group: '01' });
    expect(sheet.rows.at(-1)?.cells.openingDebit).toBe('3378500.00');
    expect(sumFigures([balanceFixture.total, balanceFixture.total]).credit).toBe('30227.06');
  });

  it('lays 总账 out per subject with the month on each total', () => {
    const answer: GeneralAnswer = asAnswer<GeneralAnswer>({
      subjects: [
        {
          code: '101',
          name: '库存现金',
          level: 1,
          balanceDirection: '借',
          rows: [
            {
              kind: 'opening',
              month: 1,
              summary: '上年结转',
              debit: '0.00',
              credit: '0.00',
              direction: '借',
              balance: '8500.00',
            },
            {
              kind: 'monthTotal',
              month: 1,
              summary: '本月合计',
              debit: '145.62',
              credit: '0.00',
              direction: '借',
              balance: '8645.62',
            },
            {
              kind: 'yearTotal',
              month: 1,
              summary: '本年累计',
              debit: '145.62',
              credit: '0.00',
              direction: '借',
              balance: '8645.62',
            },
          ],
        },
      ],
    });
    const sheet = generalSheet(answer, meta);
    expect(sheet.rows.map((r) => [r.cells.code, r.cells.month, r.cells.summary, r.tone])).toEqual([
      ['101', '', '上年结转', 'opening'],
      ['', '01月', '本月合计', 'normal'],
      ['', '01月', '本年累计', 'subtotal'],
    ]);
    expect(sheet.rows[1]?.link).toEqual({ code: '101', month: 1 });
  });

  it('says which vouchers 科目汇总表 sums', () => {
    const answer = asAnswer<SubjectSummaryAnswer>({
      source: 'vouchers',
      attachmentCount: 0,
      rows: [{ code: '101', name: '库存现金', level: 1, debit: '10.00', credit: '0.00' }],
      total: { debit: '10.00', credit: '10.00' },
      balanced: true,
      vouchers: [
        { voucherType: '收', voucherTypeName: '收款凭证', count: 2, attachments: 0, firstNo: 1, lastNo: 2 },
        {
          voucherType: '转',
          voucherTypeName: '转账凭证',
          count: 1,
          attachments: 0,
          firstNo: null,
          lastNo: null,
        },
      ],
      voucherCount: 3,
    });
    expect(voucherRangeText(answer)).toBe('凭证共 3 张：收款凭证 2 张，收-1 至 收-2；转账凭证 1 张');
    expect(voucherRangeText({ ...answer, vouchers: [], voucherCount: 0 })).toBe('所选期间没有凭证');
    expect(subjectSummarySheet(answer, meta).rows.at(-1)?.cells).toMatchObject({
      name: '合计',
      debit: '10.00',
    });
  });
});

describe('daily and numbers', () => {
  it('orders 现金银行日报表: cash, 现金合计, bank, 银行存款合计, 合计', () => {
    const fig = (b: string) => ({
      previous: { direction: '借' as const, balance: b },
      debit: '0.00',
      credit: '0.00',
      debitCount: 0,
      creditCount: 0,
      today: { direction: '借' as const, balance: b },
    });
    const answer: DailyAnswer = asAnswer<DailyAnswer>({
      date: '2023-01-15',
      rows: [
        { kind: 'bank', code: '102', name: '银行存款', level: 1, isLeaf: false, ...fig('3.00') },
        { kind: 'cash', code: '101', name: '库存现金', level: 1, isLeaf: true, ...fig('1.00') },
      ],
      totals: [
        { kind: 'cash', label: '现金合计', ...fig('1.00') },
        { kind: 'bank', label: '银行存款合计', ...fig('3.00') },
        { kind: 'all', label: '合计', ...fig('4.00') },
      ],
    });
    const sheet = dailySheet(answer, meta);
    expect(sheet.rows.map((r) => r.cells.name)).toEqual([
      '库存现金',
      '现金合计',
      '银行存款',
      '银行存款合计',
      '合计',
    ]);
    expect(sheet.rows[0]?.link).toEqual({ code: '101', kind: 'cash' });
    expect(sheet.rows.at(-1)?.tone).toBe('total');
  });

  it('writes gaps as voucher numbers and marks the months that have them', () => {
    expect(
      gapText('记', [
        { from: 2, to: 2 },
        { from: 5, to: 7 },
      ]),
    ).toBe('记-0002、记-0005 至 记-0007');
    const answer: VoucherNumbersAnswer = asAnswer<VoucherNumbersAnswer>({
      rows: [
        {
          month: 3,
          voucherType: '记',
          voucherTypeName: '记账凭证',
          count: 4,
          firstNo: 1,
          lastNo: 6,
          gaps: [{ from: 2, to: 3 }],
          missingCount: 2,
          saved: 1,
          audited: 0,
          posted: 3,
        },
      ],
      gapCount: 1,
    });
    const sheet = voucherNumbersSheet(answer, meta);
    expect(sheet.rows[0]?.marked).toBe(true);
    expect(sheet.rows[0]?.cells).toMatchObject({
      month: '03月',
      gaps: '记-0002 至 记-0003',
      missing: 2,
      audited: null,
    });
    expect(sheet.footnotes).toEqual(['共有 1 处断号']);
  });
});

describe('statements', () => {
  it('puts assets left and liabilities with net assets right, grand totals on one last row', () => {
    const sheet = balanceSheetSheet(balanceSheetFixture, '示范市总工会');
    expect(sheet.period).toBe('2023年02月');
    expect(sheet.subtitle).toBe('工会01表');
    const names = sheet.rows.map((r) => [String(r.cells.leftName).trim(), String(r.cells.rightName).trim()]);
    expect(names).toEqual([
      ['流动资产：', '负债：'],
      ['货币资金', '应付上级经费'],
      ['其他应收款', '负债合计'],
      ['流动资产合计', '净资产：'],
      ['非流动资产：', '工会资金结余'],
      ['固定资产原值', '净资产合计'],
      ['资产总计', '负债与净资产总计'],
    ]);
    const last = sheet.rows.at(-1);
    expect(last?.tone).toBe('total');
    expect(last?.cells).toMatchObject({ leftNo: 5, left1: '5789532.09', rightNo: 10, right1: '5789532.09' });
    expect(sheet.rows[3]?.strong).toContain('left0');
    expect(sheet.rows[1]?.link).toBeUndefined();
    expect(sheet.rows[1]?.cellLinks?.left0).toEqual({ codes: ['101', '102'] });
    expect(sheet.rows[1]?.cellLinks?.rightName).toEqual({ codes: ['211'] });
    expect(sheet.footnotes).toEqual(['资产总计等于负债与净资产总计，报表平衡']);
  });

  it('names the differences of a statement that does not tie out', () => {
    const broken = {
      ...balanceSheetFixture,
      tieOut: {
        balanced: false,
        differences: [parseMoney('0.00'), parseMoney('1200.50')] as [Money, Money],
        problems: ['科目 999 未列入报表'],
      },
    };
    expect(tieOutLines(broken)).toEqual([
      '报表不平衡：资产总计减负债与净资产总计，年初差额 0.00，期末差额 1,200.50',
      '科目 999 未列入报表',
    ]);
    expect(statementPeriod({ year: 2023, month: 12, annual: true })).toBe('2023年度');
  });

  it('lays 收入支出表 out as 项目 | 行次 | two columns, totals bold', () => {
    const sheet = incomeExpenseSheet(
      asAnswer<StatementAnswer>({
        ...balanceSheetFixture,
        title: '收入支出表',
        formNo: '工会02表',
        columns: ['本月数', '本年累计数'],
        lines: [
          {
            no: 1,
            key: 'income',
            name: '三、收入合计',
            indent: 0,
            isTotal: true,
            codes: [],
            values: ['0.00', '0.00'],
          },
          {
            no: 2,
            key: 'dues',
            name: '（一）会费收入',
            indent: 1,
            isTotal: false,
            codes: ['401'],
            values: ['5.00', '9.00'],
          },
        ],
      }),
      '示范基层工会',
    );
    expect(sheet.columns.map((c) => c.title)).toEqual(['项　　目', '行次', '本月数', '本年累计数']);
    expect(sheet.rows.map((r) => [r.cells.name, r.tone])).toEqual([
      ['三、收入合计', 'subtotal'],
      ['　　（一）会费收入', 'normal'],
    ]);
    expect(sheet.footnotes).toEqual([
      '期末资金结转结余＝期初资金结转结余＋调整及变动＋本期收支差额，报表平衡',
    ]);
  });

  it('names what does not tie out in the 收入支出表 instead of hiding it in a line', () => {
    const problem = '本年数：年末资金结转结余与……之和相差 -80.00';
    const answer = asAnswer<StatementAnswer>({
      ...balanceSheetFixture,
      title: '收入支出表',
      formNo: '工会02表',
      annual: true,
      lines: [],
      tieOut: { balanced: false, differences: ['-80.00', '0.00'], problems: [problem] },
    });
    expect(tieOutLines(answer)).toEqual([problem]);
  });
});
