import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../../local/types';
import { defaultFilter } from './list-filter';
import { mergeQueued, queuedRows } from './queued-rows';
import { listRow } from './test-rows.test-util';

const types = [
  { code: '收', name: '收款凭证', sort: 2, enabled: true, restriction: 'none' as const },
  { code: '记', name: '记账凭证', sort: 1, enabled: true, restriction: 'none' as const },
];
const preparer = { id: 2, name: '张制单' };

function entry(seq: number, entityId: string, body: Record<string, unknown>): OutboxEntry {
  return { seq, kind: 'voucher', entityId, body, state: 'pending' } as unknown as OutboxEntry;
}

const lines = (amount: string, summary = '购买慰问品') => [
  { summary, code: '50305', debitAmount: amount, creditAmount: '' },
  { summary, code: '1002', debitAmount: '', creditAmount: amount },
];

describe('queued vouchers as list rows', () => {
  it('takes the newest save of each voucher, the default type when none was sent, and the totals', () => {
    const rows = queuedRows(
      [
        entry(1, 'a', { voucherDate: '2025-12-20', entries: lines('100') }),
        entry(2, 'a', { voucherDate: '2025-12-21', entries: lines('250.5') }),
      ],
      { types, preparer },
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: 'a',
      month: 12,
      voucherDate: '2025-12-21',
      voucherType: '记',
      voucherNo: 0,
      debitTotal: '250.50',
      creditTotal: '250.50',
      preparedBy: preparer,
      isNew: true,
    });
  });

  it('puts new vouchers first on page 1 when they match the filter, and lays edits over listed rows', () => {
    const listed = listRow({ id: 'b', voucherNo: 4, summary: '旧摘要' });
    const queued = queuedRows(
      [
        entry(1, 'new', { voucherDate: '2025-12-20', voucherType: '记', entries: lines('30') }),
        entry(2, 'b', {
          version: 1,
          voucherDate: '2025-12-05',
          voucherType: '记',
          entries: lines('99', '新摘要'),
        }),
        entry(3, 'other-month', { voucherDate: '2025-11-20', voucherType: '记', entries: lines('1') }),
      ],
      { types, preparer },
    );
    const filter = defaultFilter(2025, 12);
    const merged = mergeQueued([listed], queued, filter, true);
    expect(merged.rows.map((r) => r.id)).toEqual(['new', 'b']);
    expect(merged.rows[1]).toMatchObject({ voucherNo: 4, summary: '新摘要', debitTotal: '99.00' });
    expect([...merged.pending].sort()).toEqual(['b', 'new']);
    expect(merged.added).toBe(1);
    expect(mergeQueued([listed], queued, filter, false).rows.map((r) => r.id)).toEqual(['b']);
    expect(mergeQueued([], queued, { ...filter, status: 'audited' }, true).rows).toEqual([]);
    expect(mergeQueued([], queued, { ...filter, summary: '电费' }, true).rows).toEqual([]);
    expect(mergeQueued([], queued, { ...filter, code: '503' }, true).rows.map((r) => r.id)).toEqual(['new']);
    expect(mergeQueued([], queued, { ...filter, amountMin: '31' }, true).rows).toEqual([]);
  });
});
