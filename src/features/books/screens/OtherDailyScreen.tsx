// 其他日报表 (accountQueryPrinting/other-daily-reports): 现金银行日报表 for the subjects the user
// picks — a code range or several subjects (remembered on this device), else every subject outside
// cash and bank that has a balance or a movement. A row opens that subject's 明细账 for the month.
import { Button, Group, MultiSelect, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ledgerContracts } from '../../../core/contracts/ledger';
import { AccountingDateInput } from '../../../ui/AccountingDateInput';
import { useReport } from '../../../ui/data/use-report';
import { SubjectPicker } from '../../../ui/pickers';
import type { ScreenProps } from '../../../ui/screen-types';
import { useSession } from '../../../ui/services';
import { useGo } from '../../../ui/use-go';
import { compact, Field, FilterBar, SubjectSelect, useSubjectOptions } from '../frame/FilterBar';
import { ReportFrame } from '../frame/ReportFrame';
import { defaultFilter, reportHref } from '../frame/report-query';
import { BookScreenPath } from '../paths';
import { otherDailySheet } from '../sheets/day-sheets';
import { useBookContext, useSearchState } from '../use-book-screen';
import { defaultDay } from './CashBankDailyScreen';
import {
  choiceFromSearch,
  choiceLabel,
  choiceQuery,
  readChoice,
  type SubjectChoice,
  saveChoice,
} from './daily-choice';

const isDay = (v: string | undefined): v is string => v !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The query of one day: flags only when they differ from the server's defaults. */
export function dayQuery(
  date: string,
  filter: { includeUnposted: boolean; level: number | null },
): { date: string; includeUnposted?: boolean; level?: number } {
  return {
    date,
    ...(filter.includeUnposted ? { includeUnposted: true } : {}),
    ...(filter.level !== null ? { level: filter.level } : {}),
  };
}

export function OtherDailyScreen({ route, search }: ScreenProps) {
  const { year, unit } = useBookContext();
  const ledgerSet = useSession()?.zid ?? '';
  const go = useGo();
  const options = useSubjectOptions();
  const [picking, setPicking] = useState(false);
  const [state, setState] = useSearchState(search, (s) => ({
    // Hidden zero rows by default: without a choice this is the whole chart.
    filter: { ...defaultFilter(year, 'month'), hideZero: true },
    date: isDay(s.date) ? s.date : defaultDay(year),
    choice: choiceFromSearch(s, readChoice(String(ledgerSet))),
  }));
  const { filter, date, choice } = state;
  const choose = (next: SubjectChoice) => {
    saveChoice(String(ledgerSet), next);
    setState({ ...state, choice: next });
  };
  const query = {
    ...dayQuery(date, filter),
    ...(filter.hideZero ? {} : { hideZero: false }),
    ...choiceQuery(choice),
  };
  const read = useReport(ledgerContracts.otherDailyReport, query);
  const data = read.data;
  const sheet = useMemo(
    () =>
      data
        ? otherDailySheet(data, {
            title: '其他日报表',
            unit,
            period: data.date,
            subtitle: choiceLabel(choice),
          })
        : null,
    [data, unit, choice],
  );
  // Codes picked in the tree join the list; a range and a list exclude each other.
  const addCode = (code: string) => {
    setPicking(false);
    if (!choice.codes.includes(code)) choose({ codes: [...choice.codes, code], codeFrom: '', codeTo: '' });
  };
  return (
    <ReportFrame
      testId="other-daily-screen"
      title={route.title}
      filters={
        <FilterBar
          value={filter}
          onChange={(f) => setState({ ...state, filter: f })}
          fields={{ period: false, subjects: false }}
        >
          <Field label="日期">
            <AccountingDateInput
              size="xs"
              w={130}
              aria-label="日期"
              value={date}
              onChange={(v) => v && setState({ ...state, date: String(v).slice(0, 10) })}
            />
          </Field>
          <Field label="科目范围">
            <SubjectSelect
              label="起始科目"
              value={choice.codeFrom}
              onChange={(codeFrom) => choose({ codes: [], codeFrom, codeTo: choice.codeTo })}
              options={options}
              width={150}
            />
            <Text size="xs" c="dimmed">
              至
            </Text>
            <SubjectSelect
              label="结束科目"
              value={choice.codeTo}
              onChange={(codeTo) => choose({ codes: [], codeFrom: choice.codeFrom, codeTo })}
              options={options}
              width={150}
            />
          </Field>
          <Field label="指定科目">
            <Group gap={4} wrap="nowrap">
              <MultiSelect
                {...compact}
                w={300}
                aria-label="指定科目"
                placeholder={choice.codes.length ? '' : '不指定'}
                searchable
                clearable
                limit={200}
                maxValues={200}
                nothingFoundMessage="没有匹配的科目"
                data={[
                  ...choice.codes
                    .filter((c) => !options.some((o) => o.value === c))
                    .map((c) => ({ value: c, label: c })),
                  ...options,
                ]}
                value={[...choice.codes]}
                onChange={(codes) => choose({ codes, codeFrom: '', codeTo: '' })}
              />
              <Button size="xs" variant="default" onClick={() => setPicking(true)}>
                选择…
              </Button>
              <SubjectPicker
                opened={picking}
                onClose={() => setPicking(false)}
                onChoose={(s) => addCode(s.code)}
              />
            </Group>
          </Field>
        </FilterBar>
      }
      read={read}
      sheet={sheet}
      status={data && <span data-testid="daily-scope">{choiceLabel(choice)}</span>}
      onOpen={(link) => {
        const month = Number(date.slice(5, 7));
        const period = { ...filter, year: Number(date.slice(0, 4)), monthFrom: month, monthTo: month };
        go(reportHref(BookScreenPath.detail, period, { code: link.code }));
      }}
      hint="单击科目行打开当月明细账"
      openLabel={(row) => `打开 ${row.cells.code} ${row.cells.name} 的明细账`}
    />
  );
}
