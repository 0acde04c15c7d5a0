// 凭证查询 (VoucherInquiryAndPrinting/vouchers-numbers): voucher numbers per month and type — how
// many, first and last number, and the gaps (断号) in red, with the count per status. 凭证整理
// closes the gaps.
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { ledgerContracts } from '../../../core/contracts/ledger';
import { useReference } from '../../../local';
import { useReport } from '../../../ui/data/use-report';
import type { ScreenProps } from '../../../ui/screen-types';
import { compact, Field, FilterBar } from '../frame/FilterBar';
import { ReportFrame } from '../frame/ReportFrame';
import classes from '../frame/report.module.css';
import {
  defaultFilter,
  filterFromSearch,
  filterProblem,
  filterToQuery,
  periodLabel,
} from '../frame/report-query';
import { voucherNumbersSheet } from '../sheets/daily';
import { useBookContext, useSearchState } from '../use-book-screen';

const ALL = '*';

export function VoucherNumbersScreen({ route, search }: ScreenProps) {
  const { year, unit } = useBookContext();
  const types = useReference<{ code: string; name: string; enabled?: boolean }>('voucherTypes');
  const [state, setState] = useSearchState(search, (s) => ({
    filter: filterFromSearch(s, defaultFilter(year, 'yearToDate')),
    voucherType: s.voucherType ?? '',
  }));
  const { filter, voucherType } = state;
  const problem = filterProblem(filter);
  const query = { ...filterToQuery(filter), ...(voucherType ? { voucherType } : {}) };
  const read = useReport(ledgerContracts.voucherNumbers, problem ? null : query);
  const data = read.data;
  const sheet = useMemo(
    () =>
      data ? voucherNumbersSheet(data, { title: '凭证号查询', unit, period: periodLabel(filter) }) : null,
    [data, unit, filter],
  );
  const typeOptions = [
    { value: ALL, label: '全部' },
    ...(types ?? []).map((t) => ({ value: t.code, label: `${t.code}（${t.name}）` })),
  ];
  return (
    <ReportFrame
      testId="voucher-numbers-screen"
      title={route.title}
      filters={
        <FilterBar
          value={filter}
          onChange={(f) => setState({ ...state, filter: f })}
          fields={{ subjects: false, level: false, hideZero: false, includeUnposted: false }}
        >
          <Field label="凭证字">
            <Select
              {...compact}
              w={120}
              aria-label="凭证字"
              allowDeselect={false}
              data={typeOptions}
              value={voucherType || ALL}
              onChange={(v) => setState({ ...state, voucherType: !v || v === ALL ? '' : v })}
            />
          </Field>
        </FilterBar>
      }
      read={read}
      sheet={sheet}
      problem={problem}
      status={
        data &&
        (data.gapCount > 0 ? (
          <span className={classes.bad} data-testid="gap-count">
            共有 {data.gapCount} 处断号（红色行），可在「凭证整理」中重新编号
          </span>
        ) : (
          <span className={classes.ok} data-testid="gap-count">
            ✓ 凭证编号连续，没有断号
          </span>
        ))
      }
    />
  );
}
