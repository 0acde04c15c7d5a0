// 出纳现金日记账 and 出纳银行日记账 (cashier-management/cashier-cash, cashier-bank): one account's month
// of the cashier's own book — the balance brought forward, every entry with its running balance,
// 本日合计, 本月合计 and 本年累计 — with the keyboard entry line above it. The month is read network
// first (the last answer offline, with its time); entries typed here show at once, 待同步 until the
// server has them, and reach it once through the outbox.
import { Alert, Badge, Button, Group, Select, Stack } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import type { AccountKind } from '../../core/cashier/types';
import { type CashierAccount, type CashierEntry, cashierContracts } from '../../core/contracts/cashier';
import { P } from '../../core/permissions/keys';
import { useLocalDb, useOnline, useOutboxEntries, useReference } from '../../local';
import {
  cashierEntryKind,
  cashierImportKind,
  entryDrafts,
  queueEntryDelete,
  settleEntryDrafts,
} from '../../local/cashier-book';
import type { SubjectRecord, SubjectRow } from '../../local/subjects';
import { useReport } from '../../ui/data/use-report';
import { openConfirmDialog } from '../../ui/dialogs';
import { type ListColumn, ListKeptNotice, type ListSheet, ListTable } from '../../ui/list';
import { PageHeader } from '../../ui/PageHeader';
import type { ScreenProps } from '../../ui/screen-types';
import { useSession } from '../../ui/services';
import { useReferenceEdits } from '../../ui/use-reference-edits';
import classes from './cashier.module.css';
import { EntryLine } from './EntryLine';
import { draftsOf, type JournalLine, journalLines, mergeEntries } from './journal-model';
import { defaultMonth, type Month, MonthNav } from './MonthNav';
import { SheetButtons } from './SheetButtons';
import { SyncMark } from './SyncMark';
import { accountOption, useCashierAccounts } from './use-cashier-accounts';
import { useFailures } from './use-failures';

const STATE_MARK = { pending: true, deleting: true } as const;

function columnsOf(kind: AccountKind, failures: ReadonlyMap<string, string>): ListColumn<JournalLine>[] {
  const entryMark = (l: JournalLine) =>
    l.shown && l.shown.state !== 'saved' ? (
      <>
        {' '}
        <SyncMark
          pending={l.shown.state in STATE_MARK}
          failure={l.shown.state === 'failed' ? (failures.get(l.key) ?? '服务器拒绝了这笔登记') : undefined}
        />
      </>
    ) : null;
  return [
    {
      key: 'date',
      title: '日期',
      width: 88,
      value: (l) => (l.kind === 'entry' || l.kind === 'opening' ? l.date : ''),
    },
    { key: 'word', title: '凭证字号', width: 72, value: (l) => l.word },
    {
      key: 'summary',
      title: '摘要',
      value: (l) => l.summary,
      // The mark sits on the summary's line: a row keeps its height while it waits for the server.
      render: (l) => (
        <span style={{ display: 'flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }} title={l.summary}>
            {l.summary}
          </span>
          {entryMark(l)}
        </span>
      ),
      truncate: true,
    },
    ...(kind === 'bank'
      ? [
          // One column for both: the summary keeps its room on a laptop screen.
          {
            key: 'settle',
            title: '结算方式/票号',
            width: 150,
            value: (l: JournalLine) => [l.settleMethod, l.settleNo].filter(Boolean).join(' '),
            truncate: true,
          },
        ]
      : []),
    { key: 'counterparty', title: '对方单位', width: 110, value: (l) => l.counterparty, truncate: true },
    { key: 'counterSubject', title: '对方科目', width: 120, value: (l) => l.counterSubject, truncate: true },
    { key: 'receipt', title: '收入', width: 108, kind: 'money', blankZero: true, value: (l) => l.receipt },
    { key: 'payment', title: '支出', width: 108, kind: 'money', blankZero: true, value: (l) => l.payment },
    { key: 'balance', title: '余额', width: 118, kind: 'money', value: (l) => l.balance },
  ];
}

function JournalScreen({ route, search, kind }: ScreenProps & { kind: AccountKind }) {
  const session = useSession();
  const db = useLocalDb();
  const online = useOnline();
  const accounts = useCashierAccounts(kind);
  const chart = useReference<SubjectRecord>('subjects') as SubjectRow[] | undefined;
  const subjects = useMemo(() => (chart ?? []).filter((s) => s.isLeaf && s.enabled), [chart]);
  const failures = useFailures(cashierEntryKind);
  const { saved } = useReferenceEdits('出纳账');
  const [accountId, setAccountId] = useState<string | null>(search.accountId ?? null);
  const [month, setMonth] = useState<Month>(() =>
    search.year && search.month
      ? { year: Number(search.year), month: Number(search.month) }
      : defaultMonth(session?.year ?? new Date().getFullYear()),
  );
  const [editing, setEditing] = useState<CashierEntry | null>(null);
  const account = accounts?.find((a) => String(a.id) === accountId) ?? accounts?.[0] ?? null;
  const input = account ? { accountId: account.id, year: month.year, month: month.month } : null;
  const read = useReport(cashierContracts.journal, input);
  const answer = read.data && account && read.data.account.id === account.id ? read.data : null;
  const drafts = useLiveQuery(async () => (db ? entryDrafts(db) : []), [db], []);
  const canWrite =
    session?.permissions.includes(kind === 'cash' ? P.cashier.cashJournal : P.cashier.bankJournal) ?? false;

  // What the server answered settles the drafts it now shows.
  useEffect(() => {
    if (!db || !answer || read.source !== 'network') return;
    const ids = new Set(answer.entries.map((e) => e.id));
    const mine = new Set(draftsOf(drafts, answer).map((d) => d.id));
    // The database may close meanwhile (logout, 切换账套): the drafts settle on the next answer.
    settleEntryDrafts(ids, (d) => mine.has(d.id) || ids.has(d.id), db).catch(() => {});
  }, [db, answer, read.source, drafts]);

  // An entry or an import reaching the server: read the month again.
  const outbox = useOutboxEntries();
  const doneMark = outbox
    .filter((e) => (e.kind === cashierEntryKind || e.kind === cashierImportKind) && e.state === 'done')
    .map((e) => e.seq)
    .join(',');
  const refresh = read.refresh;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the mark itself is the trigger
  useEffect(() => {
    if (doneMark && online) refresh();
  }, [doneMark]);

  // Offline with no answer kept for this month: the entry line still takes entries (they wait in the
  // outbox); the book shows once the server has answered.
  const unread = read.source === 'none' && !online && !answer;
  const monthKey = `${month.year}-${String(month.month).padStart(2, '0')}`;
  const waiting = drafts.filter(
    (d) =>
      d.data.entry.accountId === account?.id &&
      d.data.entry.date.startsWith(monthKey) &&
      d.syncState !== 'synced',
  ).length;
  const lines = useMemo(
    () => (answer ? journalLines(answer, mergeEntries(answer, drafts)) : []),
    [answer, drafts],
  );
  const columns = useMemo(() => columnsOf(kind, failures), [kind, failures]);
  const title = `${route.title}`;
  const sheet: ListSheet<JournalLine> | null = answer
    ? {
        title: `${route.title}（${answer.account.code} ${answer.account.name}）`,
        filterLine: `账户：${answer.account.code} ${answer.account.name}　科目：${answer.account.subjectCode} ${answer.account.subjectName}　期间：${answer.year}年${answer.month}月`,
        columns,
        rows: lines,
      }
    : null;

  const remove = async (entry: CashierEntry) => {
    const sure = await openConfirmDialog({
      title: '删除出纳账',
      message: `确定删除 ${entry.date}「${entry.summary}」吗？${entry.source === 'voucher' ? '删除后可在「生成出纳账」中重新生成。' : ''}`,
      confirmLabel: '删除',
    });
    if (!sure) return;
    const queued = await queueEntryDelete(entry);
    saved(queued ? queued.label : `已撤回未提交的登记「${entry.summary}」`);
  };

  const closed = answer?.closed ?? false;
  return (
    <Stack gap="sm" p="sm" data-testid={`cashier-${kind}-journal`}>
      <PageHeader
        title={title}
        subtitle={route.parentTitle}
        actions={
          <>
            <Button size="xs" variant="default" onClick={read.refresh} loading={read.loading}>
              刷新
            </Button>
            <SheetButtons sheet={sheet} rowKey={(l) => l.key} />
          </>
        }
      />
      <Group gap="sm" className={classes.bar}>
        <Select
          size="xs"
          w={240}
          aria-label="出纳账户"
          placeholder={accounts && accounts.length === 0 ? '尚未设置出纳账户' : '选择账户'}
          data={(accounts ?? []).map(accountOption)}
          value={account ? String(account.id) : null}
          onChange={(v) => {
            setAccountId(v);
            setEditing(null);
          }}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <MonthNav
          value={month}
          onChange={(m) => {
            setMonth(m);
            setEditing(null);
          }}
        />
        {account && (
          <span>
            科目 {account.subjectCode} {account.subjectName}
            {account.accountNo ? `　账号 ${account.accountNo}` : ''}　启用 {account.openedOn}
          </span>
        )}
        {closed && (
          <Badge color="gray" variant="light" data-testid="month-closed">
            本月已结账
          </Badge>
        )}
      </Group>
      <ListKeptNotice
        cachedAt={read.source === 'cache' ? read.cachedAt : null}
        offlineNote="本机登记的出纳账标为「待同步」"
      />
      {accounts !== undefined && accounts.length === 0 && (
        <Alert color="blue" variant="light">
          尚未设置出纳{kind === 'cash' ? '现金' : '银行'}账户，请先在「出纳{kind === 'cash' ? '现金' : '银行'}
          账户」中设置。
        </Alert>
      )}
      {(answer || (unread && account)) && canWrite && db && (
        <EntryLine
          account={answer?.account ?? (account as CashierAccount)}
          year={month.year}
          month={month.month}
          closed={closed}
          editing={editing}
          subjects={subjects}
          createdBy={session?.realName ?? ''}
          onSaved={(label, date) => {
            saved(label);
            setEditing(null);
            if (!date.startsWith(`${month.year}-${String(month.month).padStart(2, '0')}`)) {
              saved(`已登记到 ${Number(date.slice(0, 4))}年${Number(date.slice(5, 7))}月`);
            }
          }}
          onCancelEdit={() => setEditing(null)}
        />
      )}
      {unread && account && (
        <Alert color="orange" variant="light" data-testid="journal-unread">
          离线：本机没有保存过这个月的出纳账，余额联网后显示；在此登记的出纳账保存在本机
          {waiting > 0 ? `（本月待同步 ${waiting} 笔）` : ''}，联网后自动提交。
        </Alert>
      )}
      <div className={classes.book}>
        <ListTable
          label={`${route.title}明细`}
          columns={columns}
          rows={lines}
          rowKey={(l) => l.key}
          loading={read.loading && !answer}
          emptyText={account ? '正在读取…' : '请选择出纳账户'}
          noun="行"
          unit="行"
          rowAttributes={(l) => ({
            'data-kind': l.kind,
            'data-state': l.shown?.state,
            'data-editing': editing !== null && l.key === editing.id ? true : undefined,
          })}
          onOpen={(l) => {
            if (canWrite && !closed && l.shown && l.shown.state !== 'deleting') setEditing(l.shown.entry);
          }}
          actions={
            canWrite
              ? (l) =>
                  l.kind === 'entry' && l.shown && l.shown.state !== 'deleting' ? (
                    <Group gap={2} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        disabled={closed}
                        onClick={() => l.shown && setEditing(l.shown.entry)}
                      >
                        修改
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        disabled={closed}
                        onClick={() => l.shown && void remove(l.shown.entry)}
                      >
                        删除
                      </Button>
                    </Group>
                  ) : null
              : undefined
          }
          actionsWidth={90}
        />
      </div>
    </Stack>
  );
}

export const CashJournalScreen = (props: ScreenProps) => <JournalScreen {...props} kind="cash" />;
export const BankJournalScreen = (props: ScreenProps) => <JournalScreen {...props} kind="bank" />;
