// The disposal rules (NOTES-assets-cashier §1.4, §1.5): which amount each voucher row carries, the
// amounts of a document, the types by class, and the month rule.
import { describe, expect, it } from 'vitest';
import {
  disposalAmounts,
  disposalMonthProblem,
  disposalRole,
  disposalRowAmount,
  disposalTypesOf,
  throughPending,
} from './disposal';

const fixed = { assetSubject: '162', contraSubject: '163', fundSubject: '30104' };
const inventory = { assetSubject: '141', contraSubject: null, fundSubject: '30101' };

describe('disposal amounts', () => {
  it('sums the cards: original, accumulated and the book value, with the proceeds', () => {
    expect(
      disposalAmounts(
        [
          { originalValue: '7000.00', accumulated: '1944.40' },
          { originalValue: '3000.00', accumulated: '0.00' },
        ],
        '500',
      ),
    ).toEqual({
      originalAmount: '10000.00',
      cumulativeAmount: '1944.40',
      residualAmount: '8055.60',
      disposeOfAmount: '500.00',
    });
  });

  it('gives a sale Dr 30104 book value + Dr 163 accumulated = Cr 162 original, and the proceeds Dr 102 / Cr 408', () => {
    const a = disposalAmounts([{ originalValue: '7000.00', accumulated: '1944.40' }], '1200.00');
    expect(disposalRowAmount('30104', fixed, a)).toBe('5055.60');
    expect(disposalRowAmount('163', fixed, a)).toBe('1944.40');
    expect(disposalRowAmount('162', fixed, a)).toBe('7000.00');
    expect(disposalRowAmount('10201', fixed, a)).toBe('1200.00');
    expect(disposalRowAmount('408', fixed, a)).toBe('1200.00');
  });

  it('books a scrap or shortage at book value into 182, whatever the class', () => {
    expect(disposalRole('182', fixed)).toBe('residual');
    expect(disposalRole('182', inventory)).toBe('residual');
    expect(disposalRole('141', inventory)).toBe('original');
    expect(disposalRole('30101', inventory)).toBe('residual');
    expect(throughPending('SCRAP')).toBe(true);
    expect(throughPending('INVENTORY_SHORTAGE')).toBe(true);
    expect(throughPending('SALE')).toBe(false);
  });
});

describe('disposal types and months', () => {
  it('offers 核销 to intangibles only, and no scrap or shortage to them', () => {
    expect(disposalTypesOf(1)).toContain('SCRAP');
    expect(disposalTypesOf(1)).not.toContain('WRITE_OFF_INTANGIBLE');
    expect(disposalTypesOf(2)).toContain('WRITE_OFF_INTANGIBLE');
    expect(disposalTypesOf(2)).not.toContain('SCRAP');
    expect(disposalTypesOf(3)).toHaveLength(9);
  });

  it('refuses a disposal in a month whose provision already charged the card', () => {
    expect(disposalMonthProblem('2024-05-20', '2024-05', '折旧')).toBe(
      '2024年05月的折旧已计提，处置日期应在2024年05月之后（处置当月不计提折旧）',
    );
    expect(disposalMonthProblem('2024-06-01', '2024-05', '折旧')).toBeNull();
    expect(disposalMonthProblem('2024-06-01', null, '折旧')).toBeNull();
  });
});
