import { describe, expect, it } from 'vitest';
import {
  chequeExpiry,
  chequeNumbers,
  chequeTransition,
  isOverdue,
  rangeProblem,
  rangesOverlap,
  writeOffProblem,
} from './cheques';
import { CHEQUE_STATES, type ChequeAction } from './types';

describe('the cheque state machine', () => {
  const table: Record<string, Record<ChequeAction, string | null>> = {
    unused: { issue: 'issued', return: null, writeOff: null, void: 'void' },
    issued: { issue: null, return: 'unused', writeOff: 'writtenOff', void: 'void' },
    writtenOff: { issue: null, return: null, writeOff: null, void: null },
    void: { issue: null, return: null, writeOff: null, void: null },
  };
  for (const state of CHEQUE_STATES) {
    for (const [action, to] of Object.entries(table[state] ?? {})) {
      it(`${state} + ${action} → ${to ?? 'refused'}`, () => {
        const t = chequeTransition(state, action as ChequeAction, '10203001');
        if (to === null) expect(t.ok).toBe(false);
        else expect(t).toEqual({ ok: true, to });
      });
    }
  }

  it('says why in Chinese', () => {
    expect(chequeTransition('writtenOff', 'void', 'XII00012')).toEqual({
      ok: false,
      message: '支票 XII00012 已报销，不能作废（只有未用或已领用的支票可以作废）',
    });
  });
});

describe('validity: 10 days from issue', () => {
  it('expires on the 10th day after the issue day', () => {
    expect(chequeExpiry('2026-11-01')).toBe('2026-11-11');
    expect(chequeExpiry('2026-12-25')).toBe('2027-01-04');
    expect(chequeExpiry('2024-02-25')).toBe('2024-03-06');
  });

  it('flags only an issued cheque past its last day', () => {
    const issued = { state: 'issued' as const, issuedOn: '2026-11-01' };
    expect(isOverdue(issued, '2026-11-11')).toBe(false);
    expect(isOverdue(issued, '2026-11-12')).toBe(true);
    expect(isOverdue({ ...issued, state: 'writtenOff' }, '2026-12-01')).toBe(false);
    expect(isOverdue({ state: 'unused', issuedOn: null }, '2030-01-01')).toBe(false);
  });
});

describe('bought ranges', () => {
  it('numbers every cheque with its prefix and width', () => {
    expect(chequeNumbers({ prefix: 'XII', start: '00098', end: '00101' })).toEqual([
      'XII00098',
      'XII00099',
      'XII00100',
      'XII00101',
    ]);
  });

  it('refuses bad ranges', () => {
    expect(rangeProblem({ prefix: '', start: '0010', end: '0009' })).toBe('结束号不能小于起始号');
    expect(rangeProblem({ prefix: '', start: '010', end: '0100' })).toBe('起始号与结束号位数应相同');
    expect(rangeProblem({ prefix: '', start: '1', end: '999' })).toBe('起始号与结束号位数应相同');
    expect(rangeProblem({ prefix: '', start: '000', end: '600' })).toBe('一次最多登记 500 张支票');
    expect(rangeProblem({ prefix: 'A-1', start: '1', end: '2' })).toContain('前缀');
    expect(rangeProblem({ prefix: '', start: '12a', end: '130' })).toContain('起始号');
    expect(rangeProblem({ prefix: '', start: '0001', end: '0001' })).toBeNull();
  });

  it('finds overlapping ranges of the same prefix', () => {
    const a = { prefix: 'XII', start: '0100', end: '0149' };
    expect(rangesOverlap(a, { prefix: 'XII', start: '0149', end: '0199' })).toBe(true);
    expect(rangesOverlap(a, { prefix: 'xii', start: '0050', end: '0100' })).toBe(true);
    expect(rangesOverlap(a, { prefix: 'XII', start: '0150', end: '0199' })).toBe(false);
    expect(rangesOverlap(a, { prefix: 'XIV', start: '0100', end: '0149' })).toBe(false);
  });
});

describe('write-off', () => {
  const base = { amountCents: 100_00n, limitCents: 500_00n, issuedOn: '2026-11-01', date: '2026-11-05' };
  it('stays within the limit and after the issue', () => {
    expect(writeOffProblem(base)).toBeNull();
    expect(writeOffProblem({ ...base, limitCents: null, amountCents: 10_000_00n })).toBeNull();
    expect(writeOffProblem({ ...base, amountCents: 500_01n })).toBe('报销金额超过支票限额');
    expect(writeOffProblem({ ...base, amountCents: 0n })).toBe('报销金额必须大于 0');
    expect(writeOffProblem({ ...base, date: '2026-10-31' })).toBe('报销日期不能早于领用日期');
  });
});
