// The request log as the client writes it (src/api/request-log.ts) against the real server: a slow
// call and a slow page load are stored. The client once sent times as numbers and every post was
// refused (4000 开始时间应为文本), a failed call in every slow moment of a normal session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestLog, type RequestLogEntry, requestLogPath } from '../../src/api/request-log.ts';
import { DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

describe('request log, client to server', () => {
  it('stores the entries the client makes, fractional clock times included', async () => {
    const client = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    const answers: { success: boolean; message: string }[] = [];
    const sent: Promise<unknown>[] = [];
    const log = createRequestLog({
      enabled: () => true,
      currentPath: () => '/final/financialSoftware/certificateProcessing/accounting-billing-voucher',
      serverNow: () => Date.now() + 0.25,
      send: (entry: RequestLogEntry) => {
        const posted = client.post(requestLogPath, entry).then((a) => answers.push(a.body));
        sent.push(posted);
        return posted;
      },
    });
    const now = Date.now();
    log.observeCall('/api/voucher/list', now - 800.4, now + 0.3);
    log.logPageLoad(1600.7);
    await Promise.all(sent);
    expect(answers).toEqual([
      expect.objectContaining({ success: true }),
      expect.objectContaining({ success: true }),
    ]);
    const rows = await server.handle.db
      .selectFrom('request_log')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(2);
  });
});
