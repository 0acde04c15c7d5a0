// 价值变动 in Chromium against the real server (issue 20 item 5): 财务主管 settles a card's provisional
// value on 价值变动 (新增变动: 原值增加 7,000.00 → 7,500.00) and books it through the transform dialog
// (dialog 4: six rows, the amounts filled from getAssetsChangeMoneyAsync, the built-in template,
// preview, save, 查看凭证); a second change entered offline against a card moved meanwhile comes back
// refused with the difference. Screenshots: E2E_SCREENSHOTS (change-*.png).
import { describe, expect, it } from 'vitest';
import { assetWalk, now, year } from './asset-walk.ts';

const walk = assetWalk({
  union: '价值变动演示工会',
  shots: 'change',
  ready: async (w) => {
    await w.addCard({ name: '暂估电脑', valueType: 'ESTIMATED' });
  },
});

describe('价值变动 in the browser', () => {
  it('raises a card to its actual cost and books the difference through the transform dialog', async () => {
    const page = await walk.open('/final/assetChange');
    const screen = page.getByTestId('asset-change-screen');
    await screen.getByText('没有价值变动单').waitFor();
    await screen.getByRole('button', { name: '新增变动' }).click();
    const form = page.getByRole('dialog', { name: '新增固定资产价值变动' });
    await form.getByRole('combobox', { name: /^资产卡片/ }).fill('GD000001');
    await page.getByRole('option', { name: 'GD000001 暂估电脑' }).click();
    await form.getByRole('textbox', { name: /^调整后原值/ }).fill('7500');
    await form.getByRole('textbox', { name: /^变动原因/ }).fill('取得发票，暂估转实际成本');
    await walk.shot('1-form');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    const row = screen.getByRole('row').filter({ hasText: `BD${year}0001` });
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('500.00');
    await expect.poll(() => row.textContent()).toContain('未生成');
    await walk.shot('2-list');

    await row.getByRole('button', { name: '制证' }).click();
    const dialog = page.getByTestId('transform-voucher-dialog');
    await expect
      .poll(() => dialog.getByLabel('第1行金额').inputValue(), { timeout: 10_000 })
      .toContain('500');
    await dialog.getByRole('combobox', { name: '凭证模板' }).click();
    await page
      .getByRole('option', { name: '暂估调整固定资产原值（制度 162条四(一)2）（内置）', exact: true })
      .click();
    await dialog.getByRole('button', { name: '引用模板' }).click();
    await expect.poll(() => dialog.getByLabel('第1行科目').inputValue()).toContain('162');
    await expect.poll(() => dialog.getByLabel('第2行金额').inputValue()).toContain('500');
    await walk.shot('3-dialog');
    await dialog.getByRole('button', { name: '预览凭证' }).click();
    const preview = page.getByRole('dialog', { name: '凭证预览' });
    await preview.getByText('调增暂估电脑（GD000001）原值').first().waitFor();
    await walk.shot('4-preview');
    await preview.getByRole('button', { name: '关闭' }).click();
    await dialog.getByRole('button', { name: '保存凭证' }).click();
    await page.getByText(/凭证 .* 已生成/).waitFor();
    await page.getByRole('button', { name: '确定', exact: true }).click();
    await expect
      .poll(() => row.textContent(), { timeout: 10_000 })
      .toContain(`${year}年${now.getMonth() + 1}月`);
    await walk.shot('5-booked');

    const lines = await walk.e2e.server.handle.db
      .selectFrom('voucher_entry as e')
      .innerJoin('asset_change as x', 'x.voucher_id', 'e.voucher_id')
      .select(['e.subject_code', 'e.debit', 'e.credit'])
      .orderBy('e.line_no')
      .execute();
    expect(lines.map((l) => [l.subject_code, l.debit, l.credit])).toEqual([
      ['162', '500.00', '0.00'],
      ['30104', '0.00', '500.00'],
    ]);

    // Offline, a second change is kept on this device; the card is moved meanwhile, so back online
    // it comes back refused with what changed, and nothing is written.
    const card = await walk.e2e.server.handle.db
      .selectFrom('asset_card')
      .select('id')
      .where('name', '=', '暂估电脑')
      .executeTakeFirstOrThrow();
    await walk.context.setOffline(true);
    await screen.getByRole('button', { name: '新增变动' }).click();
    const offline = page.getByRole('dialog', { name: '新增固定资产价值变动' });
    await offline.getByRole('combobox', { name: /^资产卡片/ }).fill('GD000001');
    await page.getByRole('option', { name: 'GD000001 暂估电脑' }).click();
    await offline.getByRole('textbox', { name: /^调整后原值/ }).fill('8000');
    await offline.getByRole('button', { name: '保存', exact: true }).click();
    const queued = page.getByTestId('queued-changes');
    await expect.poll(() => queued.textContent()).toContain('待同步：新增价值变动 GD000001 暂估电脑');
    await walk.shot('6-offline-queued');
    await walk.moveCard(card.id, '档案室');
    await walk.context.setOffline(false);
    await expect
      .poll(() => queued.textContent(), { timeout: 30_000 })
      .toContain(
        // The device's list of cards was read before the first change: both differences show.
        '在录入后已被修改，本次录入未保存，请按最新卡片重新录入变动：原值 7,000.00→7,500.00；存放地点 （空）→档案室',
      );
    await walk.shot('7-offline-refused');
    const changes = await walk.e2e.server.handle.db.selectFrom('asset_change').select('id').execute();
    expect(changes).toHaveLength(1);
    expect(
      walk.unexpected(
        (f) =>
          (f.includes('/api/assetsChange/save -> 400') && f.includes('在录入后已被修改')) ||
          f.includes('status of 400'),
      ),
    ).toEqual([]);
  });
});
