import { describe, expect, it } from 'vitest';
import { isEmptyValue, REQUIRED_MESSAGE, required, requiredWith } from './required';

describe('required', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a blank string', '  \t\n'],
    ['a full-width blank string', '\u3000'],
    ['NaN', Number.NaN],
    ['an empty list', []],
  ])('fails on %s', (_name, value) => {
    expect(required(value)).toBe(REQUIRED_MESSAGE);
  });

  it.each([
    ['0', 0],
    ['a negative number', -1],
    ['text', '科目'],
    ['the string "0"', '0'],
    ['false', false],
    ['a one-item list', ['1001']],
    ['an object', {}],
  ])('accepts %s', (_name, value) => {
    expect(required(value)).toBeNull();
  });

  it('uses the default Chinese message and a supplied one', () => {
    expect(REQUIRED_MESSAGE).toBe('必填项不能为空');
    expect(required('', '科目不能为空')).toBe('科目不能为空');
    expect(requiredWith('请选择部门')(null)).toBe('请选择部门');
    expect(requiredWith('请选择部门')('01')).toBeNull();
  });

  it('isEmptyValue agrees with required', () => {
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue([])).toBe(true);
  });
});
