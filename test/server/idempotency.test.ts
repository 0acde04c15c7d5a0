// Exactly-once writes: the same Idempotency-Key returns the stored answer and writes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { ADMIN_PASSWORD, countRows, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
});
afterAll(() => server?.close());

const newSet = (name: string) => ({ name, kind: 'grassroots', startYear: 2024 });

describe('Idempotency-Key', () => {
  it('the same key twice -> one row and the same answer', async () => {
    const key = randomUUID();
    const before = await countRows(server, 'ledger_set');
    const first = await admin.post('/api/zt/save', newSet('幂等测试工会'), { idempotencyKey: key });
    const second = await admin.post('/api/zt/save', newSet('幂等测试工会'), { idempotencyKey: key });
    expect(first.body.success).toBe(true);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replay']).toBe('1');
    expect(await countRows(server, 'ledger_set')).toBe(before + 1);
  });

  it('the same key with a different body is refused and writes nothing', async () => {
    const key = randomUUID();
    await admin.post('/api/zt/save', newSet('幂等甲工会'), { idempotencyKey: key });
    const before = await countRows(server, 'ledger_set');
    const other = await admin.post('/api/zt/save', newSet('幂等乙工会'), { idempotencyKey: key });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ success: false, errorCode: ErrorCode.conflict });
    expect(await countRows(server, 'ledger_set')).toBe(before);
  });

  it('concurrent twins with one key -> one row, both answers equal', async () => {
    const key = randomUUID();
    const before = await countRows(server, 'ledger_set');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        admin.post('/api/zt/save', newSet('并发幂等工会'), { idempotencyKey: key }),
      ),
    );
    expect(await countRows(server, 'ledger_set')).toBe(before + 1);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(answers[0]?.body.success).toBe(true);
  });

  it('a write without a key is refused', async () => {
    const before = await countRows(server, 'ledger_set');
    const answer = await admin.post('/api/zt/save', newSet('无键工会'), { idempotencyKey: null });
    expect(answer.body).toMatchObject({
      errorCode: ErrorCode.badRequest,
      message: '写操作缺少有效的幂等键（Idempotency-Key）',
    });
    expect(await countRows(server, 'ledger_set')).toBe(before);
  });

  it('a refusal is not stored: the same key succeeds once the cause is gone', async () => {
    const key = randomUUID();
    await admin.post('/api/zt/save', newSet('重名工会'));
    const refused = await admin.post('/api/zt/save', newSet('重名工会'), { idempotencyKey: key });
    expect(refused.body.message).toBe('账套名称已存在：重名工会');
    await server.handle.db
      .updateTable('ledger_set')
      .set({ name: '重名工会（旧）' })
      .where('name', '=', '重名工会')
      .execute();
    const retried = await admin.post('/api/zt/save', newSet('重名工会'), { idempotencyKey: key });
    expect(retried.body.success).toBe(true);
  });

  it('keys are per user', async () => {
    const key = randomUUID();
    const other = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
    await admin.post('/api/auth/requestLog', logBody(), { idempotencyKey: key });
    const before = await countRows(server, 'request_log');
    // Same user, new session: still the same key space (the user's), so nothing is written.
    const replay = await other.post('/api/auth/requestLog', logBody(), { idempotencyKey: key });
    expect(replay.body.success).toBe(true);
    expect(await countRows(server, 'request_log')).toBe(before);
  });
});

function logBody() {
  return {
    url: '/final/welcome',
    interfaceUrl: '',
    beginTime: '1795000000000',
    endTime: '1795000002000',
    timeSpan: 2000,
    requestLogType: 1,
  };
}
