import { describe, expect, it } from 'vitest';
import { firstError, type RuleEntry, rule } from './form';
import { validateMobile } from './phone';
import { required, requiredWith } from './required';

describe('firstError', () => {
  it('returns null when every rule passes', () => {
    expect(
      firstError([
        ['x', required],
        [0, required],
        ['13812345678', validateMobile],
      ]),
    ).toBeNull();
    expect(firstError([])).toBeNull();
    expect(firstError({ name: null, phone: null })).toBeNull();
  });

  it('returns the first failing rule in order', () => {
    expect(
      firstError([
        ['ok', required],
        ['', requiredWith('科目不能为空')],
        ['123', validateMobile],
      ]),
    ).toBe('科目不能为空');
  });

  it('stops at the first failure', () => {
    let laterRan = false;
    const later = (): string | null => {
      laterRan = true;
      return null;
    };
    firstError([
      [null, required],
      [1, later],
    ]);
    expect(laterRan).toBe(false);
  });

  it('reads a record of ready messages in key order', () => {
    expect(firstError({ name: null, phone: '手机号码格式不正确', dept: '请选择部门' })).toBe(
      '手机号码格式不正确',
    );
  });

  it('accepts a list built piece by piece with rule()', () => {
    const rules: RuleEntry<unknown>[] = [rule('', required)];
    rules.unshift(rule('1', validateMobile));
    expect(firstError(rules)).toBe('手机号码格式不正确');
  });
});
