// Rules of 部门人员 and 拨款卡绑定 shared by the contract (server validation) and the dialogs, so
// both refuse the same input with the same words.
import { GRADES, type Grade } from '../reimbursement/travel-input';

export { GRADES, type Grade };

/** 工号: letters and digits, as HR systems number staff (1 to 20). */
export const PERSON_CODE_RE = /^[A-Za-z0-9]{1,20}$/;
export const PERSON_CODE_MESSAGE = '只能由字母或数字组成，长度 1 到 20 位';

/**
 * A card number as typed or pasted ("6222 0200 1234 5678") without its spaces; banks print them in
 * groups of four, the payment file wants the digits alone.
 */
export function normalizeAccountNo(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Digits only, 8 to 30 of them: enterprise accounts run long; a Luhn check would refuse those. */
export const ACCOUNT_NO_RE = /^\d{8,30}$/;
export const ACCOUNT_NO_MESSAGE = '只能由数字组成，长度 8 到 30 位';

/** The message for a bad card number, null when it is fine (after normalizeAccountNo). */
export function accountNoProblem(value: string): string | null {
  const digits = normalizeAccountNo(value);
  if (digits.length === 0) return '不能为空';
  return ACCOUNT_NO_RE.test(digits) ? null : ACCOUNT_NO_MESSAGE;
}

export function isGrade(value: unknown): value is Grade {
  return GRADES.includes(value as Grade);
}

/** Shown as the card's owner on lists: the person, or 单位 for a unit payee's account. */
export const unitPayeeLabel = '单位收款';
