// Attachments in Chromium against the real server (issue 18 items 8, 9): zhidan opens 凭证录入, goes
// offline, attaches a PNG to the voucher being typed (附件): it waits on the device shown 待上传 with
// its thumbnail; back online the outbox uploads and binds it once; 下载 in the /viewer window gives
// back the same bytes. A file over 50 MB is refused with the spec's message before anything queues.
import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, downloaded, type E2E, login, startE2E } from './harness.ts';

const entryPath = '/final/financialSoftware/certificateProcessing/accounting-billing-voucher';
const shots = process.env.E2E_SCREENSHOTS ?? '/work/shots';

// A 32x32 gradient PNG (a real image: the thumbnail and the viewer show it).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAG0ElEQVR42g3NkaKGMACA0fs4QRAEQRAMgsEgGAwGg8EgCIJBMBgMgmAwCHqY77Huf17g/NF19B1Dx9gxdcwdS4foWDtkh+rYOnSH6bAdrsN3hI694+g4O2LH1ZE6ckfpuDuejtrROt6Or/uj6+l7hp6xZ+qZe5Ye0bP2yB7Vs/XoHtNje1yP7wk9e8/Rc/bEnqsn9eSe0nP3PD21p/W8PV//Cwb6gWFgHJgG5oFlQAysA3JADWwDesAM2AE34AfCwD5wDJwDceAaSAN5oAzcA89AHWgD78A3/IKRfmQYGUemkXlkGREj64gcUSPbiB4xI3bEjfiRMLKPHCPnSBy5RtJIHikj98gzUkfayDvyjb9gop8YJsaJaWKeWCbExDohJ9TENqEnzISdcBN+IkzsE8fEOREnrok0kSfKxD3xTNSJNvFOfNMvmOlnhplxZpqZZ5YZMbPOyBk1s83oGTNjZ9yMnwkz+8wxc87EmWsmzeSZMnPPPDN1ps28M9/8Cxb6hWFhXJgW5oVlQSysC3JBLWwLesEs2AW34BfCwr5wLJwLceFaSAt5oSzcC89CXWgL78K3/AJBLxgEo2ASzIJFIASrQAqUYBNogRFYgRN4QRDsgkNwCqLgEiRBFhTBLXgEVdAEr+ATv2ClXxlWxpVpZV5ZVsTKuiJX1Mq2olfMil1xK34lrOwrx8q5EleulbSSV8rKvfKs1JW28q586y+Q9JJBMkomySxZJEKySqRESTaJlhiJlTiJlwTJLjkkpyRKLkmSZEmR3JJHUiVN8ko++QsUvWJQjIpJMSsWhVCsCqlQik2hFUZhFU7hFUGxKw7FqYiKS5EUWVEUt+JRVEVTvIpP/YKNfmPYGDemjXlj2RAb64bcUBvbht4wG3bDbfiNsLFvHBvnRty4NtJG3igb98azUTfaxrvxbb9A02sGzaiZNLNm0QjNqpEapdk0WmM0VuM0XhM0u+bQnJqouTRJkzVFc2seTdU0zav59C8w9IbBMBomw2xYDMKwGqRBGTaDNhiDNTiDNwTDbjgMpyEaLkMyZEMx3IbHUA3N8Bo+8wssvWWwjJbJMlsWi7CsFmlRls2iLcZiLc7iLcGyWw7LaYmWy5Is2VIst+WxVEuzvJbP/gJH7xgco2NyzI7FIRyrQzqUY3Noh3FYh3N4R3DsjsNxOqLjciRHdhTH7Xgc1dEcr+Nzv8DTewbP6Jk8s2fxCM/qkR7l2TzaYzzW4zzeEzy75/Ccnui5PMmTPcVzex5P9TTP6/n8Lwj0gSEwBqbAHFgCIrAGZEAFtoAOmIANuIAPhMAeOAJnIAauQArkQAncgSdQAy3wBr7wC3b6nWFn3Jl25p1lR+ysO3JH7Ww7esfs2B2343fCzr5z7Jw7cefaSTt5p+zcO89O3Wk77863/4KD/mA4GA+mg/lgORAH64E8UAfbgT4wB/bAHfiDcLAfHAfnQTy4DtJBPigH98FzUA/awXvwHb/gpD8ZTsaT6WQ+WU7EyXoiT9TJdqJPzIk9cSf+JJzsJ8fJeRJPrpN0kk/KyX3ynNSTdvKefOcviPSRITJGpsgcWSIiskZkREW2iI6YiI24iI+EyB45ImckRq5IiuRIidyRJ1IjLfJGvvgLLvqL4WK8mC7mi+VCXKwX8kJdbBf6wlzYC3fhL8LFfnFcnBfx4rpIF/miXNwXz0W9aBfvxXf9gkSfGBJjYkrMiSUhEmtCJlRiS+iESdiES/hESOyJI3EmYuJKpEROlMSdeBI10RJv4ku/INNnhsyYmTJzZsmIzJqRGZXZMjpjMjbjMj4TMnvmyJyZmLkyKZMzJXNnnkzNtMyb+fIvKPSFoTAWpsJcWAqisBZkQRW2gi6Ygi24gi+Ewl44CmchFq5CKuRCKdyFp1ALrfAWvvILbvqb4Wa8mW7mm+VG3Kw38kbdbDf6xtzYG3fjb8LNfnPcnDfx5rpJN/mm3Nw3z029aTfvzXf/gof+YXgYH6aH+WF5EA/rg3xQD9uDfjAP9sE9+IfwsD8cD+dDfLge0kN+KA/3w/NQH9rD+/A9v6DSV4bKWJkqc2WpiMpakRVV2Sq6Yiq24iq+Eip75aiclVi5KqmSK6VyV55KrbTKW/nqL2j0jaExNqbG3FgaorE2ZEM1toZumIZtuIZvhMbeOBpnIzauRmrkRmncjadRG63xNr72C176l+FlfJle5pflRbysL/JFvWwv+sW82Bf34l/Cy/5yvJwv8eV6SS/5pbzcL89LfWkv78v3/oKP/mP4GD+mj/lj+RAf64f8UB/bh/4wH/bDffiP8LF/HB/nR/y4PtJH/igf98fzUT/ax/vxff/jHVBbbpu98gAAAABJRU5ErkJggg==',
  'base64',
);
const sha = createHash('sha256').update(PNG).digest('hex');

let e2e: E2E;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  e2e = await startE2E();
  ({ context, page } = await e2e.newPage());
});
afterAll(async () => {
  await e2e?.close();
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') {
    await page.screenshot({ path: `${shots}/attach-FAILED.png` }).catch(() => {});
  }
});

async function storedFiles() {
  return e2e.server.handle.db
    .selectFrom('attachment_file')
    .select(['id', 'name'])
    .where('sha256', '=', sha)
    .execute();
}

describe('attachments', () => {
  it('attaches a PNG offline, uploads it once online, and downloads the same bytes', async () => {
    await page.goto('/login');
    await login(e2e.server, page, 'zhidan', DEMO_PASSWORD);
    await page.goto(entryPath);
    await page.getByRole('heading', { name: '凭证录入' }).waitFor();

    await context.setOffline(true);
    await page.getByTestId('online-state').getByText('离线').waitFor();
    await page.getByRole('button', { name: '附件', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '凭证附件' });
    await dialog.waitFor();

    // Over 50 MB (from a file: the browser driver takes no buffer that large).
    const big = join(tmpdir(), `扫描件-${process.pid}.pdf`);
    await writeFile(big, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(52_428_800)]));
    await dialog.getByLabel('选择原始凭证').setInputFiles(big);
    await rm(big);
    await dialog.getByRole('alert').getByText('文件大小超过50M，请重新上传').waitFor();

    await dialog
      .getByLabel('选择原始凭证')
      .setInputFiles({ name: '出租车票.png', mimeType: 'image/png', buffer: PNG });
    const row = dialog.getByTestId('attachment-出租车票.png');
    await row.getByText('待上传').waitFor();
    await row.getByRole('img', { name: '缩略图 出租车票.png' }).waitFor();
    await page.screenshot({ path: `${shots}/attach-offline-queued.png` });
    expect(await storedFiles()).toEqual([]);

    await context.setOffline(false);
    await row.getByText('待上传').waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(async () => (await storedFiles()).length, { timeout: 15_000 }).toBe(1);
    const [file] = await storedFiles();
    const links = await e2e.server.handle.db
      .selectFrom('attachment_link')
      .select(['data_id', 'attachments_type'])
      .where('file_id', '=', file?.id ?? '')
      .execute();
    expect(links).toHaveLength(1);
    expect(links[0]?.attachments_type).toBe('voucher');
    await page.screenshot({ path: `${shots}/attach-online-bound.png` });

    // The preview in the page, then the /viewer window, whose 下载 saves the same bytes.
    await row.getByRole('button', { name: '预览', exact: true }).click();
    const preview = page.getByRole('dialog', { name: '出租车票.png' });
    await preview.getByRole('img', { name: '出租车票.png' }).waitFor();
    await page.screenshot({ path: `${shots}/attach-preview.png` });
    const [viewer] = await Promise.all([
      context.waitForEvent('page'),
      preview.getByRole('button', { name: '新窗口打开' }).click(),
    ]);
    await viewer.waitForLoadState();
    expect(new URL(viewer.url()).pathname).toBe('/viewer');
    await viewer.getByRole('img', { name: '出租车票.png' }).waitFor({ timeout: 20_000 });
    await viewer.screenshot({ path: `${shots}/attach-viewer.png` });
    const [download] = await Promise.all([
      viewer.waitForEvent('download'),
      viewer.getByRole('button', { name: '下载' }).click(),
    ]);
    const saved = await downloaded(download);
    expect(download.suggestedFilename()).toBe('出租车票.png');
    expect(createHash('sha256').update(saved).digest('hex')).toBe(sha);
    await viewer.close();
  });
});
