import { number, object, string } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, ClientCode, isNetworkError } from './api-error';
import { createApiClient } from './client';
import { createClock } from './clock';
import { ok, refuse, startFakeServer } from './fake-server.test-util';
import { downloadVia, getVia, type Harness, harness, postVia } from './harness.test-util';
import { recordingEffects } from './recording-effects.test-util';
import { createSessionStore } from './session-store';
import { memoryStorage } from './storage';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let h: Harness;
beforeEach(async () => {
  h = await harness();
});
afterEach(async () => {
  await h.close();
});

function last() {
  const seen = h.fake.seen.at(-1);
  if (!seen) throw new Error('the fake server saw nothing');
  return seen;
}

describe('signed requests', () => {
  it('GET with a query: all headers, signature over the query as strings', async () => {
    const data = await getVia(h.client, '/api/voucher/list', {
      year: 2024,
      month: 3,
      status: undefined,
      q: '凭证 a&b',
    });
    const seen = last();
    expect(seen.signature).toBe('valid');
    expect(seen.query).toEqual({ year: '2024', month: '3', q: '凭证 a&b' });
    expect(data).toEqual({ echo: { year: '2024', month: '3', q: '凭证 a&b' } });
    const token = h.session.token();
    expect(seen.headers.authorization).toBe(`Bearer ${token}`);
    expect(seen.headers.token).toBe(token);
    expect(seen.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(seen.headers.nonce).toMatch(uuidV4);
    expect(Math.abs(Number(seen.headers.timestamp) - Date.now())).toBeLessThan(5_000);
  });

  it('POST JSON: the nested body is signed with sorted keys', async () => {
    const body = {
      z: 1,
      entries: [{ summary: '摘要', debitAmount: '1.00', code: '101' }],
      a: { y: true, b: null },
    };
    await postVia(h.client, '/api/voucher/save', body);
    expect(last().signature).toBe('valid');
    expect(last().payload).toEqual(body);
    expect(last().headers['content-type']).toBe('application/json');
  });

  it('POST without a body signs {}', async () => {
    await postVia(h.client, '/api/auth/logOut');
    expect(last().signature).toBe('valid');
    expect(last().payload).toEqual({});
  });

  it('multipart: the text fields are signed, the file is not', async () => {
    const form = new FormData();
    form.append('dataId', '42');
    form.append('attachmentsType', '1');
    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), '发票.pdf');
    await h.client.replay('/api/fileRelation/fileUpload', form);
    expect(last().signature).toBe('valid');
    expect(last().payload).toEqual({ dataId: '42', attachmentsType: '1' });
    expect(last().files).toEqual(['file']);
  });

  it('accepts spec paths without the leading slash', async () => {
    await getVia(h.client, 'api/zt/list');
    expect(last().path).toBe('/api/zt/list');
    expect(last().signature).toBe('valid');
  });

  it('sends login-free paths unsigned, and logOn works before any session', async () => {
    h.session.clear();
    const login: { userToken: string } = await postVia(h.client, '/api/auth/logOn', {
      userName: 'a',
      password: 'b',
      code: '1234',
      codeKey: 'k',
    });
    expect(last().signature).toBe('unsigned');
    expect(last().headers.sign).toBeUndefined();
    expect(typeof login.userToken).toBe('string');
  });
});

describe('idempotency keys', () => {
  it('every write gets a fresh uuid v4; a GET gets none', async () => {
    await getVia(h.client, '/api/zt/list');
    expect(last().headers['idempotency-key']).toBeUndefined();
    await postVia(h.client, '/api/voucher/delete', { ids: ['1'] });
    const first = last().headers['idempotency-key'];
    await postVia(h.client, '/api/voucher/delete', { ids: ['1'] });
    expect(first).toMatch(uuidV4);
    expect(last().headers['idempotency-key']).toMatch(uuidV4);
    expect(last().headers['idempotency-key']).not.toBe(first);
    await h.client.replay('/api/fileRelation/upload', new FormData());
    expect(last().headers['idempotency-key']).toMatch(uuidV4);
  });

  it('uses the key the outbox passes', async () => {
    const key = '6f1c1e2a-3b4c-4d5e-8f60-718293a4b5c6';
    await postVia(h.client, '/api/voucher/save', { id: 'v1' }, { idempotencyKey: key });
    expect(last().headers['idempotency-key']).toBe(key);
    await h.client.replay('/api/fileRelation/upload', new FormData(), { idempotencyKey: key });
    expect(last().headers['idempotency-key']).toBe(key);
  });
});

describe('server clock', () => {
  it('after a 4015 the next call is stamped within 300 s of the skewed server clock', async () => {
    h.fake.skewMs = 3_600_000;
    const first = await getVia(h.client, '/api/zt/list').catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ApiError);
    expect((first as ApiError).code).toBe(4015);
    await getVia(h.client, '/api/zt/list');
    expect(last().signature).toBe('valid');
    expect(Math.abs(Number(last().headers.timestamp) - h.fake.now())).toBeLessThan(300_000);
    expect(Math.abs(h.clock.offsetMs() - 3_600_000)).toBeLessThan(2_000);
  });

  it('learns a large offset from the Date header alone', async () => {
    h.fake.skewMs = -600_000;
    await getVia(h.client, '/api/health');
    expect(Math.abs(h.clock.offsetMs() + 600_000)).toBeLessThan(2_000);
    await getVia(h.client, '/api/zt/list');
    expect(last().signature).toBe('valid');
  });
});

describe('faults and failures', () => {
  it('HTTP 500: red notice, rejects with status 500 and closes the mask', async () => {
    h.fake.script = () => ({ status: 500, body: 'boom' });
    const error = await getVia(h.client, '/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 500, code: ClientCode.httpFault, retryable: true });
    expect(h.rec.visible()).toEqual([
      { type: 'notify', notice: { color: 'red', message: '服务器异常,请稍后重试', autoClose: 5000 } },
    ]);
    expect(h.rec.depth()).toBe(0);
  });

  it('HTTP 404: notice 5 s that the content does not exist', async () => {
    h.fake.script = () => ({ status: 404, body: { message: 'Not Found' } });
    const error = await getVia(h.client, '/api/voucher/get', { id: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 404, retryable: false });
    expect(h.rec.visible()).toEqual([
      {
        type: 'notify',
        notice: { color: 'yellow', message: '请求的内容不存在，可能已被删除或移动', autoClose: 5000 },
      },
    ]);
  });

  it('network failure: the mask closes, nothing is shown, a network ApiError', async () => {
    await h.fake.close();
    const error = await postVia(h.client, '/api/voucher/save', { id: 'v' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: -1, kind: 'network', networkError: true, retryable: true });
    expect(isNetworkError(error)).toBe(true);
    expect(h.rec.log).toEqual([
      { type: 'loading', delta: 1 },
      { type: 'loading', delta: -1 },
    ]);
  });

  it('timeout: aborts after the configured time with a network ApiError', async () => {
    const t = await harness({ timeoutMs: 100 });
    try {
      t.fake.script = () => ({ ...ok(), delayMs: 1_000 });
      const started = Date.now();
      const error = await getVia(t.client, '/api/slow').catch((e: unknown) => e);
      expect(error).toMatchObject({ code: -1, kind: 'timeout', networkError: true });
      expect(Date.now() - started).toBeLessThan(900);
      expect(t.rec.depth()).toBe(0);
    } finally {
      await t.close();
    }
  });

  it("the caller's signal aborts the call", async () => {
    h.fake.script = () => ({ ...ok(), delayMs: 1_000 });
    const controller = new AbortController();
    const pending = getVia(h.client, '/api/slow', undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted', code: -1 });
  });

  it('an answer that is not an envelope rejects as invalid', async () => {
    h.fake.script = () => ({ status: 200, body: '<html>proxy login</html>' });
    await expect(getVia(h.client, '/api/x')).rejects.toMatchObject({
      kind: 'invalid',
      code: ClientCode.badResponse,
    });
  });
});

describe('data', () => {
  const Row = object({ code: string(), level: number() });

  it('validates and coerces with the given struct', async () => {
    h.fake.script = () => ok({ code: '101', level: 1 });
    await expect(getVia(h.client, '/api/subject/one', undefined, { struct: Row })).resolves.toEqual({
      code: '101',
      level: 1,
    });
  });

  it('a struct mismatch rejects and says where', async () => {
    h.fake.script = () => ok({ code: 101, level: 1 });
    const error = await getVia(h.client, '/api/subject/one', undefined, { struct: Row }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'invalid', code: ClientCode.badResponse });
    expect((error as ApiError).message).toContain('code');
  });

  it('raw returns the envelope of a refusal instead of rejecting', async () => {
    h.fake.script = () => refuse(4001, '本月已结账');
    const envelope = await postVia(h.client, '/api/voucher/save', {}, { raw: true });
    expect(envelope).toEqual({ success: false, errorCode: 4001, message: '本月已结账', data: null });
  });

  it('loading: false shows no mask', async () => {
    await getVia(h.client, '/api/zt/list', undefined, { loading: false });
    expect(h.rec.log).toEqual([]);
  });

  it('download returns the bytes and the file name; a refusal still rejects', async () => {
    h.fake.script = () => ({
      status: 200,
      body: 'a,b\n1,2\n',
      headers: {
        'content-type': 'text/csv',
        'content-disposition': `attachment; filename="x.csv"; filename*=UTF-8''${encodeURIComponent('余额表.csv')}`,
      },
    });
    const file = await downloadVia(h.client, '/api/fileRelation/download', { id: '7' });
    expect(last().signature).toBe('valid');
    expect(file.fileName).toBe('余额表.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
    h.fake.script = () => refuse(4001, '文件不存在');
    await expect(downloadVia(h.client, '/api/fileRelation/download', { id: '8' })).rejects.toMatchObject({
      code: 4001,
    });
  });
});

describe('transport options', () => {
  it('sends credentials only with single sign-on', async () => {
    const fake = await startFakeServer();
    try {
      const seen: Array<RequestCredentials | undefined> = [];
      const spy: typeof fetch = (input, init) => {
        seen.push(init?.credentials);
        return fetch(input, init);
      };
      for (const sso of [true, false]) {
        const client = createApiClient({
          baseUrl: fake.url,
          fetch: spy,
          effects: recordingEffects().effects,
          session: createSessionStore(memoryStorage()),
          clock: createClock({ storage: memoryStorage() }),
          sso,
        });
        await getVia(client, '/api/health');
      }
      expect(seen).toEqual(['include', 'same-origin']);
    } finally {
      await fake.close();
    }
  });
});
