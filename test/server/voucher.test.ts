// Voucher entry over HTTP: save (create and update), get, list with its filters and keyset paging,
// types and lastDate. The refusals of a save are in voucher-refusals.test.ts.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoucherListPage, VoucherTypeView, VoucherView } from '../../src/core/voucher/types.ts';
import { startServer, type TestServer } from './harness.ts';
import { body, type Line, loginAll, saveOk, simple, type Users } from './voucher-fixture.ts';

let server: TestServer;
let u: Users;
beforeAll(async () => {
  server = await startServer();
  u = await loginAll(server);
});
afterAll(() => server?.close());

const withPerson: Line = {
  summary: '预借差旅费',
  code: '135',
  debit: '20.50',
  auxis: [{ typeNo: '02', infoNo: 'P001' }],
  departmentCode: '01',
};

describe('save and get', () => {
  it('creates a voucher with the next number, names, totals and its first event', async () => {
    const b = body('2026-01-05', [
      { summary: '报销会议费', code: '50502', debit: '100' },
      withPerson,
      { summary: '付款', code: '10201', credit: '120.50' },
    ]);
    const view = await saveOk(u.zhidan, { ...b, numberOfDocument: 3 });
    expect(view).toMatchObject({
      id: b.id,
      year: 2026,
      month: 1,
      voucherDate: '2026-01-05',
      voucherType: '记',
      voucherTypeName: '记账凭证',
      voucherNo: 1,
      numberOfDocument: 3,
      status: 'saved',
      version: 1,
      preparedBy: { name: '张制单' },
      reviewer: null,
      bookkeeper: null,
      debitTotal: '120.50',
      creditTotal: '120.50',
    });
    expect(view.entries).toEqual([
      {
        lineNo: 1,
        summary: '报销会议费',
        code: '50502',
        name: '会议支出',
        codeFullName: '业务支出/会议支出',
        auxis: [],
        departmentCode: null,
        departmentName: null,
        debitAmount: '100.00',
        creditAmount: '0.00',
      },
      {
        lineNo: 2,
        summary: '预借差旅费',
        code: '135',
        name: '其他应收款',
        codeFullName: '其他应收款',
        auxis: [{ typeNo: '02', typeName: '人员', infoNo: 'P001', infoName: '张制单' }],
        departmentCode: '01',
        departmentName: '办公室',
        debitAmount: '20.50',
        creditAmount: '0.00',
      },
      {
        lineNo: 3,
        summary: '付款',
        code: '10201',
        name: '经费集中户',
        codeFullName: '银行存款/经费集中户',
        auxis: [],
        departmentCode: null,
        departmentName: null,
        debitAmount: '0.00',
        creditAmount: '120.50',
      },
    ]);
    expect(view.events).toMatchObject([
      { action: 'create', fromStatus: null, toStatus: 'saved', user: { name: '张制单' }, note: null },
    ]);
    const got = await u.shenhe.get<VoucherView>('/api/voucher/get', { id: b.id });
    expect(got.body.data).toEqual(view);
    expect((await saveOk(u.zhidan, body('2026-01-06', simple()))).voucherNo).toBe(2);
  });

  it('accepts red (negative) amounts, "0.00" on the empty side and thousands separators', async () => {
    const view = await saveOk(
      u.zhidan,
      body('2026-01-07', [
        { code: '50502', debit: '-1,000.5', credit: '0.00' },
        { code: '10201', credit: '-1000.50', debit: '0' },
      ]),
    );
    expect(view.entries.map((e) => [e.debitAmount, e.creditAmount])).toEqual([
      ['-1000.50', '0.00'],
      ['0.00', '-1000.50'],
    ]);
    expect(view.debitTotal).toBe('-1000.50');
  });

  it('updates while unaudited: same number, version + 1, an update event, the editor as preparer', async () => {
    const first = await saveOk(u.zhidan, body('2026-01-08', simple('10.00')));
    const updated = await saveOk(u.zhuguan, {
      ...body('2026-01-09', simple('12.00', '改过的摘要')),
      id: first.id,
      version: 1,
    });
    expect(updated).toMatchObject({
      voucherNo: first.voucherNo,
      version: 2,
      voucherDate: '2026-01-09',
      debitTotal: '12.00',
      preparedBy: { name: '孙主管' },
    });
    expect(updated.entries[0]?.summary).toBe('改过的摘要');
    expect(updated.events.map((e) => e.action)).toEqual(['create', 'update']);
  });

  it('gives a voucher moved to another month the next number there and leaves a gap behind', async () => {
    const a = await saveOk(u.zhidan, body('2026-02-01', simple()));
    const b = await saveOk(u.zhidan, body('2026-02-02', simple()));
    expect([a.voucherNo, b.voucherNo]).toEqual([1, 2]);
    const april = await saveOk(u.zhidan, body('2026-04-01', simple()));
    const moved = await saveOk(u.zhidan, { ...body('2026-04-03', simple()), id: a.id, version: 1 });
    expect(moved).toMatchObject({ month: 4, voucherNo: april.voucherNo + 1, version: 2 });
    expect(moved.events.at(-1)?.note).toBe(`凭证号 记-1（2026年2月）改为 记-${april.voucherNo + 1}`);
  });

  it('answers a replay of the same idempotency key with the stored answer and saves once', async () => {
    const b = body('2026-01-10', simple());
    const first = await u.zhidan.post<VoucherView>('/api/voucher/save', b, {
      idempotencyKey: 'replay-key-0001',
    });
    const again = await u.zhidan.post<VoucherView>('/api/voucher/save', b, {
      idempotencyKey: 'replay-key-0001',
    });
    expect(again.headers['idempotent-replay']).toBe('1');
    expect(again.body).toEqual(first.body);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from voucher where id = ${b.id}`.execute(server.handle.db);
    expect(rows[0]?.n).toBe(1);
  });

  it('answers GET /api/voucher/lastDate with the date of the voucher this user saved last', async () => {
    await saveOk(u.zhidan, body('2026-01-11', simple()));
    const answer = await u.zhidan.get<{ voucherDate: string | null }>('/api/voucher/lastDate');
    expect(answer.body.data).toEqual({ voucherDate: '2026-01-11' });
    const none = await u.shenhe.get<{ voucherDate: string | null }>('/api/voucher/lastDate');
    expect(none.body.data).toEqual({ voucherDate: null });
  });

  it('lists the voucher types with 记账凭证 seeded for every ledger set, new ones included', async () => {
    const answer = await u.zhidan.get<VoucherTypeView[]>('/api/voucher/types');
    expect(answer.body.data).toEqual([
      { code: '记', name: '记账凭证', sort: 1, enabled: true, restriction: 'none' },
    ]);
    const created = await u.admin.post<{ zid: number }>('/api/zt/save', {
      name: '凭证类型测试工会',
      kind: 'grassroots',
      startYear: 2025,
    });
    const { rows } = await sql<{ code: string }>`
      select code from voucher_type where ledger_set_id = ${created.body.data.zid}`.execute(server.handle.db);
    expect(rows).toEqual([{ code: '记' }]);
  });
});

describe('list', () => {
  it('filters by period, status, type, subject, amount, summary and preparer, paging by cursor', async () => {
    const list = (query: Record<string, string>) =>
      u.shenhe.get<VoucherListPage>('/api/voucher/list', { year: '2026', ...query }).then((a) => {
        expect(a.body.success, a.body.message).toBe(true);
        return a.body.data;
      });
    await sql`
      insert into voucher_type (ledger_set_id, code, name, sort, restriction)
      values (${u.zids['001']}, '收', '收款凭证', 2, 'debitCash')`.execute(server.handle.db);
    const income = [
      { code: '101', debit: '50' },
      { code: '408', credit: '50' },
    ];
    await saveOk(u.zhidan, body('2026-01-14', income, { voucherType: '收' }));
    const all = await list({ pageSize: '500' });
    expect(all.total).toBe(all.rows.length);
    const keys = all.rows.map((r) => [r.year, r.month, r.voucherType, r.voucherNo].join('|'));
    expect(new Set(keys).size).toBe(keys.length);
    // Paging 3 at a time walks the same rows in the same order, with no repeat and no skip.
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: VoucherListPage = await list({ pageSize: '3', ...(cursor ? { cursor } : {}) });
      expect(page.total).toBe(all.total);
      walked.push(...page.rows.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(all.rows.map((r) => r.id));

    const january = await list({ month: '1', pageSize: '500' });
    expect(january.rows.every((r) => r.month === 1)).toBe(true);
    const toApril = await list({ month: '2', monthTo: '4', pageSize: '500' });
    expect(toApril.rows.every((r) => r.month >= 2 && r.month <= 4)).toBe(true);
    expect((await list({ voucherType: '收' })).rows.map((r) => r.voucherTypeName)).toEqual(['收款凭证']);
    expect((await list({ status: 'audited,posted' })).total).toBe(0);
    expect((await list({ status: 'saved' })).total).toBe(all.total);
    const person = await list({ code: '135' });
    expect(person.rows.map((r) => r.summary)).toEqual(['报销会议费']);
    const bank = await list({ code: '102', pageSize: '500' });
    expect(bank.total).toBeGreaterThan(person.total);
    const bigOnes = await list({ amountMin: '120.50', amountMax: '120.50' });
    expect(bigOnes.rows.map((r) => r.debitTotal)).toEqual(['120.50']);
    expect((await list({ summary: '改过' })).rows.map((r) => r.preparedBy.name)).toEqual(['孙主管']);
    const mine = await list({
      preparedBy: String(all.rows.find((r) => r.preparedBy.name === '孙主管')?.preparedBy.id),
    });
    expect(mine.rows.every((r) => r.preparedBy.name === '孙主管')).toBe(true);
    const row = january.rows[0];
    expect(row).toMatchObject({
      voucherType: '记',
      voucherTypeName: '记账凭证',
      status: 'saved',
      reviewer: null,
    });
  });

  it('refuses a bad cursor and bad filters with Chinese messages', async () => {
    const bad = await u.shenhe.get('/api/voucher/list', { cursor: 'nonsense' });
    expect(bad.body).toMatchObject({ success: false, message: '分页游标（cursor）无效，请从第一页重新查询' });
    const status = await u.shenhe.get('/api/voucher/list', { status: 'done' });
    expect(status.body.message).toBe('凭证状态应为 saved、audited 或 posted');
    const amount = await u.shenhe.get('/api/voucher/list', { amountMin: '1.234' });
    expect(amount.body.message).toBe('最小金额应为金额，如 1234.50');
    expect((await u.chuna.get('/api/voucher/list')).body.errorCode).toBe(4012);
  });

  it('answers get for an unknown or another ledger set voucher as missing', async () => {
    const missing = await u.shenhe.get('/api/voucher/get', { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.body).toMatchObject({ success: false, message: '凭证不存在或已被删除' });
  });
});
