// 明细账 (accountQueryPrinting/ordinary-ledger): one subject (and its descendants) line by line with
// the running balance, 本月合计 and 本年累计. Opened from the menu it shows the first subject of
// the chart; from a report row (?code=…&year=…&monthFrom=…) that subject and period. A line opens
// its voucher.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useCallback } from 'react';
import { ledgerContracts } from '../../../core/contracts/ledger';
import type { DetailAnswer } from '../../../core/contracts/ledger-answers';
import type { ScreenProps } from '../../../ui/screen-types';
import { Field, FilterBar, SubjectSelect, useSubjectOptions } from '../frame/FilterBar';
import {
  defaultFilter,
  filterFromSearch,
  filterProblem,
  filterToQuery,
  periodLabel,
} from '../frame/report-query';
import { PagedBook } from '../PagedBook';
import { bookSheet } from '../sheets/books';
import { useBookContext, useSearchState } from '../use-book-screen';

export const bookFields = { subjects: false, level: false, hideZero: false } as const;

export function DetailLedgerScreen({ route, search }: ScreenProps) {
  const { year, unit } = useBookContext();
  const options = useSubjectOptions();
  const [state, setState] = useSearchState(search, (s) => ({
    filter: filterFromSearch(s, defaultFilter(year, 'yearToDate')),
    code: s.code && /^\d+$/.test(s.code) ? s.code : '',
  }));
  const code = state.code || options[0]?.value || '';
  const { filter } = state;
  const at = options.findIndex((o) => o.value === code);
  const step = (delta: number) => {
    const next = options[at + delta];
    if (next) setState({ ...state, code: next.value });
  };

  const toSheet = useCallback(
    (data: DetailAnswer) =>
      bookSheet(
        data.rows,
        {
          title: '明细账',
          unit,
          period: periodLabel(filter),
          subtitle: `科目：${data.subject.code} ${data.subject.codeFullName}`,
        },
        { subjectColumn: data.rows.some((r) => r.kind === 'line' && r.code !== data.subject.code) },
      ),
    [unit, filter],
  );

  return (
    <PagedBook
      testId="detail-ledger-screen"
      title={route.title}
      contract={ledgerContracts.detail}
      query={code ? { ...filterToQuery(filter), code } : null}
      problem={filterProblem(filter)}
      toSheet={toSheet}
      filters={
        <FilterBar value={filter} onChange={(f) => setState({ ...state, filter: f })} fields={bookFields}>
          <Field label="科目">
            <Group gap={2} wrap="nowrap">
              <SubjectSelect
                label="科目"
                value={code}
                onChange={(c) => c && setState({ ...state, code: c })}
                options={options}
                clearable={false}
                placeholder="选择科目"
                width={220}
              />
              <Tooltip label="上一科目">
                <ActionIcon
                  variant="default"
                  size={30}
                  aria-label="上一科目"
                  disabled={at <= 0}
                  onClick={() => step(-1)}
                >
                  ‹
                </ActionIcon>
              </Tooltip>
              <Tooltip label="下一科目">
                <ActionIcon
                  variant="default"
                  size={30}
                  aria-label="下一科目"
                  disabled={at < 0 || at >= options.length - 1}
                  onClick={() => step(1)}
                >
                  ›
                </ActionIcon>
              </Tooltip>
            </Group>
          </Field>
        </FilterBar>
      }
    />
  );
}
