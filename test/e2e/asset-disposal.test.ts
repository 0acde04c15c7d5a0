// 资产处置 in Chromium against the real server (issue 20 item 5): 财务主管 disposes of a card on
// 资产处置 (新增处置单: type, date, the card), books its voucher through dialog 3 (built-in template,
// preview, save, 查看凭证), and finds the card on 已处置资产 with the month it stops being charged.
// The books are a ledger set of their own with one card bought this month. Screenshots:
// E2E_SCREENSHOTS (disposal-*.png).
import { describe, expect, it } from 'vitest';
import { assetWalk, mm, now, year } from './asset-walk.ts';

const walk = assetWalk({
  union: '资产处置演示工会',
  shots: 'disposal',
  ready: async (w) => {
    await w.addCard({ name: '旧复印机' });
  },
});

describe('资产处置 in the browser', () => {
  it('disposes of a card, books the voucher through the dialog and lists the card as disposed', async () => {
    const page = await walk.open('/final/fixed-assets/disposal-of-assets');
    const screen = page.getByTestId('asset-disposal-screen');
    await screen.getByText('没有处置单').waitFor();

    await screen.getByRole('button', { name: '新增处置单' }).click();
    const form = page.getByRole('dialog', { name: '新增固定资产处置单' });
    await form.getByRole('checkbox', { name: /^选择 GD000001/ }).check();
    await form.getByRole('textbox', { name: /^处置金额/ }).fill('0');
    await expect.poll(() => form.textContent()).toContain('已选 1 张：原值 7,000.00');
    await walk.shot('1-form');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('处置单 CZ').first().waitFor();
    await page.getByRole('button', { name: '确定', exact: true }).click();
    const row = screen.getByRole('row').filter({ hasText: `CZ${year}0001` });
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('旧复印机（GD000001）');
    await expect.poll(() => row.textContent()).toContain('未生成');
    await walk.shot('2-list');

    await row.getByRole('button', { name: '制证' }).click();
    const dialog = page.getByTestId('disposal-voucher-dialog');
    await dialog.getByRole('checkbox', { name: `选择 CZ${year}0001` }).waitFor();
    await dialog.getByRole('combobox', { name: '凭证模板' }).click();
    await page
      .getByRole('option', { name: '出售、调出固定资产（制度 162条四(四)）（内置）', exact: true })
      .click();
    await dialog.getByRole('button', { name: '引用模板' }).click();
    await expect.poll(() => dialog.getByLabel('第3行科目').inputValue()).toContain('162');
    await walk.shot('3-dialog');
    await dialog.getByRole('button', { name: '预览凭证' }).click();
    const preview = page.getByRole('dialog', { name: '凭证预览' });
    await preview.getByText(`出售固定资产（CZ${year}0001）`).first().waitFor();
    await walk.shot('4-preview');
    await preview.getByRole('button', { name: '关闭' }).click();
    await dialog.getByRole('button', { name: '保存凭证' }).click();
    await page.getByText(/凭证 .* 已生成/).waitFor();
    await page.getByRole('button', { name: '确定', exact: true }).click();
    await expect
      .poll(() => row.textContent(), { timeout: 10_000 })
      .toContain(`${year}年${now.getMonth() + 1}月`);
    await row.getByRole('button', { name: '查看凭证' }).click();
    await page.getByText('来源单据：').waitFor();
    await walk.shot('5-voucher');
    await page.keyboard.press('Escape');

    await page.goto('/final/fixed-assets/disposed-assets');
    const disposed = page.getByTestId('asset-disposed-screen');
    const card = disposed.getByRole('row').filter({ hasText: 'GD000001' });
    await expect.poll(() => card.textContent(), { timeout: 10_000 }).toContain(`${year}年${mm}月起`);
    await walk.shot('6-disposed');

    const lines = await walk.e2e.server.handle.db
      .selectFrom('voucher_entry as e')
      .innerJoin('asset_document as d', 'd.voucher_id', 'e.voucher_id')
      .select(['e.subject_code', 'e.debit', 'e.credit'])
      .orderBy('e.line_no')
      .execute();
    expect(lines.map((l) => [l.subject_code, l.debit, l.credit])).toEqual([
      ['30104', '7000.00', '0.00'],
      ['162', '0.00', '7000.00'],
    ]);
    expect(walk.unexpected()).toEqual([]);
  });
});
