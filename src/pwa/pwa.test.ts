import { describe, expect, it } from 'vitest';
import { type ChunkGuardEnv, handleChunkError, isChunkLoadError, RELOAD_THROTTLE_MS } from './chunk-guard';
import { anyFormDirty, onDirtyChange, setFormDirty } from './dirty-forms';
import { decideUpdate } from './update-policy';

function env(online = true) {
  const store = new Map<string, string>();
  let now = 1_000_000;
  let reloads = 0;
  const e: ChunkGuardEnv = {
    online: () => online,
    now: () => now,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    reload: () => {
      reloads++;
    },
  };
  return { e, reloads: () => reloads, advance: (ms: number) => (now += ms) };
}

describe('chunk-load guard', () => {
  it('recognises chunk failures of Vite, webpack-style and browsers', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x-1.js')),
    ).toBe(true);
    expect(
      isChunkLoadError(Object.assign(new Error('Loading chunk 3 failed'), { name: 'ChunkLoadError' })),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('reloads once, then not again inside the throttle window', () => {
    const t = env();
    const error = new Error('Failed to fetch dynamically imported module');
    expect(handleChunkError(error, t.e)).toBe(true);
    expect(handleChunkError(error, t.e)).toBe(false);
    t.advance(RELOAD_THROTTLE_MS + 1);
    expect(handleChunkError(error, t.e)).toBe(true);
    expect(t.reloads()).toBe(2);
  });

  it('never reloads offline, nor for other errors', () => {
    const offline = env(false);
    expect(handleChunkError(new Error('ChunkLoadError'), offline.e)).toBe(false);
    const online = env();
    expect(handleChunkError(new Error('boom'), online.e)).toBe(false);
    expect(offline.reloads() + online.reloads()).toBe(0);
  });
});

describe('update policy', () => {
  it('applies only with no dirty form and an idle outbox', () => {
    expect(decideUpdate({ formDirty: false, outboxSending: false })).toEqual({ apply: true });
    expect(decideUpdate({ formDirty: true, outboxSending: false })).toMatchObject({ apply: false });
    expect(decideUpdate({ formDirty: false, outboxSending: true })).toMatchObject({ apply: false });
  });

  it('tracks dirty forms and tells listeners only on change', () => {
    let calls = 0;
    const off = onDirtyChange(() => calls++);
    setFormDirty('voucher', true);
    setFormDirty('voucher', true);
    expect(anyFormDirty()).toBe(true);
    setFormDirty('voucher', false);
    expect(anyFormDirty()).toBe(false);
    off();
    expect(calls).toBe(2);
  });
});
