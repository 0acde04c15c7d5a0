// 全部银行流水 (usercenter/paycenter/all-bank-statement): the statement lines of every reconciled
// bank account of every ledger set, read-only, filtered by account, date, direction, amount and
// whether matched to the books; paged by the server, receipts and payments totalled, exported.
import { Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  crossListContracts,
  type StatementPage,
  type StatementRow,
  statementDirections,
} from '../../core/contracts/cross-list';
import { type ListColumn, ListField, ListFrame } from '../../ui/list';
import { useServerPages } from '../../ui/list/use-server-pages';
import type { ScreenProps } from '../../ui/screen-types';
import { CommonFields } from './CommonFields';
import { type CommonFilter, choices, commonLine, commonQuery, given, startCommon } from './cross-filter';
import { cappedNote, useCrossScreen } from './use-cross-screen';

interface Filter extends CommonFilter {
  account: string | null;
  direction: string | null;
  matched: string | null;
}
const start: Filter = { ...startCommon, account: null, direction: null, matched: null };
const matchedNames = { yes: '已对账', no: '未对账' } as const;

const columns: ListColumn<StatementRow>[] = [
  { key: 'jc', title: '账套', width: 76, value: (r) => r.jc },
  {
    key: 'account',
    title: '银行账户',
    width: 210,
    value: (r) => [r.bankName || r.subjectCode, r.accountNo].filter(Boolean).join(' '),
    truncate: true,
  },
  { key: 'date', title: '交易日期', width: 88, value: (r) => r.date },
  {
    key: 'summary',
    title: '摘要',
    value: (r) => (r.opening ? `【期初未达】${r.summary}` : r.summary),
    truncate: true,
  },
  { key: 'counterparty', title: '对方户名', width: 130, value: (r) => r.counterparty, truncate: true },
  { key: 'settleNo', title: '结算号', width: 80, value: (r) => r.settleNo },
  { key: 'receipt', title: '收入', width: 104, kind: 'money', blankZero: true, value: (r) => r.receipt },
  { key: 'payment', title: '支出', width: 104, kind: 'money', blankZero: true, value: (r) => r.payment },
  { key: 'balance', title: '余额', width: 116, kind: 'money', value: (r) => r.balance },
  {
    key: 'matched',
    title: '对账',
    width: 58,
    value: (r) => (r.key === 'totals' ? '' : r.matched ? '已对账' : '未对账'),
  },
];

export function StatementListScreen({ route }: ScreenProps) {
  const { state, applied, draft, set, options } = useCrossScreen<Filter>(start);
  const query = useMemo(
    () => ({
      ...commonQuery(applied),
      ...given({ account: applied.account, direction: applied.direction, matched: applied.matched }),
    }),
    [applied],
  );
  const source = useServerPages<typeof crossListContracts.bankStatements, StatementRow>(
    crossListContracts.bankStatements,
    query,
  );
  const answer = source.answer as StatementPage | null;
  const totals = useMemo<StatementRow | undefined>(() => {
    if (!answer?.totals) return undefined;
    return {
      key: 'totals',
      ledgerSetId: 0,
      jc: '合计',
      bankName: '',
      accountNo: '',
      subjectCode: '',
      date: '',
      summary: `共 ${answer.totalItemCount.toLocaleString('zh-CN')} 笔流水`,
      counterparty: '',
      settleNo: '',
      receipt: answer.totals.receipt,
      payment: answer.totals.payment,
      balance: '',
      matched: false,
      opening: false,
    };
  }, [answer]);
  const accounts = (options?.accounts ?? []).filter((a) => !draft.zid || String(a.ledgerSetId) === draft.zid);
  const accountLabel = options?.accounts.find((a) => a.key === applied.account)?.label;
  const filterLine = [
    ...commonLine(applied, options),
    `账户：${accountLabel ?? '全部'}`,
    `方向：${applied.direction ? statementDirections[applied.direction as keyof typeof statementDirections] : '全部'}`,
    `对账：${applied.matched ? matchedNames[applied.matched as keyof typeof matchedNames] : '全部'}`,
  ].join('；');

  return (
    <ListFrame
      title={route.title}
      subtitle="用户中心"
      testId="all-bank-statement"
      source={source}
      columns={columns}
      rowKey={(r) => r.key}
      noun="流水"
      unit="笔"
      totals={totals}
      offlineNote="离线：显示的是本机保存的上次查询结果"
      filters={
        <>
          <ListField label="银行账户">
            <Select
              size="xs"
              w={220}
              aria-label="银行账户"
              placeholder="全部"
              clearable
              searchable
              data={accounts.map((a) => ({ value: a.key, label: a.label }))}
              value={draft.account}
              onChange={(v) => set({ account: v })}
              comboboxProps={{ withinPortal: true }}
            />
          </ListField>
          <ListField label="方向">
            <Select
              size="xs"
              w={80}
              aria-label="收支方向"
              placeholder="全部"
              clearable
              data={choices(statementDirections)}
              value={draft.direction}
              onChange={(v) => set({ direction: v })}
              comboboxProps={{ withinPortal: true }}
            />
          </ListField>
          <ListField label="对账">
            <Select
              size="xs"
              w={90}
              aria-label="对账状态"
              placeholder="全部"
              clearable
              data={choices(matchedNames)}
              value={draft.matched}
              onChange={(v) => set({ matched: v })}
              comboboxProps={{ withinPortal: true }}
            />
          </ListField>
          <CommonFields draft={draft} set={set} options={options} textHint="摘要、对方或结算号" />
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
