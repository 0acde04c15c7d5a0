// What the entry screen reads besides the cache tables: the last voucher date (server, kept for
// offline), the ledger set's cash and bank subjects (for 收/付/转 restrictions), and the count of
// the month's vouchers of the type, from which a provisional number is shown until the server's.
import { useEffect, useMemo, useRef } from 'react';
import { voucherContracts } from '../../../core/contracts/voucher';
import { useLocalDb, useOutboxEntries, useRemoteFirst } from '../../../local/hooks';
import { voucherKind } from '../../../local/vouchers';
import { useServices } from '../../../ui/services';
import { readLastDate, rememberLastDate } from './voucher-store';

/** The server's last voucher date of this user (GET /api/voucher/lastDate), cached for offline. */
export function useServerLastDate(): string | null {
  const { api } = useServices();
  const db = useLocalDb();
  const answer = useRemoteFirst('voucher:lastDate', (signal) =>
    api.call(voucherContracts.lastDate, {}, { loading: false, quiet: true, signal }),
  );
  const date = answer.data?.voucherDate ?? null;
  useEffect(() => {
    // This device had no date of its own yet: the server's becomes it.
    if (!db || !date) return;
    readLastDate(db)
      .then((local) => (local ? undefined : rememberLastDate(db, date)))
      // The database closed meanwhile (logout): nothing to remember then.
      .catch(() => {});
  }, [db, date]);
  return date;
}

/** Codes of 现金科目 and 银行科目 (GET /api/subject/otherSetting); null until known. */
export function useCashCodes(): string[] | null {
  const { api } = useServices();
  const answer = useRemoteFirst<{ cashCodes: string[]; bankCodes: string[] }>(
    'subject:otherSetting',
    (signal) => api.get('/api/subject/otherSetting', undefined, { loading: false, quiet: true, signal }),
  );
  const data = answer.data;
  return useMemo(() => (data ? [...data.cashCodes, ...data.bankCodes] : null), [data]);
}

interface QueuedVoucher {
  id: string;
  seq: number;
  voucherDate?: string;
  voucherType?: string;
}

/**
 * A guess at the number the server will give: the vouchers of the month and type it has, plus
 * those this browser queued before this one, plus one. null when the count is not known.
 */
export function useProvisionalNo(
  id: string,
  voucherDate: string,
  voucherType: string,
  enabled: boolean,
): number | null {
  const { api } = useServices();
  const year = Number(voucherDate.slice(0, 4));
  const month = Number(voucherDate.slice(5, 7));
  const key = `voucher:count:${year}-${month}:${voucherType}`;
  const count = useRemoteFirst(key, (signal) =>
    api.call(
      voucherContracts.list,
      { year, month, voucherType: voucherType || undefined, pageSize: 1 },
      { loading: false, quiet: true, signal },
    ),
  );
  const entries = useOutboxEntries();
  const queued = useMemo<QueuedVoucher[]>(() => {
    const open = entries.filter((e) => e.kind === voucherKind && e.state !== 'done');
    return open.map((e) => ({
      id: e.entityId,
      seq: e.seq,
      ...(e.body as Omit<QueuedVoucher, 'id' | 'seq'>),
    }));
  }, [entries]);
  // A voucher of this browser reaching the server changes the count: ask again.
  const arrived = entries.reduce(
    (max, e) => (e.kind === voucherKind && e.state === 'done' ? Math.max(max, e.seq) : max),
    0,
  );
  const refresh = useRef(count.refresh);
  refresh.current = count.refresh;
  const seenArrived = useRef(arrived);
  useEffect(() => {
    if (seenArrived.current === arrived) return;
    seenArrived.current = arrived;
    refresh.current();
  }, [arrived]);
  const total = count.data?.total;
  if (!enabled || total === undefined || !Number.isFinite(year) || !Number.isFinite(month)) return null;
  const mine = queued.find((q) => q.id === id);
  const before = queued.filter(
    (q) =>
      q.id !== id &&
      (mine === undefined || q.seq < mine.seq) &&
      q.voucherDate?.slice(0, 7) === voucherDate.slice(0, 7) &&
      (q.voucherType ?? '') === voucherType,
  );
  return total + before.length + 1;
}
