// The query fields every cross-module list has: 账套, 日期, 金额 and 关键字.
import { Group, Select, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { CrossListOptions } from '../../core/contracts/cross-list';
import { ListField } from '../../ui/list';
import type { CommonFilter } from './cross-filter';

export function CommonFields({
  draft,
  set,
  options,
  textHint,
}: {
  draft: CommonFilter;
  set(patch: Partial<CommonFilter>): void;
  options: CrossListOptions | null;
  textHint: string;
}) {
  return (
    <>
      <ListField label="账套">
        <Select
          size="xs"
          w={130}
          aria-label="账套"
          placeholder="全部"
          clearable
          data={(options?.ledgerSets ?? []).map((s) => ({ value: String(s.id), label: s.jc || s.name }))}
          value={draft.zid}
          onChange={(v) => set({ zid: v })}
          comboboxProps={{ withinPortal: true }}
        />
      </ListField>
      <ListField label="日期">
        <Group gap={4} wrap="nowrap">
          <DateInput
            size="xs"
            w={110}
            aria-label="开始日期"
            valueFormat="YYYY-MM-DD"
            clearable
            value={draft.dateFrom || null}
            onChange={(v) => set({ dateFrom: v ?? '' })}
          />
          <Text size="xs">至</Text>
          <DateInput
            size="xs"
            w={110}
            aria-label="结束日期"
            valueFormat="YYYY-MM-DD"
            clearable
            value={draft.dateTo || null}
            onChange={(v) => set({ dateTo: v ?? '' })}
          />
        </Group>
      </ListField>
      <ListField label="金额">
        <Group gap={4} wrap="nowrap">
          <TextInput
            size="xs"
            w={90}
            aria-label="最小金额"
            inputMode="decimal"
            styles={{ input: { textAlign: 'right' } }}
            value={draft.amountFrom}
            onChange={(e) => set({ amountFrom: e.currentTarget.value })}
          />
          <Text size="xs">至</Text>
          <TextInput
            size="xs"
            w={90}
            aria-label="最大金额"
            inputMode="decimal"
            styles={{ input: { textAlign: 'right' } }}
            value={draft.amountTo}
            onChange={(e) => set({ amountTo: e.currentTarget.value })}
          />
        </Group>
      </ListField>
      <ListField label="关键字">
        <TextInput
          size="xs"
          w={150}
          aria-label="关键字"
          placeholder={textHint}
          value={draft.text}
          onChange={(e) => set({ text: e.currentTarget.value })}
        />
      </ListField>
    </>
  );
}
