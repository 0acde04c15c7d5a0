// Renders a settings screen against a scripted backend: the real request client (signing,
// envelope, error policy) over a fetch that answers by method and path, recording every call.
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { createApiClient } from '../api/client';
import { createClock } from '../api/clock';
import { type Recorder, recordingEffects } from '../api/recording-effects.test-util';
import { createSessionStore } from '../api/session-store';
import { memoryStorage } from '../api/storage';
import type { RouteEntry } from '../core/routes/types';
import { AppProviders } from './providers';
import { type ScreenServices, ServicesProvider } from './services';

export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  data?: unknown;
  /** A refusal: success false with this code and message. */
  refuse?: { errorCode: number; message: string };
  /** No answer at all, as when the network is down. */
  unreachable?: boolean;
}

export type FakeHandler = (call: FakeCall) => FakeAnswer | undefined;

export function fakeFetch(handler: FakeHandler) {
  const calls: FakeCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://local');
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handler(call);
    if (answer?.unreachable) throw new TypeError('Failed to fetch');
    const envelope = answer?.refuse
      ? { success: false, errorCode: answer.refuse.errorCode, message: answer.refuse.message, data: null }
      : { success: true, errorCode: 0, message: '', data: answer?.data ?? null };
    return new Response(JSON.stringify(envelope), {
      status: answer?.refuse ? 400 : 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, fetch };
}

export function screenProps(title: string, path = '/test') {
  return {
    route: { title, path } as unknown as RouteEntry,
    params: {},
    search: {},
    active: true,
  };
}

/**
 * A logged-in request client (the real one, recording its effects) talking to `handler`; `path`
 * is where the recorded effects say the app is.
 */
export function backend(handler: FakeHandler, path = '/test') {
  const { calls, fetch } = fakeFetch(handler);
  const session = createSessionStore(memoryStorage());
  session.setLogin({
    userToken: 't',
    newghencryptkey: btoa('k'.repeat(32)),
    newghdecryptkey: 'd',
    redirectUrl: '',
  });
  const rec = recordingEffects(path);
  const clock = createClock({ storage: memoryStorage() });
  const api = createApiClient({ baseUrl: '', effects: rec.effects, session, clock, fetch });
  const services: ScreenServices = {
    api,
    session,
    clock,
    effects: rec.effects,
  };
  return { api, session, services, calls, rec };
}

/** Renders `ui` inside the app's providers with a logged-in client talking to `handler`. */
export function renderWithBackend(ui: ReactElement, handler: FakeHandler) {
  const { services, calls, rec } = backend(handler);
  const view = render(
    <AppProviders env="test">
      <ServicesProvider services={services}>{ui}</ServicesProvider>
    </AppProviders>,
  );
  return { ...view, calls, rec };
}

/** The calls that changed something, as [path, body]. */
export const writes = (calls: readonly FakeCall[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body] as const);

/**
 * The server's refusal shows once: as runWrite's red notice (spec 000 §8: 4000/4001/4002 are a
 * red notice with the server's message), not in a dialog, and not also as the request layer's
 * notice (the write was quiet). Resolves with the notice.
 */
export async function expectRefusedOnce(rec: Recorder, message: string): Promise<HTMLElement> {
  const text = await screen.findByText(message);
  const notice = text.closest('[data-notice-color]') as HTMLElement | null;
  expect(notice?.getAttribute('data-notice-color')).toBe('red');
  expect(screen.queryByRole('dialog', { name: '操作未完成' })).toBeNull();
  expect(screen.getAllByText(message)).toHaveLength(1);
  expect(rec.visible()).toEqual([]);
  return notice as HTMLElement;
}
