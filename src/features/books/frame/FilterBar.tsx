// The filter bar of every report: 期间 (year, month range), 科目 range, 级次, 包含未记账凭证 and
// 隐藏零余额行, plus the screen's own fields in front. Every change applies at once (choices, not
// typing), so there is no 查询 button to forget; subjects come from the offline chart cache.
import { Checkbox, Group, Select, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { EARLIEST_ACCOUNTING_DATE } from '../../../core/constants';
import { useReference } from '../../../local';
import type { SubjectRecord } from '../../../local/subjects';
import { useSession } from '../../../ui/services';
import classes from './report.module.css';
import type { ReportFilter } from './report-query';

export interface FilterFields {
  period?: boolean;
  subjects?: boolean;
  level?: boolean;
  includeUnposted?: boolean;
  hideZero?: boolean;
}

export interface FilterBarProps {
  value: ReportFilter;
  onChange(next: ReportFilter): void;
  fields?: FilterFields;
  /** The screen's own fields (subject, department, item), shown first. */
  children?: ReactNode;
  /** At the right end (e.g. a 月报/年报 switch). */
  end?: ReactNode;
}

export const compact = { size: 'xs' as const, comboboxProps: { withinPortal: true } };

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" className={classes.field}>
      <Text size="xs" className={classes.label}>
        {label}
      </Text>
      {children}
    </Group>
  );
}

const monthOptions = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: `${String(i + 1).padStart(2, '0')}月`,
}));

const firstYear = Number(EARLIEST_ACCOUNTING_DATE.slice(0, 4));

export function yearOptions(sessionYear: number | null | undefined, today = new Date()) {
  const last = Math.max(sessionYear ?? 0, today.getFullYear());
  return Array.from({ length: last - firstYear + 1 }, (_, i) => {
    const y = String(last - i);
    return { value: y, label: `${y}年` };
  });
}

/** Subjects of the chart as Select options: "1002 银行存款", by code. */
export function useSubjectOptions(filter?: (s: SubjectRecord) => boolean) {
  const subjects = useReference<SubjectRecord>('subjects');
  return useMemo(
    () =>
      (subjects ?? [])
        .filter((s) => (filter ? filter(s) : true))
        .map((s) => ({ value: s.code, label: `${s.code} ${s.codeName}` })),
    [subjects, filter],
  );
}

export function useMaxLevel(): number {
  const subjects = useReference<SubjectRecord>('subjects');
  return useMemo(() => Math.max(3, ...(subjects ?? []).map((s) => s.level)), [subjects]);
}

/** The options plus the current value when they lack it: a code from a link shows even before (or
 * without) the offline cache naming it. */
export function withCurrent(options: { value: string; label: string }[], value: string) {
  return value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
}

/** Marks "all" in a OneOrAll Select, whose value '' means the same. */
const ALL = '*';

/**
 * One of the choices, or with `all` also every one of them ('', shown as `allLabel`); without
 * `all` one must be chosen (the book is of one department or item).
 */
function OneOrAll({
  label,
  ariaLabel,
  allLabel,
  choices,
  value,
  onChange,
  all,
  w,
}: {
  label: string;
  ariaLabel: string;
  allLabel: string;
  choices: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  all: boolean;
  w: number;
}) {
  const data = withCurrent(choices, value);
  return (
    <Field label={label}>
      <Select
        {...compact}
        w={w}
        aria-label={ariaLabel}
        searchable
        allowDeselect={false}
        data={all ? [{ value: ALL, label: allLabel }, ...data] : data}
        value={all ? value || ALL : value || null}
        onChange={(v) => {
          if (all) onChange(!v || v === ALL ? '' : v);
          else if (v) onChange(v);
        }}
      />
    </Field>
  );
}

/**
 * 部门: one department, or 全部部门 ('') where the book covers them all; with `all` false a
 * department must be chosen (the book is of one department).
 */
export function DepartmentField({
  departments,
  value,
  onChange,
  all = true,
  w = 150,
}: {
  departments: { value: string; label: string }[];
  value: string;
  onChange: (code: string) => void;
  all?: boolean;
  w?: number;
}) {
  return (
    <OneOrAll
      label="部门"
      ariaLabel="部门"
      allLabel="全部部门"
      choices={departments}
      value={value}
      onChange={onChange}
      all={all}
      w={w}
    />
  );
}

/**
 * 辅助类型 and 项目: choosing a type clears the item. With `all`, 全部项目 ('') may be chosen (the
 * balance sheet of every item of the type); without, an item must be (the book is of one item).
 */
export function AuxItemFields({
  types,
  items,
  typeNo,
  infoNo,
  onChange,
  all = false,
}: {
  types: { value: string; label: string }[];
  items: { value: string; label: string }[];
  typeNo: string;
  infoNo: string;
  onChange: (next: { typeNo: string; infoNo: string }) => void;
  all?: boolean;
}) {
  return (
    <>
      <Field label="辅助类型">
        <Select
          {...compact}
          w={120}
          aria-label="辅助核算类型"
          allowDeselect={false}
          data={withCurrent(types, typeNo)}
          value={typeNo || null}
          onChange={(v) => v && onChange({ typeNo: v, infoNo: '' })}
        />
      </Field>
      <OneOrAll
        label="项目"
        ariaLabel="辅助核算项目"
        allLabel="全部项目"
        choices={items}
        value={infoNo}
        onChange={(item) => onChange({ typeNo, infoNo: item })}
        all={all}
        w={170}
      />
    </>
  );
}

export function SubjectSelect({
  label,
  value,
  onChange,
  options,
  width = 190,
  clearable = true,
  placeholder = '全部',
}: {
  label: string;
  value: string;
  onChange(code: string): void;
  options: { value: string; label: string }[];
  width?: number;
  clearable?: boolean;
  placeholder?: string;
}) {
  // A code from a link shows even before (or without) the chart cache naming it.
  const data =
    value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
  return (
    <Select
      {...compact}
      w={width}
      aria-label={label}
      placeholder={placeholder}
      searchable
      clearable={clearable}
      allowDeselect={clearable}
      nothingFoundMessage="没有匹配的科目"
      limit={200}
      data={data}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
    />
  );
}

export function FilterBar({ value, onChange, fields = {}, children, end }: FilterBarProps) {
  const session = useSession();
  const show = {
    period: true,
    subjects: true,
    level: true,
    includeUnposted: true,
    hideZero: true,
    ...fields,
  };
  const subjectOptions = useSubjectOptions();
  const maxLevel = useMaxLevel();
  const set = (patch: Partial<ReportFilter>) => onChange({ ...value, ...patch });
  const levelOptions = [
    { value: '0', label: '全部' },
    ...Array.from({ length: maxLevel }, (_, i) => ({ value: String(i + 1), label: `${i + 1}级` })),
  ];

  return (
    <search className={classes.bar} aria-label="查询条件">
      <Group gap="md" wrap="wrap" align="center" style={{ rowGap: 6 }}>
        {children}
        {show.period && (
          <Field label="期间">
            <Select
              {...compact}
              w={84}
              aria-label="会计年度"
              allowDeselect={false}
              data={yearOptions(session?.year)}
              value={String(value.year)}
              onChange={(v) => v && set({ year: Number(v) })}
            />
            <Select
              {...compact}
              w={72}
              aria-label="起始月份"
              allowDeselect={false}
              data={monthOptions}
              value={String(value.monthFrom)}
              onChange={(v) => {
                if (!v) return;
                const m = Number(v);
                set({ monthFrom: m, monthTo: Math.max(m, value.monthTo) });
              }}
            />
            <Text size="xs" c="dimmed">
              至
            </Text>
            <Select
              {...compact}
              w={72}
              aria-label="结束月份"
              allowDeselect={false}
              data={monthOptions}
              value={String(value.monthTo)}
              onChange={(v) => {
                if (!v) return;
                const m = Number(v);
                set({ monthTo: m, monthFrom: Math.min(m, value.monthFrom) });
              }}
            />
          </Field>
        )}
        {show.subjects && (
          <Field label="科目">
            <SubjectSelect
              label="起始科目"
              value={value.codeFrom}
              onChange={(codeFrom) => set({ codeFrom })}
              options={subjectOptions}
              width={168}
            />
            <Text size="xs" c="dimmed">
              至
            </Text>
            <SubjectSelect
              label="结束科目"
              value={value.codeTo}
              onChange={(codeTo) => set({ codeTo })}
              options={subjectOptions}
              width={168}
            />
          </Field>
        )}
        {show.level && (
          <Field label="级次">
            <Select
              {...compact}
              w={74}
              aria-label="科目级次"
              allowDeselect={false}
              data={levelOptions}
              value={String(value.level ?? 0)}
              onChange={(v) => set({ level: v && v !== '0' ? Number(v) : null })}
            />
          </Field>
        )}
        {show.includeUnposted && (
          <Checkbox
            size="xs"
            label="包含未记账凭证"
            checked={value.includeUnposted}
            onChange={(e) => set({ includeUnposted: e.currentTarget.checked })}
          />
        )}
        {show.hideZero && (
          <Checkbox
            size="xs"
            label="隐藏零余额行"
            checked={value.hideZero}
            onChange={(e) => set({ hideZero: e.currentTarget.checked })}
          />
        )}
        {end && (
          <Group gap={6} wrap="nowrap" ml="auto">
            {end}
          </Group>
        )}
      </Group>
    </search>
  );
}
