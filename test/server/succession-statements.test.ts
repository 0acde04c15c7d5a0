// 衔接规定 六(一)(二) (issue 19 item 7): the 2022-01-01 adjusting vouchers of the succession are
// January movements in the books, but the 2022 资产负债表 年初余额 and the 收入支出表 年初资金结转结余
// take the adjusted 2022-01-01 balances: those vouchers count in the opening, not in the year.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementAnswer } from '../../src/core/contracts/ledger-answers.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';
import { body } from './voucher-fixture.ts';

let server: TestServer;
let admin: TestClient;
let zhuguan: TestClient;
beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  zhuguan = await TestClient.login(server, 'zhuguan', DEMO_PASSWORD);
  const list = (await admin.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  const zid = list.find((z) => z.ztno === '003')?.zid;
  for (const c of [admin, zhuguan])
    expect((await c.post('/api/zt/select', { zid, year: 2022 })).body.success).toBe(true);
});
afterAll(() => server?.close());

const statement = async (path: string, q: Record<string, string>) => {
  const answer = await admin.get<StatementAnswer>(path, q);
  expect(answer.body.success, answer.body.message).toBe(true);
  const data = answer.body.data;
  return { data, v: (key: string) => data.lines.find((l) => l.key === key)?.values };
};

describe('the succession’s adjusting vouchers in the 2022 statements', () => {
  it('takes the adjusted 2022-01-01 balances as the year’s opening', async () => {
    // 003 人民医院工会: the demo's pending take-over, done automatically (322 opens at 182,000.00).
    expect((await admin.post('/saveChoiceStand', { mode: 1 })).body.success).toBe(true);
    const proposals = (await admin.get<{ id: number; itemId: string }[]>('/api/succession/adjustments')).body
      .data;
    const voucherId = randomUUID();
    const proposal = proposals.find((p) => p.itemId === 'A5') ?? proposals[0];
    expect(
      (await admin.post('/api/succession/adjustments/draft', { id: proposal?.id, voucherId })).body.success,
    ).toBe(true);
    expect((await admin.post('/api/init/confirm')).body.success).toBe(true);
    // A liability never booked in the old books (衔接规定 四): Dr 32205 500, Cr 215 500, dated 2022-01-01.
    const saved = await admin.post('/api/voucher/save', {
      ...body('2022-01-01', [
        { code: '32205', debit: '500.00', summary: '补记应付款项' },
        { code: '215', credit: '500.00', summary: '补记应付款项' },
      ]),
      id: voucherId,
    });
    expect(saved.body.success, saved.body.message).toBe(true);
    expect((await zhuguan.post('/api/voucher/audit', { ids: [voucherId] })).body.success).toBe(true);
    expect((await zhuguan.post('/api/voucher/post', { ids: [voucherId] })).body.success).toBe(true);

    const sheet = await statement('/api/report/balanceSheet', { year: '2022', month: '1' });
    expect(sheet.v('unionSurplus')).toEqual(['181500.00', '181500.00']);
    expect(sheet.v('otherPayable')).toEqual(['10500.00', '10500.00']);
    expect(sheet.data.tieOut?.balanced).toBe(true);

    const ie = await statement('/api/report/incomeExpense', { year: '2022', period: 'year' });
    expect(ie.v('openingSurplus')?.[0]).toBe('181500.00');
    expect(ie.v('adjustments')?.[0]).toBe('0.00');
    expect(ie.v('closingSurplus')?.[0]).toBe('181500.00');
    expect(ie.data.tieOut?.balanced).toBe(true);
  });
});
