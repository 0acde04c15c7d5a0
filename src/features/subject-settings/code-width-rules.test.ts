import { describe, expect, it } from 'vitest';
import {
  canAddLevel,
  canRemoveLevel,
  deepestUsedLevel,
  levelName,
  levelRows,
  widthsProblem,
} from './code-width-rules';

const chart = [
  { code: '101', level: 1 },
  { code: '102', level: 1 },
  { code: '10201', level: 2 },
  { code: '1020101', level: 3 },
];

describe('code widths', () => {
  it('shows each level with its code length and a sample code', () => {
    expect(levelRows([3, 2, 2, 2])).toEqual([
      { level: 1, width: 3, length: 3, sample: '101' },
      { level: 2, width: 2, length: 5, sample: '10101' },
      { level: 3, width: 2, length: 7, sample: '1010101' },
      { level: 4, width: 2, length: 9, sample: '101010101' },
    ]);
    expect(levelRows([3, 3, 4]).map((r) => r.sample)).toEqual(['101', '101001', '1010010001']);
    expect(levelName(1)).toBe('一级');
    expect(levelName(6)).toBe('六级');
  });

  it('refuses what the server refuses, naming the codes that would lose their level', () => {
    expect(widthsProblem([3, 2, 2, 2], chart)).toBeNull();
    expect(widthsProblem([4, 2, 2], chart)).toBe('一级科目编码由《工会会计制度》规定为 3 位');
    expect(widthsProblem([3, 2, 3], chart)).toBe('以下科目编码不符合新的编码规则 3-2-3：1020101');
    expect(widthsProblem([3, 5], [])).toBe('第2级编码长度应为 1 到 4 位');
    expect(widthsProblem([3], [])).toBe('编码规则应有 2 到 6 级');
    const many = Array.from({ length: 12 }, (_, i) => ({
      code: `1${String(i).padStart(2, '0')}01`,
      level: 2,
    }));
    expect(widthsProblem([3, 3], many)).toMatch(/10001、10101.*等 12 个$/);
  });

  it('adds levels up to six and removes only levels no subject uses', () => {
    expect(canAddLevel([3, 2, 2, 2, 2])).toBe(true);
    expect(canAddLevel([3, 2, 2, 2, 2, 2])).toBe(false);
    expect(deepestUsedLevel(chart)).toBe(3);
    expect(canRemoveLevel([3, 2, 2, 2], chart)).toBe(true);
    expect(canRemoveLevel([3, 2, 2], chart)).toBe(false);
    expect(canRemoveLevel([3, 2], [])).toBe(false);
  });
});
