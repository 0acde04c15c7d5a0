import { describe, expect, it } from 'vitest';
import { describeMissing, findGaps } from './gaps';
import { listRow } from './test-rows.test-util';

describe('voucher number gaps', () => {
  it('finds missing numbers per type', () => {
    const rows = [
      listRow({ voucherNo: 1 }),
      listRow({ voucherNo: 4 }),
      listRow({ voucherNo: 2 }),
      listRow({ voucherNo: 1, voucherType: '收', voucherTypeName: '收款凭证' }),
      listRow({ voucherNo: 2, voucherType: '收', voucherTypeName: '收款凭证' }),
    ];
    const gaps = findGaps(rows);
    expect(gaps).toEqual([
      { voucherType: '记', voucherTypeName: '记账凭证', count: 3, maxNo: 4, missing: [3] },
      { voucherType: '收', voucherTypeName: '收款凭证', count: 2, maxNo: 2, missing: [] },
    ]);
    expect(describeMissing(gaps[0] as (typeof gaps)[number])).toBe('记-0003');
  });

  it('shortens a long list of gaps', () => {
    const [gap] = findGaps([listRow({ voucherNo: 12 })]);
    expect(gap?.missing).toHaveLength(11);
    expect(describeMissing(gap as NonNullable<typeof gap>, 3)).toBe('记-0001、记-0002、记-0003 等 11 个');
  });

  it('has nothing to say about an empty month', () => {
    expect(findGaps([])).toEqual([]);
  });
});
