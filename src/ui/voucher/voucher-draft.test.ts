import { describe, expect, it } from 'vitest';
import type { VoucherView } from '../../core/voucher/types';
import { toVoucherTypeRow } from '../../local/voucher-types';
import { testAuxItems, testDepartments, testSubjects } from '../pickers/fixtures.test-util';
import { blankLine, type EntryLine } from './grid-model';
import { LINES_PER_PAGE, printableOf } from './print-model';
import {
  checkForSave,
  draftFromView,
  linesFromTemplate,
  newDraft,
  predictVoucherNo,
  type Reference,
  type VoucherDraft,
  voucherLabel,
} from './voucher-draft';

function ids() {
  let n = 0;
  return () => `id-${++n}`;
}

const line = (patch: Partial<EntryLine>): EntryLine => ({ ...blankLine('x'), ...patch });

const reference: Reference = {
  subjects: testSubjects,
  auxItems: testAuxItems,
  departments: testDepartments,
  voucherTypes: [
    toVoucherTypeRow({ code: '记', name: '记账凭证', sort: 1, enabled: true, restriction: 'none' }),
    toVoucherTypeRow({ code: '转', name: '转账凭证', sort: 2, enabled: true, restriction: 'noCash' }),
  ],
  cashCodes: ['101', '102'],
};

function draftWith(lines: EntryLine[], patch: Partial<VoucherDraft> = {}): VoucherDraft {
  return { ...newDraft(ids(), '记', '2026-11-20'), lines, ...patch };
}

const pay = (amount: string) => [
  line({ summary: '付会议费', code: '50502', debit: amount }),
  line({}),
  line({ summary: '付会议费', code: '10201', credit: amount }),
];

describe('checkForSave', () => {
  it('builds the save body with the voucher’s own id', () => {
    const draft = draftWith(pay('300'), { numberOfDocument: 2 });
    const check = checkForSave(draft, reference);
    expect(check).toEqual({
      ok: true,
      body: {
        id: draft.id,
        voucherDate: '2026-11-20',
        voucherType: '记',
        numberOfDocument: 2,
        entries: [
          {
            summary: '付会议费',
            code: '50502',
            departmentCode: null,
            debitAmount: '300.00',
            creditAmount: '0.00',
          },
          {
            summary: '付会议费',
            code: '10201',
            departmentCode: null,
            debitAmount: '0.00',
            creditAmount: '300.00',
          },
        ],
      },
    });
  });

  it('names the grid row in the rules’ messages (blank rows are not sent)', () => {
    const lines = pay('300');
    lines[2] = line({ summary: '付会议费', code: '102', credit: '300' });
    expect(checkForSave(draftWith(lines), reference)).toEqual({
      ok: false,
      message: '第3行：请选择末级科目',
      row: 2,
      field: 'lines',
    });
    lines[2] = line({ summary: '付会议费', code: '135', credit: '300', auxis: [] });
    expect(checkForSave(draftWith(lines), reference)).toMatchObject({
      message: '第3行：请选择辅助核算项目（人员）',
      row: 2,
    });
    const unbalanced = pay('300');
    unbalanced[2] = line({ summary: '付会议费', code: '10201', credit: '288' });
    expect(checkForSave(draftWith(unbalanced), reference)).toMatchObject({
      message: '借贷不平衡，差额 12.00',
      row: null,
    });
  });

  it('checks the date and the voucher type’s restriction', () => {
    expect(checkForSave(draftWith(pay('1'), { voucherDate: '2021-12-31' }), reference)).toMatchObject({
      message: '凭证日期不能早于 2022-01-01',
      field: 'date',
    });
    expect(checkForSave(draftWith(pay('1'), { voucherType: '转' }), reference)).toMatchObject({
      message: '第3行：转账凭证不能使用库存现金或银行存款科目',
      row: 2,
    });
    // Without the ledger set's cash subjects the server judges the restriction.
    expect(
      checkForSave(draftWith(pay('1'), { voucherType: '转' }), { ...reference, cashCodes: null }).ok,
    ).toBe(true);
  });
});

const view: VoucherView = {
  id: 'v-1',
  year: 2026,
  month: 11,
  voucherDate: '2026-11-20',
  voucherType: '记',
  voucherTypeName: '记账凭证',
  voucherNo: 5,
  numberOfDocument: 1,
  status: 'audited',
  version: 3,
  preparedBy: { id: 1, name: '张制单' },
  reviewer: { id: 2, name: '李审核' },
  bookkeeper: null,
  entries: [
    {
      lineNo: 1,
      summary: '借支差旅费',
      code: '135',
      name: '其他应收款',
      codeFullName: '其他应收款',
      auxis: [{ typeNo: '02', typeName: '人员', infoNo: 'P002', infoName: '陈报销' }],
      departmentCode: '02',
      departmentName: '财务部',
      debitAmount: '800.00',
      creditAmount: '0.00',
    },
    {
      lineNo: 2,
      summary: '借支差旅费',
      code: '101',
      name: '库存现金',
      codeFullName: '库存现金',
      auxis: [],
      departmentCode: null,
      departmentName: null,
      debitAmount: '0.00',
      creditAmount: '800.00',
    },
  ],
  debitTotal: '800.00',
  creditTotal: '800.00',
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
  events: [],
};

describe('a voucher from the server', () => {
  it('becomes grid lines with its number, version and people', () => {
    const draft = draftFromView(view, ids());
    expect(draft.server).toMatchObject({ voucherNo: 5, version: 3, status: 'audited', reviewer: '李审核' });
    expect(draft.lines.map((l) => [l.side, l.code, l.debit, l.credit])).toEqual([
      [1, '135', '800.00', ''],
      [2, '101', '', '800.00'],
    ]);
    expect(voucherLabel(draft)).toBe('凭证 记-0005 2026-11-20 借支差旅费');
    expect(voucherLabel(draftWith([]))).toBe('新凭证（记） 2026-11-20');
  });

  it('prints with its number, names and 大写 total; long vouchers continue on the next page', () => {
    const draft = draftFromView(view, ids());
    const ctx = { unit: '示范市总工会', typeName: '记账凭证', preparedBy: '别人' };
    const sheet = printableOf(draft, ctx, 'halfA4');
    expect(sheet.number).toBe('记 字第 0005 号');
    expect(sheet.pages).toHaveLength(1);
    expect(sheet.pages[0]?.lines[0]).toEqual({
      summary: '借支差旅费',
      subject: '135 其他应收款　陈报销　财务部',
      debit: '800.00',
      credit: '',
    });
    expect(sheet.uppercase).toBe('人民币捌佰元整');
    expect(sheet.signatures.map((s) => `${s.label}:${s.name}`)).toEqual([
      '财务主管:',
      '记账:',
      '审核:李审核',
      '出纳:',
      '制单:张制单',
    ]);

    const many = Array.from({ length: 8 }, (_, i) =>
      line({
        summary: `第${i}笔`,
        code: i % 2 ? '101' : '50501',
        ...(i % 2 ? { credit: '10' } : { debit: '10' }),
      }),
    );
    const long = printableOf(draftWith(many), ctx, 'halfA4');
    expect(LINES_PER_PAGE.halfA4).toBe(6);
    expect(long.number).toBe('记 字第 ______ 号');
    expect(long.pages.map((p) => [p.lines.length, p.last, p.debit, p.credit])).toEqual([
      [6, false, '30.00', '30.00'],
      [2, true, '10.00', '10.00'],
    ]);
    expect(long.debitTotal).toBe('40.00');
    expect(printableOf(draftWith(many), ctx, 'A4').pages).toHaveLength(1);
  });
});

describe('a 快捷凭证模板', () => {
  it('fills the grid with named lines; amounts left open keep the sides alternating', () => {
    const lines = linesFromTemplate(
      [
        {
          summary: '借支差旅费',
          code: '135',
          auxis: [{ typeNo: '02', infoNo: 'P001' }],
          departmentCode: '01',
          debitAmount: '',
          creditAmount: '',
        },
        {
          summary: '借支差旅费',
          code: '101',
          auxis: [],
          departmentCode: null,
          debitAmount: '',
          creditAmount: '',
        },
        {
          summary: '付会议费',
          code: '50502',
          auxis: [],
          departmentCode: null,
          debitAmount: '120.00',
          creditAmount: '',
        },
      ],
      reference,
      ids(),
    );
    expect(lines.map((l) => [l.code, l.subjectFullName, l.side, l.debit])).toEqual([
      ['135', '其他应收款', 1, ''],
      ['101', '库存现金', 2, ''],
      ['50502', '业务支出/会议支出', 1, '120.00'],
    ]);
    expect(lines[0]?.auxis).toEqual([{ typeNo: '02', typeName: '人员', infoNo: 'P001', infoName: '张制单' }]);
    expect(lines[0]?.departmentName).toBe('办公室');
  });
});

describe('predictVoucherNo', () => {
  it('is the largest number plus one, not the count plus one (a deleted voucher leaves a gap)', () => {
    // 记-0001 was deleted: two vouchers, 0002 and 0003; the server gives 0004.
    expect(predictVoucherNo([2, 3], 2, 0)).toBe(4);
    expect(predictVoucherNo([], 0, 0)).toBe(1);
  });

  it('counts the vouchers this device queued before, and the total when the list was cut short', () => {
    expect(predictVoucherNo([1, 2, 3], 3, 2)).toBe(6);
    expect(predictVoucherNo([1, 2], 600, 0)).toBe(601);
  });
});
