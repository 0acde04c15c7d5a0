// 全部支付 (usercenter/all-disbursements): every payment of every ledger set — approved claims and
// loans (paid once their voucher is generated) and the cashier's own payment entries — read-only,
// filtered, paged by the server, the whole query totalled, exported and printed.
import { Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  crossListContracts,
  type DisbursementPage,
  type DisbursementRow,
  disbursementSources,
  disbursementStates,
} from '../../core/contracts/cross-list';
import { type ListColumn, ListField, ListFrame } from '../../ui/list';
import { useServerPages } from '../../ui/list/use-server-pages';
import type { ScreenProps } from '../../ui/screen-types';
import { CommonFields } from './CommonFields';
import { type CommonFilter, choices, commonLine, commonQuery, given, startCommon } from './cross-filter';
import { cappedNote, useCrossScreen } from './use-cross-screen';

interface Filter extends CommonFilter {
  source: string | null;
  state: string | null;
  departmentId: string | null;
}
const start: Filter = { ...startCommon, source: null, state: null, departmentId: null };

const columns: ListColumn<DisbursementRow>[] = [
  { key: 'jc', title: '账套', width: 90, value: (r) => r.jc },
  { key: 'date', title: '日期', width: 90, value: (r) => r.date },
  { key: 'kind', title: '支付类型', width: 90, value: (r) => r.kindName },
  { key: 'no', title: '单据/结算号', width: 150, value: (r) => r.no },
  { key: 'payee', title: '收款人', width: 120, value: (r) => r.payee, truncate: true },
  { key: 'department', title: '部门', width: 100, value: (r) => r.departmentName, truncate: true },
  { key: 'summary', title: '摘要', value: (r) => r.summary, truncate: true },
  { key: 'method', title: '支付方式', width: 130, value: (r) => r.method, truncate: true },
  { key: 'amount', title: '支付金额', width: 120, kind: 'money', value: (r) => r.amount },
  { key: 'state', title: '支付状态', width: 70, value: (r) => r.stateName },
];

export function DisbursementListScreen({ route }: ScreenProps) {
  const { state, applied, draft, set, options, departments } = useCrossScreen<Filter>(start);
  const query = useMemo(
    () => ({
      ...commonQuery(applied),
      ...given({ source: applied.source, state: applied.state, departmentId: applied.departmentId }),
    }),
    [applied],
  );
  const source = useServerPages<typeof crossListContracts.disbursements, DisbursementRow>(
    crossListContracts.disbursements,
    query,
  );
  const answer = source.answer as DisbursementPage | null;
  const totals = useMemo<DisbursementRow | undefined>(() => {
    if (!answer?.totals) return undefined;
    return {
      key: 'totals',
      ledgerSetId: 0,
      jc: '合计',
      source: 'claim',
      sourceName: '',
      kindName: '',
      date: '',
      no: '',
      payee: '',
      departmentName: '',
      summary: `共 ${answer.totalItemCount.toLocaleString('zh-CN')} 笔支付`,
      method: '',
      amount: answer.totals.amount,
      state: 'paid',
      stateName: '',
    };
  }, [answer]);
  const filterLine = [
    ...commonLine(applied, options),
    `来源：${applied.source ? disbursementSources[applied.source as keyof typeof disbursementSources] : '全部'}`,
    `支付状态：${applied.state ? disbursementStates[applied.state as keyof typeof disbursementStates] : '全部'}`,
  ].join('；');

  return (
    <ListFrame
      title={route.title}
      subtitle="用户中心"
      testId="all-disbursements"
      source={source}
      columns={columns}
      rowKey={(r) => r.key}
      noun="支付"
      unit="笔"
      totals={totals}
      offlineNote="离线：显示的是本机保存的上次查询结果"
      filters={
        <>
          <ListField label="来源">
            <Select
              size="xs"
              w={110}
              aria-label="支付来源"
              placeholder="全部"
              clearable
              data={choices(disbursementSources)}
              value={draft.source}
              onChange={(v) => set({ source: v })}
              comboboxProps={{ withinPortal: true }}
            />
          </ListField>
          <ListField label="支付状态">
            <Select
              size="xs"
              w={90}
              aria-label="支付状态"
              placeholder="全部"
              clearable
              data={choices(disbursementStates)}
              value={draft.state}
              onChange={(v) => set({ state: v })}
              comboboxProps={{ withinPortal: true }}
            />
          </ListField>
          <ListField label="部门">
            <Select
              size="xs"
              w={140}
              aria-label="部门"
              placeholder="全部"
              clearable
              searchable
              data={departments}
              value={draft.departmentId}
              onChange={(v) => set({ departmentId: v })}
              comboboxProps={{ withinPortal: true }}
            />
          </ListField>
          <CommonFields draft={draft} set={set} options={options} textHint="编号、收款人或摘要" />
        </>
      }
      onSearch={() => void state.search(source.refresh)}
      onReset={state.reset}
      filterLine={filterLine}
      below={
        answer?.capped ? (
          <Text size="xs" c="orange">
            {cappedNote(answer.totalItemCount)}
          </Text>
        ) : null
      }
    />
  );
}
