import { describe, expect, it } from 'vitest';
import { batchSpecs, describeBatch, eligibleCount } from './batch';
import { listRow } from './test-rows.test-util';

describe('batch moves', () => {
  it('each move names the status it moves from and its permission', () => {
    expect(batchSpecs.audit).toMatchObject({ from: 'saved', label: '审核' });
    expect(batchSpecs.unaudit).toMatchObject({ from: 'audited' });
    expect(batchSpecs.post).toMatchObject({ from: 'audited', permission: 'voucher.post' });
    expect(batchSpecs.unpost).toMatchObject({ from: 'posted', permission: 'voucher.unpost' });
  });

  it('reports the moved count and names refused vouchers by their number on screen', () => {
    const a = listRow({ voucherNo: 1 });
    const b = listRow({ voucherNo: 2, voucherDate: '2025-12-09' });
    const report = describeBatch(
      'audit',
      {
        done: [a.id],
        refused: [
          { id: b.id, voucherNo: 2, message: '不能审核自己填制的凭证' },
          { id: 'gone', voucherNo: 9, message: '凭证不存在' },
        ],
      },
      [a, b],
    );
    expect(report.title).toBe('审核结果');
    expect(report.summary).toBe('审核成功 1 张，未通过 2 张');
    expect(report.refused).toEqual([
      { id: b.id, voucher: '记-0002', date: '2025-12-09', message: '不能审核自己填制的凭证' },
      { id: 'gone', voucher: '9', date: '', message: '凭证不存在' },
    ]);
  });

  it('says plainly when all moved', () => {
    expect(describeBatch('post', { done: ['x', 'y'], refused: [] }, []).summary).toBe('记账成功 2 张');
  });

  it('counts the ticked rows in the right status', () => {
    const rows = [
      listRow({ voucherNo: 1 }),
      listRow({ voucherNo: 2, status: 'audited' }),
      listRow({ voucherNo: 3 }),
    ];
    const ids = rows.map((r) => r.id);
    expect(eligibleCount('audit', rows, ids)).toBe(2);
    expect(eligibleCount('post', rows, ids)).toBe(1);
    expect(eligibleCount('audit', rows, [ids[1] as string])).toBe(0);
  });
});
