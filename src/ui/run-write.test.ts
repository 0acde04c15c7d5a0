// runWrite's cache refresh after a successful write: every table in the background by default,
// only the named tables (awaited) when given, none when false; a failed pull keeps the success.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { runWrite } from './run-write';

const local = vi.hoisted(() => ({
  refresh: vi.fn(async (_force?: boolean) => []),
  pullReference: vi.fn(async (_db: unknown, _api: unknown, _table: string) => 1),
  db: { name: 'cache' },
}));

vi.mock('../local', async (original) => ({
  ...(await original<typeof import('../local')>()),
  activeLocalSync: () => ({ db: local.db, refresh: local.refresh }),
  pullReference: local.pullReference,
}));

const api = { name: 'api' } as unknown as ApiClient;

afterEach(() => {
  local.refresh.mockClear();
  local.pullReference.mockReset();
  local.pullReference.mockImplementation(async () => 1);
});

describe('runWrite cache refresh', () => {
  it('pulls every table by default, without waiting for it', async () => {
    await expect(runWrite({ action: '保存' }, async () => 'ok')).resolves.toBe('ok');
    expect(local.refresh).toHaveBeenCalledWith(true);
    expect(local.pullReference).not.toHaveBeenCalled();
  });

  it('pulls only the named tables, and has done so when it resolves', async () => {
    const pulled: string[] = [];
    local.pullReference.mockImplementation(async (_db, _api, table) => {
      await new Promise((r) => setTimeout(r, 5));
      pulled.push(table);
      return 1;
    });
    const answer = await runWrite(
      { action: '保存', refreshCaches: { api, tables: ['summaries', 'templates'] } },
      async () => true,
    );
    expect(answer).toBe(true);
    expect(pulled.sort()).toEqual(['summaries', 'templates']);
    expect(local.pullReference).toHaveBeenCalledWith(local.db, api, 'summaries');
    expect(local.refresh).not.toHaveBeenCalled();
  });

  it('pulls nothing when told not to', async () => {
    await runWrite({ action: '同步项目', refreshCaches: false }, async () => 1);
    expect(local.refresh).not.toHaveBeenCalled();
    expect(local.pullReference).not.toHaveBeenCalled();
  });

  it('keeps the success when a pull fails (the cache catches up later)', async () => {
    local.pullReference.mockRejectedValue(new Error('网络异常'));
    const answer = await runWrite(
      { action: '保存', refreshCaches: { api, tables: ['voucherTypes'] } },
      async () => 'saved',
    );
    expect(answer).toBe('saved');
  });
});
