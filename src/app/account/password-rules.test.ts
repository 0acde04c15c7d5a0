import { describe, expect, it } from 'vitest';
import { newPasswordProblem, passwordRuleText } from '../../core/rules/password';
import { passwordFormError } from './password-rules';

const ok = { oldPassword: 'Demo2026', newPassword: 'Better2027', confirmPassword: 'Better2027' };

describe('passwordFormError', () => {
  it('accepts a good form', () => {
    expect(passwordFormError(ok)).toBeNull();
  });

  it('reports the first problem only, in field order', () => {
    expect(passwordFormError({ oldPassword: '', newPassword: '', confirmPassword: '' })).toBe('请输入原密码');
    expect(passwordFormError({ ...ok, newPassword: '', confirmPassword: '' })).toBe('请输入新密码');
    expect(passwordFormError({ ...ok, newPassword: 'short1', confirmPassword: '' })).toBe(
      '新密码长度应为 8 到 64 个字符',
    );
    expect(passwordFormError({ ...ok, confirmPassword: '' })).toBe('请再次输入新密码');
    expect(passwordFormError({ ...ok, confirmPassword: 'Better2028' })).toBe('两次输入的新密码不一致');
    expect(
      passwordFormError({ oldPassword: 'Same2026x', newPassword: 'Same2026x', confirmPassword: 'Same2026x' }),
    ).toBe('新密码不能与原密码相同');
  });

  it('needs letters and digits, 8 to 64 characters', () => {
    expect(newPasswordProblem('abcdefgh')).toBe('新密码须同时包含字母和数字');
    expect(newPasswordProblem('12345678')).toBe('新密码须同时包含字母和数字');
    expect(newPasswordProblem(`a1${'x'.repeat(63)}`)).toBe('新密码长度应为 8 到 64 个字符');
    expect(newPasswordProblem('abcd1234')).toBeNull();
  });
});

describe('the policy of 系统设置 in the form', () => {
  const strict = { minLength: 12, letterAndDigit: true, mixedCase: true, symbol: true };

  it('states the rules the policy sets, not the default ones', () => {
    expect(passwordRuleText()).toBe('8 到 64 个字符，须包含字母和数字');
    expect(passwordRuleText(strict)).toBe(
      '12 到 64 个字符，须包含字母和数字、大写和小写字母、至少一个符号（如 !@#）',
    );
    expect(passwordRuleText({ minLength: 6, letterAndDigit: false, mixedCase: false, symbol: false })).toBe(
      '6 到 64 个字符',
    );
  });

  it('checks the new password against the policy before the call', () => {
    const form = { oldPassword: 'Demo2026', newPassword: 'Better2027', confirmPassword: 'Better2027' };
    expect(passwordFormError(form, strict)).toBe('新密码长度应为 12 到 64 个字符');
    const long = { ...form, newPassword: 'better2027abc', confirmPassword: 'better2027abc' };
    expect(passwordFormError(long, strict)).toBe('新密码须同时包含大写和小写字母');
    const good = { ...form, newPassword: 'Better2027ab!', confirmPassword: 'Better2027ab!' };
    expect(passwordFormError(good, strict)).toBeNull();
  });
});
