// 期末结转 and the corrected 收入支出表 over HTTP (issue 19 items 5 and 7): the issue's statement
// example, the carry-forward voucher equal to the 收入/支出 balances and replaced (never doubled)
// on a re-run, the refusals while vouchers are unposted, the December close refused while 收入 or
// 支出 keep a balance, the year-end move into 累计结转/累计结余, and the one-sided voucher refused.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CarryForwardGenerated,
  CarryForwardPreview,
  CarryForwardSetting,
} from '../../src/core/contracts/carry-forward.ts';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { StatementAnswer } from '../../src/core/contracts/ledger-answers.ts';
import type { PeriodView, VoucherView } from '../../src/core/voucher/types.ts';
import { startServer, type TestServer } from './harness.ts';
import { batch, body, loginAll, posted, refusedWith, saveOk, type Users } from './voucher-fixture.ts';

let server: TestServer;
let u: Users;
let ledger: number;
beforeAll(async () => {
  server = await startServer();
  u = await loginAll(server);
  ledger = u.zids['001'] as number;
});
afterAll(() => server?.close());

const preview = async (month: number, kind: 'period' | 'yearEnd' = 'period') => {
  const answer = await u.zhuguan.get<CarryForwardPreview>('/api/carryForward/preview', {
    year: '2026',
    month: String(month),
    kind,
  });
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data;
};

const generate = (p: CarryForwardPreview, voucherId = randomUUID()) =>
  u.zhuguan.post<CarryForwardGenerated>('/api/carryForward/generate', {
    year: p.year,
    month: p.month,
    kind: p.kind,
    voucherId,
    total: p.total,
  });

async function generated(p: CarryForwardPreview): Promise<CarryForwardGenerated> {
  const answer = await generate(p);
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data;
}

const statement = async (month: number, period: 'month' | 'year' = 'month') => {
  const answer = await u.zhuguan.get<StatementAnswer>('/api/report/incomeExpense', {
    year: '2026',
    month: String(month),
    period,
  });
  expect(answer.body.success, answer.body.message).toBe(true);
  const data = answer.body.data;
  return { data, v: (key: string) => data.lines.find((l) => l.key === key)?.values };
};

/** Posted balance (debit-net) of subjects starting with `prefix`, all years. */
async function balanceOf(prefix: string): Promise<string> {
  const { rows } = await sql<{ net: string | null }>`
    select sum(debit - credit)::text as net from balance
    where ledger_set_id = ${ledger} and subject_code like ${`${prefix}%`} and month > 0`.execute(
    server.handle.db,
  );
  return rows[0]?.net ?? '0';
}

const carryMarks = async () =>
  Number(
    (await sql<{ n: string }>`select count(*)::text as n from carry_forward`.execute(server.handle.db))
      .rows[0]?.n,
  );

/** The issue's example: Cr 402 1000, Dr 407 300, Dr 506 500, Cr 510 50 (the bank on the other side). */
async function example(date: string) {
  await posted(
    u,
    body(date, [
      { code: '10201', debit: '1000.00' },
      { code: '402', credit: '1000.00' },
    ]),
  );
  await posted(
    u,
    body(date, [
      { code: '407', debit: '300.00' },
      { code: '10201', credit: '300.00' },
    ]),
  );
  await posted(
    u,
    body(date, [
      { code: '50601', debit: '500.00' },
      { code: '10201', credit: '500.00' },
    ]),
  );
  await posted(
    u,
    body(date, [
      { code: '10201', debit: '50.00' },
      { code: '510', credit: '50.00' },
    ]),
  );
}

describe('收入支出表 to the 编制说明', () => {
  it('shows 投资净损失 and a credit to 其他支出 as negative: -300.00, -50.00 and 250.00', async () => {
    await example('2026-02-10');
    const { data, v } = await statement(2);
    expect(v('investmentIncome')).toEqual(['-300.00', '-300.00']);
    expect(v('otherExpense')).toEqual(['-50.00', '-50.00']);
    expect(v('income')).toEqual(['700.00', '700.00']);
    expect(v('expense')).toEqual(['450.00', '450.00']);
    expect(v('difference')).toEqual(['250.00', '250.00']);
    expect(data.tieOut?.balanced).toBe(true);
  });
});

describe('期末结转', () => {
  let first: CarryForwardGenerated;

  it('previews a voucher equal to the 收入 and 支出 balances', async () => {
    const p = await preview(2);
    expect(p.blockers).toEqual([]);
    expect(p.nothing).toBeNull();
    expect(p.voucherDate).toBe('2026-02-28');
    expect(p.entries.map((e) => [e.code, e.debitAmount, e.creditAmount])).toEqual([
      ['402', '1000.00', ''],
      ['407', '', '300.00'],
      ['32203', '', '700.00'],
      ['32203', '450.00', ''],
      ['50601', '', '500.00'],
      ['510', '50.00', ''],
    ]);
    expect(p.entries[2]?.name).toBe('工会资金结余——本年收支结转');
    expect(p.parts).toEqual([
      { part: 'ordinary', target: '32203', income: '700.00', expense: '450.00', net: '250.00' },
    ]);
    expect(p.total).toBe('1500.00');
    expect(p.replaces).toBeNull();
  });

  it('saves it as a voucher and marks it; a re-run replaces it instead of doubling it', async () => {
    first = await generated(await preview(2));
    expect(first.replaced).toBe(false);
    expect(first.voucher.status).toBe('saved');
    expect(first.voucher.voucherDate).toBe('2026-02-28');
    expect(first.voucher.debitTotal).toBe('1500.00');
    expect(await carryMarks()).toBe(1);

    const again = await preview(2);
    expect(again.replaces).toMatchObject({ id: first.voucher.id, status: 'saved' });
    expect(again.total).toBe('1500.00');
    const second = await generated(again);
    expect(second.replaced).toBe(true);
    expect(second.voucher.id).toBe(first.voucher.id);
    expect(second.voucher.voucherNo).toBe(first.voucher.voucherNo);
    expect(second.voucher.debitTotal).toBe('1500.00');
    expect(await carryMarks()).toBe(1);
    const { rows } = await sql<{ n: string }>`
      select count(*)::text as n from voucher where ledger_set_id = ${ledger} and year = 2026 and month = 2
    `.execute(server.handle.db);
    expect(rows[0]?.n).toBe('5');
  });

  it('is refused while the month has unposted vouchers, and writes nothing', async () => {
    const open = await saveOk(
      u.zhidan,
      body('2026-02-15', [
        { code: '10201', debit: '20.00' },
        { code: '408', credit: '20.00' },
      ]),
    );
    const p = await preview(2);
    expect(p.blockers).toEqual([`2026年2月有 1 张凭证未记账（记-${open.voucherNo}），请先审核、记账`]);
    const before = await carryMarks();
    await refusedWith(
      server,
      () => generate(p),
      /^不能期末结转：2026年2月有 1 张凭证未记账/,
      ErrorCode.refused,
    );
    expect(await carryMarks()).toBe(before);
    await batch(u.shenhe, 'audit', [open.id]);
    await batch(u.jizhang, 'post', [open.id]);
  });

  it('refuses a stale preview: the balances moved since', async () => {
    const p = await preview(2);
    expect(p.total).toBe('1520.00');
    await refusedWith(
      server,
      () => generate({ ...p, total: '1500.00' as typeof p.total }),
      '余额已变化（预览时 1500.00，现在 1520.00），请重新预览后再生成',
    );
  });

  it('after posting, the statement still shows the year and ties out, and nothing is left to carry', async () => {
    const p = await preview(2);
    const done = await generated(p);
    expect(done.voucher.id).toBe(first.voucher.id);
    await batch(u.shenhe, 'audit', [done.voucher.id]);
    await batch(u.jizhang, 'post', [done.voucher.id]);
    expect(await balanceOf('4')).toBe('0.00');
    expect(await balanceOf('5')).toBe('0.00');
    expect(await balanceOf('32203')).toBe('-270.00');
    const { data, v } = await statement(2);
    expect(v('investmentIncome')).toEqual(['-300.00', '-300.00']);
    expect(v('otherIncome')).toEqual(['20.00', '20.00']);
    expect(v('difference')).toEqual(['270.00', '270.00']);
    expect(data.tieOut).toEqual({ balanced: true, differences: ['0.00', '0.00'], problems: [] });
    const after = await preview(2);
    expect(after.nothing).toBe('收入、支出科目没有余额，无需结转');
    expect(after.posted.map((x) => x.id)).toEqual([done.voucher.id]);
    await refusedWith(server, () => generate(after), '收入、支出科目没有余额，无需结转');
  });

  it('is refused to those without the key', async () => {
    const answer = await u.shenhe.get('/api/carryForward/preview', {
      year: '2026',
      month: '2',
      kind: 'period',
    });
    expect(answer.body.errorCode).toBe(ErrorCode.forbidden);
    const byPreparer = await u.zhidan.get('/api/carryForward/preview', {
      year: '2026',
      month: '2',
      kind: 'period',
    });
    expect(byPreparer.body.success).toBe(true);
  });
});

describe('December and the year end', () => {
  const close = (month: number) =>
    u.jizhang.post<PeriodView>('/api/voucher/closeMonth', { year: 2026, month });

  it('closes the months up to November', async () => {
    for (let month = 2; month <= 11; month++) {
      const answer = await close(month);
      expect(answer.body.success, answer.body.message).toBe(true);
    }
  });

  it('refuses to close December while 收入 or 支出 keep a balance', async () => {
    await posted(
      u,
      body('2026-12-05', [
        { code: '10201', debit: '200.00' },
        { code: '402', credit: '200.00' },
      ]),
    );
    await refusedWith(
      server,
      () => close(12),
      /^2026年12月不能结账：收入、支出科目尚有余额（期末结转后应无余额）：402 拨缴经费收入 -200\.00，请先进行期末结转并记账$/,
    );
  });

  it('refuses the year end before December is carried forward', async () => {
    const p = await preview(12, 'yearEnd');
    expect(p.blockers).toEqual(['2026年12月收入、支出科目尚有余额，请先完成12月期末结转并记账']);
  });

  it('moves 本年收支结转 into 累计结余 at the year end, and December then closes', async () => {
    const carry = await generated(await preview(12));
    await batch(u.shenhe, 'audit', [carry.voucher.id]);
    await batch(u.jizhang, 'post', [carry.voucher.id]);
    const p = await preview(12, 'yearEnd');
    expect(p.blockers).toEqual([]);
    expect(p.entries.map((e) => [e.code, e.debitAmount, e.creditAmount])).toEqual([
      ['32203', '470.00', ''],
      ['32205', '', '470.00'],
    ]);
    const yearEnd = await generated(p);
    await batch(u.shenhe, 'audit', [yearEnd.voucher.id]);
    await batch(u.jizhang, 'post', [yearEnd.voucher.id]);
    expect(await balanceOf('32203')).toBe('0.00');
    expect(await balanceOf('32205')).toBe('-470.00');
    const closed = await close(12);
    expect(closed.body.success, closed.body.message).toBe(true);

    // The annual statement ties out: 年末 = 年初 + 二 + 五, the carry-forward left out of 三/四.
    const { data, v } = await statement(12, 'year');
    expect(v('difference')?.[0]).toBe('470.00');
    expect(v('adjustments')?.[0]).toBe('0.00');
    expect(v('openingFunds')?.[0]).toBe('3216500.00');
    expect(v('closingFunds')?.[0]).toBe('3216970.00');
    expect(data.tieOut?.balanced).toBe(true);
    const vouchers = await u.zhuguan.get<{ kind: string; month: number }[]>('/api/carryForward/vouchers', {
      year: '2026',
    });
    expect(vouchers.body.data.map((x) => [x.month, x.kind])).toEqual([
      [2, 'period'],
      [12, 'period'],
      [12, 'yearEnd'],
    ]);
  });
});

describe('结转设置', () => {
  it('answers the defaults, saves with its version and refuses a target outside its fund', async () => {
    const read = await u.zhuguan.get<CarryForwardSetting>('/api/carryForward/setting');
    expect(read.body.data).toMatchObject({
      version: 0,
      targets: { special: '32103', ordinary: '32203', fiscal: '33103' },
      yearEndTargets: { '321': '32104', '322': '32205', '331': '33104', '332': '33205' },
      rules: [],
    });
    const { version, updatedAt, updatedBy, ...rest } = read.body.data;
    void updatedAt;
    void updatedBy;
    const bad = await u.zhuguan.post('/api/carryForward/saveSetting', {
      ...rest,
      version,
      targets: { ...rest.targets, special: '32203' },
    });
    expect(bad.body).toMatchObject({ success: false, errorCode: ErrorCode.badRequest });
    expect(bad.body.message).toBe('专项资金结转科目：科目 32203 应为 321 的下级科目');
    const saved = await u.zhuguan.post<CarryForwardSetting>('/api/carryForward/saveSetting', {
      ...rest,
      version,
      rules: [{ code: '50601', part: 'special' }],
    });
    expect(saved.body.success, saved.body.message).toBe(true);
    expect(saved.body.data).toMatchObject({ version: 1, rules: [{ code: '50601', part: 'special' }] });
    const stale = await u.zhuguan.post('/api/carryForward/saveSetting', { ...rest, version: 0 });
    expect(stale.body.errorCode).toBe(ErrorCode.conflict);
    const byPreparer = await u.zhidan.post('/api/carryForward/saveSetting', { ...rest, version: 1 });
    expect(byPreparer.body.errorCode).toBe(ErrorCode.forbidden);
  });
});

describe('voucher sides (domain NOTES §5.1)', () => {
  it('refuses a voucher with two debit lines balanced by a red amount', async () => {
    await refusedWith(
      server,
      () =>
        u.zhidan.post<VoucherView>(
          '/api/voucher/save',
          body('2027-01-05', [
            { code: '10201', debit: '100.00' },
            { code: '50502', debit: '-100.00' },
          ]),
        ),
      '凭证必须同时有借方和贷方分录',
      ErrorCode.badRequest,
    );
  });
});
