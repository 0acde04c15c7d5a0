// 多栏账 (accountQueryPrinting/list-multi-column-ledger): a subject's book with one amount column per
// child subject (or per item of an auxiliary type), so 业务支出 shows 培训/会议/… side by side.
import { Select } from '@mantine/core';
import { useCallback } from 'react';
import { ledgerContracts } from '../../../core/contracts/ledger';
import type { MultiColumnAnswer } from '../../../core/contracts/ledger-answers';
import { useReference } from '../../../local';
import type { AuxTypeRecord } from '../../../local/auxiliary';
import type { SubjectRecord } from '../../../local/subjects';
import type { ScreenProps } from '../../../ui/screen-types';
import { compact, Field, FilterBar, SubjectSelect, useSubjectOptions } from '../frame/FilterBar';
import {
  defaultFilter,
  filterFromSearch,
  filterProblem,
  filterToQuery,
  periodLabel,
} from '../frame/report-query';
import { PagedBook } from '../PagedBook';
import { multiColumnSheet } from '../sheets/books';
import { useBookContext, useSearchState } from '../use-book-screen';
import { bookFields } from './DetailLedgerScreen';

const CHILDREN = '*';
const withChildren = (s: SubjectRecord) => s.hasChild;

export function MultiColumnScreen({ route, search }: ScreenProps) {
  const { year, unit } = useBookContext();
  const options = useSubjectOptions(withChildren);
  const allOptions = useSubjectOptions();
  const types = useReference<AuxTypeRecord>('auxTypes');
  const [state, setState] = useSearchState(search, (s) => ({
    filter: filterFromSearch(s, defaultFilter(year, 'yearToDate')),
    code: s.code && /^\d+$/.test(s.code) ? s.code : '',
    typeNo: s.typeNo ?? '',
  }));
  const { filter, typeNo } = state;
  // Default: the first expense subject with children (支出 is what 多栏账 is mostly for).
  const code = state.code || options.find((o) => o.value.startsWith('5'))?.value || options[0]?.value || '';
  const toSheet = useCallback(
    (data: MultiColumnAnswer) =>
      multiColumnSheet(data, {
        title: '多栏账',
        unit,
        period: periodLabel(filter),
        subtitle: `科目：${data.subject.code} ${data.subject.codeFullName}`,
      }),
    [unit, filter],
  );
  const typeOptions = [
    { value: CHILDREN, label: '下级科目' },
    ...(types ?? []).filter((t) => t.enabled).map((t) => ({ value: t.typeNo, label: t.typeName })),
  ];
  return (
    <PagedBook
      testId="multi-column-screen"
      title={route.title}
      contract={ledgerContracts.multiColumn}
      query={code ? { ...filterToQuery(filter), code, ...(typeNo ? { typeNo } : {}) } : null}
      problem={filterProblem(filter)}
      toSheet={toSheet}
      filters={
        <FilterBar value={filter} onChange={(f) => setState({ ...state, filter: f })} fields={bookFields}>
          <Field label="科目">
            <SubjectSelect
              label="科目"
              value={code}
              onChange={(c) => c && setState({ ...state, code: c })}
              options={typeNo ? allOptions : options}
              clearable={false}
              placeholder="选择科目"
              width={200}
            />
          </Field>
          <Field label="分析栏目">
            <Select
              {...compact}
              w={120}
              aria-label="分析栏目"
              allowDeselect={false}
              data={typeOptions}
              value={typeNo || CHILDREN}
              onChange={(v) => setState({ ...state, typeNo: !v || v === CHILDREN ? '' : v })}
            />
          </Field>
        </FilterBar>
      }
    />
  );
}
