// The month's proposals both 自动凭证 screens show: the 期末结转 (and in December the 年末结转) of
// /api/carryForward, and each enabled definition; the chosen ones are queued through the outbox
// and followed until the server answers (a notice with the voucher's number, or its refusal).
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { autoVoucherContracts } from '../../core/contracts/auto-voucher';
import { type CarryForwardPreview, carryKindLabels } from '../../core/contracts/carry-forward';
import { fetchPreview, previewKey, queueGenerate } from '../../local/carry-forward';
import { waitForLocalDb } from '../../local/db';
import { useLocalDb, useOnline, useRemoteFirst } from '../../local/hooks';
import type { RemoteFirst } from '../../local/remote-first';
import { useServices } from '../../ui/services';
import { formatVoucherNo } from '../../ui/voucher/voucher-draft';
import { proposalsKey, queueAutoGenerate } from './auto-store';
import type { ProposalRow } from './ProposalTable';

const ref = (v: { voucherType: string; voucherNo: number }) =>
  `${v.voucherType}-${formatVoucherNo(v.voucherNo)}`;

function carryRow(p: CarryForwardPreview): ProposalRow {
  const refusal = p.blockers[0] ?? p.nothing;
  const done = p.posted.length > 0 ? `已生成并记账 ${p.posted.map(ref).join('、')}` : null;
  return {
    id: `carry:${p.kind}`,
    title: `${carryKindLabels[p.kind]}（${p.kind === 'period' ? '收入、支出转入本年收支结转' : '转入累计结转/累计结余'}）`,
    source: '系统',
    entries: p.entries,
    total: p.total,
    refusal: refusal ? (done && p.nothing ? done : refusal) : null,
    done,
  };
}

export interface MonthProposals {
  rows: ProposalRow[];
  reads: RemoteFirst<unknown>[];
  refresh(): void;
  /** Queues the chosen rows; resolves once they are queued. */
  generate(ids: readonly string[]): Promise<void>;
  /** Outbox entries this screen queued and still follows. */
  waiting: number;
}

export function useMonthProposals(year: number, month: number, withCarry: boolean): MonthProposals {
  const { api } = useServices();
  const db = useLocalDb();
  const online = useOnline();
  const period = useRemoteFirst(
    previewKey(year, month, 'period'),
    (signal) => fetchPreview(api, { year, month, kind: 'period' }, signal),
    withCarry,
  );
  const yearEnd = useRemoteFirst(
    previewKey(year, month, 'yearEnd'),
    (signal) => fetchPreview(api, { year, month, kind: 'yearEnd' }, signal),
    withCarry && month === 12,
  );
  const defs = useRemoteFirst(proposalsKey(year, month), (signal) =>
    api.call(autoVoucherContracts.proposals, { year, month }, { loading: false, quiet: true, signal }),
  );
  const rows: ProposalRow[] = [];
  if (withCarry && period.data) rows.push(carryRow(period.data));
  if (withCarry && month === 12 && yearEnd.data) rows.push(carryRow(yearEnd.data));
  for (const p of defs.data ?? []) {
    rows.push({
      id: `def:${p.key}`,
      title: p.name,
      source: '自动凭证定义',
      entries: p.entries,
      total: p.total,
      refusal: p.refusal,
      done: p.generated.length > 0 ? p.generated.map(ref).join('、') : null,
    });
  }
  const refresh = () => {
    if (withCarry) {
      period.refresh();
      if (month === 12) yearEnd.refresh();
    }
    defs.refresh();
  };

  const [queued, setQueued] = useState<number[]>([]);
  const entries = useLiveQuery(
    async () =>
      db && queued.length > 0 ? (await db.outbox.bulkGet(queued)).filter((e) => e !== undefined) : [],
    [db, queued],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the queued entries only
  useEffect(() => {
    const finished = (entries ?? []).filter((e) => e.state === 'done' || e.state === 'failed');
    if (finished.length === 0) return;
    for (const e of finished) {
      if (e.state === 'done') {
        const voucher = (e.response as { voucher?: { voucherType: string; voucherNo: number } } | null)
          ?.voucher;
        notifications.show({
          color: 'teal',
          message: `${e.label}：凭证 ${voucher ? ref(voucher) : ''} 已生成`,
          withBorder: true,
        });
      } else {
        notifications.show({
          color: 'red',
          title: '凭证未能生成',
          message: `${e.label}：${e.error?.message ?? '服务器拒绝生成'}`,
          autoClose: 8000,
          withBorder: true,
        });
      }
    }
    const gone = new Set(finished.map((e) => e.seq));
    setQueued((q) => q.filter((s) => !gone.has(s)));
    refresh();
  }, [entries]);

  const generate = async (ids: readonly string[]) => {
    const local = db ?? (await waitForLocalDb());
    const seqs: number[] = [];
    for (const id of ids) {
      if (id === 'carry:period' && period.data) seqs.push((await queueGenerate(period.data, local)).seq);
      else if (id === 'carry:yearEnd' && yearEnd.data)
        seqs.push((await queueGenerate(yearEnd.data, local)).seq);
      else if (id.startsWith('def:')) {
        const p = defs.data?.find((d) => `def:${d.key}` === id);
        if (p) seqs.push((await queueAutoGenerate(p, year, month, local)).seq);
      }
    }
    setQueued((q) => [...q, ...seqs]);
    if (!online && seqs.length > 0) {
      notifications.show({
        color: 'blue',
        message: `已保存在本机 ${seqs.length} 张，联网后生成`,
        withBorder: true,
      });
    }
  };

  return {
    rows,
    reads: withCarry ? [period, ...(month === 12 ? [yearEnd] : []), defs] : [defs],
    refresh,
    generate,
    waiting: queued.length,
  };
}
