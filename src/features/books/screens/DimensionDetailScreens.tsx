// 部门明细账 (departments/departmental-ledger) and 辅助项目明细账 (auxiliaryAccount/
// auxiliary-item-details): the lines of one department or auxiliary item, all its subjects or one,
// with running balances and totals. A line opens its voucher.
import { useCallback } from 'react';
import { ledgerContracts } from '../../../core/contracts/ledger';
import type { AuxDetailAnswer, DepartmentDetailAnswer } from '../../../core/contracts/ledger-answers';
import type { ScreenProps } from '../../../ui/screen-types';
import {
  AuxItemFields,
  DepartmentField,
  Field,
  FilterBar,
  SubjectSelect,
  useSubjectOptions,
} from '../frame/FilterBar';
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
import { bookFields } from './DetailLedgerScreen';
import { useAuxOptions, useDepartmentOptions } from './DimensionBalanceScreens';

const plain = (v: string | undefined) => (v && /^[A-Za-z0-9_-]+$/.test(v) ? v : '');
const codeOf = (v: string | undefined) => (v && /^\d+$/.test(v) ? v : '');

function subjectText(subject: { code: string; codeFullName: string } | null): string {
  return subject ? `　科目：${subject.code} ${subject.codeFullName}` : '';
}

export function DepartmentDetailScreen({ route, search }: ScreenProps) {
  const { year, unit } = useBookContext();
  const departments = useDepartmentOptions();
  const subjects = useSubjectOptions();
  const [state, setState] = useSearchState(search, (s) => ({
    filter: filterFromSearch(s, defaultFilter(year, 'yearToDate')),
    deptCode: plain(s.deptCode),
    code: codeOf(s.code),
  }));
  const { filter, code } = state;
  const deptCode = state.deptCode || departments[0]?.value || '';
  const toSheet = useCallback(
    (data: DepartmentDetailAnswer) =>
      bookSheet(
        data.rows,
        {
          title: '部门明细账',
          unit,
          period: periodLabel(filter),
          subtitle: `部门：${data.department.code} ${data.department.name}${subjectText(data.subject)}`,
        },
        { subjectColumn: true },
      ),
    [unit, filter],
  );
  return (
    <PagedBook
      testId="department-detail-screen"
      title={route.title}
      contract={ledgerContracts.departmentDetail}
      query={deptCode ? { ...filterToQuery(filter), deptCode, ...(code ? { code } : {}) } : null}
      problem={filterProblem(filter) ?? (deptCode ? null : '请选择部门')}
      toSheet={toSheet}
      filters={
        <FilterBar value={filter} onChange={(f) => setState({ ...state, filter: f })} fields={bookFields}>
          <DepartmentField
            all={false}
            departments={departments}
            value={deptCode}
            onChange={(c) => setState({ ...state, deptCode: c })}
          />
          <Field label="科目">
            <SubjectSelect
              label="科目"
              value={code}
              onChange={(c) => setState({ ...state, code: c })}
              options={subjects}
              width={190}
            />
          </Field>
        </FilterBar>
      }
    />
  );
}

export function AuxDetailScreen({ route, search }: ScreenProps) {
  const { year, unit } = useBookContext();
  const subjects = useSubjectOptions();
  const [state, setState] = useSearchState(search, (s) => ({
    filter: filterFromSearch(s, defaultFilter(year, 'yearToDate')),
    typeNo: plain(s.typeNo),
    infoNo: plain(s.infoNo),
    code: codeOf(s.code),
  }));
  const { filter, code } = state;
  const firstType = useAuxOptions('').types[0]?.value ?? '';
  const typeNo = state.typeNo || firstType;
  const aux = useAuxOptions(typeNo);
  const infoNo = state.infoNo || aux.items[0]?.value || '';
  const toSheet = useCallback(
    (data: AuxDetailAnswer) =>
      bookSheet(
        data.rows,
        {
          title: '辅助项目明细账',
          unit,
          period: periodLabel(filter),
          subtitle: `${data.item.typeName}：${data.item.infoNo} ${data.item.infoName}${subjectText(data.subject)}`,
        },
        { subjectColumn: true },
      ),
    [unit, filter],
  );
  return (
    <PagedBook
      testId="aux-detail-screen"
      title={route.title}
      contract={ledgerContracts.auxDetail}
      query={
        typeNo && infoNo ? { ...filterToQuery(filter), typeNo, infoNo, ...(code ? { code } : {}) } : null
      }
      problem={filterProblem(filter) ?? (typeNo && infoNo ? null : '请选择辅助核算类型和项目')}
      toSheet={toSheet}
      filters={
        <FilterBar value={filter} onChange={(f) => setState({ ...state, filter: f })} fields={bookFields}>
          <AuxItemFields
            types={aux.types}
            items={aux.items}
            typeNo={typeNo}
            infoNo={infoNo}
            onChange={(next) => setState({ ...state, ...next })}
          />
          <Field label="科目">
            <SubjectSelect
              label="科目"
              value={code}
              onChange={(c) => setState({ ...state, code: c })}
              options={subjects}
              width={190}
            />
          </Field>
        </FilterBar>
      }
    />
  );
}
