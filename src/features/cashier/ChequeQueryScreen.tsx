// 支票查询 (check-inquiries): the whole register from the cache, by state, number, holder, account
// and date (购置, 领用, 报销 or 作废), and the issued cheques past their 10 days (逾期未报销);
// 导出Excel and 打印 take every cheque of the query.
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { CHEQUE_STATE_LABEL, CHEQUE_STATES } from '../../core/cashier/types';
import { useOnline } from '../../local';
import { AccountingDateInput } from '../../ui/AccountingDateInput';
import { ListField, ListFrame, useListState, usePagedRows } from '../../ui/list';
import type { ScreenProps } from '../../ui/screen-types';
import { useReferenceEdits } from '../../ui/use-reference-edits';
import { pick } from './cheque-columns';
import { accountOption, useCashierAccounts } from './use-cashier-accounts';
import { type ChequeView, useCheques } from './use-cheques';

type DateField = 'boughtOn' | 'issuedOn' | 'writtenOffOn' | 'voidedOn';

interface Filter {
  state: string | null;
  no: string;
  holder: string;
  accountId: string | null;
  dateField: DateField;
  from: string;
  to: string;
}
const start: Filter = {
  state: null,
  no: '',
  holder: '',
  accountId: null,
  dateField: 'issuedOn',
  from: '',
  to: '',
};

const DATE_FIELDS: { value: DateField; label: string }[] = [
  { value: 'issuedOn', label: '领用日期' },
  { value: 'writtenOffOn', label: '报销日期' },
  { value: 'voidedOn', label: '作废日期' },
  { value: 'boughtOn', label: '购置日期' },
];

export function matchesCheque(v: ChequeView, f: Filter): boolean {
  const r = v.row;
  if (f.state === 'overdue' ? !v.overdue : f.state !== null && r.state !== f.state) return false;
  if (f.accountId && String(r.accountId) !== f.accountId) return false;
  if (f.no.trim() && !r.chequeNo.includes(f.no.trim().toUpperCase())) return false;
  if (f.holder.trim() && !r.holder.includes(f.holder.trim())) return false;
  const date = r[f.dateField];
  if ((f.from || f.to) && !date) return false;
  if (f.from && (date ?? '') < f.from) return false;
  if (f.to && (date ?? '') > f.to) return false;
  return true;
}

export function ChequeQueryScreen({ route }: ScreenProps) {
  const online = useOnline();
  const { views, pulledAt } = useCheques();
  const accounts = useCashierAccounts('bank');
  const { refresh, refreshing } = useReferenceEdits('支票');
  const state = useListState<Filter>({
    start,
    check: (f) => (f.from && f.to && f.from > f.to ? '开始日期不能晚于结束日期' : null),
  });
  const applied = state.applied ?? start;
  const rows = useMemo(() => (views ?? []).filter((v) => matchesCheque(v, applied)), [views, applied]);
  const source = usePagedRows(rows, {
    loading: views === undefined,
    cachedAt: online ? null : pulledAt,
    queryKey: state.applied,
  });
  const columns = pick(
    'no',
    'account',
    'state',
    'issuedOn',
    'holder',
    'purpose',
    'writtenOffOn',
    'amount',
    'paidBy',
    'voidReason',
  );
  const draft = state.draft ?? start;
  const set = (patch: Partial<Filter>) => state.setDraft({ ...draft, ...patch });
  const stateLabel =
    applied.state === 'overdue'
      ? '逾期未报销'
      : applied.state
        ? CHEQUE_STATE_LABEL[applied.state as keyof typeof CHEQUE_STATE_LABEL]
        : '全部';
  const dateLabel = DATE_FIELDS.find((d) => d.value === applied.dateField)?.label ?? '';
  return (
    <ListFrame
      title={route.title}
      subtitle={route.parentTitle}
      testId="cheque-query-screen"
      source={source}
      columns={columns}
      rowKey={(v: ChequeView) => v.row.key}
      noun="支票"
      unit="张"
      toolbar={
        <Button size="xs" variant="default" onClick={refresh} loading={refreshing}>
          刷新
        </Button>
      }
      filters={
        <>
          <ListField label="状态">
            <Select
              size="xs"
              w={120}
              aria-label="状态"
              placeholder="全部"
              clearable
              data={[
                ...CHEQUE_STATES.map((s) => ({ value: s, label: CHEQUE_STATE_LABEL[s] })),
                { value: 'overdue', label: '逾期未报销' },
              ]}
              value={draft.state}
              onChange={(v) => set({ state: v })}
              comboboxProps={{ withinPortal: true }}
            />
          </ListField>
          <ListField label="支票号码">
            <TextInput
              size="xs"
              w={120}
              aria-label="支票号码"
              value={draft.no}
              onChange={(e) => set({ no: e.currentTarget.value })}
            />
          </ListField>
          <ListField label="领用人">
            <TextInput
              size="xs"
              w={90}
              aria-label="领用人"
              value={draft.holder}
              onChange={(e) => set({ holder: e.currentTarget.value })}
            />
          </ListField>
          <ListField label="银行账户">
            <Select
              size="xs"
              w={160}
              aria-label="银行账户"
              placeholder="全部"
              clearable
              data={(accounts ?? []).map(accountOption)}
              value={draft.accountId}
              onChange={(v) => set({ accountId: v })}
              comboboxProps={{ withinPortal: true }}
            />
          </ListField>
          <ListField label="日期">
            <Group gap={4} wrap="nowrap">
              <Select
                size="xs"
                w={96}
                aria-label="日期类型"
                data={DATE_FIELDS}
                value={draft.dateField}
                onChange={(v) => v && set({ dateField: v as DateField })}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
              <AccountingDateInput
                size="xs"
                w={116}
                aria-label="开始日期"
                clearable
                value={draft.from || null}
                onChange={(v) => set({ from: v ? String(v).slice(0, 10) : '' })}
              />
              <span>至</span>
              <AccountingDateInput
                size="xs"
                w={116}
                aria-label="结束日期"
                clearable
                value={draft.to || null}
                onChange={(v) => set({ to: v ? String(v).slice(0, 10) : '' })}
              />
            </Group>
          </ListField>
        </>
      }
      onSearch={() => void state.search()}
      onReset={state.reset}
      filterLine={`状态：${stateLabel}　号码：${applied.no.trim() || '全部'}　领用人：${applied.holder.trim() || '全部'}　${dateLabel}：${applied.from || '不限'} 至 ${applied.to || '不限'}`}
    />
  );
}
