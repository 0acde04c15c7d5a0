// An amount box of the cashier's dialogs: keystrokes cleaned by the spec's rules (000 §5), right
// aligned in tabular figures, `1,234.56` once left.
import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { cleanAmountCell } from '../../core/rules/amount-input';
import { displayAmount } from '../../ui/grid/AmountCell';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange(value: string): void;
  allowNegative?: boolean;
}

export function MoneyInput({ value, onChange, allowNegative = false, styles, ...rest }: MoneyInputProps) {
  const [editing, setEditing] = useState(false);
  return (
    <TextInput
      {...rest}
      inputMode="decimal"
      autoComplete="off"
      value={editing ? value : displayAmount(value)}
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }, ...styles }}
      onFocus={(e) => {
        setEditing(true);
        e.currentTarget.select();
      }}
      onBlur={() => setEditing(false)}
      onChange={(e) => {
        const clean = cleanAmountCell(e.currentTarget.value);
        if (clean === null) return;
        onChange(allowNegative ? clean : clean.replace('-', ''));
      }}
    />
  );
}
