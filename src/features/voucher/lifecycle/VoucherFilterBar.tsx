// The filter bar of the voucher lists: period (months of the session's year), type, status,
// subject, amount range, summary and preparer. Edits stay local until 查询 (or Enter), so typing
// never fires a request per key.
import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { statusLabel } from '../../../ui/voucher/voucher-format';
import type { VoucherFilter } from './list-filter';
import type { UserRef, VoucherStatus, VoucherTypeView } from './types';
import classes from './voucher-filter.module.css';

export interface VoucherFilterBarProps {
  value: VoucherFilter;
  onChange(next: VoucherFilter): void;
  onSearch(): void;
  onReset(): void;
  types: readonly VoucherTypeView[];
  /** People seen as preparers so far (the list offers whom to filter by). */
  preparers: readonly UserRef[];
  /** Statuses offered; the first is the default. Omit for all three plus 全部. */
  statuses?: readonly (VoucherStatus | '')[];
  /** Hide the period (a screen that fixes the month elsewhere). */
  hidePeriod?: boolean;
  /** Buttons at the right end (the screen's batch actions). */
  actions?: ReactNode;
}

const monthOptions = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: `${String(i + 1).padStart(2, '0')}月`,
}));

/** Select options cannot be empty strings; 全部 travels as this and means '' in the filter. */
const ALL = '*';
const toOption = (v: string) => (v === '' ? ALL : v);
const fromOption = (v: string | null) => (v === null || v === ALL ? '' : v);

const allStatuses: readonly (VoucherStatus | '')[] = ['', 'saved', 'audited', 'posted'];

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" className={classes.field}>
      <Text size="xs" c="#4a5568" className={classes.label}>
        {label}
      </Text>
      {children}
    </Group>
  );
}

export function VoucherFilterBar({
  value,
  onChange,
  onSearch,
  onReset,
  types,
  preparers,
  statuses = allStatuses,
  hidePeriod = false,
  actions,
}: VoucherFilterBarProps) {
  const set = <K extends keyof VoucherFilter>(key: K, v: VoucherFilter[K]) =>
    onChange({ ...value, [key]: v });
  const enter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onSearch();
    }
  };
  const typeOptions = [
    { value: ALL, label: '全部' },
    ...types.filter((t) => t.enabled).map((t) => ({ value: t.code, label: `${t.code}（${t.name}）` })),
  ];
  const statusOptions = statuses.map((s) => ({
    value: toOption(s),
    label: s === '' ? '全部' : statusLabel[s],
  }));
  const preparerOptions = [
    { value: ALL, label: '全部' },
    ...preparers.map((p) => ({ value: String(p.id), label: p.name })),
  ];
  const compact = { size: 'xs' as const, comboboxProps: { withinPortal: true }, allowDeselect: false };

  return (
    <search className={classes.bar} aria-label="凭证查询条件">
      <Group gap="md" wrap="wrap" align="center" style={{ rowGap: 8 }}>
        {!hidePeriod && (
          <Field label="期间">
            <Text size="xs" className={classes.year}>
              {value.year}年
            </Text>
            <Select
              {...compact}
              w={78}
              aria-label="开始月份"
              data={monthOptions}
              value={String(value.monthFrom)}
              onChange={(v) => v && set('monthFrom', Number(v))}
            />
            <Text size="xs" c="dimmed">
              至
            </Text>
            <Select
              {...compact}
              w={78}
              aria-label="结束月份"
              data={monthOptions}
              value={String(value.monthTo)}
              onChange={(v) => v && set('monthTo', Number(v))}
            />
          </Field>
        )}
        <Field label="凭证字">
          <Select
            {...compact}
            w={116}
            aria-label="凭证字"
            data={typeOptions}
            value={toOption(value.voucherType)}
            onChange={(v) => set('voucherType', fromOption(v))}
          />
        </Field>
        {statuses.length > 1 && (
          <Field label="状态">
            <Select
              {...compact}
              w={92}
              aria-label="状态"
              data={statusOptions}
              value={toOption(value.status)}
              onChange={(v) => set('status', fromOption(v) as VoucherStatus | '')}
            />
          </Field>
        )}
        <Field label="科目">
          <TextInput
            size="xs"
            w={104}
            aria-label="科目编码"
            placeholder="科目编码"
            value={value.code}
            onChange={(e) => set('code', e.currentTarget.value)}
            onKeyDown={enter}
          />
        </Field>
        <Field label="金额">
          <TextInput
            size="xs"
            w={96}
            aria-label="最小金额"
            placeholder="最小"
            classNames={{ input: classes.amountInput }}
            value={value.amountMin}
            onChange={(e) => set('amountMin', e.currentTarget.value)}
            onKeyDown={enter}
          />
          <Text size="xs" c="dimmed">
            ~
          </Text>
          <TextInput
            size="xs"
            w={96}
            aria-label="最大金额"
            placeholder="最大"
            classNames={{ input: classes.amountInput }}
            value={value.amountMax}
            onChange={(e) => set('amountMax', e.currentTarget.value)}
            onKeyDown={enter}
          />
        </Field>
        <Field label="摘要">
          <TextInput
            size="xs"
            w={140}
            aria-label="摘要"
            placeholder="包含的文字"
            value={value.summary}
            onChange={(e) => set('summary', e.currentTarget.value)}
            onKeyDown={enter}
          />
        </Field>
        <Field label="制单人">
          <Select
            {...compact}
            w={100}
            aria-label="制单人"
            data={preparerOptions}
            value={toOption(value.preparedBy)}
            onChange={(v) => set('preparedBy', fromOption(v))}
          />
        </Field>
        <Group gap={6} wrap="nowrap">
          <Button size="xs" onClick={onSearch}>
            查询
          </Button>
          <Button size="xs" variant="default" onClick={onReset}>
            重置
          </Button>
        </Group>
        {actions && (
          <Group gap={6} wrap="nowrap" ml="auto">
            {actions}
          </Group>
        )}
      </Group>
    </search>
  );
}
