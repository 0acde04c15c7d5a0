// 其他日报表 / 部门日报表 sheets, 科目汇总表's voucher line, the remembered subject choice and the
// voucher filter's checks (the same words the server uses).
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../api/storage';
import type {
  DayFigures,
  DepartmentDailyAnswer,
  OtherDailyAnswer,
  SubjectSummaryAnswer,
} from '../../../core/contracts/ledger-answers';
import { asAnswer } from '../answer.test-util';
import { choiceFromSearch, choiceLabel, choiceQuery, readChoice, saveChoice } from '../screens/daily-choice';
import {
  anyVoucher,
  summaryPeriod,
  voucherFilterFromSearch,
  voucherFilterLabel,
  voucherFilterProblem,
  voucherFilterQuery,
} from '../screens/summary-filter';
import {
  departmentDailySheet,
  filteredSummarySheet,
  otherDailySheet,
  summaryVoucherText,
} from './day-sheets';

const meta = { title: 't', unit: '示范市总工会', period: '2023-05-12' };

const day = (previous: string, debit: string, credit: string, today: string, counts = [0, 0]): DayFigures =>
  asAnswer<DayFigures>({
    previous: { direction: '借', balance: previous },
    debit,
    credit,
    debitCount: counts[0] ?? 0,
    creditCount: counts[1] ?? 0,
    today: { direction: '借', balance: today },
  });

describe('daily sheets', () => {
  it('其他日报表: indented subjects that open their book, then 合计', () => {
    const answer: OtherDailyAnswer = asAnswer<OtherDailyAnswer>({
      date: '2023-05-12',
      scope: 'codes',
      rows: [
        {
          code: '135',
          name: '其他应收款',
          level: 1,
          isLeaf: true,
          ...day('26000.00', '1500.00', '0.00', '27500.00', [1, 0]),
        },
        {
          code: '50501',
          name: '培训支出',
          level: 2,
          isLeaf: true,
          ...day('0.00', '360.50', '0.00', '360.50', [1, 0]),
        },
      ],
      total: day('26000.00', '1860.50', '0.00', '27860.50', [2, 0]),
    });
    const sheet = otherDailySheet(answer, meta);
    expect(sheet.rows.map((r) => [r.key, r.indent ?? 0, r.tone ?? 'normal', r.link?.code ?? null])).toEqual([
      ['135', 0, 'normal', '135'],
      ['50501', 1, 'normal', '50501'],
      ['total', 0, 'total', null],
    ]);
    expect(sheet.rows[1]?.cells).toMatchObject({ debit: '360.50', debitCount: 1, creditCount: null });
    expect(sheet.rows[2]?.cells).toMatchObject({ name: '合计', debit: '1860.50', debitCount: 2 });
    expect(sheet.footnotes).toEqual([]);
    expect(otherDailySheet({ ...answer, rows: [] }, meta).footnotes).toEqual([
      '所选科目当日没有余额和发生额',
    ]);
  });

  it('部门日报表: the department on its first row, 小计 per department, 合计 last', () => {
    const answer: DepartmentDailyAnswer = asAnswer<DepartmentDailyAnswer>({
      date: '2023-05-12',
      departments: [
        {
          code: '01',
          name: '办公室',
          rows: [
            {
              code: '135',
              name: '其他应收款',
              level: 1,
              isLeaf: false,
              ...day('6000.00', '1500.00', '0.00', '7500.00'),
            },
            {
              code: '13501',
              name: '职工借款',
              level: 2,
              isLeaf: true,
              ...day('6000.00', '1500.00', '0.00', '7500.00'),
            },
          ],
          total: day('6000.00', '1500.00', '0.00', '7500.00'),
        },
      ],
      total: day('6000.00', '1500.00', '0.00', '7500.00'),
    });
    const sheet = departmentDailySheet(answer, meta);
    expect(sheet.rows.map((r) => [r.cells.deptCode, r.cells.deptName, r.cells.code, r.cells.name])).toEqual([
      ['01', '办公室', '135', '其他应收款'],
      ['', '', '13501', '职工借款'],
      ['', '', '', '办公室 小计'],
      ['', '', '', '合计'],
    ]);
    expect(sheet.rows[1]?.link).toEqual({ code: '13501', group: '01' });
    expect(sheet.rows.map((r) => r.tone ?? 'normal')).toEqual(['normal', 'normal', 'subtotal', 'total']);
    // The subject name, not the department, takes the level indent.
    expect(sheet.columns.find((c) => c.kind === 'text')?.key).toBe('name');
  });
});

describe('科目汇总表 voucher line', () => {
  const answer: SubjectSummaryAnswer = asAnswer<SubjectSummaryAnswer>({
    source: 'vouchers',
    rows: [{ code: '135', name: '其他应收款', level: 1, debit: '1500.00', credit: '0.00' }],
    total: { debit: '1500.00', credit: '1500.00' },
    balanced: true,
    vouchers: [
      { voucherType: '记', voucherTypeName: '记账凭证', count: 2, attachments: 3, firstNo: 2, lastNo: 3 },
      {
        voucherType: '收',
        voucherTypeName: '收款凭证',
        count: 1,
        attachments: 0,
        firstNo: null,
        lastNo: null,
      },
    ],
    voucherCount: 3,
    attachmentCount: 3,
  });

  it('names the count, the attachments and the number span of each type', () => {
    expect(summaryVoucherText(answer)).toBe(
      '凭证共 3 张，附单据 3 张：记账凭证 2 张（附单据 3 张），记-2 至 记-3；收款凭证 1 张（附单据 0 张）',
    );
    expect(summaryVoucherText({ ...answer, vouchers: [], voucherCount: 0 })).toBe('所选范围没有凭证');
    expect(filteredSummarySheet(answer, meta).footnotes).toEqual([
      summaryVoucherText(answer),
      '借贷平衡',
      '按所选凭证的分录汇总',
    ]);
  });
});

describe('其他日报表 subject choice', () => {
  it('is remembered per ledger set, and a link overrides it', () => {
    const storage = memoryStorage();
    expect(readChoice('5', storage)).toEqual({ codes: [], codeFrom: '', codeTo: '' });
    saveChoice('5', { codes: ['135', '50501'], codeFrom: '', codeTo: '' }, storage);
    expect(readChoice('5', storage).codes).toEqual(['135', '50501']);
    expect(readChoice('6', storage).codes).toEqual([]);
    storage.setItem('books:otherDaily:subjects:7', '{not json');
    expect(readChoice('7', storage)).toEqual({ codes: [], codeFrom: '', codeTo: '' });
    storage.setItem('books:otherDaily:subjects:8', JSON.stringify({ codes: ['135', 'x'], codeFrom: 'y' }));
    expect(readChoice('8', storage)).toEqual({ codes: ['135'], codeFrom: '', codeTo: '' });

    const remembered = readChoice('5', storage);
    expect(choiceFromSearch({}, remembered)).toBe(remembered);
    expect(choiceFromSearch({ codeFrom: '135', codeTo: '215' }, remembered)).toEqual({
      codes: [],
      codeFrom: '135',
      codeTo: '215',
    });
    expect(choiceFromSearch({ codes: '102,abc' }, remembered).codes).toEqual(['102']);
  });

  it('asks with codes before a range, and says what it shows', () => {
    expect(choiceQuery({ codes: ['135', '215'], codeFrom: '1', codeTo: '2' })).toEqual({ codes: '135,215' });
    expect(choiceQuery({ codes: [], codeFrom: '135', codeTo: '' })).toEqual({ codeFrom: '135' });
    expect(choiceLabel({ codes: [], codeFrom: '135', codeTo: '' })).toBe('科目：135 至 最大');
    expect(choiceLabel({ codes: [], codeFrom: '', codeTo: '' })).toBe('科目：现金、银行存款以外的全部科目');
  });
});

describe('科目汇总表 voucher filter', () => {
  const filter = {
    year: 2023,
    monthFrom: 3,
    monthTo: 4,
    codeFrom: '',
    codeTo: '',
    level: 1,
    includeUnposted: false,
    hideZero: false,
  };

  it('reads a link, asks only what is set, and refuses as the server does', () => {
    const f = voucherFilterFromSearch({ voucherType: '记', dateFrom: '2023-03-10', noFrom: '0', noTo: '8' });
    expect(f).toEqual({ voucherType: '记', dateFrom: '2023-03-10', dateTo: '', noFrom: null, noTo: 8 });
    expect(voucherFilterQuery(f)).toEqual({ voucherType: '记', dateFrom: '2023-03-10', noTo: 8 });
    expect(voucherFilterQuery(anyVoucher)).toEqual({});
    expect(voucherFilterProblem(f, 2023)).toBeNull();
    expect(voucherFilterProblem({ ...f, dateTo: '2024-01-01' }, 2023)).toBe(
      '结束日期 2024-01-01 不在 2023 年度内',
    );
    expect(voucherFilterProblem({ ...f, dateTo: '2023-03-01' }, 2023)).toBe(
      '起始日期 2023-03-10 不能晚于结束日期 2023-03-01',
    );
    expect(voucherFilterProblem({ ...f, noFrom: 9 }, 2023)).toBe('起始凭证号 9 不能大于结束凭证号 8');
  });

  it('shows the dates as the period once a date is set', () => {
    expect(summaryPeriod(filter, anyVoucher)).toBe('2023年03月—04月');
    expect(summaryPeriod(filter, { ...anyVoucher, dateFrom: '2023-03-10' })).toBe('2023-03-10 至 2023-04-30');
    expect(summaryPeriod(filter, { ...anyVoucher, dateTo: '2023-04-15' })).toBe('2023-03-01 至 2023-04-15');
    expect(voucherFilterLabel({ ...anyVoucher, voucherType: '收', noTo: 5 })).toBe(
      '凭证类别：收　凭证号：1—5',
    );
  });
});
