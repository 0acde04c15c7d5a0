// The flow chart's steps: done with who and when, the current one with whom it waits for, rejected.
import { describe, expect, it } from 'vitest';
import { claimView } from '../render.test-util';
import { flowOf } from './flow-steps';

describe('flowOf', () => {
  it('marks 申报 done, the waiting step current and the rest future', () => {
    const { steps, note } = flowOf(claimView());
    expect(steps.map((s) => [s.name, s.state])).toEqual([
      ['申报', 'done'],
      ['部门审核', 'current'],
      ['财务复核', 'future'],
      ['完成', 'future'],
    ]);
    expect(steps[0]?.who).toBe('李四');
    expect(steps[1]?.who).toMatch(/本部门/);
    expect(note).toBeNull();
  });

  it('shows who approved and who rejected, with the reason', () => {
    const base = claimView();
    const submitted = base.history[0];
    if (!submitted) throw new Error('fixture has a submit');
    const view = claimView({
      status: 'rejected',
      stepIndex: null,
      approvals: [{ stepIndex: 0, stepKey: 'dept', userId: '9', at: '2026-11-03T01:00:00.000Z' }],
      history: [
        ...base.history,
        {
          ...submitted,
          action: 'approve',
          actorName: '王审批',
          stepKey: 'dept',
          at: '2026-11-03T01:00:00.000Z',
          comment: '同意',
          version: 3,
        },
        {
          ...submitted,
          action: 'reject',
          actorName: '赵财务',
          stepKey: 'finance',
          comment: '发票不全',
          version: 4,
        },
      ],
    });
    const { steps, note } = flowOf(view);
    expect(steps.map((s) => [s.name, s.state, s.who])).toEqual([
      ['申报', 'done', '李四'],
      ['部门审核', 'done', '王审批'],
      ['财务复核', 'rejected', '赵财务'],
      ['完成', 'future', ''],
    ]);
    expect(steps.map((s) => s.comment)).toEqual(['', '同意', '发票不全', '']);
    expect(note).toMatch(/已驳回：赵财务.*发票不全/);
  });
});
