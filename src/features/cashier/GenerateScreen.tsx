// 生成出纳账 (generating-cashier-is-bank-account): the voucher lines on the cashier accounts' subjects
// in a period, each marked as already in the cashier book, in a closed cashier month, or standing for a
// typed entry of the same day, side and amount (关联手工账: that entry takes the line, so the business
// is not counted twice); the ticked lines go through the outbox (the server refuses a line already in
// the book and writes nothing).
import { Badge, Button, Select } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { firstDayOf, lastDayOf } from '../../core/cashier/journal';
import { cashierContracts, type VoucherLineOffer } from '../../core/contracts/cashier';
import { P } from '../../core/permissions/keys';
import { useLocalDb, useOnline, useOpenOutboxEntries, useOutboxEntries } from '../../local';
import { cashierImportKind, queueImport } from '../../local/cashier-book';
import { AccountingDateInput } from '../../ui/AccountingDateInput';
import { readProblem, useReport } from '../../ui/data/use-report';
import { openMessageDialog } from '../../ui/dialogs';
import { type ListColumn, ListField, ListFrame, useListState, usePagedRows } from '../../ui/list';
import type { ScreenProps } from '../../ui/screen-types';
import { useSession } from '../../ui/services';
import { useReferenceEdits } from '../../ui/use-reference-edits';
import { defaultMonth } from './MonthNav';
import { accountOption, useCashierAccounts } from './use-cashier-accounts';

interface Filter {
  accountId: string | null;
  dateFrom: string;
  dateTo: string;
  show: 'open' | 'all';
}

const STATUS = { saved: '未审核', audited: '已审核', posted: '已记账' } as const;

export const lineKey = (l: Pick<VoucherLineOffer, 'voucherId' | 'lineNo'>) => `${l.voucherId}#${l.lineNo}`;

/** A line the book can still take: not in it, not waiting to go in, its month open. */
const importable = (l: VoucherLineOffer, queued: ReadonlySet<string>) =>
  l.entryId === null && !l.monthClosed && !queued.has(lineKey(l));

export function GenerateScreen({ route }: ScreenProps) {
  const session = useSession();
  const accounts = useCashierAccounts();
  const { saved } = useReferenceEdits('凭证分录');
  const m = defaultMonth(session?.year ?? new Date().getFullYear());
  const start: Filter = {
    accountId: null,
    dateFrom: firstDayOf(m.year, m.month),
    dateTo: lastDayOf(m.year, m.month),
    show: 'open',
  };
  const state = useListState<Filter>({
    start,
    check: (f) => (f.dateFrom > f.dateTo ? '开始日期不能晚于结束日期' : null),
  });
  const applied = state.applied ?? start;
  const read = useReport(cashierContracts.voucherLines, {
    dateFrom: applied.dateFrom,
    dateTo: applied.dateTo,
    ...(applied.accountId ? { accountId: Number(applied.accountId) } : {}),
  });
  const pending = useOpenOutboxEntries(cashierImportKind);
  const queued = useMemo(
    () =>
      new Set(
        pending.flatMap((e) =>
          ((e.body as { lines?: { voucherId: string; lineNo: number }[] }).lines ?? []).map(lineKey),
        ),
      ),
    [pending],
  );
  // Lines brought in reach the server: read the period again (they now show as 已登记).
  const online = useOnline();
  const outbox = useOutboxEntries();
  const doneMark = outbox
    .filter((e) => e.kind === cashierImportKind && e.state === 'done')
    .map((e) => e.seq)
    .join(',');
  const refresh = read.refresh;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the mark itself is the trigger
  useEffect(() => {
    if (doneMark && online) refresh();
  }, [doneMark]);
  const rows = useMemo(
    () => (read.data ?? []).filter((l) => applied.show === 'all' || importable(l, queued)),
    [read.data, applied.show, queued],
  );
  const source = usePagedRows(rows, {
    loading: read.loading && !read.data,
    error: read.error && !read.data ? readProblem(read.error) : null,
    cachedAt: read.source === 'cache' ? read.cachedAt : null,
    queryKey: state.applied,
  });
  // Writes wait for this device's database (it opens a moment after the screen, which reads the network).
  const db = useLocalDb();
  const canWrite = (session?.permissions.includes(P.cashier.generateBook) ?? false) && db !== null;

  const mark = (l: VoucherLineOffer) => {
    if (l.entryId !== null)
      return (
        <Badge size="xs" variant="light" color="teal">
          已登记
        </Badge>
      );
    if (queued.has(lineKey(l)))
      return (
        <Badge size="xs" variant="light" color="orange">
          待同步
        </Badge>
      );
    if (l.monthClosed)
      return (
        <Badge size="xs" variant="light" color="gray">
          已结账
        </Badge>
      );
    if (l.lookalikeEntryId)
      return (
        <Badge
          size="xs"
          variant="light"
          color="violet"
          title="同日、同方向、同金额的手工出纳账已登记：生成时关联该笔，不重复记账"
        >
          关联手工账
        </Badge>
      );
    return (
      <Badge size="xs" variant="light" color="blue">
        未登记
      </Badge>
    );
  };
  const markText = (l: VoucherLineOffer) =>
    l.entryId !== null
      ? '已登记'
      : queued.has(lineKey(l))
        ? '待同步'
        : l.monthClosed
          ? '已结账'
          : l.lookalikeEntryId
            ? '关联手工账'
            : '未登记';

  const columns: ListColumn<VoucherLineOffer>[] = [
    { key: 'date', title: '日期', width: 92, value: (l) => l.date },
    { key: 'word', title: '凭证字号', width: 80, value: (l) => `${l.word}（${l.lineNo}）` },
    { key: 'status', title: '凭证状态', width: 72, value: (l) => STATUS[l.status] },
    { key: 'summary', title: '摘要', value: (l) => l.summary, truncate: true },
    { key: 'account', title: '出纳账户', width: 140, value: (l) => l.accountLabel, truncate: true },
    { key: 'counter', title: '对方科目', width: 150, value: (l) => l.counterSubject, truncate: true },
    { key: 'receipt', title: '收入', width: 110, kind: 'money', blankZero: true, value: (l) => l.receipt },
    { key: 'payment', title: '支出', width: 110, kind: 'money', blankZero: true, value: (l) => l.payment },
    { key: 'mark', title: '出纳账', width: 76, value: markText, render: mark },
  ];

  const chosen = rows.filter((l) => state.selection.has(lineKey(l)) && importable(l, queued));
  const bringIn = async () => {
    if (chosen.length === 0) {
      await openMessageDialog({ title: '提示', message: '请勾选未登记的凭证分录', tone: 'warning' });
      return;
    }
    // A line a typed entry already stands for is linked to it, not brought in a second time.
    const twins = chosen.filter((l) => l.lookalikeEntryId).length;
    const entry = await queueImport(
      chosen.map((l) => ({ voucherId: l.voucherId, lineNo: l.lineNo, entryId: l.lookalikeEntryId })),
      `生成出纳账 ${chosen.length} 笔${twins > 0 ? `（其中关联手工出纳账 ${twins} 笔）` : ''}（${applied.dateFrom} 至 ${applied.dateTo}）`,
    );
    state.setSelection(new Set());
    saved(entry.label);
  };

  const accountName = accounts?.find((a) => String(a.id) === applied.accountId);
  return (
    <ListFrame
      title={route.title}
      subtitle={route.parentTitle}
      testId="cashier-generate-screen"
      source={source}
      columns={columns}
      rowKey={(l: VoucherLineOffer) => lineKey(l)}
      noun="凭证分录"
      unit="条"
      emptyText={
        applied.show === 'open'
          ? '该期间没有未登记出纳账的现金、银行存款凭证分录'
          : '该期间没有现金、银行存款凭证分录'
      }
      offlineNote="生成的出纳账联网后提交"
      toolbar={
        <>
          <Button size="xs" variant="default" onClick={read.refresh} loading={read.loading}>
            刷新
          </Button>
          {canWrite && (
            <Button size="xs" onClick={() => void bringIn()} disabled={chosen.length === 0}>
              生成出纳账{chosen.length > 0 ? `（${chosen.length}）` : ''}
            </Button>
          )}
        </>
      }
      filters={
        <>
          <ListField label="出纳账户">
            <Select
              size="xs"
              w={200}
              aria-label="出纳账户"
              placeholder="全部"
              clearable
              data={(accounts ?? []).map(accountOption)}
              value={state.draft?.accountId ?? null}
              onChange={(v) => state.setDraft({ ...(state.draft ?? start), accountId: v })}
              comboboxProps={{ withinPortal: true }}
            />
          </ListField>
          <ListField label="日期">
            <AccountingDateInput
              size="xs"
              w={120}
              aria-label="开始日期"
              value={state.draft?.dateFrom ?? start.dateFrom}
              onChange={(v) =>
                v && state.setDraft({ ...(state.draft ?? start), dateFrom: String(v).slice(0, 10) })
              }
            />
            <span>至</span>
            <AccountingDateInput
              size="xs"
              w={120}
              aria-label="结束日期"
              value={state.draft?.dateTo ?? start.dateTo}
              onChange={(v) =>
                v && state.setDraft({ ...(state.draft ?? start), dateTo: String(v).slice(0, 10) })
              }
            />
          </ListField>
          <ListField label="显示">
            <Select
              size="xs"
              w={110}
              aria-label="显示"
              data={[
                { value: 'open', label: '未登记' },
                { value: 'all', label: '全部分录' },
              ]}
              value={state.draft?.show ?? 'open'}
              onChange={(v) =>
                state.setDraft({ ...(state.draft ?? start), show: (v ?? 'open') as Filter['show'] })
              }
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          </ListField>
        </>
      }
      onSearch={() => void state.search(read.refresh)}
      onReset={state.reset}
      filterLine={`出纳账户：${accountName ? `${accountName.code} ${accountName.name}` : '全部'}　日期：${applied.dateFrom} 至 ${applied.dateTo}　显示：${applied.show === 'open' ? '未登记' : '全部分录'}`}
      selection={canWrite ? state.selection : undefined}
      onSelectionChange={canWrite ? state.setSelection : undefined}
      rowLabel={(l) => `${l.word} 第${l.lineNo}行`}
    />
  );
}
