// @vitest-environment jsdom
// The one amount cell of the keyboard grids: `1,234.56` at rest, plain digits while edited, the
// spec's keystroke rules, and text that is not an amount kept in sight with its reason.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseMoney } from '../../core/money';
import { AmountCell, displayAmount, plainAmount } from './AmountCell';

function Cell({ start, error = null }: { start: string; error?: string | null }) {
  const [value, setValue] = useState(start);
  return <AmountCell value={value} onText={setValue} label="金额" error={error} />;
}

const input = () => screen.getByLabelText('金额') as HTMLInputElement;

afterEach(cleanup);

describe('AmountCell', () => {
  it('shows thousands and two decimals at rest and the plain digits while edited', () => {
    render(<Cell start="1234.5" />);
    expect(input().value).toBe('1,234.50');
    act(() => input().focus());
    expect(input().value).toBe('1234.5');
    fireEvent.change(input(), { target: { value: '-1,000.456' } });
    expect(input().value).toBe('-1000.45');
    expect(input().dataset.negative).toBe('true');
    act(() => input().blur());
    expect(input().value).toBe('-1,000.45');
  });

  it('refuses a 14th integer digit and keeps the text as it was', () => {
    render(<Cell start="1234567890123" />);
    act(() => input().focus());
    fireEvent.change(input(), { target: { value: '12345678901234' } });
    expect(input().value).toBe('1234567890123');
  });

  it('keeps text that is not an amount visible after the cell is left, with its reason', () => {
    render(<Cell start="12-" error="不是有效金额" />);
    expect(input().value).toBe('12-');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().title).toBe('不是有效金额');
  });

  it('writes zero as blank both ways', () => {
    expect(plainAmount(parseMoney('0'))).toBe('');
    expect(plainAmount(parseMoney('12.5'))).toBe('12.50');
    expect(displayAmount('')).toBe('');
    expect(displayAmount('0')).toBe('');
    expect(displayAmount('-')).toBe('');
  });
});
