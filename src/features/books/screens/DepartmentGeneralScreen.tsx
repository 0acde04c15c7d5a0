// 部门总账 (departments/departmental-general-ledger): 总账 over one department's lines — per subject
// it touches, the balance brought forward, each month's 本月合计 and 本年累计 with the balance after
// it (GET /api/ledger/departmentGeneral). A row opens that month's 部门明细账 of the subject.
import { useMemo } from 'react';
import { ledgerContracts } from '../../../core/contracts/ledger';
import { useReport } from '../../../ui/data/use-report';
import type { ScreenProps } from '../../../ui/screen-types';
import { useGo } from '../../../ui/use-go';
import { DepartmentField, FilterBar } from '../frame/FilterBar';
import { ReportFrame } from '../frame/ReportFrame';
import {
  defaultFilter,
  filterFromSearch,
  filterProblem,
  filterToQuery,
  periodLabel,
  reportHref,
} from '../frame/report-query';
import { BookScreenPath } from '../paths';
import { generalSheet } from '../sheets/balances';
import { useBookContext, useSearchState } from '../use-book-screen';
import { useDepartmentOptions } from './DimensionBalanceScreens';

const plain = (v: string | undefined) => (v && /^[A-Za-z0-9_-]+$/.test(v) ? v : '');

export function DepartmentGeneralScreen({ route, search }: ScreenProps) {
  const { year, unit } = useBookContext();
  const go = useGo();
  const departments = useDepartmentOptions();
  const [state, setState] = useSearchState(search, (s) => ({
    filter: filterFromSearch(s, { ...defaultFilter(year, 'yearToDate'), level: 1 }),
    deptCode: plain(s.deptCode),
  }));
  const { filter } = state;
  const deptCode = state.deptCode || departments[0]?.value || '';
  const problem = filterProblem(filter) ?? (deptCode ? null : '请选择部门（部门设置中还没有部门）');
  const read = useReport(
    ledgerContracts.departmentGeneral,
    problem ? null : { ...filterToQuery(filter), deptCode },
  );
  const data = read.data;
  const sheet = useMemo(
    () =>
      data
        ? generalSheet(data, {
            title: '部门总账',
            unit,
            period: periodLabel(filter),
            subtitle: `部门：${data.department.code} ${data.department.name}`,
          })
        : null,
    [data, unit, filter],
  );
  return (
    <ReportFrame
      testId="department-general-screen"
      title={route.title}
      filters={
        <FilterBar
          value={filter}
          onChange={(f) => setState({ ...state, filter: f })}
          fields={{ hideZero: false }}
        >
          <DepartmentField
            all={false}
            w={170}
            departments={departments}
            value={deptCode}
            onChange={(c) => setState({ ...state, deptCode: c })}
          />
        </FilterBar>
      }
      read={read}
      sheet={sheet}
      problem={problem}
      footer={data ? `共 ${data.subjects.length} 个科目` : undefined}
      onOpen={(link, row) => {
        const month = row.tone === 'opening' ? null : link.month;
        const period = month ? { ...filter, monthFrom: month, monthTo: month } : filter;
        go(reportHref(BookScreenPath.departmentDetail, period, { deptCode, code: link.code }));
      }}
      hint="单击行打开该月部门明细账"
      openLabel={() => '打开该月部门明细账'}
    />
  );
}
