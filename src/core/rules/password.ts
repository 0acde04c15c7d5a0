// The password rule, one copy for the modify-password form and the server that enforces it.

/** A new password must be 8-64 characters with at least one letter and one digit. */
export function newPasswordProblem(password: string): string | null {
  if (password.length < 8 || password.length > 64) return '新密码长度应为 8 到 64 个字符';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return '新密码须同时包含字母和数字';
  return null;
}
