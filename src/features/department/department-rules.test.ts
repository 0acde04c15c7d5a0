import { describe, expect, it } from 'vitest';
import type { DepartmentRow } from '../../local';
import { filterDepartments, parentOptions, selfAndDescendants, validateDepartment } from './department-rules';

function dept(code: string, name: string, parentCode: string | null = null, enabled = true): DepartmentRow {
  return {
    key: `k${code}`,
    code,
    id: Number.parseInt(code, 36),
    departmentCode: code,
    departmentName: name,
    parentCode,
    enabled,
    version: 1,
  };
}

const rows = [
  dept('01', '办公室'),
  dept('0101', '文秘科', '01'),
  dept('010101', '档案组', '0101'),
  dept('02', '财务部'),
];

describe('validateDepartment', () => {
  it('returns the first failing rule in form order', () => {
    expect(validateDepartment({ code: '', name: '', parentCode: null }, rows, null)).toBe('部门编码不能为空');
    expect(validateDepartment({ code: 'A-1', name: '', parentCode: null }, rows, null)).toBe(
      '部门编码只能由字母或数字组成，长度 1 到 20 位',
    );
    expect(validateDepartment({ code: 'A'.repeat(21), name: 'x', parentCode: null }, rows, null)).toMatch(
      /1 到 20/,
    );
    expect(validateDepartment({ code: '02', name: 'x', parentCode: null }, rows, null)).toBe(
      '部门编码 02 已存在',
    );
    expect(validateDepartment({ code: '03', name: '  ', parentCode: null }, rows, null)).toBe(
      '部门名称不能为空',
    );
    expect(validateDepartment({ code: '03', name: '名'.repeat(41), parentCode: null }, rows, null)).toBe(
      '部门名称不能超过 40 个字符',
    );
    expect(validateDepartment({ code: '03', name: '工会', parentCode: '99' }, rows, null)).toBe(
      '上级部门不存在：99',
    );
    expect(validateDepartment({ code: '03', name: '工会', parentCode: '03' }, rows, null)).toBe(
      '上级部门不能是部门本身',
    );
    expect(
      validateDepartment({ code: '03', name: '名'.repeat(40), parentCode: '01' }, rows, null),
    ).toBeNull();
  });

  it('lets an edited department keep its own code, never under itself or its descendants', () => {
    const office = rows[0] ?? dept('01', '办公室');
    expect(validateDepartment({ code: '01', name: '办公室', parentCode: null }, rows, office)).toBeNull();
    expect(validateDepartment({ code: '01', name: '办公室', parentCode: '010101' }, rows, office)).toBe(
      '上级部门不能是本部门或其下级部门',
    );
  });
});

describe('parent picker and search', () => {
  it('excludes the edited department, its descendants and disabled departments', () => {
    const list = [...rows, dept('03', '停用部', null, false)];
    expect([...selfAndDescendants(list, '01')].sort()).toEqual(['01', '0101', '010101']);
    expect(parentOptions(list, list[0] ?? null).map((o) => o.value)).toEqual(['02']);
    expect(parentOptions(list, null).map((o) => o.label)).toEqual([
      '01 办公室',
      '0101 文秘科',
      '010101 档案组',
      '02 财务部',
    ]);
  });

  it('finds by code or name', () => {
    expect(filterDepartments(rows, '财务').map((r) => r.code)).toEqual(['02']);
    expect(filterDepartments(rows, '0101').map((r) => r.code)).toEqual(['0101', '010101']);
    expect(filterDepartments(rows, ' ')).toHaveLength(4);
  });
});
