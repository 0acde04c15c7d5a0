import { describe, expect, it } from 'vitest';
import type { AdjustmentView } from '../../core/contracts/succession';
import { adjustmentDraft } from './adjustment-draft';

const adjustment: AdjustmentView = {
  id: 1,
  itemId: 'A2',
  title: '补提无形资产摊销',
  voucherDate: '2022-01-01',
  basis: '',
  regulationClause: '三',
  status: 'proposed',
  voucherId: null,
  entries: [
    {
      summary: '',
      balanceDirection: 1,
      code: '30105',
      name: '无形资产',
      debitAmount: '0.00',
      creditAmount: '0.00',
    },
    {
      summary: '',
      balanceDirection: 2,
      code: null,
      name: '累计摊销',
      debitAmount: '0.00',
      creditAmount: '0.00',
    },
  ],
};

describe('adjustmentDraft', () => {
  it('keeps subjects and sides, leaves amounts empty, and names an unknown subject in the summary', () => {
    let n = 0;
    const names = new Map([['30105', { codeName: '无形资产', codeFullName: '资产基金/无形资产' }]]);
    const draft = adjustmentDraft(adjustment, 'v-1', '记', names, () => `l${++n}`);
    expect(draft).toMatchObject({ id: 'v-1', voucherType: '记', voucherDate: '2022-01-01', server: null });
    expect(draft.lines.map((l) => [l.side, l.code, l.summary, l.subjectFullName, l.debit, l.credit])).toEqual(
      [
        [1, '30105', '补提无形资产摊销', '资产基金/无形资产', '', ''],
        [2, '', '补提无形资产摊销（累计摊销）', '', '', ''],
      ],
    );
  });
});
