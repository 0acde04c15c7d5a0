// The one amount cell of the keyboard grids (凭证录入, 期初余额, 科目衔接): the plain number while it
// is edited, `1,234.56` at rest; keystrokes cleaned by the spec's rules (000 §5, at most 13 integer
// digits: a refused keystroke leaves the text as it was); the whole text selected on focus, so the
// next keystroke replaces it. Text that is not an amount stays visible after the cell is left,
// with the reason as its tooltip. The grid gives the look (className); the cell marks its state
// as attributes (aria-invalid, data-negative, data-changed) for that look to style.
import { type KeyboardEvent, type Ref, useState } from 'react';
import { formatMoney, type Money, tryParseMoney } from '../../core/money';
import { cleanAmountCell } from '../../core/rules/amount-input';
import { useSelectOnEdit } from '../pickers/use-select-on-edit';

/** An amount as the cell edits it: plain digits, blank for zero. */
export const plainAmount = (amount: Money): string => (amount === '0.00' ? '' : amount);

/** What a cell shows at rest: "1,234.50", blank for zero or nothing, the text itself if no amount. */
export function displayAmount(text: string): string {
  if (text.trim() === '' || text === '-') return '';
  const money = tryParseMoney(text);
  return money === null ? text : formatMoney(money, { blankZero: true });
}

export interface AmountCellProps {
  /** The cell's text: as typed, or the saved amount's plain digits (plainAmount). */
  value: string;
  onText(text: string): void;
  label: string;
  className?: string;
  /** Why the text is not an amount; null when it is. */
  error?: string | null;
  /** Edited and not yet saved. */
  changed?: boolean;
  readOnly?: boolean;
  onKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
  onFocus?(): void;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
}

export function AmountCell({
  value,
  onText,
  label,
  className,
  error = null,
  changed = false,
  readOnly,
  onKeyDown,
  onFocus,
  inputRef,
  testId,
}: AmountCellProps) {
  const [editing, setEditing] = useState(false);
  const ref = useSelectOnEdit(editing, inputRef);
  const shown = editing || error ? value : displayAmount(value);
  return (
    <input
      ref={ref}
      className={className}
      value={shown}
      inputMode="decimal"
      autoComplete="off"
      readOnly={readOnly}
      aria-label={label}
      aria-invalid={error ? true : undefined}
      title={error ?? undefined}
      data-negative={value.trim().startsWith('-') || undefined}
      data-changed={changed || undefined}
      data-testid={testId}
      onFocus={(e) => {
        // Swap `1,234.56` for the plain text before anything else reads the box, then select it
        // all: a keystroke right after focus (Enter from the row above, a fast typist) replaces it.
        const input = e.currentTarget;
        if (input.value !== value) input.value = value;
        input.select();
        setEditing(true);
        onFocus?.();
      }}
      onBlur={() => setEditing(false)}
      onChange={(e) => {
        const clean = cleanAmountCell(e.currentTarget.value);
        if (clean !== null) onText(clean);
      }}
      onKeyDown={onKeyDown}
    />
  );
}
