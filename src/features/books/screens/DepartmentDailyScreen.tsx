import { useMemo } from 'react';
import { ledgerContracts } from '../../../core/contracts/ledger';
import { AccountingDateInput } from '../../../ui/AccountingDateInput';
import { useReport } from '../../../ui/data/use-report';
import type { ScreenProps } from '../../../ui/screen-types';
import { useGo } from '../../../ui/use-go';
import { DepartmentField, Field, FilterBar } from '../frame/FilterBar';
import { ReportFrame } from '../frame/ReportFrame';
import { defaultFilter, filterFromSearch, filterProblem, reportHref } from '../frame/report-query';
import { BookScreenPath } from '../paths';
import { departmentDailySheet } from '../sheets/day-sheets';
import { useBookContext, useSearchState } from '../use-book-screen';
import { defaultDay } from './CashBankDailyScreen';
import { useDepartmentOptions } from './DimensionBalanceScreens';
import { dayQuery } from './OtherDailyScreen';

const plain = (v: string | undefined) => (v && /^[A-Za-z0-9_-]+$/.test(v) ? v : '');

export function DepartmentDailyScreen({ route, search }: ScreenProps) {
  const { year, unit } = useBookContext();
  const go = useGo();
  const departments = useDepartmentOptions();
  const [state, setState] = useSearchState(search, (s) => ({
    filter: filterFromSearch(s, defaultFilter(year, 'month')),
    date: s.date && /^\d{4}-\d{2}-\d{2}$/.test(s.date) ? s.date : defaultDay(year),
    deptCode: plain(s.deptCode),
  }));
  const { filter, date, deptCode } = state;
  const problem = filterProblem(filter);
  const query = {
    ...dayQuery(date, filter),
    ...(filter.codeFrom ? { codeFrom: filter.codeFrom } : {}),
    ...(filter.codeTo ? { codeTo: filter.codeTo } : {}),
    ...(deptCode ? { deptCode } : {}),
  };
  const read = useReport(ledgerContracts.departmentDailyReport, problem ? null : query);
  const data = read.data;
  const sheet = useMemo(() => {
    if (!data) return null;
    const name = departments.find((d) => d.value === deptCode)?.label ?? deptCode;
    return departmentDailySheet(data, {
      title: '部门日报表',
      unit,
      period: data.date,
      subtitle: `部门：${deptCode ? name : '全部部门'}`,
    });
  }, [data, unit, deptCode, departments]);
  return (
    <ReportFrame
      testId="department-daily-screen"
      title={route.title}
      filters={
        // Rows are what each department holds: 隐藏零余额 has nothing to hide here.
        <FilterBar
          value={filter}
          onChange={(f) => setState({ ...state, filter: f })}
          fields={{ period: false, hideZero: false }}
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
          <DepartmentField
            departments={departments}
            value={deptCode}
            onChange={(code) => setState({ ...state, deptCode: code })}
          />
        </FilterBar>
      }
      read={read}
      sheet={sheet}
      problem={problem}
      footer={data ? `共 ${data.departments.length} 个部门` : undefined}
      onOpen={(link) => {
        const month = Number(date.slice(5, 7));
        const period = { ...filter, year: Number(date.slice(0, 4)), monthFrom: month, monthTo: month };
        go(
          reportHref(BookScreenPath.departmentDetail, period, {
            deptCode: link.group ?? '',
            code: link.code,
          }),
        );
      }}
      hint="单击科目行打开该部门当月明细账"
      openLabel={(row) => `打开 ${row.cells.code} ${row.cells.name} 的部门明细账`}
    />
  );
}
