import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatMonth,
  formatTransition,
  formatVoucherNo,
  personName,
  statusLabel,
} from './voucher-format';

describe('voucher number and labels', () => {
  it('pads the number to four digits after the type', () => {
    expect(formatVoucherNo('记', 1)).toBe('记-0001');
    expect(formatVoucherNo('收', 37)).toBe('收-0037');
    expect(formatVoucherNo('付', 12345)).toBe('付-12345');
  });

  it('names the statuses in Chinese', () => {
    expect(statusLabel).toEqual({ saved: '未审核', audited: '已审核', posted: '已记账' });
  });

  it('writes a transition, or the one side there is', () => {
    expect(formatTransition('saved', 'audited')).toBe('未审核 → 已审核');
    expect(formatTransition(null, 'saved')).toBe('未审核');
    expect(formatTransition('saved', 'saved')).toBe('未审核');
    expect(formatTransition(null, null)).toBe('');
  });

  it('reads a person from a reference, a name or nothing', () => {
    expect(personName({ id: 3, name: '李审核' })).toBe('李审核');
    expect(personName('王记账')).toBe('王记账');
    expect(personName(null)).toBe('');
  });

  it('formats months and instants', () => {
    expect(formatMonth(2026, 3)).toBe('2026年03月');
    const local = new Date(2026, 2, 5, 14, 7);
    expect(formatDateTime(local.toISOString())).toBe('2026-03-05 14:07');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
