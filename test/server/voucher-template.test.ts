// 常用摘要 and 快捷凭证模板 over HTTP: saves with their checks, version conflicts, unique names,
// permissions (either the entry or the settings key) and ledger-set isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

interface Summary {
  id: number;
  text: string;
  sort: number;
  version: number;
}
interface Template {
  id: number;
  name: string;
  version: number;
  entries: { code: string; summary: string; debitAmount: string; creditAmount: string }[];
}

let server: TestServer;
let zhidan: TestClient;
let leaf: string;
let parent: string;
let zids: Record<string, number>;

beforeAll(async () => {
  server = await startServer();
  zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
  const list = (await zhidan.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  zids = Object.fromEntries(list.map((z) => [z.ztno, z.zid]));
  await use(zhidan, '002');
  const subjects = (
    await zhidan.get<{ subjectList: { code: string; isLeaf: boolean; enabled: boolean }[] }>(
      '/api/subject/tree',
    )
  ).body.data.subjectList;
  leaf = (subjects.find((s) => s.isLeaf && s.enabled) as { code: string }).code;
  parent = (subjects.find((s) => !s.isLeaf) as { code: string }).code;
});
afterAll(() => server?.close());

async function use(client: TestClient, ztno: string) {
  const answer = await client.post('/api/zt/select', { zid: zids[ztno], year: 2022 });
  expect(answer.body.success, answer.body.message).toBe(true);
}

const rows = async (table: 'voucher_summary' | 'voucher_template') =>
  Number(
    (
      await server.handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('常用摘要', () => {
  it('adds, edits with the version, refuses a stale edit and a duplicate, and deletes', async () => {
    const added = await zhidan.post<Summary>('/api/voucher/summaries/save', { text: ' 提取备用金 ' });
    expect(added.body).toMatchObject({ success: true, data: { text: '提取备用金', version: 1 } });
    const id = added.body.data.id;

    const edited = await zhidan.post<Summary>('/api/voucher/summaries/save', {
      id,
      text: '提取现金备用',
      version: 1,
      sort: 3,
    });
    expect(edited.body.data).toMatchObject({ text: '提取现金备用', sort: 3, version: 2 });

    const stale = await zhidan.post('/api/voucher/summaries/save', { id, text: '别的', version: 1 });
    expect(stale.body).toMatchObject({ success: false, message: '常用摘要已被他人修改，请刷新后重试' });

    const before = await rows('voucher_summary');
    const twice = await zhidan.post('/api/voucher/summaries/save', { text: '提取现金备用' });
    expect(twice.body).toMatchObject({ success: false, message: '常用摘要“提取现金备用”已存在' });
    const empty = await zhidan.post('/api/voucher/summaries/save', { text: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('摘要不能为空');
    expect(await rows('voucher_summary')).toBe(before);

    const list = await zhidan.get<Summary[]>('/api/voucher/summaries');
    expect(list.body.data.map((s) => s.text)).toEqual(['提取现金备用']);

    const deleted = await zhidan.post<{ deleted: number }>('/api/voucher/summaries/delete', { ids: [id] });
    expect(deleted.body.data.deleted).toBe(1);
    expect((await zhidan.get<Summary[]>('/api/voucher/summaries')).body.data).toEqual([]);
  });
});

describe('快捷凭证模板', () => {
  const entries = () => [
    { summary: '购买办公用品', code: leaf, debitAmount: '1,200.5', creditAmount: '' },
    { summary: '购买办公用品', code: leaf, debitAmount: '', creditAmount: '' },
  ];

  it('saves entries with normalised amounts and lists them', async () => {
    const saved = await zhidan.post<Template>('/api/voucher/templates/save', {
      name: '办公用品',
      entries: entries(),
    });
    expect(saved.body.success, saved.body.message).toBe(true);
    expect(saved.body.data.entries).toEqual([
      expect.objectContaining({ code: leaf, debitAmount: '1200.50', creditAmount: '' }),
      expect.objectContaining({ code: leaf, debitAmount: '', creditAmount: '' }),
    ]);
    const list = await zhidan.get<Template[]>('/api/voucher/templates');
    expect(list.body.data.map((t) => t.name)).toContain('办公用品');
  });

  it('refuses a line without a subject, a parent subject, both sides and a bad amount, writing nothing', async () => {
    const before = await rows('voucher_template');
    const cases: [unknown[], string][] = [
      [[{ summary: 'x', code: '' }], '第1行：科目不能为空'],
      [[{ code: leaf }, { code: parent }], '第2行：请选择末级科目'],
      [[{ code: '999999' }], '第1行：科目 999999 不存在'],
      [[{ code: leaf, debitAmount: '1', creditAmount: '2' }], '第1行：借方和贷方不能同时有金额'],
      [[{ code: leaf, debitAmount: '12a' }], '第1行：借方金额格式不正确'],
    ];
    for (const [list, message] of cases) {
      const answer = await zhidan.post('/api/voucher/templates/save', { name: '坏模板', entries: list });
      expect(answer.body, message).toMatchObject({ success: false, message });
    }
    const none = await zhidan.post('/api/voucher/templates/save', { name: '空模板', entries: [] });
    expect(none.body.message).toContain('分录应有 1 到 100 行');
    expect(await rows('voucher_template')).toBe(before);
  });

  it('renames with the version, refuses a taken name, and deletes', async () => {
    const a = await zhidan.post<Template>('/api/voucher/templates/save', {
      name: '差旅费',
      entries: entries(),
    });
    const renamed = await zhidan.post<Template>('/api/voucher/templates/save', {
      id: a.body.data.id,
      version: 1,
      name: '差旅费报销',
      entries: entries(),
    });
    expect(renamed.body.data).toMatchObject({ name: '差旅费报销', version: 2 });
    const taken = await zhidan.post('/api/voucher/templates/save', {
      id: a.body.data.id,
      version: 2,
      name: '办公用品',
      entries: entries(),
    });
    expect(taken.body).toMatchObject({ success: false, message: '凭证模板“办公用品”已存在' });
    const removed = await zhidan.post<{ deleted: number }>('/api/voucher/templates/delete', {
      ids: [a.body.data.id],
    });
    expect(removed.body.data.deleted).toBe(1);
  });

  it('keeps each ledger set apart and refuses users without either permission', async () => {
    const other = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    await use(other, '001');
    const list = await other.get<Template[]>('/api/voucher/templates');
    expect(list.body.data).toEqual([]);
    const mine = (await zhidan.get<Template[]>('/api/voucher/templates')).body.data[0] as Template;
    const foreign = await other.post<{ deleted: number }>('/api/voucher/templates/delete', {
      ids: [mine.id],
    });
    expect(foreign.body.data.deleted).toBe(0);

    const chuna = await TestClient.login(server, 'chuna', DEMO_PASSWORD);
    await use(chuna, '002');
    const refused = await chuna.get('/api/voucher/templates');
    expect(refused.body).toMatchObject({ success: false, message: '没有执行此操作的权限' });
  });
});
