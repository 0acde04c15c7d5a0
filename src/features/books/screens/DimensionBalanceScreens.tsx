// 部门余额表 (departments/balance-department) and 辅助项目余额表 (auxiliaryAccount/
// balance-sheet-auxiliary): the 科目余额表 figures per department or per item of an auxiliary
// type, each group with its 小计. A row opens the group's detail book for that subject.
import { useMemo } from 'react';
import { ledgerContracts } from '../../../core/contracts/ledger';
import { useReference } from '../../../local';
import type { AuxItemRecord, AuxTypeRecord } from '../../../local/auxiliary';
import type { DepartmentRecord } from '../../../local/departments';
import { useReport } from '../../../ui/data/use-report';
import type { ScreenProps } from '../../../ui/screen-types';
import { useGo } from '../../../ui/use-go';
import { AuxItemFields, DepartmentField, FilterBar } from '../frame/FilterBar';
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
import { groupedBalanceSheet } from '../sheets/balances';
import { useBookContext, useSearchState } from '../use-book-screen';

const plain = (v: string | undefined) => (v && /^[A-Za-z0-9_-]+$/.test(v) ? v : '');

export function useDepartmentOptions() {
  const rows = useReference<DepartmentRecord>('departments');
  return useMemo(
    () =>
      (rows ?? []).map((d) => ({
        value: d.departmentCode,
        label: `${d.departmentCode} ${d.departmentName}`,
      })),
    [rows],
  );
}

export function useAuxOptions(typeNo: string) {
  const types = useReference<AuxTypeRecord>('auxTypes');
  const items = useReference<AuxItemRecord>('auxItems');
  const departments = useDepartmentOptions();
  return useMemo(() => {
    // The built-in 部门 type's items are the departments themselves (the server reads the
    // voucher line's department for it).
    const isDepartment = (types ?? []).some((t) => t.typeNo === typeNo && t.builtin === 'department');
    return {
      // 部门 last: the screens open on the first type, and departments have their own books.
      types: (types ?? [])
        .filter((t) => t.enabled)
        .sort((a, b) => Number(a.builtin === 'department') - Number(b.builtin === 'department'))
        .map((t) => ({ value: t.typeNo, label: t.typeName })),
      items: isDepartment
        ? departments
        : (items ?? [])
            .filter((i) => i.typeNo === typeNo)
            .map((i) => ({ value: i.infoNo, label: `${i.infoNo} ${i.infoName}` })),
    };
  }, [types, items, typeNo, departments]);
}

export function DepartmentBalanceScreen({ route, search }: ScreenProps) {
  const { year, unit } = useBookContext();
  const go = useGo();
  const departments = useDepartmentOptions();
  const [state, setState] = useSearchState(search, (s) => ({
    filter: filterFromSearch(s, defaultFilter(year, 'month')),
    deptCode: plain(s.deptCode),
  }));
  const { filter, deptCode } = state;
  const problem = filterProblem(filter);
  const query = { ...filterToQuery(filter), ...(deptCode ? { deptCode } : {}) };
  const read = useReport(ledgerContracts.departmentBalance, problem ? null : query);
  const data = read.data;
  const sheet = useMemo(
    () =>
      data
        ? groupedBalanceSheet(data.groups, { title: '部门余额表', unit, period: periodLabel(filter) }, '部门')
        : null,
    [data, unit, filter],
  );
  return (
    <ReportFrame
      testId="department-balance-screen"
      title={route.title}
      filters={
        <FilterBar value={filter} onChange={(f) => setState({ ...state, filter: f })}>
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
      footer={data ? `共 ${data.groups.length} 个部门` : undefined}
      onOpen={(link) =>
        go(
          reportHref(BookScreenPath.departmentDetail, filter, {
            deptCode: link.group ?? '',
            code: link.code,
          }),
        )
      }
      hint="单击科目行打开部门明细账"
      openLabel={() => '打开部门明细账'}
    />
  );
}

export function AuxBalanceScreen({ route, search }: ScreenProps) {
  const { year, unit } = useBookContext();
  const go = useGo();
  const [state, setState] = useSearchState(search, (s) => ({
    filter: filterFromSearch(s, defaultFilter(year, 'month')),
    typeNo: plain(s.typeNo),
    infoNo: plain(s.infoNo),
  }));
  const { filter, infoNo } = state;
  const first = useAuxOptions('').types[0]?.value ?? '';
  const typeNo = state.typeNo || first;
  const aux = useAuxOptions(typeNo);
  const typeName = aux.types.find((t) => t.value === typeNo)?.label ?? '辅助项目';
  const problem = filterProblem(filter);
  const query = typeNo ? { ...filterToQuery(filter), typeNo, ...(infoNo ? { infoNo } : {}) } : null;
  const read = useReport(ledgerContracts.auxBalance, problem ? null : query);
  const data = read.data;
  const sheet = useMemo(
    () =>
      data
        ? groupedBalanceSheet(
            data.groups,
            { title: '辅助项目余额表', unit, period: periodLabel(filter), subtitle: `辅助核算：${typeName}` },
            typeName,
          )
        : null,
    [data, unit, filter, typeName],
  );
  return (
    <ReportFrame
      testId="aux-balance-screen"
      title={route.title}
      filters={
        <FilterBar value={filter} onChange={(f) => setState({ ...state, filter: f })}>
          <AuxItemFields
            all
            types={aux.types}
            items={aux.items}
            typeNo={typeNo}
            infoNo={infoNo}
            onChange={(next) => setState({ ...state, ...next })}
          />
        </FilterBar>
      }
      read={read}
      sheet={sheet}
      problem={problem ?? (typeNo ? null : '请选择辅助核算类型')}
      footer={data ? `共 ${data.groups.length} 个项目` : undefined}
      onOpen={(link) =>
        go(
          reportHref(BookScreenPath.auxDetail, filter, { typeNo, infoNo: link.group ?? '', code: link.code }),
        )
      }
      hint="单击科目行打开辅助项目明细账"
      openLabel={() => '打开辅助项目明细账'}
    />
  );
}
