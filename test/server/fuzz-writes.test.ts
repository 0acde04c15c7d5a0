// Generated bodies sent to every write route the app registers (issue 17 item 3): whatever arrives,
// the answer is never a 5xx. The bodies mix the API's own field names with hostile values (objects
// that claim a toString, U+0000, lone surrogates, deep nesting, huge numbers), so they get past the
// first check of many routes. Runs are few enough for CI (FUZZ_RUNS raises them locally).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 6);

/** Calls that end the caller's own session: fuzzing them would only test the login again. */
const SKIPPED = new Set(['/api/auth/logOut']);

let routes: string[] = [];
let server: TestServer;
let clients: TestClient[];
beforeAll(async () => {
  server = await startServer({ demo: true });
  routes = server.app.routeList
    .filter((r) => r.method === 'POST' && r.url.startsWith('/api/') && !SKIPPED.has(r.url))
    .map((r) => r.url);
  const admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
  const zids = (await admin.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  const zid = zids.find((z) => z.ztno === '001')?.zid;
  for (const c of [admin, zhidan]) await c.post('/api/zt/select', { zid, year: 2026 });
  clients = [admin, zhidan, new TestClient(server)];
}, 60_000);
afterAll(() => server?.close());

const fieldNames = [
  'id',
  'ids',
  'code',
  'name',
  'userName',
  'password',
  'version',
  'year',
  'month',
  'zid',
  'items',
  'key',
  'body',
  'entries',
  'voucherDate',
  'voucherType',
  'summary',
  'debitAmount',
  'creditAmount',
  'auxis',
  'typeNo',
  'infoNo',
  'departmentCode',
  'parentCode',
  'enabled',
  'numberOfDocument',
  'amount',
  'startYear',
  'kind',
  'toString',
  'valueOf',
  '__proto__',
  'constructor',
  'beginTime',
  'endTime',
  'url',
  'ledgerSetId',
];

const hostileText = fc.constantFrom(
  '',
  ' ',
  'a\u0000b',
  'a\ud800b',
  '\udc00',
  '9'.repeat(400),
  '-.5',
  '1e308',
  '2099-12-31',
  '9999-12-31',
  '0000-00-00',
  "'; drop table voucher; --",
  '%c0%ae',
  '\u202e科目',
);

const scalar = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  hostileText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, 2026, 1),
  fc.boolean(),
  fc.constant(null),
  fc.constant({ toString: 'x' }),
  fc.constant({ valueOf: 1, toString: { a: 1 } }),
);

const value = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...fieldNames), tie('value'), { maxKeys: 5 }),
  ),
})).value;

const requestBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 8 }),
  value,
  fc.jsonValue({ maxDepth: 3 }),
);

/** Fills `:name` segments with something a client could send. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]\w*/g, () => encodeURIComponent(randomUUID()));
}

describe('no 5xx on any generated body', () => {
  it('finds the write routes', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContain('/api/voucher/save');
  });

  it('every POST route answers every body with less than 500', async () => {
    const failures: string[] = [];
    for (const url of routes) {
      await fc
        .assert(
          fc.asyncProperty(requestBody, fc.integer({ min: 0, max: 2 }), async (body, who) => {
            const client = clients[who] as TestClient;
            const answer = await client.post(concrete(url), body === undefined ? null : body);
            if (answer.status >= 500) failures.push(`${url} ${JSON.stringify(body)} -> ${answer.status}`);
            return answer.status < 500;
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch(() => {});
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
