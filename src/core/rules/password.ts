// The password rule, one copy for the modify-password form and the server that enforces it. The
// administrator's 系统设置 tightens or loosens it within bounds (PasswordPolicy); the default is the
// rule the system started with.

export interface PasswordPolicy {
  /** 6-32. */
  minLength: number;
  /** At least one letter and one digit. */
  letterAndDigit: boolean;
  /** Both an upper- and a lower-case letter. */
  mixedCase: boolean;
  /** A character that is neither a letter nor a digit. */
  symbol: boolean;
}

export const defaultPasswordPolicy: PasswordPolicy = {
  minLength: 8,
  letterAndDigit: true,
  mixedCase: false,
  symbol: false,
};

export const MAX_PASSWORD_LENGTH = 64;

/** The policy in words, as the change-password form says it (8 到 64 个字符，须同时包含字母和数字). */
export function passwordRuleText(policy: PasswordPolicy = defaultPasswordPolicy): string {
  const needs = [
    policy.letterAndDigit ? '字母和数字' : null,
    policy.mixedCase ? '大写和小写字母' : null,
    policy.symbol ? '至少一个符号（如 !@#）' : null,
  ].filter((n) => n !== null);
  const length = `${policy.minLength} 到 ${MAX_PASSWORD_LENGTH} 个字符`;
  return needs.length === 0 ? length : `${length}，须包含${needs.join('、')}`;
}

/** A new password must follow the policy (by default 8-64 characters with a letter and a digit). */
export function newPasswordProblem(
  password: string,
  policy: PasswordPolicy = defaultPasswordPolicy,
): string | null {
  if (password.length < policy.minLength || password.length > MAX_PASSWORD_LENGTH)
    return `新密码长度应为 ${policy.minLength} 到 ${MAX_PASSWORD_LENGTH} 个字符`;
  if (policy.letterAndDigit && (!/[A-Za-z]/.test(password) || !/\d/.test(password)))
    return '新密码须同时包含字母和数字';
  if (policy.mixedCase && (!/[a-z]/.test(password) || !/[A-Z]/.test(password)))
    return '新密码须同时包含大写和小写字母';
  if (policy.symbol && !/[^A-Za-z0-9]/.test(password)) return '新密码须包含至少一个符号（如 !@#）';
  return null;
}
