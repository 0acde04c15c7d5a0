// 资产盘点 in Chromium against the real server (issue 20 item 5): 财务主管 makes a stocktake of two
// cards, counts them offline (kept on the device as 待同步, sent once back online: the computer
// 相符, the printer short), a count made offline against a card moved meanwhile comes back refused
// with the difference and is counted again after 重新盘点 (offline too), and the printer's 盘亏 is
// posted into 182 and approved (two vouchers).
// Screenshots: E2E_SCREENSHOTS (check-*.png).
import { describe, expect, it } from 'vitest';
import { assetWalk, now, year } from './asset-walk.ts';

const cardIds: Record<string, string> = {};
const walk = assetWalk({
  union: '资产盘点演示工会',
  shots: 'check',
  ready: async (w) => {
    for (const [key, name, originalValue] of [
      ['computer', '笔记本电脑', '7000.00'],
      ['printer', '激光打印机', '2400.00'],
    ] as const) {
      cardIds[key] = await w.addCard({ name, originalValue, location: '301室' });
    }
  },
});

describe('资产盘点 in the browser', () => {
  it('counts offline, refuses a count against a moved card, and posts a card short as 盘亏 through 182', async () => {
    const page = await walk.open('/final/fixed-assets/assets-check');
    const screen = page.getByTestId('asset-check-screen');
    await screen.getByText('没有盘点单').waitFor();
    await screen.getByRole('button', { name: '新建盘点' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '生成盘点单' }).click();
    const detail = page.getByTestId('asset-check-detail');
    await detail.getByText(`盘点单 PD${year}0001`).waitFor();
    const row = (no: string) => detail.locator(`tr[data-card="${no}"]`);
    await expect
      .poll(() => detail.getByTestId('check-progress').textContent())
      .toContain('共 2 张，已盘 0 张');

    // Offline: both counts are kept on this device (待同步) and reach the server once.
    await walk.context.setOffline(true);
    await row('GD000001').getByRole('textbox', { name: 'GD000001 实盘数量' }).fill('1');
    await row('GD000001').getByRole('button', { name: '保存' }).click();
    await row('GD000002').getByRole('textbox', { name: 'GD000002 实盘数量' }).fill('0');
    await row('GD000002').getByRole('button', { name: '保存' }).click();
    await row('GD000002').getByTestId('row-pending').waitFor();
    await expect.poll(() => row('GD000002').textContent()).toContain('盘亏');
    await walk.shot('1-offline-counts');
    await walk.context.setOffline(false);
    await expect.poll(async () => detail.getByTestId('row-pending').count(), { timeout: 30_000 }).toBe(0);
    await expect
      .poll(() => detail.getByTestId('check-progress').textContent(), { timeout: 10_000 })
      .toContain('已盘 2 张，盘亏 1');
    const lines = await walk.e2e.server.handle.db
      .selectFrom('asset_check_line')
      .select(['counted_quantity', 'result'])
      .orderBy('result')
      .execute();
    expect(lines).toEqual([
      { counted_quantity: 1, result: 0 },
      { counted_quantity: 0, result: 1 },
    ]);
    await walk.shot('2-synced');

    // A count made offline against the computer, which is moved meanwhile: refused with the difference.
    await walk.context.setOffline(true);
    await row('GD000001').getByRole('textbox', { name: 'GD000001 实盘数量' }).fill('2');
    await row('GD000001').getByRole('button', { name: '保存' }).click();
    await row('GD000001').getByTestId('row-pending').waitFor();
    await walk.moveCard(cardIds.computer as string, '档案室');
    await walk.context.setOffline(false);
    const refusedCount = row('GD000001').getByTestId('count-refused');
    await expect
      .poll(() => refusedCount.textContent(), { timeout: 30_000 })
      .toContain('存放地点 301室→档案室');
    await walk.shot('3-refused-count');
    const computer = await walk.e2e.server.handle.db
      .selectFrom('asset_check_line')
      .select('counted_quantity')
      .where('card_id', '=', cardIds.computer as string)
      .executeTakeFirstOrThrow();
    expect(computer.counted_quantity).toBe(1);

    // 重新盘点, offline too: the refused count is dropped and the line waits (未盘, 待同步) to be
    // cleared on the server, which reads the moved card again; counted against it, it is taken.
    await walk.context.setOffline(true);
    await row('GD000001').getByRole('button', { name: '重新盘点' }).click();
    await row('GD000001').getByTestId('row-pending').waitFor();
    await expect.poll(() => row('GD000001').getByTestId('count-refused').count()).toBe(0);
    await expect.poll(() => row('GD000001').textContent()).toContain('未盘');
    await walk.shot('4-recount-offline');
    await walk.context.setOffline(false);
    await expect.poll(() => row('GD000001').getByTestId('row-pending').count(), { timeout: 30_000 }).toBe(0);
    // The stocktake is read again once the 重新盘点 is on the server: one line counted, not two.
    await expect
      .poll(() => detail.getByTestId('check-progress').textContent(), { timeout: 10_000 })
      .toContain('已盘 1 张');
    const again = row('GD000001').getByRole('textbox', { name: 'GD000001 实盘数量' });
    await again.fill('1');
    await expect.poll(() => again.inputValue()).toBe('1');
    await row('GD000001').getByRole('button', { name: '保存' }).click();
    await expect.poll(() => row('GD000001').textContent(), { timeout: 30_000 }).toContain('相符');
    await expect.poll(() => row('GD000001').getByTestId('row-pending').count(), { timeout: 30_000 }).toBe(0);
    await walk.shot('5-recounted');
    const recounted = await walk.e2e.server.handle.db
      .selectFrom('asset_check_line')
      .select(['counted_quantity', 'result', 'card_version'])
      .where('card_id', '=', cardIds.computer as string)
      .executeTakeFirstOrThrow();
    expect(recounted).toEqual({ counted_quantity: 1, result: 0, card_version: 2 });

    // The printer's 盘亏 into 182, then approved.
    await row('GD000002').getByRole('button', { name: '转入待处理' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '转入待处理', exact: true }).click();
    await expect
      .poll(() => row('GD000002').textContent(), { timeout: 10_000 })
      .toContain(`${year}年${now.getMonth() + 1}月`);
    await row('GD000002').getByRole('button', { name: '批准处理' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '批准处理', exact: true }).click();
    await expect.poll(() => row('GD000002').textContent(), { timeout: 10_000 }).toContain('已处理');
    await walk.shot('6-posted');
    const vouchers = await walk.e2e.server.handle.db
      .selectFrom('voucher_entry')
      .select(['subject_code', 'debit', 'credit'])
      .orderBy('voucher_id')
      .orderBy('line_no')
      .execute();
    expect(vouchers.map((v) => [v.subject_code, v.debit, v.credit]).sort()).toEqual(
      [
        ['182', '2400.00', '0.00'],
        ['162', '0.00', '2400.00'],
        ['30104', '2400.00', '0.00'],
        ['182', '0.00', '2400.00'],
      ].sort(),
    );
    expect(
      walk.unexpected(
        (f) =>
          (f.includes('/api/assetsCheck/count -> 400') && f.includes('在盘点后已被修改')) ||
          f.includes('status of 400'),
      ),
    ).toEqual([]);
  });
});
