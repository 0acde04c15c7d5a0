// The change-password form's rules, checked before the call so the user hears about a mistake at once.
// The password rule itself is shared with the server (src/core/rules/password.ts).
import { firstError, requiredWith, rule } from '../../core/rules';
import { newPasswordProblem, type PasswordPolicy } from '../../core/rules/password';

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** `policy`: 系统设置's password policy as the session carries it (the default before it arrives). */
export function passwordFormError(form: PasswordForm, policy?: PasswordPolicy): string | null {
  return firstError([
    rule(form.oldPassword, requiredWith('请输入原密码')),
    rule(form.newPassword, requiredWith('请输入新密码')),
    rule(form.newPassword, (v) => newPasswordProblem(v, policy)),
    rule(form.confirmPassword, requiredWith('请再次输入新密码')),
    rule(form.confirmPassword, (v) => (v === form.newPassword ? null : '两次输入的新密码不一致')),
    rule(form.newPassword, (v) => (v === form.oldPassword ? '新密码不能与原密码相同' : null)),
  ]);
}
