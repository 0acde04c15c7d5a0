import { describe, expect, it } from 'vitest';
import type { SheetRow } from '../frame/sheet';
import { balanceBefore, debitNet, withCarried } from './carried';
import { bookFixture, lineRow, totalRow } from './fixtures.test-util';

const sheetRows = (n: number): SheetRow[] =>
  Array.from({ length: n }, (_, i) => ({ key: `r${i}`, cells: {} }));

describe('承前页 and 过次页', () => {
  it('reads a shown balance as debit-net cents', () => {
    expect(debitNet('借', '12.34')).toBe(1234n);
    expect(debitNet('贷', '12.34')).toBe(-1234n);
    expect(debitNet('平', '0.00')).toBe(0n);
  });

  it('brings forward the balance before a line: its balance less its own movement', () => {
    // 借 100.00 after a credit of 30.00: 借 130.00 before.
    expect(balanceBefore({ ...lineRow(1, '2023-01-02', 'x', { credit: '30.00', balance: '100.00' }) })).toBe(
      13000n,
    );
    // 贷 50.00 after a debit of 80.00: 贷 130.00 before.
    const credit = {
      ...lineRow(2, '2023-01-02', 'y', { debit: '80.00', balance: '50.00' }),
      direction: '贷' as const,
    };
    expect(balanceBefore(credit)).toBe(-13000n);
    // 借 20.00 after a credit of 50.00: 借 70.00 before.
    expect(balanceBefore(lineRow(3, '2023-01-02', 'z', { credit: '50.00', balance: '20.00' }))).toBe(7000n);
  });

  it('adds only 过次页 to the first page, which starts with the opening row', () => {
    const out = withCarried(sheetRows(2), bookFixture.slice(0, 2), true);
    expect(out.map((r) => r.cells.summary ?? r.key)).toEqual(['r0', 'r1', '过次页']);
    expect(out[2]?.cells).toMatchObject({
      direction: '借',
      balance: '3368886.39',
      debit: null,
      credit: null,
    });
    expect(out[2]?.tone).toBe('opening');
  });

  it('adds 承前页 to a later page and no 过次页 to the last one', () => {
    const page = [
      lineRow(3, '2023-01-22', '办公用品', { credit: '13854.30', balance: '3355032.09' }),
      totalRow('monthTotal', '本月合计', { credit: '14967.91', balance: '3355032.09' }),
    ];
    const out = withCarried(sheetRows(2), page, false);
    expect(out.map((r) => r.cells.summary ?? r.key)).toEqual(['承前页', 'r0', 'r1']);
    // What page 1 carried: 3,368,886.39.
    expect(out[0]?.cells).toMatchObject({ direction: '借', balance: '3368886.39' });
  });

  it('shows a balance that crosses to the other side with its own side', () => {
    // 借 10.00 after a debit of 30.00: 贷 20.00 before.
    const page = [lineRow(4, '2023-02-01', 'w', { debit: '30.00', balance: '10.00' })];
    const out = withCarried(sheetRows(1), page, true);
    expect(out[0]?.cells).toMatchObject({ summary: '承前页', direction: '贷', balance: '20.00' });
    expect(out[2]?.cells).toMatchObject({ summary: '过次页', direction: '借', balance: '10.00' });
  });

  it('leaves an empty page as it is', () => {
    expect(withCarried(sheetRows(0), [], true)).toEqual([]);
  });
});
