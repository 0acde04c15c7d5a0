// Mobile and telephone formats of mainland China (spec 000 §5). An empty value passes: whether a
// field must be filled is the required rule's job, so an optional phone field can stay blank.

export const MOBILE_MESSAGE = '手机号码格式不正确';
export const PHONE_MESSAGE = '电话号码格式不正确';

/** 1, then 3-9 (every mobile network prefix), then 9 digits. */
const MOBILE = /^1[3-9]\d{9}$/;
/** Nationwide 400/800 service numbers: 400-xxx-xxxx, dashes optional. */
const SERVICE = /^[48]00-?\d{3}-?\d{4}$/;
/** Area code (0 + 2-3 digits), 7-8 digit local number, optional extension after a dash. */
const LANDLINE = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;

export function isMobile(value: string): boolean {
  return MOBILE.test(value.trim());
}

/** A telephone field accepts mobiles, 400/800 numbers and landlines with area code. */
export function isPhone(value: string): boolean {
  const text = value.trim();
  return MOBILE.test(text) || SERVICE.test(text) || LANDLINE.test(text);
}

export function validateMobile(
  value: string | null | undefined,
  message: string = MOBILE_MESSAGE,
): string | null {
  if (!value?.trim()) return null;
  return isMobile(value) ? null : message;
}

export function validatePhone(
  value: string | null | undefined,
  message: string = PHONE_MESSAGE,
): string | null {
  if (!value?.trim()) return null;
  return isPhone(value) ? null : message;
}
