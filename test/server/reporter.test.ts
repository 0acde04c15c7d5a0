// 报表人员设置 over HTTP: empty until saved, saved with its version (a stale one refused), read by
// whoever reads the statements, saved only under settings.reporter, names over 20 characters refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { ReporterSetting } from '../../src/core/reporter/index.ts';
import { startServer, type TestServer } from './harness.ts';
import { loginAll, type Users } from './voucher-fixture.ts';

let server: TestServer;
let u: Users;
beforeAll(async () => {
  server = await startServer();
  u = await loginAll(server);
});
afterAll(() => server?.close());

describe('报表人员设置', () => {
  it('answers empty names until saved, then the saved ones to every statement reader', async () => {
    const first = await u.zhuguan.get<ReporterSetting>('/api/reporter/setting');
    expect(first.body.data).toMatchObject({ unitHead: '', financeHead: '', preparer: '', version: 0 });
    const saved = await u.zhuguan.post<ReporterSetting>('/api/reporter/saveSetting', {
      unitHead: ' 张主席 ',
      financeHead: '李主管',
      preparer: '',
      version: 0,
    });
    expect(saved.body.success, saved.body.message).toBe(true);
    expect(saved.body.message).toBe('报表人员设置已保存');
    expect(saved.body.data).toMatchObject({ unitHead: '张主席', financeHead: '李主管', version: 1 });
    // 审核 reads the statements, so it reads the names printed on them.
    const read = await u.shenhe.get<ReporterSetting>('/api/reporter/setting');
    expect(read.body.data).toMatchObject({ unitHead: '张主席', version: 1 });
  });

  it('refuses a stale version, a long name and a user without the key', async () => {
    const stale = await u.zhuguan.post('/api/reporter/saveSetting', {
      unitHead: 'x',
      financeHead: '',
      preparer: '',
      version: 0,
    });
    expect(stale.body.errorCode).toBe(ErrorCode.conflict);
    const long = await u.zhuguan.post('/api/reporter/saveSetting', {
      unitHead: '甲'.repeat(21),
      financeHead: '',
      preparer: '',
      version: 1,
    });
    expect(long.body).toMatchObject({ success: false, errorCode: ErrorCode.badRequest });
    expect(long.body.message).toContain('单位负责人');
    const byPreparer = await u.zhidan.post('/api/reporter/saveSetting', {
      unitHead: 'x',
      financeHead: '',
      preparer: '',
      version: 1,
    });
    expect(byPreparer.body.errorCode).toBe(ErrorCode.forbidden);
    const byCashier = await u.chuna.get('/api/reporter/setting');
    expect(byCashier.body.errorCode).toBe(ErrorCode.forbidden);
  });
});
