// 快速凭证设置 over HTTP: a user's ordered pick of 快捷凭证模板, saved and read back; another user's
// and another ledger set's lists are their own; ids that are not templates of the ledger set, a
// repeated id and too long a list are refused writing nothing; the version check; who may read
// (经费快速录入 or the setting) and who may save; templates deleted later are skipped on read.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickVoucherSetting } from '../../src/core/voucher/quick-setting.ts';
import { DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
let zhidan: TestClient;
let zhuguan: TestClient;
let zids: Record<string, number>;
/** Templates of ledger set 001: 差旅费, 办公用品, 会议费; and one of 002. */
let t: { travel: number; office: number; meeting: number; foreign: number };

const path = '/api/voucher/quickSetting';

beforeAll(async () => {
  server = await startServer();
  zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
  zhuguan = await TestClient.login(server, 'zhuguan', DEMO_PASSWORD);
  const list = (await zhuguan.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  zids = Object.fromEntries(list.map((z) => [z.ztno, z.zid]));
  await use(zhuguan, '002');
  const foreign = await template(zhuguan, '二号账套模板');
  await use(zhuguan, '001');
  await use(zhidan, '001');
  t = {
    travel: await template(zhuguan, '差旅费'),
    office: await template(zhuguan, '办公用品'),
    meeting: await template(zhuguan, '会议费'),
    foreign,
  };
});
afterAll(() => server?.close());

async function use(client: TestClient, ztno: string) {
  const answer = await client.post('/api/zt/select', { zid: zids[ztno], year: 2026 });
  expect(answer.body.success, answer.body.message).toBe(true);
}

/** A template of the client's ledger set on its first enabled leaf subject; its id. */
async function template(client: TestClient, name: string): Promise<number> {
  const subjects = (
    await client.get<{ subjectList: { code: string; isLeaf: boolean; enabled: boolean }[] }>(
      '/api/subject/tree',
    )
  ).body.data.subjectList;
  const leaf = (subjects.find((s) => s.isLeaf && s.enabled) as { code: string }).code;
  const saved = await client.post<{ id: number }>('/api/voucher/templates/save', {
    name,
    entries: [
      { summary: name, code: leaf, debitAmount: '', creditAmount: '' },
      { summary: name, code: leaf, debitAmount: '', creditAmount: '' },
    ],
  });
  expect(saved.body.success, saved.body.message).toBe(true);
  return saved.body.data.id;
}

const read = (client = zhidan) => client.get<QuickVoucherSetting>(path);
const save = (body: unknown, client = zhidan) => client.post<QuickVoucherSetting>(`${path}/save`, body);

/** Every stored list and the idempotency records: equal before and after means nothing was written. */
async function written(): Promise<string> {
  const { rows } = await sql<{ s: string | null }>`
    select coalesce((select string_agg(user_id || ':' || ledger_set_id || ':' || version || ':'
                       || array_to_string(template_ids, ','), ';' order by user_id, ledger_set_id)
              from quick_voucher_setting), '')
        || '|' || (select count(*) from idempotency) as s`.execute(server.handle.db);
  return rows[0]?.s ?? '';
}

describe('快速凭证设置', () => {
  it('answers null (never set) before the first save, then keeps the order saved', async () => {
    expect((await read()).body).toMatchObject({ success: true, data: { templateIds: null, version: 0 } });
    const saved = await save({ templateIds: [t.meeting, t.travel], version: 0 });
    expect(saved.body).toMatchObject({
      success: true,
      message: '快速凭证设置已保存',
      data: { templateIds: [t.meeting, t.travel], version: 1 },
    });
    expect((await read()).body.data).toEqual({ templateIds: [t.meeting, t.travel], version: 1 });
  });

  it('keeps another user’s list and another ledger set’s list apart', async () => {
    expect((await read(zhuguan)).body.data).toEqual({ templateIds: null, version: 0 });
    const theirs = await save({ templateIds: [t.office], version: 0 }, zhuguan);
    expect(theirs.body.data).toEqual({ templateIds: [t.office], version: 1 });
    expect((await read()).body.data).toEqual({ templateIds: [t.meeting, t.travel], version: 1 });

    await use(zhuguan, '002');
    try {
      expect((await read(zhuguan)).body.data).toEqual({ templateIds: null, version: 0 });
      expect((await save({ templateIds: [t.foreign] }, zhuguan)).body.data).toEqual({
        templateIds: [t.foreign],
        version: 1,
      });
    } finally {
      await use(zhuguan, '001');
    }
    expect((await read(zhuguan)).body.data).toEqual({ templateIds: [t.office], version: 1 });
  });

  it('refuses ids that are not templates of the ledger set, repeats and bad input, writing nothing', async () => {
    const cases: [unknown, string][] = [
      [
        { templateIds: [t.travel, t.foreign, 987654], version: 1 },
        `以下快捷凭证模板不存在或已被删除：ID ${t.foreign}、987654，请刷新后重新选择`,
      ],
      [{ templateIds: [t.travel, t.office, t.travel], version: 1 }, `快捷凭证模板重复：ID ${t.travel}`],
      [{ templateIds: Array.from({ length: 201 }, (_, i) => i + 1), version: 1 }, '快速凭证最多选择 200 个'],
      [{ templateIds: [t.travel, 'abc'], version: 1 }, '快捷凭证模板第2项应为正整数'],
      [{ templateIds: [0], version: 1 }, '快捷凭证模板第1项应为正整数'],
      [{ version: 1 }, '快捷凭证模板不能为空'],
      [{ templateIds: [t.travel], version: -1 }, '版本号应为 0 到 2147483647 之间的整数'],
      [{ templateIds: [t.travel], extra: 1 }, '不支持的字段：extra'],
    ];
    for (const [body, message] of cases) {
      const before = await written();
      const answer = await save(body);
      expect(answer.status, message).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message });
      expect(await written()).toBe(before);
    }
  });

  it('refuses a save over a newer version; without a version the last save wins', async () => {
    const before = await written();
    for (const version of [0, 2]) {
      const stale = await save({ templateIds: [t.office], version });
      expect(stale.body).toMatchObject({
        success: false,
        errorCode: 4002,
        message: '快速凭证设置已在别处修改，请刷新后重试',
      });
    }
    expect(await written()).toBe(before);
    expect((await save({ templateIds: [t.travel, t.meeting], version: 1 })).body.data).toEqual({
      templateIds: [t.travel, t.meeting],
      version: 2,
    });
    // An empty list is a choice (offer none), not "never set".
    expect((await save({ templateIds: [] })).body.data).toEqual({ templateIds: [], version: 3 });
    expect((await save({ templateIds: [t.travel, t.meeting, t.office], version: null })).body.data).toEqual({
      templateIds: [t.travel, t.meeting, t.office],
      version: 4,
    });
  });

  it('skips templates deleted later when reading, keeping the order of the rest', async () => {
    const removed = await zhuguan.post<{ deleted: number }>('/api/voucher/templates/delete', {
      ids: [t.meeting],
    });
    expect(removed.body.data.deleted).toBe(1);
    expect((await read()).body.data).toEqual({ templateIds: [t.travel, t.office], version: 4 });
    // Saving what was read drops the deleted id for good.
    expect((await save({ templateIds: [t.office, t.travel], version: 4 })).body.data).toEqual({
      templateIds: [t.office, t.travel],
      version: 5,
    });
  });

  it('lets 经费快速录入 read it, saves only with settings.quickVoucher, and refuses others', async () => {
    const role = sql`(select id from role where code = 'preparer')`;
    const db = server.handle.db;
    await sql`delete from role_permission where role_id = ${role} and permission_key = 'settings.quickVoucher'`.execute(
      db,
    );
    try {
      expect((await read()).body.data).toEqual({ templateIds: [t.office, t.travel], version: 5 });
      const before = await written();
      const refused = await save({ templateIds: [t.travel], version: 5 });
      expect(refused.body).toMatchObject({ success: false, errorCode: 4012 });
      expect(await written()).toBe(before);
    } finally {
      await sql`insert into role_permission (role_id, permission_key)
        values (${role}, 'settings.quickVoucher') on conflict do nothing`.execute(db);
    }
    expect((await save({ templateIds: [t.travel], version: 5 })).body.data).toEqual({
      templateIds: [t.travel],
      version: 6,
    });

    // 审核 holds neither key.
    const shenhe = await TestClient.login(server, 'shenhe', DEMO_PASSWORD);
    await use(shenhe, '001');
    expect((await read(shenhe)).body).toMatchObject({ success: false, errorCode: 4012 });
    const before = await written();
    expect((await save({ templateIds: [t.travel] }, shenhe)).body).toMatchObject({
      success: false,
      errorCode: 4012,
    });
    expect(await written()).toBe(before);
  });
});
