import { describe, expect, it } from 'vitest';
import {
  childCodeProblem,
  codesBreakingWidths,
  levelOfCode,
  nextChildCode,
  parentCodeOf,
  parseCodeWidths,
} from './code-width';

const w = [3, 2, 2, 2];

describe('code widths', () => {
  it('parses 3-2-2-2 and refuses malformed or out-of-range rules', () => {
    expect(parseCodeWidths(' 3-2-2-2 ')).toEqual({ ok: true, widths: w });
    expect(parseCodeWidths('3-2-2-2-2-2-2')).toMatchObject({ ok: false, message: '编码规则应有 2 到 6 级' });
    expect(parseCodeWidths('3')).toMatchObject({ ok: false });
    expect(parseCodeWidths('3-5')).toMatchObject({ ok: false, message: '第2级编码长度应为 1 到 4 位' });
    expect(parseCodeWidths('3,2')).toMatchObject({ ok: false });
  });

  it('finds levels and parents by length', () => {
    expect(levelOfCode('102', w)).toBe(1);
    expect(levelOfCode('10201', w)).toBe(2);
    expect(levelOfCode('1020101', w)).toBe(3);
    expect(levelOfCode('1020', w)).toBeNull();
    expect(levelOfCode('10a', w)).toBeNull();
    expect(parentCodeOf('1020101', w)).toBe('10201');
    expect(parentCodeOf('102', w)).toBeNull();
  });

  it('accepts a child of the next width and names the rule when it does not fit', () => {
    expect(childCodeProblem('102', '10201', w)).toBeNull();
    expect(childCodeProblem('102', '1020101', w)).toBe(
      '科目编码 1020101 不符合编码规则 3-2-2-2（应为上级科目编码 102 后加 2 位数字）',
    );
    expect(childCodeProblem('102', '10301', w)).toContain('不符合编码规则 3-2-2-2');
    expect(childCodeProblem('102', '10200', w)).toBe('科目编码 10200 的本级编码不能全为 0');
    expect(childCodeProblem('102010101', '10201010101', w)).toContain('不允许再增加下级科目');
    expect(childCodeProblem('102', '102x1', w)).toBe('科目编码 102x1 只能由数字组成');
  });

  it('suggests the first free child code', () => {
    expect(nextChildCode('102', [], w)).toBe('10201');
    expect(nextChildCode('102', ['10201', '10203'], w)).toBe('10202');
    expect(nextChildCode('102010101', [], w)).toBeNull();
  });

  it('lists the codes a width change would break', () => {
    const subjects = [
      { code: '102', level: 1 },
      { code: '10201', level: 2 },
      { code: '1020101', level: 3 },
    ];
    expect(codesBreakingWidths(subjects, [3, 2, 3])).toEqual(['1020101']);
    expect(codesBreakingWidths(subjects, [3, 2, 2, 3])).toEqual([]);
    expect(codesBreakingWidths(subjects, [4, 2])).toEqual(['102', '10201', '1020101']);
  });
});
