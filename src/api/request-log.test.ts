import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from './fake-server.test-util';
import { getVia, type Harness, harness } from './harness.test-util';

let h: Harness;
beforeEach(async () => {
  h = await harness();
});
afterEach(async () => {
  await h.close();
});

const logsOf = (hh: Harness) => hh.fake.seen.filter((s) => s.path === '/api/auth/requestLog');

describe('request log (spec 000 §7.6)', () => {
  it('a call slower than 500 ms is logged once, signed, without the loading mask', async () => {
    h.session.setUserInfo({ onRequestLog: true });
    h.fake.script = (seen) => (seen.path === '/api/ledger/balance' ? { ...ok([]), delayMs: 600 } : undefined);
    await getVia(h.client, '/api/ledger/balance', { year: 2024 });
    await vi.waitFor(() => expect(logsOf(h)).toHaveLength(1));
    const [log] = logsOf(h);
    expect(log?.signature).toBe('valid');
    expect(log?.payload).toMatchObject({
      url: '/voucher/list?month=3',
      interfaceUrl: '/api/ledger/balance',
      requestLogType: 2,
    });
    const { beginTime, endTime, timeSpan = 0 } = (log?.payload ?? {}) as Record<string, number | string>;
    // Epoch milliseconds (the server takes them as numbers or text).
    expect(String(beginTime)).toMatch(/^\d{13}$/);
    expect(Number(timeSpan)).toBeGreaterThanOrEqual(500);
    expect(Number(endTime) - Number(beginTime)).toBe(timeSpan);
    // The one mask is the slow call's own; the log post has none.
    expect(h.rec.log.filter((e) => e.type === 'loading')).toHaveLength(2);
    // The log call itself is never logged, and nothing else follows.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logsOf(h)).toHaveLength(1);
  });

  it('nothing is logged when onRequestLog is off', async () => {
    h.fake.script = () => ({ ...ok(), delayMs: 600 });
    await getVia(h.client, '/api/ledger/balance');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logsOf(h)).toHaveLength(0);
  });

  it('a fast call is not logged', async () => {
    h.session.setUserInfo({ onRequestLog: true });
    await getVia(h.client, '/api/zt/list');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logsOf(h)).toHaveLength(0);
  });

  it('a slow log post does not log itself', async () => {
    h.session.setUserInfo({ onRequestLog: true });
    h.fake.script = () => ({ ...ok(), delayMs: 600 });
    await getVia(h.client, '/api/ledger/balance');
    await vi.waitFor(() => expect(logsOf(h)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(logsOf(h)).toHaveLength(1);
  });

  it('a page load over 1500 ms is logged as type 1; a quicker one is not', async () => {
    h.session.setUserInfo({ onRequestLog: true });
    h.client.logPageLoad(1_200);
    h.client.logPageLoad(2_000);
    await vi.waitFor(() => expect(logsOf(h)).toHaveLength(1));
    expect(logsOf(h)[0]?.payload).toMatchObject({
      requestLogType: 1,
      timeSpan: 2_000,
      url: '/voucher/list?month=3',
    });
  });

  it('a page load is not logged when onRequestLog is off', async () => {
    h.client.logPageLoad(5_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logsOf(h)).toHaveLength(0);
  });
});
