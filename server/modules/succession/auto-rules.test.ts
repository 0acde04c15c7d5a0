import { describe, expect, it } from 'vitest';
import { autoPlan, autoTargetOf } from './auto-rules.ts';

const target = (code: string, kind: 'county' | 'grassroots' = 'county') => autoTargetOf(code, kind)?.newCode;

describe('automatic take-over targets (by the old system code)', () => {
  it('sends colliding codes to their new subjects, never to the equal code', () => {
    expect(target('121')).toBe('135');
    expect(target('211')).toBe('215');
    expect(target('221')).toBe('211');
    expect(target('231')).toBe('221');
    expect(target('311')).toBe('30102');
    expect(target('32103')).toBe('311');
    expect(target('32101')).toBe('32205');
    expect(target('322')).toBe('32205');
    expect(target('301')).toBe('30104');
    expect(target('406')).toBe('406');
    expect(target('502')).toBe('504');
    expect(target('503')).toBe('503');
    expect(target('504')).toBe('506');
    expect(target('505')).toBe('507');
    expect(target('506')).toBe('508');
    expect(target('507')).toBe('509');
    expect(target('508')).toBe('510');
    expect(target('11201')).toBe('12101');
  });

  it('picks the target of the ledger set kind when the rules offer two', () => {
    expect(target('501', 'grassroots')).toBe('501');
    expect(target('501', 'county')).toBe('502');
  });

  it('gives 资产基金——库存物品 the old 141 balance and the rest of 结余 to 累计结余', () => {
    const plan = autoPlan(
      [
        { code: '141', name: '库存物品', isLeaf: true, debitNet: 800n },
        { code: '331', name: '结余', isLeaf: true, debitNet: -5000n },
        { code: '162', name: '固定资产', isLeaf: true, debitNet: 4200n },
        { code: '40301', name: '回拨补助', isLeaf: true, debitNet: 1n },
      ],
      'grassroots',
    );
    expect(Object.fromEntries(plan.takes)).toEqual({
      '141': 800n,
      '30101': -800n,
      '32205': -4200n,
      '162': 4200n,
    });
    expect(plan.needsReview.map((r) => r.code)).toEqual(['331', '162']);
    expect(plan.untaken).toEqual([{ code: '40301', name: '回拨补助' }]);
  });
});
