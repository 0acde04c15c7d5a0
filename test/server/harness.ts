// Starts the real server for a test file: a fresh database (in-memory PGlite, or a throwaway
// database on the PostgreSQL server named by DATABASE_URL), the demo organisation, and a listening
// port. TestClient signs requests with node:crypto, independently of the browser client.
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import { type DatabaseHandle, openDatabase } from '../../server/db/database.ts';
import { seedDatabase } from '../../server/seed/index.ts';
import type { Envelope } from '../../src/core/contracts/errors.ts';
import { signingString } from '../../src/core/contracts/sign.ts';
import { createDatabase, dropDatabase, dumpOf, templateFor, withDatabase } from './db-template.ts';

export const ADMIN_PASSWORD = 'Admin2026x';
export const DEMO_PASSWORD = 'Demo2026';

export interface TestServer {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: ServerConfig;
  url: string;
  /**
   * Advances the server's clock (sessions, skew) without touching the machine's; frozenAt stops it
   * there (tests of waits that real time, on a loaded machine, would otherwise eat into).
   */
  clock: { offsetMs: number; frozenAt?: number | undefined };
  close(): Promise<void>;
}

/** A throwaway database on the PostgreSQL server of DATABASE_URL (from the template when given). */
async function freshDatabaseUrl(
  template?: string,
): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const name = `uf_test_${process.pid}_${randomUUID().slice(0, 8)}`;
  await createDatabase(base, name, template);
  return { url: withDatabase(base, name), drop: () => dropDatabase(base, name) };
}

export interface StartOptions {
  /** Adds test-only routes before the server listens. */
  routes?: (app: FastifyInstance) => void;
}

export async function startServer(
  overrides: Partial<ServerConfig> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  const defaults = loadConfig({}, []);
  const seed = {
    demo: overrides.demo ?? defaults.demo,
    adminPassword: overrides.adminPassword ?? ADMIN_PASSWORD,
  };
  // The run's template (global-setup.ts), unless this file seeds otherwise or keeps a data folder.
  const template = (overrides.dataDir ?? 'memory://') === 'memory://' ? templateFor(seed) : null;
  const database = await freshDatabaseUrl(template?.database);
  const config: ServerConfig = {
    ...defaults,
    databaseUrl: database.url,
    dataDir: 'memory://',
    captcha: false,
    staticDir: null,
    ...seed,
    ...overrides,
  };
  // Each server keeps its attachments in a folder of its own, removed with it.
  const ownFiles = overrides.filesDir === undefined;
  if (ownFiles) config.filesDir = await mkdtemp(join(tmpdir(), 'uf-files-'));
  const loadDataDir = template && !config.databaseUrl ? await dumpOf(template) : undefined;
  const handle = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  if (!template) await seedDatabase(handle.db, seed);
  const clock: TestServer['clock'] = { offsetMs: 0 };
  const app = await buildApp(
    { db: handle.db, dbKind: handle.kind, config },
    {
      logger: process.env.TEST_LOG ? { level: 'error' } : false,
      now: () => (clock.frozenAt ?? Date.now()) + clock.offsetMs,
    },
  );
  options.routes?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    handle,
    config,
    url: `http://127.0.0.1:${port}`,
    clock,
    close: async () => {
      await app.close();
      await handle.close();
      await database.drop();
      if (ownFiles) await rm(config.filesDir, { recursive: true, force: true });
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, string>;
}

/**
 * 'http': fetch, as a browser sends; 'inject': Fastify's inject, no socket; 'node-http': node:http
 * over kept-alive sockets, for load generators whose own CPU must stay small (fetch's streams and
 * header objects cost the voucher bench's writers 1.6 ms per save, node:http 1.0).
 */
export type Transport = 'http' | 'inject' | 'node-http';

const keptAlive = new http.Agent({ keepAlive: true });

export interface SendOptions {
  query?: Record<string, string>;
  body?: unknown;
  /** Replaces or removes (undefined) signed headers, to forge bad requests. */
  headers?: Record<string, string | undefined>;
  idempotencyKey?: string | null;
  timestamp?: number;
  nonce?: string;
  /** Signs this payload instead of the one sent (tampering). */
  signPayload?: unknown;
}

export class TestClient {
  token = '';
  signKey = '';

  constructor(
    readonly server: TestServer,
    readonly transport: Transport = 'http',
  ) {}

  static async login(server: TestServer, userName: string, password: string, transport: Transport = 'http') {
    const client = new TestClient(server, transport);
    const answer = await client.send<{ userToken: string; newghencryptkey: string }>(
      'POST',
      '/api/auth/logOn',
      {
        body: { userName, password },
      },
    );
    if (!answer.body.success) throw new Error(`login failed: ${answer.body.message}`);
    client.token = answer.body.data.userToken;
    client.signKey = answer.body.data.newghencryptkey;
    return client;
  }

  get<T = unknown>(path: string, query: Record<string, string> = {}, options: SendOptions = {}) {
    return this.send<T>('GET', path, { ...options, query });
  }

  post<T = unknown>(path: string, body: unknown = {}, options: SendOptions = {}) {
    return this.send<T>('POST', path, { ...options, body });
  }

  async send<T>(method: string, path: string, options: SendOptions = {}): Promise<Answer<T>> {
    const query = options.query ?? {};
    const search = new URLSearchParams(query).toString();
    const url = search ? `${path}?${search}` : path;
    const headers = this.signedHeaders(
      method,
      path,
      method === 'GET' ? query : (options.body ?? {}),
      options,
    );
    const raw =
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body);
    if (raw !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    if (this.transport === 'inject') return this.viaInject<T>(method, url, headers, raw);
    if (this.transport === 'node-http') return this.viaNodeHttp<T>(method, url, headers, raw);
    return this.viaHttp<T>(method, url, headers, raw);
  }

  /** The headers of a signed call (DESIGN §4) over `payload`, with the options' forgeries applied. */
  signedHeaders(method: string, path: string, payload: unknown, options: SendOptions = {}) {
    const headers: Record<string, string> = {};
    if (this.token) {
      const timestamp = String(options.timestamp ?? Date.now());
      const nonce = options.nonce ?? randomUUID();
      const sign = createHmac('sha256', Buffer.from(this.signKey, 'base64'))
        .update(signingString({ method, path, timestamp, nonce, payload: options.signPayload ?? payload }))
        .digest('hex');
      Object.assign(headers, {
        authorization: `Bearer ${this.token}`,
        token: this.token,
        timestamp,
        nonce,
        sign,
        'x-requested-with': 'XMLHttpRequest',
      });
      if (method !== 'GET' && options.idempotencyKey !== null) {
        headers['idempotency-key'] = options.idempotencyKey ?? randomUUID();
      }
    }
    for (const [k, v] of Object.entries(options.headers ?? {})) {
      if (v === undefined) delete headers[k];
      else headers[k] = v;
    }
    return headers;
  }

  /** A multipart POST over HTTP: its text fields are signed, its files are not (DESIGN §4). */
  async upload<T = unknown>(path: string, form: FormData, options: SendOptions = {}): Promise<Answer<T>> {
    const fields: Record<string, string> = {};
    for (const [k, v] of form.entries()) if (typeof v === 'string') fields[k] = v;
    const headers = this.signedHeaders('POST', path, fields, options);
    const response = await fetch(`${this.server.url}${path}`, { method: 'POST', headers, body: form });
    const text = await response.text();
    return {
      status: response.status,
      body: parseBody<T>(text),
      headers: Object.fromEntries(response.headers),
    };
  }

  private async viaHttp<T>(
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Answer<T>> {
    const response = await fetch(`${this.server.url}${url}`, { method, headers, body: body ?? null });
    const text = await response.text();
    return {
      status: response.status,
      body: parseBody<T>(text),
      headers: Object.fromEntries(response.headers),
    };
  }

  private viaNodeHttp<T>(
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Answer<T>> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${this.server.url}${url}`,
        { method, headers, agent: keptAlive },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: parseBody<T>(Buffer.concat(chunks).toString('utf8')),
              headers: Object.fromEntries(
                Object.entries(response.headers).map(([k, v]) => [
                  k,
                  Array.isArray(v) ? v.join(', ') : String(v),
                ]),
              ),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  private async viaInject<T>(
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Answer<T>> {
    const response = await this.server.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    const flat = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k, String(v)]));
    return { status: response.statusCode, body: parseBody<T>(response.body), headers: flat };
  }
}

function parseBody<T>(text: string): Envelope<T> {
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    return { success: false, errorCode: -1, message: text, data: null as T };
  }
}

export async function countRows(
  server: TestServer,
  table:
    | 'session'
    | 'idempotency'
    | 'request_log'
    | 'ledger_set'
    | 'request_nonce'
    | 'user_ledger_set'
    | 'department',
): Promise<number> {
  const row = await server.handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
