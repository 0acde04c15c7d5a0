// A voucher is dated inside the ledger set's open years (issue 17 item 4): a later date was saved
// ("记-1 已保存") but could never be listed, since the books open only those years.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { lastOpenableYear } from '../../src/core/rules/ledger-years.ts';
import type { VoucherListPage } from '../../src/core/voucher/types.ts';
import { startServer, type TestServer } from './harness.ts';
import { body, loginAll, refusedWith, saveOk, simple, type Users } from './voucher-fixture.ts';

let server: TestServer;
let u: Users;
beforeAll(async () => {
  server = await startServer({ demo: true });
  u = await loginAll(server);
});
afterAll(() => server?.close());

describe('voucher dates outside the open years', () => {
  const last = lastOpenableYear(2022);

  it.each(['2099-12-31', '2101-01-01', '9999-12-31', `${last + 1}-01-01`])(
    '%s is refused with the allowed range, writing nothing',
    async (date) => {
      await refusedWith(
        server,
        () => u.zhidan.post('/api/voucher/save', body(date, simple())),
        `凭证日期应在 2022-01-01 到 ${last}-12-31 之间（账套可用的会计年度）`,
        ErrorCode.badRequest,
      );
    },
  );

  it('the last day of the last open year is saved and listed', async () => {
    const saved = await saveOk(u.zhidan, body(`${last}-12-31`, simple('7.00')));
    const list = await u.zhidan.get<VoucherListPage>('/api/voucher/list', {
      year: String(last),
      month: '12',
    });
    expect(list.body.message).toBe('操作成功');
    expect(list.body.data.rows.map((v) => v.id)).toContain(saved.id);
  });
});
