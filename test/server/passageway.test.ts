// 部门核算科目快捷设置 over HTTP: a department's shortcut list saved with its version, only 部门核算
// end-level subjects without auxiliary accounting taken, an unknown department refused; and the
// voucher 部门经费录入 makes saved through /api/voucher/save with the department on its line.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { DepartmentShortcut } from '../../src/core/contracts/passageway.ts';
import { startServer, type TestServer } from './harness.ts';
import { body, loginAll, saveOk, type Users } from './voucher-fixture.ts';

let server: TestServer;
let u: Users;
beforeAll(async () => {
  server = await startServer();
  u = await loginAll(server);
  // 50601 工资福利支出 kept by department (the demo chart keeps only 135 so).
  await sql`update subject set dept_accounting = true where ledger_set_id = ${u.zids['001']} and code = '50601'`.execute(
    server.handle.db,
  );
});
afterAll(() => server?.close());

const save = (b: Record<string, unknown>) =>
  u.zhuguan.post<DepartmentShortcut>('/api/passageway/saveShortcut', b);

describe('部门核算科目快捷设置', () => {
  it('saves a department’s ordered shortcuts with its version', async () => {
    expect((await u.zhuguan.get<DepartmentShortcut[]>('/api/passageway/shortcuts')).body.data).toEqual([]);
    const first = await save({ deptCode: '01', subjectCodes: ['50601'], version: 0 });
    expect(first.body.success, first.body.message).toBe(true);
    expect(first.body.data).toEqual({ deptCode: '01', subjectCodes: ['50601'], version: 1 });
    const stale = await save({ deptCode: '01', subjectCodes: [], version: 0 });
    expect(stale.body.errorCode).toBe(ErrorCode.conflict);
    // 部门经费录入 (制单) reads the list.
    const read = await u.zhidan.get<DepartmentShortcut[]>('/api/passageway/shortcuts');
    expect(read.body.data).toEqual([{ deptCode: '01', subjectCodes: ['50601'], version: 1 }]);
  });

  it('refuses subjects it cannot fill and departments that do not exist', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ deptCode: '01', subjectCodes: ['50502'], version: 1 }, '科目 50502 未设置部门核算'],
      [{ deptCode: '01', subjectCodes: ['135'], version: 1 }, '科目 135 设有辅助核算，请在凭证录入中录入'],
      [{ deptCode: '01', subjectCodes: ['506'], version: 1 }, '科目 506 不是末级科目'],
      [{ deptCode: '01', subjectCodes: ['50601', '50601'], version: 1 }, '科目 50601 重复'],
      [{ deptCode: 'ZZ', subjectCodes: [], version: 0 }, '部门 ZZ 不存在'],
    ];
    for (const [b, message] of cases) {
      const answer = await save(b);
      expect(answer.body, message).toMatchObject({
        success: false,
        errorCode: ErrorCode.badRequest,
        message,
      });
    }
    const byAuditor = await u.shenhe.post('/api/passageway/saveShortcut', {
      deptCode: '01',
      subjectCodes: [],
    });
    expect(byAuditor.body.errorCode).toBe(ErrorCode.forbidden);
  });

  it('takes the department’s voucher like any other, with the department on the subject line', async () => {
    const v = await saveOk(
      u.zhidan,
      body('2026-03-10', [
        { code: '50601', debit: '88.00', departmentCode: '01', summary: '部门经费' },
        { code: '10201', credit: '88.00', summary: '部门经费' },
      ]),
    );
    expect(v.entries[0]).toMatchObject({ code: '50601', departmentCode: '01' });
  });
});
