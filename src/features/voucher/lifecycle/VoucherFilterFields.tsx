// The query fields of the voucher lists, inside the list frame's bar (查询, 重置 and Enter are the
// frame's): period (months of the session's year), type, status, subject, amount range, summary
// and preparer.
import { Select, Text, TextInput } from '@mantine/core';
import { ListField } from '../../../ui/list';
import { statusLabel } from '../../../ui/voucher/voucher-format';
import type { VoucherFilter } from './list-filter';
import type { UserRef, VoucherStatus, VoucherTypeView } from './types';
import classes from './voucher-filter.module.css';

export interface VoucherFilterFieldsProps {
  value: VoucherFilter;
  onChange(next: VoucherFilter): void;
  types: readonly VoucherTypeView[];
  /** People seen as preparers so far (the list offers whom to filter by). */
  preparers: readonly UserRef[];
}

const monthOptions = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: `${String(i + 1).padStart(2, '0')}月`,
}));

/** Select options cannot be empty strings; 全部 travels as this and means '' in the filter. */
const ALL = '*';
const toOption = (v: string) => (v === '' ? ALL : v);
const fromOption = (v: string | null) => (v === null || v === ALL ? '' : v);

const statuses: readonly (VoucherStatus | '')[] = ['', 'saved', 'audited', 'posted'];

export function VoucherFilterFields({ value, onChange, types, preparers }: VoucherFilterFieldsProps) {
  const set = <K extends keyof VoucherFilter>(key: K, v: VoucherFilter[K]) =>
    onChange({ ...value, [key]: v });
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
    <>
      <ListField label="期间">
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
      </ListField>
      <ListField label="凭证字">
        <Select
          {...compact}
          w={116}
          aria-label="凭证字"
          data={typeOptions}
          value={toOption(value.voucherType)}
          onChange={(v) => set('voucherType', fromOption(v))}
        />
      </ListField>
      <ListField label="状态">
        <Select
          {...compact}
          w={92}
          aria-label="状态"
          data={statusOptions}
          value={toOption(value.status)}
          onChange={(v) => set('status', fromOption(v) as VoucherStatus | '')}
        />
      </ListField>
      <ListField label="科目">
        <TextInput
          size="xs"
          w={104}
          aria-label="科目编码"
          placeholder="科目编码"
          value={value.code}
          onChange={(e) => set('code', e.currentTarget.value)}
        />
      </ListField>
      <ListField label="金额">
        <TextInput
          size="xs"
          w={96}
          aria-label="最小金额"
          placeholder="最小"
          classNames={{ input: classes.amountInput }}
          value={value.amountMin}
          onChange={(e) => set('amountMin', e.currentTarget.value)}
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
        />
      </ListField>
      <ListField label="摘要">
        <TextInput
          size="xs"
          w={140}
          aria-label="摘要"
          placeholder="包含的文字"
          value={value.summary}
          onChange={(e) => set('summary', e.currentTarget.value)}
        />
      </ListField>
      <ListField label="制单人">
        <Select
          {...compact}
          w={100}
          aria-label="制单人"
          data={preparerOptions}
          value={toOption(value.preparedBy)}
          onChange={(v) => set('preparedBy', fromOption(v))}
        />
      </ListField>
    </>
  );
}
