import { describe, expect, it } from 'vitest';
import {
  buildSubjectTree,
  childrenByParent,
  descendantsOf,
  fullNameOf,
  indexChart,
  parentCodeArray,
} from './tree';

const chart = [
  { code: '102', name: '银行存款', parentCode: null },
  { code: '10201', name: '经费集中户', parentCode: '102' },
  { code: '1020101', name: '工行', parentCode: '10201' },
  { code: '101', name: '库存现金', parentCode: null },
];

describe('subject tree', () => {
  const index = indexChart(chart);
  it('names a subject with its ancestors', () => {
    expect(fullNameOf('10201', index)).toBe('银行存款/经费集中户');
    expect(fullNameOf('1020101', index, '——')).toBe('银行存款——经费集中户——工行');
    expect(parentCodeArray('1020101', index)).toEqual(['102', '10201']);
    expect(parentCodeArray('101', index)).toEqual([]);
  });

  it('nests nodes in code order and keeps orphans as roots', () => {
    const tree = buildSubjectTree([...chart, { code: '99901', name: '孤儿', parentCode: '999' }]);
    expect(tree.map((n) => n.code)).toEqual(['101', '102', '99901']);
    expect(tree[1]?.children[0]?.children[0]?.code).toBe('1020101');
  });

  it('lists descendants', () => {
    expect(descendantsOf('102', childrenByParent(chart))).toEqual(['10201', '1020101']);
  });
});
