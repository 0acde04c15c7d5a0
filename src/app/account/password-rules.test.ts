import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from '../../core/rules/password';
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
