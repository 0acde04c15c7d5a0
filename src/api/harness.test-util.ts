// One logged-in client against a fresh fake server, with recording effects and in-memory storage.
import { any } from 'superstruct';
import { download, type FileAnswer, get, post } from '../core/contracts/contract';
import { type ApiClient, type ApiClientOptions, createApiClient } from './client';
import { type Clock, createClock } from './clock';
import { type FakeServer, startFakeServer } from './fake-server.test-util';
import { type Recorder, recordingEffects } from './recording-effects.test-util';
import { createSessionStore, type SessionStore } from './session-store';
import { type KeyValueStorage, memoryStorage } from './storage';

export interface Harness {
  fake: FakeServer;
  rec: Recorder;
  session: SessionStore;
  clock: Clock;
  clockStorage: KeyValueStorage;
  client: ApiClient;
  close(): Promise<void>;
}

export async function harness(
  options: { loggedIn?: boolean } & Partial<
    Pick<ApiClientOptions, 'timeoutMs' | 'now' | 'fetch' | 'sso'>
  > = {},
): Promise<Harness> {
  const fake = await startFakeServer();
  const rec = recordingEffects();
  const session = createSessionStore(memoryStorage());
  const clockStorage = memoryStorage();
  const clock = createClock({ storage: clockStorage });
  if (options.loggedIn ?? true) session.setLogin(fake.login());
  const client = createApiClient({
    baseUrl: fake.url,
    effects: rec.effects,
    session,
    clock,
    timeoutMs: options.timeoutMs,
    now: options.now,
    fetch: options.fetch,
    sso: options.sso,
  });
  return { fake, rec, session, clock, clockStorage, client, close: () => fake.close() };
}

/**
 * Calls of the client tests, to any path: an ad-hoc contract with no request checks (the client
 * never validates input; the server does). Screens call the contracts of src/core/contracts.
 */
// biome-ignore lint/suspicious/noExplicitAny: the options of either overload (plain or raw)
type Opts = Record<string, any>;
const anyInput = any();

export function getVia(client: ApiClient, path: string, query?: object, opts?: Opts): Promise<never> {
  return client.call(get(path, anyInput).answers<never>(), query ?? {}, opts as never) as Promise<never>;
}

export function postVia(client: ApiClient, path: string, body?: unknown, opts?: Opts): Promise<never> {
  return client.call(post(path, anyInput).answers<never>(), body ?? {}, opts as never) as Promise<never>;
}

export function downloadVia(client: ApiClient, path: string, query?: object): Promise<FileAnswer> {
  return client.call(download('GET', path, anyInput), query ?? {});
}
