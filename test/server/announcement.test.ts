// 公告推送 and 待办推送 over HTTP (issue 21 item 4): an announcement reaches its audience (all, the
// holders of some duties, the users of some ledger sets) and nobody else; each reader's receipt is
// kept; a withdrawn one leaves the home page; a pushed to-do shows in its user's 待办 until done.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnnouncementReceipt,
  AnnouncementView,
  MyAnnouncement,
  PushedTodoPage,
} from '../../src/core/contracts/announcement.ts';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { RoleView } from '../../src/core/contracts/role.ts';
import type { TodoAnswer } from '../../src/core/contracts/todo.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
let admin: TestClient;
let zhidan: TestClient;
let shenhe: TestClient;
let roles: RoleView[];
let zids: Record<string, number>;

beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
  shenhe = await TestClient.login(server, 'shenhe', DEMO_PASSWORD);
  roles = (await admin.get<RoleView[]>('/api/role/list')).body.data;
  const list = (await admin.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  zids = Object.fromEntries(list.map((z) => [z.ztno, z.zid]));
});
afterAll(() => server?.close());

const mine = async (client: TestClient) =>
  (await client.get<MyAnnouncement[]>('/api/announcement/mine')).body.data;

async function publish(body: Record<string, unknown>): Promise<AnnouncementView> {
  const answer = await admin.post<AnnouncementView>('/api/announcement/save', body);
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data;
}

describe('announcements', () => {
  let toPreparers: AnnouncementView;

  it('to a duty: its holders see it unread, others do not', async () => {
    const preparer = roles.find((r) => r.code === 'preparer')?.id;
    toPreparers = await publish({
      title: '月末结账通知',
      body: '请于 30 日前完成本月凭证录入。',
      audience: 'roles',
      roleIds: [preparer],
    });
    expect(toPreparers.audienceText).toBe('指定岗位：制单');
    expect(toPreparers.readCount).toBe(0);
    expect(toPreparers.audienceCount).toBeGreaterThan(0);
    expect(await mine(zhidan)).toContainEqual(
      expect.objectContaining({ id: toPreparers.id, title: '月末结账通知', read: false }),
    );
    expect((await mine(shenhe)).some((a) => a.id === toPreparers.id)).toBe(false);
  });

  it('a read receipt per reader; someone outside the audience cannot mark it', async () => {
    const read = await zhidan.post('/api/announcement/read', { id: toPreparers.id });
    expect(read.body.success, read.body.message).toBe(true);
    expect((await mine(zhidan)).find((a) => a.id === toPreparers.id)?.read).toBe(true);
    const outside = await shenhe.post('/api/announcement/read', { id: toPreparers.id });
    expect(outside.body.message).toBe('公告不存在');
    const receipts = (
      await admin.get<AnnouncementReceipt[]>('/api/announcement/receipts', { id: String(toPreparers.id) })
    ).body.data;
    expect(receipts.find((r) => r.userName === 'zhidan')?.readAt).not.toBeNull();
    expect(receipts.some((r) => r.userName === 'shenhe')).toBe(false);
    const page = (await admin.get<{ currentPageItems: AnnouncementView[] }>('/api/announcement/list')).body
      .data;
    expect(page.currentPageItems.find((a) => a.id === toPreparers.id)?.readCount).toBe(1);
  });

  it('to ledger sets and to everyone; a withdrawn one leaves the home page', async () => {
    const to002 = await publish({
      title: '002 账套通知',
      body: '内容',
      audience: 'ledgers',
      zids: [zids['002']],
    });
    expect(to002.audienceText).toContain('002');
    const all = await publish({ title: '全体通知', body: '系统将于周六维护。', audience: 'all' });
    expect((await mine(shenhe)).map((a) => a.title)).toContain('全体通知');
    const withdrawn = await admin.post<AnnouncementView>('/api/announcement/withdraw', {
      id: all.id,
      version: all.version,
    });
    expect(withdrawn.body.success, withdrawn.body.message).toBe(true);
    expect((await mine(shenhe)).map((a) => a.title)).not.toContain('全体通知');
    const again = await admin.post('/api/announcement/withdraw', {
      id: all.id,
      version: withdrawn.body.data.version,
    });
    expect(again.body.message).toBe('公告已撤回');
  });

  it('refuses an empty audience, a missing title and a clerk publishing', async () => {
    const noRoles = await admin.post('/api/announcement/save', {
      title: 't',
      body: 'b',
      audience: 'roles',
      roleIds: [],
    });
    expect(noRoles.body.message).toBe('请选择接收公告的岗位');
    const noTitle = await admin.post('/api/announcement/save', { title: ' ', body: 'b', audience: 'all' });
    expect(noTitle.body.message).toContain('标题');
    const clerk = await zhidan.post('/api/announcement/save', { title: 't', body: 'b', audience: 'all' });
    expect(clerk.body.errorCode).toBe(ErrorCode.forbidden);
  });
});

describe('pushed to-dos', () => {
  it("shows in the user's 待办 until they mark it done", async () => {
    const users = (
      await admin.get<{ currentPageItems: { id: number; userName: string }[] }>('/api/user/list', {
        keyword: 'zhidan',
      })
    ).body.data.currentPageItems;
    const zhidanId = users.find((u) => u.userName === 'zhidan')?.id;
    const pushed = await admin.post<{ count: number }>('/api/todo/push', {
      userIds: [zhidanId],
      title: '核对 11 月凭证',
      body: '请核对后报财务主管',
      href: '/final/financialSoftware/certificateProcessing/voucher-modify-del',
    });
    expect(pushed.body.success, pushed.body.message).toBe(true);
    expect(pushed.body.message).toBe('已向 1 人推送待办');
    const todos = (await zhidan.get<TodoAnswer>('/api/todo/list')).body.data;
    const item = todos.items.find((i) => i.module === 'push');
    expect(item).toMatchObject({
      title: '核对 11 月凭证：请核对后报财务主管',
      kind: '推送待办',
      stepName: '办理',
    });
    const id = Number(item?.key.split(':')[1]);
    expect((await shenhe.post('/api/todo/done', { id })).body.message).toBe('待办不存在或已办结');
    expect((await zhidan.post('/api/todo/done', { id })).body.success).toBe(true);
    expect(
      (await zhidan.get<TodoAnswer>('/api/todo/list')).body.data.items.some((i) => i.module === 'push'),
    ).toBe(false);
    const list = (await admin.get<PushedTodoPage>('/api/todo/pushed')).body.data;
    expect(list.currentPageItems[0]?.doneAt).not.toBeNull();
  });

  it('refuses a link to another site, nobody to push to, and a clerk pushing', async () => {
    const away = await admin.post('/api/todo/push', {
      userIds: [1],
      title: 't',
      href: 'https://example.com/x',
    });
    expect(away.body.message).toContain('应为本系统内的页面地址');
    const nobody = await admin.post('/api/todo/push', { userIds: [], title: 't' });
    expect(nobody.body.message).toContain('请选择接收人');
    const clerk = await zhidan.post('/api/todo/push', { userIds: [1], title: 't' });
    expect(clerk.body.errorCode).toBe(ErrorCode.forbidden);
  });
});

describe('the operation manual', () => {
  const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const upload = async (name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const answer = await admin.upload<{ fileId: string }[]>('/api/fileRelation/fileUpload', form);
    expect(answer.body.success, answer.body.message).toBe(true);
    return answer.body.data[0]?.fileId ?? '';
  };

  it('none at first; a PDF named the manual opens for every user, byte for byte', async () => {
    expect((await zhidan.get('/api/manual/info')).body.data).toBeNull();
    const missing = await fetch(`${server.url}/api/manual/download`, {
      headers: zhidan.signedHeaders('GET', '/api/manual/download', {}),
    });
    expect(missing.status).toBe(404);

    const fileId = await upload('操作手册.pdf', PDF);
    const set = await admin.post<{ name: string }>('/api/manual/set', { fileId });
    expect(set.body.success, set.body.message).toBe(true);
    expect((await zhidan.get<{ name: string }>('/api/manual/info')).body.data.name).toBe('操作手册.pdf');
    const opened = await fetch(`${server.url}/api/manual/download`, {
      headers: zhidan.signedHeaders('GET', '/api/manual/download', {}),
    });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await opened.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('refuses a file that is not a PDF and a clerk setting it', async () => {
    const text = await upload('说明.txt', Buffer.from('hello'));
    expect((await admin.post('/api/manual/set', { fileId: text })).body.message).toBe(
      '操作手册应为 PDF 文件',
    );
    const clerk = await zhidan.post('/api/manual/set', { fileId: text });
    expect(clerk.body.errorCode).toBe(ErrorCode.forbidden);
  });
});
