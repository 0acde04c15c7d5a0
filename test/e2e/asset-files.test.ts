// 附件 of asset records in Chromium against the real server (issue 20: the reimbursement widget and
// /api/fileRelation): 财务主管 adds a card offline with a photo picked in its form (the photo waits on
// the device as 待上传, the outbox uploads and binds it before the card itself is written), and after
// a reload finds the photo under the card's 附件 and previews it; the disposal, value-change and
// stocktake screens show their 附件 too. Screenshots: E2E_SCREENSHOTS (files-*.png).
import { describe, expect, it } from 'vitest';
import { assetWalk, year } from './asset-walk.ts';

// A 1x1 PNG: the photo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const walk = assetWalk({ union: '资产附件演示工会', shots: 'files' });

describe('asset attachments in the browser', () => {
  it('attaches a photo to a card entered offline and finds it after a reload', async () => {
    const page = await walk.open('/final/fixed-assets/card-management');
    const screen = page.getByTestId('asset-card-screen');
    await screen.getByText('暂无卡片').waitFor();
    // 新增 waits for the classes and the classification, which the first pull keeps on the device.
    const add = screen.getByRole('button', { name: '新增', exact: true });
    await expect.poll(() => add.isEnabled(), { timeout: 20_000 }).toBe(true);

    await walk.context.setOffline(true);
    await page.getByTestId('online-state').getByText('离线').waitFor();
    await add.click();
    const form = page.getByRole('form', { name: '新增固定资产卡片' });
    await walk.fillCardForm(form, { name: '会议室投影仪' });
    await form
      .getByLabel('选择支持文件')
      .setInputFiles({ name: '投影仪.png', mimeType: 'image/png', buffer: PNG });
    const queued = form.getByTestId('attachment-投影仪.png');
    await queued.getByText('待上传').waitFor();
    await form.getByTestId('assetCard-attachments').scrollIntoViewIfNeeded();
    await walk.shot('1-card-form-offline');
    await form.getByRole('button', { name: '保存' }).click();
    const row = screen.getByRole('row').filter({ hasText: '会议室投影仪' });
    await row.getByTestId('row-pending').waitFor();
    const db = walk.e2e.server.handle.db;
    expect(await db.selectFrom('attachment_link').selectAll().execute()).toEqual([]);

    // Back online the outbox sends the photo first, then the card.
    await walk.context.setOffline(false);
    await expect.poll(() => row.textContent(), { timeout: 30_000 }).toContain('GD000001');
    await expect.poll(async () => row.getByTestId('row-pending').count(), { timeout: 20_000 }).toBe(0);
    const card = await db
      .selectFrom('asset_card')
      .select(['id', 'created_at'])
      .where('name', '=', '会议室投影仪')
      .executeTakeFirstOrThrow();
    const links = await db
      .selectFrom('attachment_link as l')
      .innerJoin('attachment_file as f', 'f.id', 'l.file_id')
      .select(['l.attachments_type', 'l.data_id', 'l.file_type', 'l.bound_at', 'f.name'])
      .execute();
    expect(links.map((l) => [l.attachments_type, l.data_id, l.file_type, l.name])).toEqual([
      ['assetCard', card.id, 'supportingFile', '投影仪.png'],
    ]);
    expect(new Date(links[0]?.bound_at ?? 0).getTime()).toBeLessThanOrEqual(
      new Date(card.created_at).getTime(),
    );

    // After a reload the card's 附件 lists the photo from the server, and it previews.
    await page.reload();
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('GD000001');
    await walk.shot('2-card-list');
    await row.getByRole('button', { name: '附件' }).click();
    const dialog = page.getByRole('dialog', { name: '资产卡片 GD000001 会议室投影仪 附件' });
    const photo = dialog.getByTestId('attachment-投影仪.png');
    await photo.waitFor({ timeout: 15_000 });
    await expect.poll(() => photo.textContent()).not.toContain('待上传');
    await walk.shot('3-card-files');
    await photo.getByRole('button', { name: '预览', exact: true }).click();
    await page.getByRole('dialog', { name: '投影仪.png' }).getByRole('img', { name: '投影仪.png' }).waitFor();
    await walk.shot('4-preview');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    // The documents' forms carry their files the same way.
    for (const [path, screen, button, title, kind, shot] of [
      [
        '/final/fixed-assets/disposal-of-assets',
        'asset-disposal-screen',
        '新增处置单',
        '新增固定资产处置单',
        'assetDisposal',
        '5-disposal-form',
      ],
      [
        '/final/assetChange',
        'asset-change-screen',
        '新增变动',
        '新增固定资产价值变动',
        'assetChange',
        '6-change-form',
      ],
    ] as const) {
      await page.goto(path);
      await page.getByTestId(screen).getByRole('button', { name: button }).click();
      const form = page.getByRole('dialog', { name: title });
      await form.getByTestId(`${kind}-attachments`).getByTestId('attachments-supportingFile').waitFor();
      await walk.shot(shot);
      await form.getByRole('button', { name: '取消' }).click();
    }

    await page.goto('/final/fixed-assets/assets-check');
    const check = page.getByTestId('asset-check-screen');
    await check.getByRole('button', { name: '新建盘点' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '生成盘点单' }).click();
    const detail = page.getByTestId('asset-check-detail');
    await detail.getByText(`盘点单 PD${year}0001`).waitFor();
    await detail.getByRole('button', { name: '附件' }).click();
    const checkFiles = page.getByRole('dialog', { name: `盘点单 PD${year}0001 附件` });
    await checkFiles
      .getByLabel('选择原始凭证')
      .setInputFiles({ name: '盘点表.png', mimeType: 'image/png', buffer: PNG });
    await checkFiles.getByTestId('attachment-盘点表.png').waitFor();
    await expect
      .poll(async () => (await checkFiles.getByTestId('attachment-盘点表.png').textContent()) ?? '', {
        timeout: 20_000,
      })
      .not.toContain('待上传');
    await walk.shot('7-check-files');
    const checkLinks = await db
      .selectFrom('attachment_link')
      .select('attachments_type')
      .where('attachments_type', '=', 'assetCheck')
      .execute();
    expect(checkLinks).toHaveLength(1);

    expect(walk.unexpected()).toEqual([]);
  });
});
