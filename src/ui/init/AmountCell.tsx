// One amount cell of an entry grid: the plain number while typing (cleaned per spec 000 §5),
// `1,234.56` otherwise; red with the reason as its tooltip when the text is not an amount.
import { type KeyboardEvent, type Ref, useState } from 'react';
import { formatMoney, type Money } from '../../core/money';
import { sanitizeAmountInput } from '../../core/rules/amount-input';
import classes from './init.module.css';

export interface AmountCellProps {
  /** The value the cell stands for (as typed when valid, else as saved). */
  amount: Money;
  /** The text typed and not yet saved; undefined when untouched. */
  text: string | undefined;
  error?: string | null;
  changed?: boolean;
  label: string;
  onText(text: string): void;
  onKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
}

const plain = (amount: Money) => (amount === '0.00' ? '' : amount);

export function AmountCell({
  amount,
  text,
  error = null,
  changed = false,
  label,
  onText,
  onKeyDown,
  inputRef,
  testId,
}: AmountCellProps) {
  const [focused, setFocused] = useState(false);
  // Bad text stays visible after the cell is left, so the person sees what to fix.
  const shown = focused || error ? (text ?? plain(amount)) : formatMoney(amount, { blankZero: true });
  const className = [classes.amountInput, changed ? classes.changed : '', error ? classes.invalid : '']
    .filter(Boolean)
    .join(' ');
  return (
    <input
      ref={inputRef}
      className={className}
      value={shown}
      inputMode="decimal"
      maxLength={20}
      aria-label={label}
      aria-invalid={error ? true : undefined}
      title={error ?? undefined}
      data-testid={testId}
      onFocus={(e) => {
        // Swap `1,234.56` for the plain text before anything else reads the box, then select it
        // all: a keystroke right after focus (Enter from the row above, a fast typist) replaces it.
        const input = e.currentTarget;
        const editing = text ?? plain(amount);
        if (input.value !== editing) input.value = editing;
        input.select();
        setFocused(true);
      }}
      onBlur={() => setFocused(false)}
      onChange={(e) => onText(sanitizeAmountInput(e.currentTarget.value))}
      onKeyDown={onKeyDown}
    />
  );
}

/** A read-only amount in the same place and width as the input. */
export function AmountText({ amount, blankZero = true }: { amount: Money; blankZero?: boolean }) {
  const negative = amount.startsWith('-');
  return (
    <span className={`${classes.readOnlyAmount} ${classes.num} ${negative ? classes.negative : ''}`}>
      {formatMoney(amount, { blankZero })}
    </span>
  );
}
