import { describe, expect, it } from 'vitest';
import { duties } from './duties';
import { keysOfDuty } from './duty-keys';
import { dutyClashes, separationRules, supervisingDuties } from './separation';

describe('separation of duties', () => {
  it('refuses 制单 with 审核 and names both keys', () => {
    const clashes = dutyClashes(['voucher.entry', 'voucher.audit', 'ledger.detail'], (k) =>
      k === 'voucher.entry' ? '凭证录入' : '凭证审核',
    );
    expect(clashes).toHaveLength(1);
    expect(clashes[0]?.message).toBe(
      '不相容职责：不能同时拥有制单（凭证录入）和审核（凭证审核）——凭证的制单与审核须由不同人员担任',
    );
  });

  it('refuses 申报 with 审批 of claims', () => {
    const clashes = dutyClashes(['loan.form', 'travel.approval']);
    expect(clashes.map((c) => c.rule)).toEqual(['报销单据的申报与审批']);
  });

  it('passes one side alone, and both rules can clash at once', () => {
    expect(dutyClashes(['voucher.entry', 'voucher.modifyDelete', 'reimbursement.form'])).toEqual([]);
    expect(
      dutyClashes(['voucher.modifyDelete', 'voucher.audit', 'provision.form', 'provision.approval']),
    ).toHaveLength(2);
  });

  it('every key the rules name is registered', () => {
    const all = new Set<string>(duties.flatMap((d) => keysOfDuty(d.code)));
    for (const rule of separationRules) {
      for (const key of [...rule.a.keys, ...rule.b.keys]) expect(all.has(key), key).toBe(true);
    }
  });

  it('the built-in duties keep the rules, but for the supervising ones', () => {
    for (const duty of duties) {
      const clashes = dutyClashes(keysOfDuty(duty.code));
      if (supervisingDuties.includes(duty.code)) expect(clashes.length, duty.name).toBeGreaterThan(0);
      else expect(clashes, duty.name).toEqual([]);
    }
  });
});
