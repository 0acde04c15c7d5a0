import { describe, expect, it, vi } from 'vitest';
import { watchUsbKey } from './usb-key';

function fakeTimer() {
  let fn: (() => void) | null = null;
  return {
    setInterval: (f: () => void, ms: number) => {
      expect(ms).toBe(10_000);
      fn = f;
      return 1;
    },
    clearInterval: vi.fn(),
    tick: async () => {
      fn?.();
      // Let the checker's promise settle.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('watchUsbKey', () => {
  it('stays quiet while the key is present', async () => {
    const timer = fakeTimer();
    const onMissing = vi.fn();
    watchUsbKey({ checker: async () => true, intervalMs: 10_000, onMissing, ...timer });
    await timer.tick();
    await timer.tick();
    expect(onMissing).not.toHaveBeenCalled();
  });

  it('reports a missing key once and stops', async () => {
    const timer = fakeTimer();
    const onMissing = vi.fn();
    let present = true;
    watchUsbKey({ checker: async () => present, intervalMs: 10_000, onMissing, ...timer });
    await timer.tick();
    present = false;
    await timer.tick();
    await timer.tick();
    expect(onMissing).toHaveBeenCalledTimes(1);
    expect(timer.clearInterval).toHaveBeenCalled();
  });

  it('treats a failing checker as a missing key', async () => {
    const timer = fakeTimer();
    const onMissing = vi.fn();
    watchUsbKey({
      checker: async () => {
        throw new Error('driver gone');
      },
      intervalMs: 10_000,
      onMissing,
      ...timer,
    });
    await timer.tick();
    expect(onMissing).toHaveBeenCalledTimes(1);
  });

  it('does nothing after being stopped', async () => {
    const timer = fakeTimer();
    const onMissing = vi.fn();
    const stop = watchUsbKey({ checker: async () => false, intervalMs: 10_000, onMissing, ...timer });
    stop();
    await timer.tick();
    expect(onMissing).not.toHaveBeenCalled();
  });
});
