import { describe, expect, it } from 'vitest';
import { matchesSearch, visibleRows } from '../../core/subjects/subject-filter';
import { byCode, chartRows } from '../../ui/chart-fixtures.test-util';
import {
  addChildBlocker,
  branchCodes,
  categoriesOf,
  childSegment,
  deleteBlocker,
  validateSubjectForm,
} from './subject-rules';

const rows = chartRows();
const all = { category: null, search: '', showDisabled: true } as const;
const codes = (list: ReturnType<typeof visibleRows>) => list.map((r) => r.row.code);

describe('visibleRows', () => {
  it('lists the chart in tree order with depths and fold toggles', () => {
    const shown = visibleRows(rows, all, new Set());
    expect(codes(shown)).toEqual(rows.map((r) => r.code));
    expect(shown.find((r) => r.row.code === '10201')).toMatchObject({ depth: 1, expandable: false });
    expect(shown.find((r) => r.row.code === '102')).toMatchObject({ depth: 0, expandable: true });
  });

  it('hides the descendants of a folded branch', () => {
    expect(codes(visibleRows(rows, all, new Set(['102', '301'])))).toEqual([
      '101',
      '102',
      '135',
      '215',
      '301',
      '401',
      '501',
      '50101',
    ]);
  });

  it('filters by category and hides disabled subjects on request', () => {
    expect(codes(visibleRows(rows, { ...all, category: '支出' }, new Set()))).toEqual(['501', '50101']);
    expect(codes(visibleRows(rows, { ...all, category: '资产', showDisabled: false }, new Set()))).toEqual([
      '101',
      '102',
      '10201',
      '135',
    ]);
  });

  it('shows matches with their ancestors, every branch open, ancestors marked as context', () => {
    const shown = visibleRows(rows, { ...all, search: '集中' }, new Set(['102']));
    expect(codes(shown)).toEqual(['102', '10201']);
    expect(shown.map((r) => r.contextOnly)).toEqual([true, false]);
    expect(codes(visibleRows(rows, { ...all, search: '102' }, new Set()))).toEqual(['102', '10201', '10202']);
    expect(visibleRows(rows, { ...all, search: '没有这个' }, new Set())).toEqual([]);
  });

  it('matches codes by prefix and names and full names by content', () => {
    const bank = byCode(rows, '10201');
    expect(matchesSearch(bank, '1020')).toBe(true);
    expect(matchesSearch(bank, '0201')).toBe(false);
    expect(matchesSearch(bank, '银行存款/经费')).toBe(true);
    expect(matchesSearch(bank, '  ')).toBe(true);
  });

  it('knows the categories present and the branches', () => {
    expect(categoriesOf(rows)).toEqual(['资产', '负债', '净资产', '收入', '支出']);
    expect(categoriesOf(rows.filter((r) => r.category !== '负债'))).not.toContain('负债');
    expect(branchCodes(rows)).toEqual(['102', '301', '501']);
  });
});

describe('refusals known before the round trip', () => {
  it('keeps prescribed subjects and branches from deletion, leaves used ones to the server', () => {
    expect(deleteBlocker(byCode(rows, '101'))).toBe(
      '科目 101 库存现金 是《工会会计制度》规定的科目，不能删除',
    );
    const branch = { ...byCode(rows, '102'), isStandard: false };
    expect(deleteBlocker(branch)).toBe('科目 102 银行存款 有下级科目，不能删除');
    expect(deleteBlocker(byCode(rows, '10202'))).toBeNull();
  });

  it('allows a child only within the widths, under an enabled parent without data of its own', () => {
    const widths = [3, 2, 2, 2];
    expect(addChildBlocker(byCode(rows, '102'), widths)).toBeNull();
    expect(addChildBlocker(byCode(rows, '10202'), widths)).toBe('上级科目 10202 代管经费户 已停用，请先启用');
    expect(addChildBlocker(byCode(rows, '135'), widths)).toBe(
      '该科目已有数据，不能增加下级科目（科目 135 其他应收款）',
    );
    // A used parent that already has children only passes its data on to them: allowed.
    expect(addChildBlocker({ ...byCode(rows, '102'), used: true }, widths)).toBeNull();
    const deepest = { ...byCode(rows, '10201'), code: '102010101', level: 4, used: false };
    expect(addChildBlocker(deepest, widths)).toBe(
      '科目 102010101 经费集中户 已是第 4 级，编码规则 3-2-2-2 不允许再增加下级科目',
    );
  });

  it('tells the width of the next segment', () => {
    expect(childSegment('102', [3, 2, 2, 2])).toEqual({ width: 2, length: 5 });
    expect(childSegment('1020101', [3, 2, 2, 3])).toEqual({ width: 3, length: 10 });
    expect(childSegment('102010101', [3, 2, 2, 2])).toBeNull();
  });
});

describe('validateSubjectForm', () => {
  const widths = [3, 2, 2, 2];
  const parent = byCode(rows, '102');
  const add = (code: string, name: string) =>
    validateSubjectForm(
      { code, name, deptAccounting: false, auxTypeIds: [] },
      { parent, editing: null, rows, widths },
    );

  it('checks the code against the parent and the widths, then the name', () => {
    expect(add('', '工行')).toBe('科目编码不能为空');
    expect(add('1020301', '工行')).toBe(
      '科目编码 1020301 不符合编码规则 3-2-2-2（应为上级科目编码 102 后加 2 位数字）',
    );
    expect(add('10300', '工行')).toContain('不符合编码规则');
    expect(add('10200', '工行')).toBe('科目编码 10200 的本级编码不能全为 0');
    expect(add('10201', '工行')).toBe('科目编码 10201 已存在');
    expect(add('10203', ' ')).toBe('科目名称不能为空');
    expect(add('10203', '经费集中户')).toBe('同一上级科目下已有名为“经费集中户”的科目（10201）');
    expect(add('10203', '名'.repeat(41))).toBe('科目名称不能超过 40 个字符');
    expect(add('10203', '工商银行')).toBeNull();
    expect(
      validateSubjectForm(
        { code: '10203', name: 'x', deptAccounting: false, auxTypeIds: [] },
        { parent: null, editing: null, rows, widths },
      ),
    ).toBe('请选择上级科目');
  });

  it('checks only the name when editing, against the siblings but not itself', () => {
    const editing = byCode(rows, '10202');
    const edit = (name: string) =>
      validateSubjectForm(
        { code: editing.code, name, deptAccounting: false, auxTypeIds: [] },
        { parent: null, editing, rows, widths },
      );
    expect(edit('代管经费户')).toBeNull();
    expect(edit('经费集中户')).toBe('同一上级科目下已有名为“经费集中户”的科目（10201）');
    expect(edit('')).toBe('科目名称不能为空');
  });
});
