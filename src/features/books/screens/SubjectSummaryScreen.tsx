// 科目汇总表 (VoucherInquiryAndPrinting/summaryOfSubjects): the period's debit and credit per
// subject from the vouchers, 合计 (借贷平衡) and which vouchers it sums (张数, 附单据, number span).
// 凭证类别, a date range or a number range narrow it to those vouchers. A row opens its 明细账.
import { Select, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { ledgerContracts } from '../../../core/contracts/ledger';
import { useReference } from '../../../local';
import type { VoucherTypeRecord } from '../../../local/voucher-types';
import { AccountingDateInput } from '../../../ui/AccountingDateInput';
import { useReport } from '../../../ui/data/use-report';
import type { ScreenProps } from '../../../ui/screen-types';
import { useGo } from '../../../ui/use-go';
import { compact, Field, FilterBar } from '../frame/FilterBar';
import { ReportFrame } from '../frame/ReportFrame';
import classes from '../frame/report.module.css';
import {
  defaultFilter,
  filterFromSearch,
  filterProblem,
  filterToQuery,
  reportHref,
} from '../frame/report-query';
import { BookScreenPath } from '../paths';
import { filteredSummarySheet, summaryVoucherText } from '../sheets/day-sheets';
import { useBookContext, useSearchState } from '../use-book-screen';
import {
  summaryPeriod,
  type VoucherFilter,
  voucherFilterFromSearch,
  voucherFilterLabel,
  voucherFilterProblem,
  voucherFilterQuery,
} from './summary-filter';

const ANY = '*';

/** A voucher number typed in full, applied on Enter or on leaving the field (not per key). */
function NumberField({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number | null;
  onCommit(next: number | null): void;
}) {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? (value === null ? '' : String(value));
  const commit = () => {
    if (text === null) return;
    const t = text.trim();
    setText(null);
    if (t === '') onCommit(null);
    else if (/^\d{1,5}$/.test(t) && Number(t) > 0) onCommit(Number(t));
  };
  return (
    <TextInput
      size="xs"
      w={60}
      aria-label={label}
      inputMode="numeric"
      value={shown}
      onChange={(e) => setText(e.currentTarget.value.replace(/\D/g, ''))}
      onBlur={commit}
      onKeyDown={(e: KeyboardEvent) => e.key === 'Enter' && commit()}
    />
  );
}

export function SubjectSummaryScreen({ route, search }: ScreenProps) {
  const { year, unit } = useBookContext();
  const go = useGo();
  const types = useReference<VoucherTypeRecord>('voucherTypes');
  const [state, setState] = useSearchState(search, (s) => ({
    filter: filterFromSearch(s, { ...defaultFilter(year, 'month'), level: 1 }),
    vouchers: voucherFilterFromSearch(s),
  }));
  const { filter, vouchers } = state;
  const setVouchers = (patch: Partial<VoucherFilter>) =>
    setState({ ...state, vouchers: { ...vouchers, ...patch } });
  const problem = filterProblem(filter) ?? voucherFilterProblem(vouchers, filter.year);
  const read = useReport(
    ledgerContracts.subjectSummary,
    problem ? null : { ...filterToQuery(filter), ...voucherFilterQuery(vouchers) },
  );
  const data = read.data;
  const period = summaryPeriod(filter, vouchers);
  const subtitle = voucherFilterLabel(vouchers);
  const sheet = useMemo(
    () =>
      data
        ? filteredSummarySheet(data, { title: '科目汇总表', unit, period, ...(subtitle ? { subtitle } : {}) })
        : null,
    [data, unit, period, subtitle],
  );
  const typeOptions = [
    { value: ANY, label: '全部' },
    ...(types ?? [])
      .slice()
      .sort((a, b) => a.sort - b.sort)
      .map((t) => ({ value: t.code, label: `${t.code} ${t.name}` })),
    ...(vouchers.voucherType && !(types ?? []).some((t) => t.code === vouchers.voucherType)
      ? [{ value: vouchers.voucherType, label: vouchers.voucherType }]
      : []),
  ];
  const dateField = (label: string, key: 'dateFrom' | 'dateTo') => (
    <AccountingDateInput
      size="xs"
      w={118}
      aria-label={label}
      placeholder={label}
      clearable
      value={vouchers[key] || null}
      onChange={(v) => setVouchers({ [key]: v ? String(v).slice(0, 10) : '' })}
    />
  );
  return (
    <ReportFrame
      testId="subject-summary-screen"
      title={route.title}
      filters={
        <FilterBar
          value={filter}
          onChange={(f) => setState({ ...state, filter: f })}
          end={
            <>
              <Field label="凭证类别">
                <Select
                  {...compact}
                  w={116}
                  aria-label="凭证类别"
                  allowDeselect={false}
                  data={typeOptions}
                  value={vouchers.voucherType || ANY}
                  onChange={(v) => setVouchers({ voucherType: !v || v === ANY ? '' : v })}
                />
              </Field>
              <Field label="日期">
                {dateField('起始日期', 'dateFrom')}
                <Text size="xs" c="dimmed">
                  至
                </Text>
                {dateField('结束日期', 'dateTo')}
              </Field>
              <Field label="凭证号">
                <NumberField
                  label="起始凭证号"
                  value={vouchers.noFrom}
                  onCommit={(noFrom) => setVouchers({ noFrom })}
                />
                <Text size="xs" c="dimmed">
                  至
                </Text>
                <NumberField
                  label="结束凭证号"
                  value={vouchers.noTo}
                  onCommit={(noTo) => setVouchers({ noTo })}
                />
              </Field>
            </>
          }
        />
      }
      read={read}
      sheet={sheet}
      problem={problem}
      status={
        data && (
          <>
            <span data-testid="voucher-range">{summaryVoucherText(data)}</span>
            <span className={data.balanced ? classes.ok : classes.bad}>
              {data.balanced ? '✓ 借贷平衡' : '✗ 借贷不平衡'}
            </span>
          </>
        )
      }
      onOpen={(link) => go(reportHref(BookScreenPath.detail, filter, { code: link.code }))}
      hint="单击科目行打开明细账"
      openLabel={(row) => `打开 ${row.cells.code} ${row.cells.name} 的明细账`}
    />
  );
}
