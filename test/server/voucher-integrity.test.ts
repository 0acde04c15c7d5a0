// The invariants hold under concurrency and in the database itself: 20 concurrent saves get the
// numbers 1..20; an unbalanced voucher is refused by the API and, written by hand in SQL, by the
// database at commit; so are the other rules the triggers back (end-level subjects, departments,
// closed months, immutable audited vouchers, auditing one's own voucher).
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema.ts';
import type { VoucherView } from '../../src/core/voucher/types.ts';
import { startServer, type TestServer } from './harness.ts';
import { batch, body, loginAll, posted, refusedWith, saveOk, simple, type Users } from './voucher-fixture.ts';

let server: TestServer;
let u: Users;
let ledger: number;
let db: Kysely<Database>;
let userId: number;
beforeAll(async () => {
  server = await startServer();
  u = await loginAll(server);
  ledger = u.zids['001'] as number;
  db = server.handle.db;
  userId = (
    await db.selectFrom('app_user').select('id').where('user_name', '=', 'zhidan').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server?.close());

describe('numbering under concurrency', () => {
  it('gives 20 concurrent saves into one month the numbers 1..20, no gap, no repeat', async () => {
    const clients = [u.zhidan, u.zhuguan];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (clients[i % 2] ?? u.zhidan).post<VoucherView>(
          '/api/voucher/save',
          body('2026-06-15', simple(`${i + 1}.00`)),
        ),
      ),
    );
    for (const a of answers) expect(a.body.success, a.body.message).toBe(true);
    const numbers = answers.map((a) => a.body.data.voucherNo).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const { rows } = await sql<{ last_number: number }>`
      select last_number from voucher_counter where ledger_set_id = ${ledger} and year = 2026 and month = 6`.execute(
      db,
    );
    expect(rows).toEqual([{ last_number: 20 }]);
  });
});

describe('the API refuses an unbalanced voucher', () => {
  it('writes nothing', async () => {
    await refusedWith(
      server,
      () =>
        u.zhidan.post(
          '/api/voucher/save',
          body('2026-06-16', [
            { code: '50502', debit: '100.00' },
            { code: '10201', credit: '99.99' },
          ]),
        ),
      '借贷不平衡，差额 0.01',
    );
  });
});

describe('the database refuses what the service would (hand-written SQL)', () => {
  const header = (id: string, over: Record<string, unknown> = {}) => ({
    id,
    ledger_set_id: ledger,
    year: 2026,
    month: 7,
    voucher_date: '2026-07-01',
    voucher_type: '记',
    voucher_no: 900 + Math.floor(Math.random() * 1000),
    total: '100.00',
    preparer_id: userId,
    ...over,
  });
  const line = (id: string, lineNo: number, code: string, debit: string, credit: string, extra = {}) => ({
    voucher_id: id,
    line_no: lineNo,
    ledger_set_id: ledger,
    year: 2026,
    month: 7,
    subject_code: code,
    debit,
    credit,
    ...extra,
  });
  async function rejects(work: (trx: Kysely<Database>) => Promise<unknown>, message: string | RegExp) {
    const before = await db
      .selectFrom('voucher')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    await expect(db.transaction().execute(work)).rejects.toThrow(message);
    const after = await db
      .selectFrom('voucher')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  }

  it('refuses unbalanced entries at commit (the deferred trigger)', async () => {
    const id = randomUUID();
    await rejects(async (trx) => {
      await trx.insertInto('voucher').values(header(id)).execute();
      await trx
        .insertInto('voucher_entry')
        .values([line(id, 1, '50502', '100.00', '0'), line(id, 2, '10201', '0', '90.00')])
        .execute();
    }, '借贷不平衡，差额 10.00');
  });

  it('refuses unbalancing a saved voucher later, a total that differs from the lines, and a lone header', async () => {
    const saved = await saveOk(u.zhidan, body('2026-07-02', simple('40.00')));
    await rejects(
      (trx) =>
        trx
          .updateTable('voucher_entry')
          .set({ debit: '41.00' })
          .where('voucher_id', '=', saved.id)
          .where('line_no', '=', 1)
          .execute(),
      '借贷不平衡，差额 1.00',
    );
    await rejects(
      (trx) =>
        trx.deleteFrom('voucher_entry').where('voucher_id', '=', saved.id).where('line_no', '=', 2).execute(),
      '凭证至少需要两行分录',
    );
    await rejects(
      (trx) => trx.updateTable('voucher').set({ total: '50.00' }).where('id', '=', saved.id).execute(),
      '凭证合计与分录金额不符',
    );
    await rejects(
      (trx) => trx.insertInto('voucher').values(header(randomUUID())).execute(),
      '凭证至少需要两行分录',
    );
  });

  it('refuses both sides or no side on a line, non-end-level subjects and missing departments', async () => {
    const id = randomUUID();
    const insert = (lines: ReturnType<typeof line>[]) => async (trx: Kysely<Database>) => {
      await trx.insertInto('voucher').values(header(id)).execute();
      await trx.insertInto('voucher_entry').values(lines).execute();
    };
    await rejects(
      insert([line(id, 1, '50502', '100.00', '100.00'), line(id, 2, '10201', '0', '0')]),
      /check constraint/,
    );
    await rejects(
      insert([line(id, 1, '102', '100.00', '0'), line(id, 2, '10201', '0', '100.00')]),
      '第1行：请选择末级科目',
    );
    await rejects(
      insert([
        line(id, 1, '135', '100.00', '0', { aux_key: '02:P001' }),
        line(id, 2, '10201', '0', '100.00'),
      ]),
      '第1行：请选择部门',
    );
    await rejects(
      insert([line(id, 1, '135', '100.00', '0', { dept_code: '01' }), line(id, 2, '10201', '0', '100.00')]),
      '第1行：辅助核算项目与科目 135 的设置不符',
    );
  });

  it('checks a changed line as a new one, and a line added to an audited voucher with its copies', async () => {
    const saved = await saveOk(u.zhidan, body('2026-07-02', simple('30.00')));
    await rejects(
      (trx) =>
        trx
          .updateTable('voucher_entry')
          .set({ subject_code: '102' })
          .where('voucher_id', '=', saved.id)
          .where('line_no', '=', 2)
          .execute(),
      '第2行：请选择末级科目',
    );
    const v = await posted(u, body('2026-07-02', simple('6.00')));
    const copies = await db
      .selectFrom('voucher_entry')
      .select(['voucher_date', 'voucher_type', 'voucher_no', 'status'])
      .where('voucher_id', '=', v.id)
      .executeTakeFirstOrThrow();
    await rejects(
      (trx) =>
        trx
          .insertInto('voucher_entry')
          .values([line(v.id, 3, '50502', '1.00', '0', copies), line(v.id, 4, '10201', '0', '1.00', copies)])
          .execute(),
      '已审核的凭证不能修改',
    );
  });

  it("keeps audited and posted vouchers unchanged and refuses auditing one's own voucher", async () => {
    const v = await posted(u, body('2026-07-03', simple('7.00')));
    await rejects(
      (trx) =>
        trx.updateTable('voucher_entry').set({ summary: '改' }).where('voucher_id', '=', v.id).execute(),
      '已审核的凭证不能修改',
    );
    await rejects(
      (trx) =>
        trx.updateTable('voucher').set({ voucher_date: '2026-07-04' }).where('id', '=', v.id).execute(),
      '已审核的凭证不能修改',
    );
    await rejects(
      (trx) => trx.deleteFrom('voucher').where('id', '=', v.id).execute(),
      '已审核的凭证不能删除',
    );
    const own = await saveOk(u.zhidan, body('2026-07-03', simple()));
    await rejects(
      (trx) =>
        trx
          .updateTable('voucher')
          .set({ status: 'audited', auditor_id: userId })
          .where('id', '=', own.id)
          .execute(),
      /voucher_check|check constraint/,
    );
    await batch(u.zhidan, 'delete', [own.id]);
  });

  it("keeps each line's copy of its voucher's date, type, number and status equal to the voucher's", async () => {
    const copies = async (id: string) =>
      (
        await sql<{ same: boolean; status: string }>`
          select (e.voucher_date, e.voucher_type, e.voucher_no, e.status)
            = (v.voucher_date, v.voucher_type, v.voucher_no, v.status) as same, e.status
          from voucher_entry e join voucher v on v.id = e.voucher_id
          where e.voucher_id = ${id} order by e.line_no`.execute(db)
      ).rows;
    const saved = await saveOk(u.zhidan, body('2026-08-05', simple('3.00')));
    expect(await copies(saved.id)).toEqual([
      { same: true, status: 'saved' },
      { same: true, status: 'saved' },
    ]);
    const v = await posted(u, body('2026-08-06', simple('4.00')));
    expect(await copies(v.id)).toEqual([
      { same: true, status: 'posted' },
      { same: true, status: 'posted' },
    ]);
    await db.updateTable('voucher').set({ voucher_no: 99 }).where('id', '=', v.id).execute();
    expect((await copies(v.id)).every((c) => c.same)).toBe(true);
    await db.updateTable('voucher').set({ voucher_no: v.voucherNo }).where('id', '=', v.id).execute();
    await rejects(
      (trx) =>
        trx.updateTable('voucher_entry').set({ status: 'saved' }).where('voucher_id', '=', v.id).execute(),
      /voucher_entry_voucher_fkey/,
    );
    await rejects(
      (trx) =>
        trx.updateTable('voucher_entry').set({ voucher_no: 98 }).where('voucher_id', '=', saved.id).execute(),
      /voucher_entry_voucher_fkey/,
    );
  });

  it('refuses any change in a closed month', async () => {
    await u.jizhang.post('/api/voucher/renumber', { year: 2026, month: 7 });
    for (const month of [6, 7]) {
      const { rows } = await sql<{ id: string; status: string }>`
        select id, status from voucher where ledger_set_id = ${ledger} and year = 2026 and month = ${month}`.execute(
        db,
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
    }
    for (let month = 6; month <= 7; month++) {
      const closed = await u.jizhang.post('/api/voucher/closeMonth', { year: 2026, month });
      expect(closed.body.success, closed.body.message).toBe(true);
    }
    const id = randomUUID();
    await rejects(async (trx) => {
      await trx
        .insertInto('voucher')
        .values(header(id, { month: 6, voucher_date: '2026-06-30' }))
        .execute();
    }, '2026年6月已结账，不能保存凭证');
    await rejects(
      (trx) =>
        trx
          .updateTable('voucher')
          .set({ status: 'audited', poster_id: null })
          .where('year', '=', 2026)
          .where('month', '=', 7)
          .execute(),
      '2026年7月已结账，不能修改凭证',
    );
  });
});
