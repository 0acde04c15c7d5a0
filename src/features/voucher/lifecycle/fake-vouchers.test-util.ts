// An in-memory voucher API behind the scripted fake server, following briefs/voucher-api.md
// closely enough for the screens' tests: list with keyset-like paging, get, delete, the four batch
// moves (the preparer may not audit their own), periods, close/reopen month and renumber.
import { ok, type Reply, refuse, type Seen } from '../../../api/fake-server.test-util';
import { formatVoucherNo } from '../../../ui/voucher/voucher-format';
import type { PeriodView, VoucherListRow, VoucherStatus, VoucherView } from './types';

export interface FakeVoucherStore {
  vouchers: VoucherListRow[];
  periods: PeriodView[];
  /** The id of the user the fake session belongs to (their own vouchers cannot be audited). */
  me: { id: number; name: string };
  /** The server's page size cap (small in tests to exercise 加载更多). */
  maxPageSize: number;
  script(seen: Seen): Reply | undefined;
}

const byOrder = (a: VoucherListRow, b: VoucherListRow) =>
  a.year - b.year ||
  a.month - b.month ||
  a.voucherType.localeCompare(b.voucherType) ||
  a.voucherNo - b.voucherNo;

const moves: Record<string, { from: VoucherStatus; to: VoucherStatus; wrong: string }> = {
  '/api/voucher/audit': { from: 'saved', to: 'audited', wrong: '只有未审核的凭证才能审核' },
  '/api/voucher/unaudit': { from: 'audited', to: 'saved', wrong: '只有已审核的凭证才能反审核' },
  '/api/voucher/post': { from: 'audited', to: 'posted', wrong: '只有已审核的凭证才能记账' },
  '/api/voucher/unpost': { from: 'posted', to: 'audited', wrong: '只有已记账的凭证才能反记账' },
};

function view(row: VoucherListRow): VoucherView {
  return {
    ...row,
    entries: [
      {
        lineNo: 1,
        summary: row.summary,
        code: '5010101',
        name: '工资福利支出',
        codeFullName: '职工活动支出/工资福利支出',
        auxis: [{ typeNo: '01', typeName: '项目', infoNo: '001', infoName: '劳模慰问' }],
        departmentCode: '02',
        departmentName: '财务部',
        debitAmount: row.debitTotal,
        creditAmount: '0.00',
      },
      {
        lineNo: 2,
        summary: row.summary,
        code: '1002',
        name: '银行存款',
        codeFullName: '银行存款',
        auxis: [],
        departmentCode: null,
        departmentName: null,
        debitAmount: '0.00',
        creditAmount: row.creditTotal,
      },
    ],
    createdAt: '2026-03-05T01:00:00.000Z',
    updatedAt: '2026-03-05T01:00:00.000Z',
    events: [
      {
        at: '2026-03-05T01:00:00.000Z',
        user: row.preparedBy,
        action: 'create',
        fromStatus: null,
        toStatus: 'saved',
        note: null,
      },
      ...(row.reviewer
        ? [
            {
              at: '2026-03-06T02:30:00.000Z',
              user: row.reviewer,
              action: 'audit' as const,
              fromStatus: 'saved' as const,
              toStatus: 'audited' as const,
              note: null,
            },
          ]
        : []),
    ],
  };
}

export function fakeVoucherStore(vouchers: VoucherListRow[]): FakeVoucherStore {
  const store: FakeVoucherStore = {
    vouchers,
    periods: [],
    me: { id: 2, name: '张制单' },
    maxPageSize: 50,
    script(seen) {
      const q = seen.query;
      const body = seen.payload as { ids?: string[]; year?: number; month?: number };
      switch (seen.path) {
        case '/api/voucher/types':
          return ok([
            { code: '记', name: '记账凭证', sort: 1, enabled: true, restriction: 'none' },
            { code: '收', name: '收款凭证', sort: 2, enabled: true, restriction: 'none' },
          ]);
        case '/api/voucher/list': {
          const from = Number(q.month);
          const to = Number(q.monthTo ?? q.month);
          const rows = store.vouchers
            .filter(
              (v) =>
                v.year === Number(q.year) &&
                v.month >= from &&
                v.month <= to &&
                (!q.status || v.status === q.status) &&
                (!q.voucherType || v.voucherType === q.voucherType) &&
                (!q.summary || v.summary.includes(q.summary)) &&
                (!q.preparedBy || String(v.preparedBy.id) === q.preparedBy),
            )
            .sort(byOrder);
          const size = Math.min(Number(q.pageSize ?? 50), store.maxPageSize);
          const start = q.cursor ? Number(q.cursor) : 0;
          const page = rows.slice(start, start + size);
          const next = start + size < rows.length ? String(start + size) : null;
          return ok({ rows: page, nextCursor: next, total: rows.length });
        }
        case '/api/voucher/get': {
          const row = store.vouchers.find((v) => v.id === q.id);
          return row ? ok(view(row)) : refuse(4001, '凭证不存在');
        }
        case '/api/voucher/delete': {
          const ids = new Set(body.ids ?? []);
          const done = store.vouchers.filter((v) => ids.has(v.id) && v.status === 'saved').map((v) => v.id);
          const refused = store.vouchers
            .filter((v) => ids.has(v.id) && v.status !== 'saved')
            .map((v) => ({ id: v.id, voucherNo: v.voucherNo, message: '已审核的凭证不能删除' }));
          store.vouchers = store.vouchers.filter((v) => !done.includes(v.id));
          return ok({ done, refused });
        }
        case '/api/voucher/periods':
          return ok(store.periods);
        case '/api/voucher/closeMonth': {
          const month = Number(body.month);
          const open = store.vouchers.filter((v) => v.month === month && v.status !== 'posted');
          if (open.length > 0) {
            return refuse(4001, '本月不能结账', {
              reasons: open.map((v) => `凭证 ${formatVoucherNo(v.voucherType, v.voucherNo)} 未记账`),
            });
          }
          // As the server answers: every month up to the latest closed one reads as closed.
          const year = Number(body.year);
          const earlier = Array.from({ length: month }, (_, i) => i + 1).filter(
            (m) => !store.periods.some((p) => p.month === m && p.closed),
          );
          store.periods = [
            ...store.periods,
            ...earlier.map((m) => ({
              year,
              month: m,
              closed: true,
              closedAt: m === month ? '2026-04-01T02:00:00.000Z' : null,
              closedBy: m === month ? store.me : null,
            })),
          ];
          return ok(null);
        }
        case '/api/voucher/reopenMonth': {
          const month = Number(body.month);
          store.periods = store.periods.filter((p) => p.month !== month);
          return ok(null);
        }
        case '/api/voucher/renumber': {
          let changed = 0;
          const month = store.vouchers.filter((v) => v.month === Number(body.month)).sort(byOrder);
          const counters = new Map<string, number>();
          store.vouchers = store.vouchers.map((v) => {
            if (!month.includes(v)) return v;
            const n = (counters.get(v.voucherType) ?? 0) + 1;
            counters.set(v.voucherType, n);
            if (n === v.voucherNo) return v;
            changed += 1;
            return { ...v, voucherNo: n };
          });
          return ok({ changed });
        }
      }
      const move = moves[seen.path];
      if (move) {
        const done: string[] = [];
        const refused: { id: string; voucherNo: number; message: string }[] = [];
        store.vouchers = store.vouchers.map((v) => {
          if (!body.ids?.includes(v.id)) return v;
          if (v.status !== move.from) {
            refused.push({ id: v.id, voucherNo: v.voucherNo, message: move.wrong });
            return v;
          }
          if (seen.path === '/api/voucher/audit' && v.preparedBy.id === store.me.id) {
            refused.push({ id: v.id, voucherNo: v.voucherNo, message: '不能审核自己填制的凭证' });
            return v;
          }
          done.push(v.id);
          const reviewer =
            move.to === 'saved'
              ? null
              : move.to === 'audited' && v.status === 'saved'
                ? store.me
                : v.reviewer;
          const bookkeeper = move.to === 'posted' ? store.me : null;
          return { ...v, status: move.to, reviewer, bookkeeper };
        });
        return ok({ done, refused });
      }
      return undefined;
    },
  };
  return store;
}
