import { describe, expect, it } from 'vitest';
import { defaultPasswordPolicy, newPasswordProblem } from './password';

describe('newPasswordProblem', () => {
  it('by default: 8-64 characters with a letter and a digit', () => {
    expect(newPasswordProblem('abc1234')).toBe('新密码长度应为 8 到 64 个字符');
    expect(newPasswordProblem('abcdefgh')).toBe('新密码须同时包含字母和数字');
    expect(newPasswordProblem('abcdefg1')).toBeNull();
    expect(newPasswordProblem(`a1${'x'.repeat(63)}`)).toBe('新密码长度应为 8 到 64 个字符');
  });

  it('a stricter policy asks for its length, mixed case and a symbol, in that order', () => {
    const strict = { minLength: 10, letterAndDigit: true, mixedCase: true, symbol: true };
    expect(newPasswordProblem('abcdefg12', strict)).toBe('新密码长度应为 10 到 64 个字符');
    expect(newPasswordProblem('abcdefgh12', strict)).toBe('新密码须同时包含大写和小写字母');
    expect(newPasswordProblem('Abcdefgh12', strict)).toBe('新密码须包含至少一个符号（如 !@#）');
    expect(newPasswordProblem('Abcdefgh1!', strict)).toBeNull();
  });

  it('a looser one may drop the letter-and-digit rule', () => {
    expect(
      newPasswordProblem('abcdef', { ...defaultPasswordPolicy, minLength: 6, letterAndDigit: false }),
    ).toBeNull();
  });
});
