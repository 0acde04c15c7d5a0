// The month a cashier screen shows: ‹ and › step a month, the picker jumps (years 2022 to next year).
import { ActionIcon, Group } from '@mantine/core';
import { PeriodPicker } from '../../ui/PeriodPicker';

export interface Month {
  year: number;
  month: number;
}

export function stepMonth(m: Month, step: 1 | -1): Month {
  const i = m.year * 12 + m.month - 1 + step;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
}

/** This month in the session's year; December of an earlier year, January of a later one. */
export function defaultMonth(year: number, today = new Date()): Month {
  if (year === today.getFullYear()) return { year, month: today.getMonth() + 1 };
  return { year, month: year < today.getFullYear() ? 12 : 1 };
}

export function MonthNav({ value, onChange }: { value: Month; onChange(m: Month): void }) {
  const last = new Date().getFullYear() + 1;
  const canBack = value.year > 2022 || value.month > 1;
  const canOn = value.year < last || value.month < 12;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={30}
        aria-label="上一月"
        disabled={!canBack}
        onClick={() => onChange(stepMonth(value, -1))}
      >
        ‹
      </ActionIcon>
      <PeriodPicker
        key={`${value.year}-${value.month}`}
        value={value}
        onChange={onChange}
        beginYear={2022}
        endYear={last}
        label="月份"
      />
      <ActionIcon
        variant="default"
        size={30}
        aria-label="下一月"
        disabled={!canOn}
        onClick={() => onChange(stepMonth(value, 1))}
      >
        ›
      </ActionIcon>
    </Group>
  );
}
