// @vitest-environment jsdom
// Dexie's liveQuery needs a global indexedDB when Dexie loads: this import comes first.
import { asAnswer } from '../answer.test-util';
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VoucherClassificationAnswer } from '../../../core/contracts/ledger-answers';
import { closeLocalDb } from '../../../local';
import { BookScreenPath } from '../paths';
import { openTestDb, renderBookScreen } from '../screen-harness.test-util';
import { VoucherClassificationScreen } from './VoucherClassificationScreen';

beforeEach(async () => {
  await openTestDb();
});
afterEach(() => closeLocalDb());

const answer: VoucherClassificationAnswer = asAnswer<VoucherClassificationAnswer>({
  types: [
    {
      voucherType: '记',
      voucherTypeName: '记账凭证',
      count: 12,
      firstNo: 1,
      lastNo: 12,
      debit: '5000.00',
      credit: '5000.00',
      rows: [
        { code: '102', name: '银行存款', debit: '0.00', credit: '5000.00' },
        { code: '501', name: '职工活动支出', debit: '5000.00', credit: '0.00' },
      ],
    },
  ],
  voucherCount: 12,
  debit: '5000.00',
  credit: '5000.00',
  balanced: true,
});

describe('凭证分类汇总表', () => {
  it('groups the first-level subjects under each 凭证字 and opens a subject’s 明细账', async () => {
    const view = renderBookScreen(
      VoucherClassificationScreen,
      (call) => (call.path === '/api/ledger/voucherClassification' ? { data: answer } : undefined),
      { title: '凭证分类汇总表', search: { year: '2023', monthFrom: '6', monthTo: '6' } },
    );
    const head = await screen.findByTestId('report-row-type:记');
    expect(head.textContent).toContain('记（记账凭证）');
    expect(head.textContent).toContain('12 张');
    expect(head.textContent).toContain('记-1 — 12');
    const cells = (key: string) =>
      within(screen.getByTestId(`report-row-${key}`))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('记:501')).toEqual(['501', '职工活动支出', '', '', '5,000.00', '']);
    expect(cells('subtotal:记')).toEqual(['', '记字小计', '12', '记-1 — 12', '5,000.00', '5,000.00']);
    expect(cells('total')).toEqual(['', '合计', '12', '', '5,000.00', '5,000.00']);
    expect(screen.getByText('✓ 借贷平衡')).toBeTruthy();
    const call = view.calls.find((c) => c.path === '/api/ledger/voucherClassification');
    expect(call?.query).toEqual({ year: '2023', monthFrom: '6', monthTo: '6' });

    fireEvent.click(screen.getByTestId('report-row-记:102'));
    await waitFor(() => expect(view.location().pathname).toBe(BookScreenPath.detail));
    expect(view.location().search).toMatchObject({ code: 102, monthFrom: 6, monthTo: 6 });
  });
});
