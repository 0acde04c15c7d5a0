// 现金日记账 and 银行日记账 (accountQueryPrinting/cash-journal, bank-journal): the cash or bank
// subjects line by line with 本日合计 after each day, 本月合计 and 本年累计; one subject or all of
// them. A line opens its voucher.
import { useCallback } from 'react';
import { ledgerContracts } from '../../../core/contracts/ledger';
import type { JournalAnswer } from '../../../core/contracts/ledger-answers';
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
import { bookFields } from './DetailLedgerScreen';

type Kind = 'cash' | 'bank';

const titles: Record<Kind, string> = { cash: '现金日记账', bank: '银行日记账' };
// The union charts' cash and bank subjects are 101 库存现金 and 102 银行存款 with their children.
const prefixes: Record<Kind, string> = { cash: '101', bank: '102' };

function JournalScreen({ kind, route, search }: ScreenProps & { kind: Kind }) {
  const { year, unit } = useBookContext();
  const inKind = useCallback((s: { code: string }) => s.code.startsWith(prefixes[kind]), [kind]);
  const options = useSubjectOptions(inKind);
  const [state, setState] = useSearchState(search, (s) => ({
    filter: filterFromSearch(s, defaultFilter(year, 'yearToDate')),
    code: s.code && /^\d+$/.test(s.code) ? s.code : '',
  }));
  const { filter, code } = state;
  const toSheet = useCallback(
    (data: JournalAnswer) => {
      const one = data.subjects.length === 1 ? data.subjects[0] : undefined;
      return bookSheet(
        data.rows,
        {
          title: titles[kind],
          unit,
          period: periodLabel(filter),
          ...(one ? { subtitle: `科目：${one.code} ${one.codeFullName}` } : {}),
        },
        { subjectColumn: data.rows.some((r) => r.kind === 'line' && r.code !== one?.code) },
      );
    },
    [kind, unit, filter],
  );
  return (
    <PagedBook
      testId={`${kind}-journal-screen`}
      title={route.title}
      contract={ledgerContracts.journal}
      query={{ ...filterToQuery(filter), kind, ...(code ? { code } : {}) }}
      problem={filterProblem(filter)}
      toSheet={toSheet}
      filters={
        <FilterBar value={filter} onChange={(f) => setState({ ...state, filter: f })} fields={bookFields}>
          <Field label="科目">
            <SubjectSelect
              label="科目"
              value={code}
              onChange={(c) => setState({ ...state, code: c })}
              options={options}
              placeholder={kind === 'cash' ? '全部现金科目' : '全部银行科目'}
              width={200}
            />
          </Field>
        </FilterBar>
      }
    />
  );
}

export function CashJournalScreen(props: ScreenProps) {
  return <JournalScreen {...props} kind="cash" />;
}

export function BankJournalScreen(props: ScreenProps) {
  return <JournalScreen {...props} kind="bank" />;
}
