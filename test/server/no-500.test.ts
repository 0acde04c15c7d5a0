// Hostile input never earns a 500 (issue 17 item 3): each answer below is a 400 in the envelope with a
// Chinese message, and nothing is written.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { type Answer, startServer, TestClient, type TestServer } from './harness.ts';
import { body, loginAll, refusedWith, simple, type Users } from './voucher-fixture.ts';

let server: TestServer;
let users: Users;
beforeAll(async () => {
  server = await startServer({ demo: true });
  users = await loginAll(server);
});
afterAll(() => server?.close());

const CHINESE = /[\u4e00-\u9fff]/;

function expectRefusal(answer: Answer, message?: string | RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.success).toBe(false);
  expect(answer.body.errorCode).toBe(ErrorCode.badRequest);
  expect(answer.body.message).toMatch(CHINESE);
  if (message !== undefined) expect(answer.body.message).toMatch(message);
}

/** Sends raw bytes over a socket; the answers (one per request the server read), status and JSON. */
function raw(request: string): Promise<{ status: number; body: Record<string, unknown> }[]> {
  const { port, hostname } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      let rest = Buffer.concat(chunks).toString('latin1');
      const answers: { status: number; body: Record<string, unknown> }[] = [];
      while (rest.startsWith('HTTP/1.1 ')) {
        const end = rest.indexOf('\r\n\r\n');
        const head = rest.slice(0, end);
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        const text = Buffer.from(rest.slice(end + 4, end + 4 + length), 'latin1').toString('utf8');
        answers.push({ status: Number(head.slice(9, 12)), body: JSON.parse(text) });
        rest = rest.slice(end + 4 + length);
      }
      resolve(answers);
    });
  });
}

function expectEnvelopes(answers: { status: number; body: Record<string, unknown> }[]) {
  expect(answers.length).toBeGreaterThan(0);
  for (const answer of answers) {
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: ErrorCode.badRequest });
    expect(String(answer.body.message)).toMatch(CHINESE);
  }
}

describe('values whose printing throws', () => {
  it('logOn with an object that claims a toString', async () => {
    const answer = await new TestClient(server).post('/api/auth/logOn', {
      userName: { toString: 'x' },
      password: 'a',
    });
    expectRefusal(answer, '用户名应为文本');
  });

  it('voucher save with an object whose toString is not a function', async () => {
    const b = body('2026-03-01', simple()) as Record<string, unknown>;
    await refusedWith(
      server,
      async () => {
        const answer = await users.zhidan.post('/api/voucher/save', { ...b, voucherDate: { toString: 'x' } });
        expectRefusal(answer, '凭证日期应为文本');
        return answer;
      },
      /凭证日期/,
    );
  });

  it('an amount sent as an object', async () => {
    const b = body('2026-03-01', simple());
    const entry = (b.entries as Record<string, unknown>[])[0] as Record<string, unknown>;
    entry.debitAmount = { toString: 'x', valueOf: 1 };
    await refusedWith(
      server,
      async () => {
        const answer = await users.zhidan.post('/api/voucher/save', b);
        expectRefusal(answer, '第1行：借方金额应为文本');
        return answer;
      },
      /借方金额/,
    );
  });
});

describe('bodies the parser cannot take', () => {
  it('a 100,000-deep nested JSON body', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expectRefusal(await new TestClient(server).post('/api/auth/logOn', deep));
    const deepObject = `{"userName":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)},"password":"a"}`;
    expectRefusal(await users.zhidan.post('/api/voucher/save', deepObject));
  });
});

describe('text the database cannot store', () => {
  it.each([
    ['U+0000', 'a\u0000b'],
    ['a lone surrogate', 'a\ud800b'],
  ])('a summary containing %s is refused and writes nothing', async (_, summary) => {
    await refusedWith(
      server,
      async () => {
        const answer = await users.zhidan.post(
          '/api/voucher/save',
          body('2026-03-01', simple('5.00', summary)),
        );
        // The field reads 摘要 once the voucher routes serve their contract (labels); 第1行 either way.
        expectRefusal(answer, /^第1行：\S+含有无法保存的字符/);
        return answer;
      },
      /无法保存的字符/,
    );
  });

  it('a lone surrogate in a login name is refused, not a 500', async () => {
    expectRefusal(
      await new TestClient(server).post('/api/auth/logOn', { userName: 'a\udc00', password: 'x' }),
    );
  });
});

describe("Fastify's own 400s wear the envelope", () => {
  it('a URL that does not decode', async () => {
    expectEnvelopes(await raw('GET /%c0%ae%c0%ae/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
  });

  it('a Content-Length shorter than the body', async () => {
    const payload = '{"userName":"admin","password":"x"}';
    expectEnvelopes(
      await raw(
        `POST /api/auth/logOn HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n${payload}`,
      ),
    );
  });
});
