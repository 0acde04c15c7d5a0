// The query of the two sides' lists: dates, 勾对状态 and whether 已核销 lines show.
import { Checkbox, Select } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { ListField } from '../../ui/list';
import '../../ui/dayjs-locale';

export interface LineFilter {
  dateFrom: string | null;
  dateTo: string | null;
  status: 'all' | 'matched' | 'unmatched';
  writtenOff: boolean;
}

export const startLineFilter: LineFilter = { dateFrom: null, dateTo: null, status: 'all', writtenOff: false };

export function lineQuery(subjectCode: string, f: LineFilter) {
  return {
    subjectCode,
    status: f.status,
    ...(f.dateFrom ? { dateFrom: f.dateFrom } : {}),
    ...(f.dateTo ? { dateTo: f.dateTo } : {}),
    ...(f.writtenOff ? { writtenOff: true } : {}),
  };
}

export function lineFilterLine(f: LineFilter): string {
  const status = { all: '全部', matched: '已勾对', unmatched: '未勾对' }[f.status];
  return `日期：${f.dateFrom ?? '不限'} 至 ${f.dateTo ?? '不限'}　勾对状态：${status}${f.writtenOff ? '　含已核销' : ''}`;
}

export function LineFilterFields({
  value,
  onChange,
}: {
  value: LineFilter;
  onChange(next: LineFilter): void;
}) {
  return (
    <>
      <ListField label="日期">
        <DateInput
          size="xs"
          w={118}
          valueFormat="YYYY-MM-DD"
          clearable
          aria-label="开始日期"
          placeholder="开始日期"
          value={value.dateFrom}
          onChange={(d) => onChange({ ...value, dateFrom: d })}
        />
        <DateInput
          size="xs"
          w={118}
          valueFormat="YYYY-MM-DD"
          clearable
          aria-label="截止日期"
          placeholder="截止日期"
          value={value.dateTo}
          onChange={(d) => onChange({ ...value, dateTo: d })}
        />
      </ListField>
      <ListField label="勾对状态">
        <Select
          size="xs"
          w={100}
          aria-label="勾对状态"
          data={[
            { value: 'all', label: '全部' },
            { value: 'unmatched', label: '未勾对' },
            { value: 'matched', label: '已勾对' },
          ]}
          value={value.status}
          allowDeselect={false}
          onChange={(v) => onChange({ ...value, status: (v ?? 'all') as LineFilter['status'] })}
        />
      </ListField>
      <Checkbox
        size="xs"
        label="含已核销"
        checked={value.writtenOff}
        onChange={(e) => onChange({ ...value, writtenOff: e.currentTarget.checked })}
      />
    </>
  );
}
