import { describe, expect, it } from 'vitest';
import { isMobile, isPhone, MOBILE_MESSAGE, PHONE_MESSAGE, validateMobile, validatePhone } from './phone';

describe('mobile numbers', () => {
  it.each(['13812345678', '19912345678', '16600000000', ' 15012345678 '])('accepts %s', (value) => {
    expect(isMobile(value)).toBe(true);
    expect(validateMobile(value)).toBeNull();
  });

  it.each([
    '12812345678', // prefix 12
    '10012345678',
    '1381234567', // 10 digits
    '138123456789', // 12 digits
    '138-1234-5678',
    '+8613812345678',
    '1381234567a',
  ])('refuses %s', (value) => {
    expect(isMobile(value)).toBe(false);
    expect(validateMobile(value)).toBe(MOBILE_MESSAGE);
  });

  it('leaves an empty value to the required rule', () => {
    expect(validateMobile('')).toBeNull();
    expect(validateMobile(null)).toBeNull();
    expect(validateMobile(undefined)).toBeNull();
  });

  it('has the spec message', () => {
    expect(MOBILE_MESSAGE).toBe('手机号码格式不正确');
  });
});

describe('telephone numbers', () => {
  it.each([
    '400-123-4567',
    '4001234567',
    '800-123-4567',
    '8001234567',
    '13812345678',
    '010-12345678',
    '01012345678',
    '0755-1234567',
    '07551234567',
    '0755-12345678',
    '010-12345678-123',
    '0755-1234567-8',
  ])('accepts %s', (value) => {
    expect(isPhone(value)).toBe(true);
    expect(validatePhone(value)).toBeNull();
  });

  it.each([
    '12345678', // no area code
    '500-123-4567',
    '400-123-456',
    '010-123456', // local number too short
    '010-123456789', // too long
    '10-12345678', // area code without 0
    '010-12345678-',
    '010-12345678-1234567', // extension too long
    '12812345678',
    '电话',
  ])('refuses %s', (value) => {
    expect(isPhone(value)).toBe(false);
    expect(validatePhone(value)).toBe(PHONE_MESSAGE);
  });

  it('leaves an empty value to the required rule, and has the spec message', () => {
    expect(validatePhone('  ')).toBeNull();
    expect(PHONE_MESSAGE).toBe('电话号码格式不正确');
  });
});
