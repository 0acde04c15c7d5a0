// 凭证类型设置 over HTTP: switching to 收/付/转, renaming, the checks on the list, and the refusal
// to delete a type that vouchers use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

interface VoucherType {
  code: string;
  name: string;
  sort: number;
  enabled: boolean;
  restriction: string;
}

let server: TestServer;
let zhuguan: TestClient;
let ledgerSetId: number;

beforeAll(async () => {
  server = await startServer();
  zhuguan = await TestClient.login(server, 'zhuguan', DEMO_PASSWORD);
  const list = (await zhuguan.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  ledgerSetId = (list.find((z) => z.ztno === '002') as { zid: number }).zid;
  expect((await zhuguan.post('/api/zt/select', { zid: ledgerSetId, year: 2022 })).body.success).toBe(true);
});
afterAll(() => server?.close());

const save = (types: unknown[]) => zhuguan.post<VoucherType[]>('/api/voucher/types/save', { types });

const stored = () =>
  server.handle.db
    .selectFrom('voucher_type')
    .select(['code', 'name', 'enabled', 'restriction'])
    .where('ledger_set_id', '=', ledgerSetId)
    .orderBy('sort')
    .execute();

const receiptsPaymentsTransfers = [
  { code: '收', name: '收款凭证', sort: 1, enabled: true, restriction: 'debitCash' },
  { code: '付', name: '付款凭证', sort: 2, enabled: true, restriction: 'creditCash' },
  { code: '转', name: '转账凭证', sort: 3, enabled: true, restriction: 'noCash' },
];

describe('凭证类型设置', () => {
  it('replaces the list with 收/付/转 and keeps 记 disabled', async () => {
    const answer = await save([
      { code: '记', name: '记账凭证', sort: 0, enabled: false, restriction: 'none' },
      ...receiptsPaymentsTransfers,
    ]);
    expect(answer.body.success, answer.body.message).toBe(true);
    expect(answer.body.data.map((t) => [t.code, t.enabled, t.restriction])).toEqual([
      ['记', false, 'none'],
      ['收', true, 'debitCash'],
      ['付', true, 'creditCash'],
      ['转', true, 'noCash'],
    ]);
    expect(await stored()).toHaveLength(4);
  });

  it('lets two types swap names in one save', async () => {
    const swapped = [
      { code: '记', name: '转账凭证', sort: 0, enabled: false, restriction: 'none' },
      ...receiptsPaymentsTransfers.slice(0, 2),
      { code: '转', name: '记账凭证', sort: 3, enabled: true, restriction: 'noCash' },
    ];
    const answer = await save(swapped);
    expect(answer.body.success, answer.body.message).toBe(true);
    expect((await stored()).map((t) => t.name)).toEqual(['转账凭证', '收款凭证', '付款凭证', '记账凭证']);
  });

  it('refuses duplicates, an all-disabled list and bad fields, writing nothing', async () => {
    const before = await stored();
    const cases: [unknown[], string][] = [
      [[...receiptsPaymentsTransfers, { ...receiptsPaymentsTransfers[0], name: '另一个' }], '凭证字“收”重复'],
      [
        [...receiptsPaymentsTransfers, { ...receiptsPaymentsTransfers[0], code: '现' }],
        '凭证类型名称“收款凭证”重复',
      ],
      [receiptsPaymentsTransfers.map((t) => ({ ...t, enabled: false })), '至少要启用一个凭证类型'],
    ];
    for (const [types, message] of cases) {
      expect((await save(types)).body).toMatchObject({ success: false, message });
    }
    const bad = await save([{ ...receiptsPaymentsTransfers[0], restriction: 'sometimes' }]);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('限制类型');
    expect(await stored()).toEqual(before);
  });

  it('refuses users without the setting permission', async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    await zhidan.post('/api/zt/select', { zid: ledgerSetId, year: 2022 });
    const answer = await zhidan.post('/api/voucher/types/save', { types: receiptsPaymentsTransfers });
    expect(answer.body).toMatchObject({ success: false, message: '没有执行此操作的权限' });
  });
});
