// 公告推送, 待办推送 and 上传操作手册 in Chromium (issue 21 item 4): the administrator publishes an
// announcement to everyone and pushes a to-do to 张制单; 张制单's home page shows the announcement
// unread, opening it records the receipt the administrator then sees; the pushed to-do is in his 待办;
// the administrator uploads the manual as a PDF. Screenshots: E2E_SCREENSHOTS/announcements-*.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementView } from '../../src/core/contracts/announcement.ts';
import type { TodoAnswer } from '../../src/core/contracts/todo.ts';
import { ADMIN_PASSWORD, apiLogin, DEMO_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOTS ?? '/tmp/shots';
const base = '/final/usercenter';
let e2e: E2E;

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(dir, `announcements-${name}.png`) });
}

describe('公告 and 待办推送 in the browser', () => {
  it('publish, read on the home page, receipt seen; a pushed to-do; the manual uploaded', async () => {
    const { page } = await e2e.newPage();
    await page.goto(`${base}/announcement-push`);
    await login(e2e.server, page, 'admin', ADMIN_PASSWORD);
    await page.goto(`${base}/announcement-push`);
    const form = page.getByTestId('announcement-form');
    await form.getByRole('button', { name: '发布' }).click();
    await form.getByRole('alert').filter({ hasText: '标题不能为空' }).waitFor();
    await form.getByRole('textbox', { name: '标题' }).fill('系统维护通知');
    await form
      .getByRole('textbox', { name: '内容' })
      .fill('本周六 20:00 至 22:00 系统维护，请提前保存工作。');
    await form.getByRole('button', { name: '发布' }).click();
    const list = page.getByTestId('announcement-list');
    await list.getByRole('cell', { name: '系统维护通知' }).waitFor();
    await shot(page, 'push');

    await page.goto(`${base}/to-do-push`);
    const push = page.getByTestId('todo-push-form');
    await push.getByRole('combobox', { name: /接收人/ }).click();
    await page.getByRole('option', { name: '张制单（zhidan）' }).click();
    await push.getByRole('textbox', { name: '标题' }).fill('核对 11 月凭证');
    await push.getByRole('button', { name: '推送' }).click();
    await page.getByTestId('todo-push-list').getByRole('cell', { name: '核对 11 月凭证' }).waitFor();

    await page.goto(`${base}/upload-operation-manual`);
    const manual = page.getByTestId('manual-screen');
    await manual.locator('input[type=file]').setInputFiles({
      name: '操作手册.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await manual.getByRole('button', { name: '上传' }).click();
    await manual.getByText('当前操作手册').waitFor();
    await shot(page, 'manual');

    const clerk = await e2e.newPage();
    await clerk.page.goto('/');
    await login(e2e.server, clerk.page, 'zhidan', DEMO_PASSWORD);
    const panel = clerk.page.getByTestId('announcement-panel');
    await panel.getByText('1 条未读').waitFor();
    await shot(clerk.page, 'home');
    await panel.getByRole('button', { name: '系统维护通知' }).click();
    await clerk.page.getByTestId('announcement-body').filter({ hasText: '系统维护' }).waitFor();
    await expect.poll(async () => panel.getByText('1 条未读').count()).toBe(0);

    const api = await apiLogin(e2e.server, 'admin', ADMIN_PASSWORD);
    await expect
      .poll(async () => {
        const page1 = (await api.get<{ currentPageItems: AnnouncementView[] }>('/api/announcement/list')).body
          .data;
        return page1.currentPageItems[0]?.readCount;
      })
      .toBe(1);
    const zhidan = await apiLogin(e2e.server, 'zhidan', DEMO_PASSWORD);
    const todos = (await zhidan.get<TodoAnswer>('/api/todo/list')).body.data;
    expect(todos.items.map((i) => i.title)).toContain('核对 11 月凭证');
    const info = (await zhidan.get<{ name: string } | null>('/api/manual/info')).body.data;
    expect(info?.name).toBe('操作手册.pdf');
  });
});
