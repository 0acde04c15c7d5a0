import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRINT_SETTING,
  linesPerSheet,
  normalizePrintSetting,
  printSettingProblem,
} from './print-setting';

describe('凭证打印设置 checks', () => {
  it('accepts the defaults and trimmed names; names the field and its limit otherwise', () => {
    expect(printSettingProblem(DEFAULT_PRINT_SETTING)).toBeNull();
    const trimmed = normalizePrintSetting({
      ...DEFAULT_PRINT_SETTING,
      supervisorName: `  ${'主'.repeat(20)}  `,
    });
    expect(trimmed.supervisorName).toBe('主'.repeat(20));
    expect(printSettingProblem(trimmed)).toBeNull();
    const s = DEFAULT_PRINT_SETTING;
    expect(printSettingProblem({ ...s, cashierName: '出'.repeat(21) })).toBe('出纳长度不能超过 20 个字符');
    expect(printSettingProblem({ ...s, unitName: '单'.repeat(61) })).toBe(
      '核算单位名称长度不能超过 60 个字符',
    );
    expect(printSettingProblem({ ...s, linesHalfA4: 3 })).toBe('半张A4每张分录行数应为 4 到 8 之间的整数');
    expect(printSettingProblem({ ...s, linesA4: 12.5 })).toBe('A4每张分录行数应为 8 到 20 之间的整数');
    expect(printSettingProblem({ ...s, linesA4: Number.NaN })).toBe('A4每张分录行数应为 8 到 20 之间的整数');
  });

  it('gives each paper its own line count', () => {
    expect([linesPerSheet('halfA4'), linesPerSheet('A4')]).toEqual([6, 14]);
    const s = { ...DEFAULT_PRINT_SETTING, linesHalfA4: 8, linesA4: 20 };
    expect([linesPerSheet('halfA4', s), linesPerSheet('A4', s)]).toEqual([8, 20]);
  });
});
