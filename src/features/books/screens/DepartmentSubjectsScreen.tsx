// 部门科目汇总表 (departments/subject-of-a-department): the period's debit and credit of every
// subject per department side by side, with a 合计 column group and row. A department's cell opens
// its 部门明细账 of that subject.
import { useMemo } from 'react';
import { ledgerContracts } from '../../../core/contracts/ledger';
import { useReport } from '../../../ui/data/use-report';
import type { ScreenProps } from '../../../ui/screen-types';
import { useGo } from '../../../ui/use-go';
import { FilterBar } from '../frame/FilterBar';
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
import { useBookContext, useSearchState } from '../use-book-screen';
import { departmentSubjectsSheet } from './summary-sheets';

export function DepartmentSubjectsScreen({ route, search }: ScreenProps) {
  const { year, unit } = useBookContext();
  const go = useGo();
  const [filter, setFilter] = useSearchState(search, (s) =>
    filterFromSearch(s, { ...defaultFilter(year, 'month'), level: 1 }),
  );
  const problem = filterProblem(filter);
  // Rows are the subjects that moved: 隐藏零余额 has nothing to hide here.
  const query = { ...filterToQuery({ ...filter, hideZero: false }) };
  const read = useReport(ledgerContracts.departmentSubjects, problem ? null : query);
  const data = read.data;
  const sheet = useMemo(
    () =>
      data
        ? departmentSubjectsSheet(data, { title: '部门科目汇总表', unit, period: periodLabel(filter) })
        : null,
    [data, unit, filter],
  );
  return (
    <ReportFrame
      testId="department-subjects-screen"
      title={route.title}
      filters={<FilterBar value={filter} onChange={setFilter} fields={{ hideZero: false }} />}
      read={read}
      sheet={sheet}
      problem={problem}
      footer={data ? `共 ${data.departments.length} 个部门` : undefined}
      onOpen={(link) =>
        go(
          reportHref(BookScreenPath.departmentDetail, filter, {
            deptCode: link.group ?? '',
            code: link.code,
          }),
        )
      }
      hint="单击部门金额打开该部门的明细账"
    />
  );
}
