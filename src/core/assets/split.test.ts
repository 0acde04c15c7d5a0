// The split rule: proportional shares, half-up, the remainder on the last part.
import { describe, expect, it } from 'vitest';
import { splitAmount, splitProblem } from './split';

describe('splitting a card', () => {
  it('gives each part its share and the last part the remainder', () => {
    expect(splitAmount('1000.00', [1, 1, 1])).toEqual(['333.33', '333.33', '333.34']);
    expect(splitAmount('100.00', [2, 1])).toEqual(['66.67', '33.33']);
    expect(splitAmount('0.05', [1, 1])).toEqual(['0.03', '0.02']);
    expect(splitAmount('0.00', [1, 2])).toEqual(['0.00', '0.00']);
  });

  it('refuses quantities that do not make up the card', () => {
    expect(splitProblem(3, [1, 1, 1])).toBeNull();
    expect(splitProblem(3, [3])).toBe('至少拆分为两部分');
    expect(splitProblem(3, [1, 1])).toBe('各部分数量合计 2 应等于卡片数量 3');
    expect(splitProblem(3, [0, 3])).toBe('每部分的数量应为正整数');
  });
});
