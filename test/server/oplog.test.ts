// 操作日志 over HTTP (issue 21 item 6): every accepted write leaves one entry with who, when, from
// which address and the rows it changed before and after (passwords never); a refused write leaves
// none; the administrator filters by user, time and kind, pages, exports to Excel, and lists and
// downloads the server's log files; nobody else reads any of it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { OperatorView } from '../../src/core/contracts/operator.ts';
import {
  type OplogDetail,
  type OplogPage,
  oplogRowsKept,
  type ServerLogFile,
} from '../../src/core/contracts/oplog.ts';
import type { RoleView } from '../../src/core/contracts/role.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';
import { body, type Line, saveOk, simple } from './voucher-fixture.ts';

let server: TestServer;
let admin: TestClient;
let zhidan: TestClient;
let logDir: string;
let roles: RoleView[];

beforeAll(async () => {
  logDir = await mkdtemp(join(tmpdir(), 'uf-logs-'));
  await writeFile(join(logDir, 'server-2026-11-27.log'), '{"level":30,"msg":"工会集中财务系统已启动"}\n');
  await writeFile(join(logDir, 'notes.txt'), 'not a log file');
  server = await startServer({ logDir });
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
  roles = (await admin.get<RoleView[]>('/api/role/list')).body.data;
});
afterAll(async () => {
  await server?.close();
  await rm(logDir, { recursive: true, force: true });
});

async function page(query: Record<string, string> = {}) {
  const answer = await admin.get<OplogPage>('/api/oplog/list', query);
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data;
}

async function detail(id: string) {
  const answer = await admin.get<OplogDetail>('/api/oplog/get', { id });
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data;
}

describe('what a write leaves', () => {
  let user: OperatorView;

  it('a new operator: who, the address, the call, and the inserted rows without the password hash', async () => {
    const answer = await admin.post<OperatorView>('/api/user/save', {
      userName: 'rizhi01',
      realName: '日志测试',
      password: 'Start2026',
      mustChangePassword: false,
      roleIds: [roles.find((r) => r.code === 'preparer')?.id],
      grants: [],
    });
    expect(answer.body.success, answer.body.message).toBe(true);
    user = answer.body.data;

    const [entry] = (await page({ kind: 'user' })).currentPageItems;
    expect(entry).toMatchObject({
      userName: '系统管理员（admin）',
      method: 'POST',
      path: '/api/user/save',
      kind: 'user',
      kindName: '操作员',
    });
    expect(entry?.address).toMatch(/127\.0\.0\.1|::1/);
    expect(entry?.changes).toBeGreaterThan(1);
    const full = await detail(entry?.id ?? '0');
    expect(full.request.password).toBe('（已省略）');
    expect(full.request.userName).toBe('rizhi01');
    const inserted = full.rows.find((r) => r.table === 'app_user');
    expect(inserted).toMatchObject({ op: 'INSERT', before: null });
    expect(inserted?.after?.user_name).toBe('rizhi01');
    expect(inserted?.after).not.toHaveProperty('password_hash');
    expect(full.rows.some((r) => r.table === 'user_role' && r.op === 'INSERT')).toBe(true);
    expect(full.rows.some((r) => r.table === 'access_audit')).toBe(true);
  });

  it('an edit shows the row before and after', async () => {
    const answer = await admin.post<OperatorView>('/api/user/save', {
      id: user.id,
      version: user.version,
      userName: 'rizhi01',
      realName: '日志测试改',
      roleIds: user.roles.map((r) => r.id),
      grants: [],
    });
    expect(answer.body.success, answer.body.message).toBe(true);
    const [entry] = (await page({ kind: 'user' })).currentPageItems;
    const full = await detail(entry?.id ?? '0');
    const changed = full.rows.find((r) => r.table === 'app_user' && r.op === 'UPDATE');
    expect(changed?.before?.real_name).toBe('日志测试');
    expect(changed?.after?.real_name).toBe('日志测试改');
  });

  it('a voucher saved by 制单 is filed under its user and kind; a refused one leaves nothing', async () => {
    const zid = (await zhidan.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data.find(
      (z) => z.ztno === '001',
    )?.zid;
    await zhidan.post('/api/zt/select', { zid, year: 2026 });
    const before = (await page()).totalItemCount;
    await saveOk(zhidan, body('2026-03-05', simple('88.00', '日志凭证')));
    const refused = await zhidan.post(
      '/api/voucher/save',
      body('2026-03-05', [{ summary: '不平', code: '50502', debit: '1.00' }]),
    );
    expect(refused.body.success).toBe(false);
    const after = await page();
    // The select and the save; the refused save left no entry.
    expect(after.totalItemCount - before).toBe(1);
    const zhidanId = after.currentPageItems[0]?.userId ?? 0;
    const theirs = await page({ userId: String(zhidanId), kind: 'voucher' });
    expect(theirs.currentPageItems).toHaveLength(1);
    expect(theirs.currentPageItems[0]).toMatchObject({
      userName: '张制单（zhidan）',
      path: '/api/voucher/save',
    });
    const full = await detail(theirs.currentPageItems[0]?.id ?? '0');
    expect(full.rows.filter((r) => r.table === 'voucher_entry')).toHaveLength(2);
    expect(full.rows.filter((r) => r.table === 'voucher')).toHaveLength(1);
    // Derived rows and the voucher's own history are not logged again.
    expect(full.rows.some((r) => r.table === 'balance')).toBe(false);
    expect(full.rows.some((r) => r.table === 'voucher_event')).toBe(false);
    expect(theirs.currentPageItems[0]?.changes).toBe(3);
  });

  it('a bulk write keeps its first rows and counts them all', async () => {
    // 300 debit lines and one credit: the voucher row and 301 lines changed, 200 of them kept.
    const lines: Line[] = [
      ...Array.from({ length: 300 }, (_, i) => ({ summary: `批量${i}`, code: '50502', debit: '1.00' })),
      { summary: '付款', code: '101', credit: '300.00' },
    ];
    const saved = await saveOk(zhidan, body('2026-03-06', lines));
    const latest = (await page({ kind: 'voucher' })).currentPageItems[0];
    expect(latest?.message).toContain(`${saved.voucherType}-${saved.voucherNo}`);
    expect(latest?.changes).toBe(302);
    const full = await detail(latest?.id ?? '0');
    expect(full.rows).toHaveLength(oplogRowsKept);
    expect(full.rows[0]).toMatchObject({ table: 'voucher', op: 'INSERT' });
    expect(full.moreRows).toBe(302 - oplogRowsKept);
    // The next write counts from nothing again.
    await saveOk(zhidan, body('2026-03-06', simple('5.00', '小额')));
    expect((await page({ kind: 'voucher' })).currentPageItems[0]?.changes).toBe(3);
  });
});

describe('the viewer', () => {
  it('filters by time, pages newest first, and refuses a backward range', async () => {
    const all = await page({ pageSize: '2' });
    expect(all.currentPageItems).toHaveLength(2);
    expect(all.capped).toBe(false);
    const second = await page({ pageSize: '2', pageIndex: '2' });
    expect(second.currentPageItems[0]?.id).not.toBe(all.currentPageItems[0]?.id);
    expect(Number(all.currentPageItems[0]?.id)).toBeGreaterThan(Number(all.currentPageItems[1]?.id));
    const future = await page({ beginTime: String(Date.now() + 3_600_000) });
    expect(future.totalItemCount).toBe(0);
    const backward = await admin.get('/api/oplog/list', { beginTime: '2026-02-01', endTime: '2026-01-01' });
    expect(backward.body.message).toBe('结束时间不能早于开始时间');
    const badKind = await admin.get('/api/oplog/list', { kind: "x'; drop" });
    expect(badKind.body.success).toBe(false);
  });

  it('exports the filtered entries to Excel', async () => {
    const path = '/api/oplog/export';
    const query = { kind: 'user' };
    const response = await fetch(`${server.url}${path}?kind=user`, {
      headers: admin.signedHeaders('GET', path, query),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('操作日志.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.getWorksheet('操作日志');
    expect(sheet?.getRow(1).getCell(1).value).toBe('时间');
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(2).getCell(5).value).toBe('POST /api/user/save');
  });
});

describe('server log files', () => {
  it('lists the .log files and downloads one as it is on disk', async () => {
    const files = (await admin.get<ServerLogFile[]>('/api/user/logFiles')).body.data;
    expect(files.map((f) => f.fileName)).toEqual(['server-2026-11-27.log']);
    const path = '/api/user/GetLogFile';
    const query = { fileName: 'server-2026-11-27.log' };
    const response = await fetch(`${server.url}${path}?fileName=server-2026-11-27.log`, {
      headers: admin.signedHeaders('GET', path, query),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('工会集中财务系统已启动');
  });

  it('refuses a path outside the folder and a file that is not there', async () => {
    const outside = await admin.get('/api/user/GetLogFile', { fileName: '../server-2026-11-27.log' });
    expect(outside.body.success).toBe(false);
    expect(outside.body.message).toContain('不是有效的日志文件名');
    const missing = await admin.get('/api/user/GetLogFile', { fileName: 'server-1999-01-01.log' });
    expect(missing.body.message).toBe('日志文件 server-1999-01-01.log 不存在');
  });
});

describe('for the administrator only', () => {
  it('refuses every log call to 制单', async () => {
    for (const [path, query] of [
      ['/api/oplog/list', {}],
      ['/api/oplog/get', { id: '1' }],
      ['/api/oplog/export', {}],
      ['/api/user/logFiles', {}],
      ['/api/user/GetLogFile', { fileName: 'server-2026-11-27.log' }],
    ] as const) {
      const answer = await zhidan.get(path, query);
      expect(answer.body.errorCode, path).toBe(ErrorCode.forbidden);
    }
  });
});
