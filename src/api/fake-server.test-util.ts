// A scripted API server for the client's tests. It checks signatures exactly as DESIGN §4 says,
// with node:crypto and its own canonical JSON, so a bug shared with signer.ts cannot hide.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** What the signature must cover: query, JSON body or multipart text fields; {} when none. */
  payload: Record<string, unknown>;
  /** Names of multipart file fields. */
  files: string[];
  /** 'valid', 'unsigned' (a login-free path) or why verification failed. */
  signature: string;
}

export interface Reply {
  status?: number;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

export type Script = (seen: Seen) => Reply | undefined;

export interface FakeServer {
  url: string;
  seen: Seen[];
  /** The fake server's clock runs this many ms ahead of the machine's. */
  skewMs: number;
  now(): number;
  /** Answers for calls past the signature and clock checks; undefined falls back to an ok echo. */
  script: Script;
  /** Issues a session as POST /api/auth/logOn would. */
  login(): { userToken: string; newghencryptkey: string; newghdecryptkey: string; redirectUrl: string };
  close(): Promise<void>;
}

export const unsignedFakePaths = new Set(['/api/auth/logOn', '/api/auth/getValidateCode', '/api/health']);

/** Written apart from core/contracts/sign.ts on purpose. */
function sortedJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return JSON.stringify(sort(value));
}

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function ok(data: unknown = null, message = '成功'): Reply {
  return { status: 200, body: { success: true, errorCode: 0, message, data } };
}

export function refuse(errorCode: number, message: string, data: unknown = null, status = 400): Reply {
  return { status, body: { success: false, errorCode, message, data } };
}

function header(headers: IncomingHttpHeaders, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

function verify(seen: Seen, sessions: Map<string, string>): string {
  const h = seen.headers;
  const token = header(h, 'token');
  const key = sessions.get(token);
  if (!key) return 'unknown token';
  if (header(h, 'authorization') !== `Bearer ${token}`) return 'authorization differs from token';
  if (header(h, 'x-requested-with') !== 'XMLHttpRequest') return 'missing X-Requested-With';
  if (!/^\d+$/.test(header(h, 'timestamp'))) return 'bad timestamp';
  if (!uuidV4.test(header(h, 'nonce'))) return 'nonce is not a uuid v4';
  const text = [
    seen.method,
    seen.path,
    header(h, 'timestamp'),
    header(h, 'nonce'),
    sortedJson(seen.payload),
  ].join('\n');
  const expected = createHmac('sha256', Buffer.from(key, 'base64')).update(text).digest('hex');
  return expected === header(h, 'sign') ? 'valid' : 'signature mismatch';
}

async function readSeen(req: IncomingMessage): Promise<Seen> {
  const url = new URL(req.url ?? '/', 'http://fake');
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = header(req.headers, 'content-type');
  const query = Object.fromEntries(url.searchParams);
  let payload: Record<string, unknown> = req.method === 'GET' ? query : {};
  const files: string[] = [];
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else files.push(name);
    }
    payload = fields;
  } else if (raw.length > 0) {
    payload = JSON.parse(raw.toString('utf8'));
  }
  return {
    method: req.method ?? '',
    path: url.pathname,
    query,
    headers: req.headers,
    payload,
    files,
    signature: '',
  };
}

export async function startFakeServer(): Promise<FakeServer> {
  const sessions = new Map<string, string>();
  const fake: FakeServer = {
    url: '',
    seen: [],
    skewMs: 0,
    now: () => Date.now() + fake.skewMs,
    script: () => undefined,
    login() {
      const userToken = randomBytes(16).toString('hex');
      const newghencryptkey = randomBytes(32).toString('base64');
      sessions.set(userToken, newghencryptkey);
      return {
        userToken,
        newghencryptkey,
        newghdecryptkey: randomBytes(32).toString('base64'),
        redirectUrl: '/',
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  function answer(seen: Seen): Reply {
    if (seen.path === '/api/auth/logOn') return ok(fake.login());
    if (seen.signature !== 'valid' && seen.signature !== 'unsigned') {
      return seen.signature === 'unknown token' ? refuse(4013, '登录信息无效') : refuse(4011, seen.signature);
    }
    if (seen.signature === 'valid') {
      const skew = Math.abs(Number(header(seen.headers, 'timestamp')) - fake.now());
      if (skew > 300_000) return refuse(4015, '时间不一致', { timeStamp: fake.now() });
    }
    return fake.script(seen) ?? ok({ echo: seen.payload });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const seen = await readSeen(req);
    seen.signature = unsignedFakePaths.has(seen.path) ? 'unsigned' : verify(seen, sessions);
    fake.seen.push(seen);
    const reply = answer(seen);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed) return;
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null);
    // The Date header follows the fake clock, as a real server's would.
    res.writeHead(reply.status ?? 200, {
      'content-type': 'application/json; charset=utf-8',
      date: new Date(fake.now()).toUTCString(),
      ...reply.headers,
    });
    res.end(text);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
