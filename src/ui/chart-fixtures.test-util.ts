// A small chart as /api/subject/tree answers it, for the settings screens' tests.

import type { SubjectTree, SubjectView } from '../core/contracts/subject';
import { childrenByParent, fullNameOf, indexChart, parentCodeArray } from '../core/subjects/tree';
import type { Category, Direction } from '../core/subjects/types';

type Seed = [
  code: string,
  name: string,
  category: Category,
  direction: Direction,
  extra?: Partial<SubjectView>,
];

const seeds: Seed[] = [
  ['101', '库存现金', '资产', 1],
  ['102', '银行存款', '资产', 1],
  ['10201', '经费集中户', '资产', 1, { isStandard: false, used: true }],
  ['10202', '代管经费户', '资产', 1, { isStandard: false, enabled: false }],
  ['135', '其他应收款', '资产', 1, { deptAccounting: true, used: true }],
  ['215', '其他应付款', '负债', 2],
  ['301', '资产基金', '净资产', 2],
  ['30101', '库存物品', '净资产', 2],
  ['401', '会费收入', '收入', 2],
  ['501', '职工活动支出', '支出', 1],
  ['50101', '职工教育活动', '支出', 1],
];

export function chartRows(extra: Seed[] = []): SubjectView[] {
  const all = [...seeds, ...extra];
  const entries = all.map(([code, name]) => ({
    code,
    name,
    parentCode: code.length === 3 ? null : code.slice(0, code.length - 2),
  }));
  const index = indexChart(entries);
  const children = childrenByParent(entries);
  return all.map(([code, name, category, direction, more], i) => {
    const childCodeArray = children.get(code) ?? [];
    const entry = entries[i] as { parentCode: string | null };
    return {
      id: i + 1,
      code,
      codeName: name,
      codeFullName: fullNameOf(code, index),
      balanceDirection: direction,
      balanceDirectionFormat: direction === 1 ? '借' : '贷',
      parentCode: entry.parentCode,
      parentCodeArray: parentCodeArray(code, index),
      childCodeArray,
      level: code.length === 3 ? 1 : (code.length - 1) / 2,
      category,
      hasChild: childCodeArray.length > 0,
      isLeaf: childCodeArray.length === 0,
      hasAuxi: false,
      auxTypes: [],
      isStandard: true,
      enabled: true,
      deptAccounting: false,
      used: false,
      ...more,
    };
  });
}

export function chartAnswer(rows = chartRows()): SubjectTree {
  return { subjectList: rows, codeWidths: '3-2-2-2', kind: 'grassroots' };
}

export const byCode = (rows: readonly SubjectView[], code: string) =>
  rows.find((r) => r.code === code) as SubjectView;
