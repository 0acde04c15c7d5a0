// GET /api/taskPanel/documentType over HTTP: each user sees only the kinds their permissions act
// on; the counts follow save, audit and post; an auditor's own saved voucher is never counted as
// waiting for their audit; other ledger sets and years stay out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskPanelItem } from '../../src/core/contracts/task-panel.ts';
import type { TestClient, TestServer } from './harness.ts';
import { startServer } from './harness.ts';
import { batch, body, loginAll, saveOk, simple, type Users } from './voucher-fixture.ts';

let server: TestServer;
let u: Users;

beforeAll(async () => {
  server = await startServer();
  u = await loginAll(server, 2026);
});
afterAll(() => server?.close());

async function panel(client: TestClient): Promise<TaskPanelItem[]> {
  const answer = await client.get<TaskPanelItem[]>('/api/taskPanel/documentType');
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data;
}

/** documentType -> count, for comparing before and after. */
async function counts(client: TestClient): Promise<Record<string, number>> {
  return Object.fromEntries((await panel(client)).map((i) => [i.documentType, i.count]));
}

const processing = '/final/financialSoftware/certificateProcessing';

describe('任务看板', () => {
  it('lists only the kinds each user may act on, with names and paths', async () => {
    expect(await panel(u.zhidan)).toEqual([
      {
        documentType: 'voucherMine',
        name: '我的未审核凭证',
        count: 0,
        path: `${processing}/voucher-modify-del`,
      },
    ]);
    expect((await panel(u.shenhe)).map((i) => [i.documentType, i.name, i.path])).toEqual([
      ['voucherAudit', '待审核凭证', `${processing}/voucher-audit`],
    ]);
    expect((await panel(u.jizhang)).map((i) => [i.documentType, i.name, i.path])).toEqual([
      ['voucherPost', '待记账凭证', `${processing}/voucher-bookkeeping`],
    ]);
    expect((await panel(u.zhuguan)).map((i) => i.documentType)).toEqual([
      'voucherAudit',
      'voucherPost',
      'voucherMine',
    ]);
    expect(await panel(u.chuna)).toEqual([]);
  });

  it('counts follow save, audit and post; the auditor’s own voucher is not waiting for them', async () => {
    const before = {
      zhidan: await counts(u.zhidan),
      shenhe: await counts(u.shenhe),
      jizhang: await counts(u.jizhang),
      zhuguan: await counts(u.zhuguan),
    };
    const a = await saveOk(u.zhidan, body('2026-02-03', simple()));
    const b = await saveOk(u.zhidan, body('2026-02-04', simple('20.00')));
    // zhuguan holds voucher.audit but cannot audit his own: it is his, not waiting for him.
    await saveOk(u.zhuguan, body('2026-02-05', simple('30.00')));

    expect(await counts(u.zhidan)).toEqual({ voucherMine: (before.zhidan.voucherMine ?? 0) + 2 });
    expect(await counts(u.shenhe)).toEqual({ voucherAudit: (before.shenhe.voucherAudit ?? 0) + 3 });
    expect(await counts(u.zhuguan)).toEqual({
      voucherAudit: (before.zhuguan.voucherAudit ?? 0) + 2,
      voucherPost: before.zhuguan.voucherPost ?? 0,
      voucherMine: (before.zhuguan.voucherMine ?? 0) + 1,
    });

    expect((await batch(u.shenhe, 'audit', [a.id, b.id])).done).toHaveLength(2);
    expect(await counts(u.zhidan)).toEqual({ voucherMine: before.zhidan.voucherMine ?? 0 });
    expect(await counts(u.shenhe)).toEqual({ voucherAudit: (before.shenhe.voucherAudit ?? 0) + 1 });
    expect(await counts(u.jizhang)).toEqual({ voucherPost: (before.jizhang.voucherPost ?? 0) + 2 });

    expect((await batch(u.jizhang, 'post', [a.id])).done).toEqual([a.id]);
    expect(await counts(u.jizhang)).toEqual({ voucherPost: (before.jizhang.voucherPost ?? 0) + 1 });
    expect((await counts(u.zhuguan)).voucherPost).toBe((before.zhuguan.voucherPost ?? 0) + 1);
  });

  it('counts the session’s ledger set and year only', async () => {
    const here = await counts(u.shenhe);
    // Another year of the same ledger set: the vouchers above are not in it.
    const other = await u.shenhe.post('/api/zt/select', { zid: u.zids['001'], year: 2025 });
    expect(other.body.success, other.body.message).toBe(true);
    expect((await counts(u.shenhe)).voucherAudit).toBeLessThan(here.voucherAudit ?? 0);
    // Another ledger set: a voucher saved there is counted there and not here.
    for (const client of [u.zhidan, u.shenhe]) {
      const answer = await client.post('/api/zt/select', { zid: u.zids['002'], year: 2026 });
      expect(answer.body.success, answer.body.message).toBe(true);
    }
    const there = await counts(u.shenhe);
    // The grassroots chart of 002 keeps 102 银行存款 without details.
    await saveOk(
      u.zhidan,
      body('2026-02-03', [
        { code: '101', debit: '50.00' },
        { code: '102', credit: '50.00' },
      ]),
    );
    expect(await counts(u.shenhe)).toEqual({ voucherAudit: (there.voucherAudit ?? 0) + 1 });
    await u.shenhe.post('/api/zt/select', { zid: u.zids['001'], year: 2026 });
    expect(await counts(u.shenhe)).toEqual(here);
  });
});
