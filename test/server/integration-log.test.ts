// gRPC 日志 over HTTP (issue 21 item 6): the calls to a stand-in identity provider made by single
// sign-on are logged — the good one and the refused one, with status and time, the one-time code
// masked — filtered by outcome and text, paged, exported; the administrator alone reads them, and
// 配置管理's retention removes the old ones.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneIntegrationCalls } from '../../server/modules/integration-log/service.ts';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { IntegrationCallPage } from '../../src/core/contracts/integration-log.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

const SECRET = 'stand-in-secret';
let idp: Server;
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  idp = createServer((req, res) => {
    const code = new URL(req.url ?? '/', 'http://idp').searchParams.get('code');
    if (code === 'good')
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"userName":"zhidan"}');
    else res.writeHead(400).end('{"error":"invalid_grant"}');
  });
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  server = await startServer({ sso: { url, clientId: 'union-finance', secret: SECRET } });
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  for (const code of ['good', 'used-up']) {
    const { state } = (await new TestClient(server).get<{ state: string }>('/api/auth/hxmisSSO', {})).body
      .data;
    await new TestClient(server).post('/api/auth/SsoLogin', { code, state });
  }
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => idp?.close(resolve));
});

const page = (query: Record<string, string> = {}) =>
  admin.get<IntegrationCallPage>('/api/integrationLog/page', query).then((a) => a.body.data);

describe('gRPC 日志', () => {
  it('logs each outside call with its outcome, the secret masked', async () => {
    const all = await page();
    expect(all.totalItemCount).toBe(2);
    const [refused, good] = all.currentPageItems;
    expect(good).toMatchObject({ service: 'sso', method: 'GET', status: 200, ok: true, message: '' });
    expect(refused).toMatchObject({ status: 400, ok: false, message: 'HTTP 400 Bad Request' });
    expect(good?.target).toMatch(/\/userinfo\?code=\*\*\*$/);
    expect(JSON.stringify(all)).not.toContain('good');
    expect(good?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('filters by outcome and text, and pages', async () => {
    expect((await page({ ok: 'false' })).currentPageItems.map((c) => c.status)).toEqual([400]);
    expect((await page({ keyword: 'userinfo' })).totalItemCount).toBe(2);
    expect((await page({ keyword: '不存在' })).totalItemCount).toBe(0);
    const one = await page({ pageSize: '1', pageIndex: '2' });
    expect(one.currentPageItems.map((c) => c.status)).toEqual([200]);
    const bad = await admin.get('/api/integrationLog/page', { beginTime: 'yesterday' });
    expect(bad.body.success).toBe(false);
  });

  it('exports the filtered calls to Excel', async () => {
    const answer = await fetch(`${server.url}/api/integrationLog/export?ok=true`, {
      headers: admin.signedHeaders('GET', '/api/integrationLog/export', { ok: 'true' }),
    });
    expect(answer.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await answer.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(2).getCell(2).value).toBe('统一身份认证');
    expect(sheet?.getRow(2).getCell(6).value).toBe('成功');
  });

  it('is the administrator’s alone, and the retention drops old calls', async () => {
    const clerk = await TestClient.login(server, 'zhuguan', DEMO_PASSWORD);
    expect((await clerk.get('/api/integrationLog/page')).body.errorCode).toBe(ErrorCode.forbidden);
    await pruneIntegrationCalls(server.handle.db, Date.now() + 179 * 24 * 3600_000);
    expect((await page()).totalItemCount).toBe(2);
    await pruneIntegrationCalls(server.handle.db, Date.now() + 181 * 24 * 3600_000);
    expect((await page()).totalItemCount).toBe(0);
  });
});
