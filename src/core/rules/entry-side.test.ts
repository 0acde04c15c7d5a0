import { describe, expect, it } from 'vitest';
import { unusualSideWarning } from './entry-side';

describe('unusualSideWarning', () => {
  it('warns of an expense credited and an income debited', () => {
    expect(unusualSideWarning('支出', '', '1500')).toBe('支出类科目记在贷方，请确认方向');
    expect(unusualSideWarning('收入', '200.5', '')).toBe('收入类科目记在借方，请确认方向');
  });

  it('is quiet for the usual side, for other classes, and for a line without amounts', () => {
    expect(unusualSideWarning('支出', '1500', '')).toBeNull();
    expect(unusualSideWarning('收入', '', '1500')).toBeNull();
    expect(unusualSideWarning('资产', '', '1500')).toBeNull();
    expect(unusualSideWarning('支出', '', '')).toBeNull();
    expect(unusualSideWarning('支出', '-', '')).toBeNull();
  });

  it('counts a negative amount (红字) on the other side', () => {
    expect(unusualSideWarning('支出', '-100', '')).toBe('支出类科目记在贷方，请确认方向');
    expect(unusualSideWarning('支出', '', '-100')).toBeNull();
  });
});
