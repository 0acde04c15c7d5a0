// The voucher lifecycle over HTTP: delete, audit and its undo, post and its undo with the period
// balances, month closing with every reason it refuses, reopening, renumbering, the trail of events,
// and the settings that refuse to change data vouchers use.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputedBalances, storedBalances } from '../../server/modules/voucher/balances.ts';
import type { PeriodView, VoucherView } from '../../src/core/voucher/types.ts';
import { startServer, type TestServer } from './harness.ts';
import {
  batch,
  body,
  type Line,
  loginAll,
  posted,
  refusedWith,
  saveOk,
  simple,
  type Users,
} from './voucher-fixture.ts';

let server: TestServer;
let u: Users;
let ledger: number;
beforeAll(async () => {
  server = await startServer();
  u = await loginAll(server);
  ledger = u.zids['001'] as number;
});
afterAll(() => server?.close());

const get = async (id: string) => (await u.zhidan.get<VoucherView>('/api/voucher/get', { id })).body;
const refusal = (id: string, voucherNo: number, message: string) => ({ id, voucherNo, message });
const missing = '00000000-0000-4000-8000-000000000000';

async function balances() {
  return sql<{
    subject_code: string;
    dept_code: string;
    aux_key: string;
    month: number;
    debit: string;
    credit: string;
  }>`
    select subject_code, dept_code, aux_key, month, debit::text, credit::text from balance
    where ledger_set_id = ${ledger} order by month, subject_code, dept_code, aux_key`
    .execute(server.handle.db)
    .then((r) => r.rows);
}

describe('delete', () => {
  it('deletes unaudited vouchers, keeps the trail, and lists what it could not delete', async () => {
    const a = await saveOk(u.zhidan, body('2026-01-03', simple()));
    const b = await saveOk(u.zhidan, body('2026-01-03', simple()));
    await batch(u.shenhe, 'audit', [b.id]);
    const result = await batch(u.zhidan, 'delete', [a.id, b.id, missing]);
    expect(result).toEqual({
      done: [a.id],
      refused: [
        refusal(b.id, b.voucherNo, '已审核的凭证不能删除'),
        refusal(missing, 0, '凭证不存在或已被删除'),
      ],
    });
    expect(await get(a.id)).toMatchObject({ success: false, message: '凭证不存在或已被删除' });
    const { rows } = await sql<{ action: string; note: string }>`
      select action, note from voucher_event where voucher_id = ${a.id} order by id`.execute(
      server.handle.db,
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'delete']);
    expect(rows[1]?.note).toBe('删除凭证 记-1（2026年1月）');
    await batch(u.jizhang, 'post', [b.id]);
    expect((await batch(u.zhidan, 'delete', [b.id])).refused).toEqual([
      refusal(b.id, b.voucherNo, '已记账的凭证不能删除'),
    ]);
  });
});

describe('audit, post and their undo', () => {
  let v: VoucherView;
  const lines: Line[] = [
    {
      summary: '借支',
      code: '135',
      debit: '300.00',
      auxis: [{ typeNo: '02', infoNo: 'P003' }],
      departmentCode: '03',
    },
    { summary: '借支', code: '101', credit: '300.00' },
  ];

  it('audits only vouchers someone else prepared', async () => {
    v = await saveOk(u.zhidan, body('2026-01-10', lines));
    const own = await saveOk(u.zhuguan, body('2026-01-10', simple()));
    const mixed = await batch(u.zhuguan, 'audit', [v.id, own.id]);
    expect(mixed).toEqual({
      done: [v.id],
      refused: [refusal(own.id, own.voucherNo, '不能审核自己填制的凭证')],
    });
    const view = (await get(v.id)).data;
    expect(view).toMatchObject({ status: 'audited', reviewer: { name: '孙主管' }, version: 2 });
    expect(view.events.map((e) => [e.action, e.fromStatus, e.toStatus, e.user.name])).toEqual([
      ['create', null, 'saved', '张制单'],
      ['audit', 'saved', 'audited', '孙主管'],
    ]);
    expect((await batch(u.shenhe, 'audit', [v.id])).refused).toEqual([
      refusal(v.id, v.voucherNo, '凭证已审核'),
    ]);
    await batch(u.shenhe, 'audit', [own.id]);
  });

  it('keeps an audited voucher unchanged', async () => {
    await refusedWith(
      server,
      () => u.zhidan.post('/api/voucher/save', { ...body('2026-01-10', simple()), id: v.id, version: 2 }),
      '已审核的凭证不能修改',
    );
  });

  it('unaudits audited vouchers only', async () => {
    const saved = await saveOk(u.zhidan, body('2026-01-11', simple()));
    const result = await batch(u.shenhe, 'unaudit', [v.id, saved.id]);
    expect(result).toEqual({ done: [v.id], refused: [refusal(saved.id, saved.voucherNo, '凭证尚未审核')] });
    expect((await get(v.id)).data).toMatchObject({ status: 'saved', reviewer: null });
    await batch(u.shenhe, 'audit', [v.id, saved.id]);
  });

  it('posts audited vouchers and adds their lines to the period balances', async () => {
    const before = await balances();
    const unaudited = await saveOk(u.zhidan, body('2026-01-12', simple()));
    const result = await batch(u.jizhang, 'post', [v.id, unaudited.id]);
    expect(result).toEqual({
      done: [v.id],
      refused: [refusal(unaudited.id, unaudited.voucherNo, '凭证尚未审核，不能记账')],
    });
    expect((await get(v.id)).data).toMatchObject({ status: 'posted', bookkeeper: { name: '王记账' } });
    const after = await balances();
    expect(after.filter((r) => !before.some((b) => JSON.stringify(b) === JSON.stringify(r)))).toEqual([
      { subject_code: '101', dept_code: '', aux_key: '', month: 1, debit: '0.00', credit: '300.00' },
      { subject_code: '135', dept_code: '03', aux_key: '02:P003', month: 1, debit: '300.00', credit: '0.00' },
    ]);
    expect((await batch(u.jizhang, 'post', [v.id])).refused).toEqual([
      refusal(v.id, v.voucherNo, '凭证已记账'),
    ]);
    expect((await batch(u.shenhe, 'unaudit', [v.id])).refused).toEqual([
      refusal(v.id, v.voucherNo, '凭证已记账，请先反记账'),
    ]);
    await refusedWith(
      server,
      () => u.zhidan.post('/api/voucher/save', { ...body('2026-01-10', lines), id: v.id, version: 3 }),
      '已记账的凭证不能修改',
    );
    expect(await storedBalances(server.handle.db, ledger)).toEqual(
      await recomputedBalances(server.handle.db, ledger),
    );
  });

  it('unposts posted vouchers and takes their lines off the balances', async () => {
    const result = await batch(u.zhuguan, 'unpost', [v.id, missing]);
    expect(result).toEqual({ done: [v.id], refused: [refusal(missing, 0, '凭证不存在或已被删除')] });
    expect((await get(v.id)).data).toMatchObject({ status: 'audited', bookkeeper: null });
    expect((await balances()).some((r) => r.subject_code === '135')).toBe(false);
    expect((await batch(u.zhuguan, 'unpost', [v.id])).refused).toEqual([
      refusal(v.id, v.voucherNo, '凭证尚未记账'),
    ]);
    await batch(u.jizhang, 'post', [v.id]);
    expect((await get(v.id)).data.events.map((e) => e.action)).toEqual([
      'create',
      'audit',
      'unaudit',
      'audit',
      'post',
      'unpost',
      'post',
    ]);
  });

  it('refuses each call to users without its permission', async () => {
    for (const [client, path] of [
      [u.zhidan, 'audit'],
      [u.zhidan, 'post'],
      [u.shenhe, 'post'],
      [u.shenhe, 'unpost'],
      [u.zhidan, 'closeMonth'],
      [u.shenhe, 'reopenMonth'],
      [u.zhidan, 'renumber'],
      [u.chuna, 'delete'],
    ] as const) {
      const answer = await client.post(
        `/api/voucher/${path}`,
        path.endsWith('Month') || path === 'renumber' ? { year: 2026, month: 1 } : { ids: [v.id] },
      );
      expect(answer.body.errorCode, `${path}`).toBe(4012);
    }
    const empty = await u.shenhe.post('/api/voucher/audit', { ids: [] });
    expect(empty.body.message).toBe('凭证列表不能为空');
  });
});

describe('month closing', () => {
  const close = (month: number, client = u.jizhang) =>
    client.post<PeriodView>('/api/voucher/closeMonth', { year: 2026, month });
  const reopen = (month: number, client = u.jizhang) =>
    client.post<PeriodView>('/api/voucher/reopenMonth', { year: 2026, month });
  const periods = async () =>
    (await u.zhidan.get<PeriodView[]>('/api/voucher/periods', { year: '2026' })).body.data;

  it('refuses while vouchers are unposted, numbers have gaps or an earlier month is open, listing why', async () => {
    const answer = await refusedWith(server, () => close(1), /^2026年1月不能结账：/);
    expect((answer.body.data as { reasons: string[] }).reasons).toEqual([
      '本月有 3 张凭证未记账（未审核 1 张，已审核未记账 2 张）',
      '凭证号不连续，缺少 记-1，请先整理凭证',
    ]);
    const march = await refusedWith(server, () => close(3), /^2026年3月不能结账：/);
    expect((march.body.data as { reasons: string[] }).reasons).toEqual([
      '之前的月份尚未结账：2026年1月、2026年2月',
    ]);
  });

  it('renumbers a month to close its gaps, logging each change', async () => {
    const { rows } = await sql<{ id: string; voucher_no: number }>`
      select id, voucher_no from voucher where ledger_set_id = ${ledger} and year = 2026 and month = 1
      order by voucher_no`.execute(server.handle.db);
    const answer = await u.jizhang.post<{ changed: number }>('/api/voucher/renumber', {
      year: 2026,
      month: 1,
    });
    expect(answer.body).toMatchObject({ success: true, data: { changed: rows.length } });
    const first = rows[0] as { id: string; voucher_no: number };
    const view = (await get(first.id)).data;
    expect(view.voucherNo).toBe(1);
    expect(view.events.at(-1)).toMatchObject({
      action: 'renumber',
      note: `凭证号 记-${first.voucher_no} 改为 记-1`,
      user: { name: '王记账' },
    });
    const again = await u.jizhang.post<{ changed: number }>('/api/voucher/renumber', {
      year: 2026,
      month: 1,
    });
    expect(again.body).toMatchObject({ data: { changed: 0 }, message: '凭证号已连续，无需整理' });
    // The counter follows: the next voucher of the month takes the next number after the last.
    const next = await saveOk(u.zhidan, body('2026-01-20', simple()));
    expect(next.voucherNo).toBe(rows.length + 1);
  });

  it('closes a month once every voucher is posted, then refuses changes in it', async () => {
    const { rows } = await sql<{ id: string; status: string }>`
      select id, status from voucher where ledger_set_id = ${ledger} and year = 2026 and month = 1`.execute(
      server.handle.db,
    );
    await batch(
      u.shenhe,
      'audit',
      rows.filter((r) => r.status === 'saved').map((r) => r.id),
    );
    await batch(
      u.jizhang,
      'post',
      rows.filter((r) => r.status !== 'posted').map((r) => r.id),
    );
    const closed = await close(1);
    expect(closed.body).toMatchObject({
      success: true,
      message: '2026年1月已结账',
      data: { year: 2026, month: 1, closed: true, closedBy: { name: '王记账' } },
    });
    expect((await periods()).map((p) => p.closed)).toEqual([true, ...Array(11).fill(false)]);

    await refusedWith(
      server,
      () => u.zhidan.post('/api/voucher/save', body('2026-01-25', simple())),
      '2026年1月已结账，不能保存凭证',
    );
    const some = rows[0] as { id: string };
    const unpost = await batch(u.zhuguan, 'unpost', [some.id]);
    expect(unpost.refused[0]?.message).toBe('2026年1月已结账，不能反记账');
    await refusedWith(
      server,
      () => u.jizhang.post('/api/voucher/renumber', { year: 2026, month: 1 }),
      '2026年1月已结账，不能整理凭证',
    );
    await refusedWith(server, () => close(1), '2026年1月已结账');
  });

  it('refuses to move a voucher into a closed month', async () => {
    const feb = await saveOk(u.zhidan, body('2026-02-05', simple()));
    await refusedWith(
      server,
      () => u.zhidan.post('/api/voucher/save', { ...body('2026-01-05', simple()), id: feb.id, version: 1 }),
      '2026年1月已结账，不能保存凭证',
    );
    await batch(u.zhidan, 'delete', [feb.id]);
    await posted(u, body('2026-02-06', simple()));
  });

  it('reopens only the latest closed month', async () => {
    const feb = await refusedWith(server, () => close(2), /^2026年2月不能结账：/);
    expect((feb.body.data as { reasons: string[] }).reasons).toEqual([
      '凭证号不连续，缺少 记-1，请先整理凭证',
    ]);
    await u.jizhang.post('/api/voucher/renumber', { year: 2026, month: 2 });
    expect((await close(2)).body.success).toBe(true);
    expect((await periods()).slice(0, 3).map((p) => p.closed)).toEqual([true, true, false]);
    await refusedWith(server, () => reopen(1), '只能反结账最近结账的月份（2026年2月）');
    await refusedWith(server, () => reopen(3), '2026年3月尚未结账');
    expect((await reopen(2)).body).toMatchObject({
      success: true,
      message: '2026年2月已反结账',
      data: { closed: false },
    });
    expect((await reopen(1)).body.success).toBe(true);
    await refusedWith(server, () => reopen(1), '没有已结账的月份');
    const { rows } = await sql<{ action: string; month: number }>`
      select action, month from period_event where ledger_set_id = ${ledger} order by id`.execute(
      server.handle.db,
    );
    expect(rows).toEqual([
      { action: 'close', month: 1 },
      { action: 'close', month: 2 },
      { action: 'reopen', month: 2 },
      { action: 'reopen', month: 1 },
    ]);
  });
});

describe('data that vouchers use cannot be removed', () => {
  it('refuses to undo the opening confirmation while vouchers exist', async () => {
    await refusedWith(
      server,
      () => u.admin.post('/api/init/unconfirm', {}),
      '账套已有凭证，不能取消期初余额确认',
    );
  });

  it('refuses to delete a subject, an auxiliary item or change a department code used by a voucher', async () => {
    const added = await u.admin.post<{ id: number }>('/api/subject/save', {
      parentCode: '102',
      code: '10203',
      name: '工商银行',
    });
    expect(added.body.success, added.body.message).toBe(true);
    await posted(
      u,
      body('2026-03-01', [
        { code: '10203', debit: '8.00' },
        { code: '135', credit: '8.00', auxis: [{ typeNo: '02', infoNo: 'P003' }], departmentCode: '04' },
      ]),
    );
    await refusedWith(
      server,
      () => u.admin.post('/api/subject/delete', { id: added.body.data.id }),
      /已录入凭证/,
    );
    const item = await server.handle.db
      .selectFrom('aux_item')
      .select('id')
      .where('ledger_set_id', '=', ledger)
      .where('info_no', '=', 'P003')
      .executeTakeFirstOrThrow();
    await refusedWith(
      server,
      () => u.admin.post(`/api/auxi/DeleteAuxiInfo/${item.id}`, {}),
      /凭证已使用该项目/,
    );
    const dept = await server.handle.db
      .selectFrom('department')
      .select(['id', 'version'])
      .where('ledger_set_id', '=', ledger)
      .where('code', '=', '04')
      .executeTakeFirstOrThrow();
    await refusedWith(
      server,
      () =>
        u.admin.post('/api/departMent/save', {
          id: dept.id,
          code: '44',
          name: '权益保障部',
          version: dept.version,
        }),
      /已录入凭证（科目 135）/,
    );
  });
});
