// 固定资产拆分 in Chromium against the real server (issue 20 item 5): 财务主管 splits a card of three
// chairs (1,000.00) into three cards, seeing the shares before (333.33, 333.33, 333.34) and the new
// card numbers after. Screenshots: E2E_SCREENSHOTS (split-*.png).
import { describe, expect, it } from 'vitest';
import { assetWalk } from './asset-walk.ts';

const walk = assetWalk({
  union: '拆分演示工会',
  shots: 'split',
  ready: async (w) => {
    await w.addCard({
      name: '会议椅',
      quantity: 3,
      unit: '把',
      valueType: 'ESTIMATED',
      originalValue: '1000.00',
    });
  },
});

describe('固定资产拆分 in the browser', () => {
  it('splits three chairs into three cards, the remainder on the last', async () => {
    const page = await walk.open('/final/splitFixedAssets');
    const screen = page.getByTestId('asset-split-screen');
    await screen.getByRole('combobox', { name: /^拆分的卡片/ }).fill('GD000001');
    await page.getByRole('option', { name: 'GD000001 会议椅（3把）' }).click();
    const preview = screen.getByRole('table', { name: '拆分结果预览' });
    await expect.poll(() => preview.textContent()).toContain('333.34');
    await walk.shot('1-preview');
    await screen.getByRole('button', { name: '拆分', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '拆分', exact: true }).click();
    await expect
      .poll(() => screen.getByTestId('split-done').textContent(), { timeout: 10_000 })
      .toContain('GD000003（1，原值 333.34');
    await walk.shot('2-done');
    const cards = await walk.e2e.server.handle.db
      .selectFrom('asset_card')
      .select(['card_no', 'quantity', 'original_value'])
      .where('name', '=', '会议椅')
      .orderBy('card_no')
      .execute();
    expect(cards).toEqual([
      { card_no: 'GD000001', quantity: 1, original_value: '333.33' },
      { card_no: 'GD000002', quantity: 1, original_value: '333.33' },
      { card_no: 'GD000003', quantity: 1, original_value: '333.34' },
    ]);
    expect(walk.unexpected()).toEqual([]);
  });
});
