// A month-period picker (会计期间) for ledgers and reports: year navigation bounded by the ledger
// set's years, twelve months per panel; choosing the month already selected does nothing
// (spec 000 §5). The rules live in src/core/rules/period.ts.
import { ActionIcon, Button, Group, Popover, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useReducer, useState } from 'react';
import {
  canGoNextYear,
  canGoPrevYear,
  createPeriodPicker,
  type Period,
  periodPickerReducer,
} from '../core/rules/period';

export interface PeriodPickerProps {
  value: Period | null;
  onChange(period: Period): void;
  beginYear: number;
  endYear: number;
  label?: string;
  placeholder?: string;
  disabled?: boolean;
}

export const formatPeriod = (p: Period) => `${p.year}年${String(p.month).padStart(2, '0')}期`;

export function PeriodPicker({
  value,
  onChange,
  beginYear,
  endYear,
  label,
  placeholder = '选择期间',
  disabled,
}: PeriodPickerProps) {
  const [opened, setOpened] = useState(false);
  const [state, dispatch] = useReducer(
    periodPickerReducer,
    { beginYear, endYear, selected: value },
    createPeriodPicker,
  );

  function choose(month: number) {
    const next = periodPickerReducer(state, { type: 'selectMonth', month });
    if (next === state) return;
    dispatch({ type: 'selectMonth', month });
    if (next.selected) onChange(next.selected);
    setOpened(false);
  }

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={248}>
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          disabled={disabled}
          onClick={() => setOpened((o) => !o)}
          aria-label={label ?? '会计期间'}
          styles={{ label: { fontVariantNumeric: 'tabular-nums' } }}
        >
          {value ? formatPeriod(value) : placeholder}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p={8}>
        <Group justify="space-between" mb={6}>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label="上一年"
            disabled={!canGoPrevYear(state)}
            onClick={() => dispatch({ type: 'prevYear' })}
          >
            ‹
          </ActionIcon>
          <Text size="sm" fw={600} data-testid="period-year">
            {state.viewYear}年
          </Text>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label="下一年"
            disabled={!canGoNextYear(state)}
            onClick={() => dispatch({ type: 'nextYear' })}
          >
            ›
          </ActionIcon>
        </Group>
        <SimpleGrid cols={4} spacing={4} verticalSpacing={4}>
          {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => {
            const selected = value?.year === state.viewYear && value.month === month;
            return (
              <UnstyledButton
                key={month}
                onClick={() => choose(month)}
                aria-pressed={selected}
                style={{
                  padding: '6px 0',
                  textAlign: 'center',
                  borderRadius: 4,
                  fontSize: 13,
                  background: selected ? 'var(--mantine-color-blue-filled)' : undefined,
                  color: selected ? 'white' : undefined,
                }}
              >
                {month}月
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
