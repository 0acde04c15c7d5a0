// runWrite's cache refresh after a successful write: every table in the background by default,
// only the named tables (awaited) when given, none when false; a failed pull keeps the success.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ClientCode } from '../api/api-error';
import type { ApiClient } from '../api/client';
import { ErrorCode } from '../core/contracts/errors';
import { failureDisplay, REFUSAL_NOTICE_MS, runWrite, SUCCESS_NOTICE_MS } from './run-write';

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

describe('runWrite failure display (spec 000 §8)', () => {
  const business = (code: number, message: string, data?: unknown) =>
    new ApiError({ kind: 'business', code, message, status: 200, data });

  it.each([ErrorCode.badRequest, ErrorCode.refused, ErrorCode.conflict])(
    '%i is a red notice with the server message, not a dialog',
    (code) => {
      expect(failureDisplay(business(code, '科目已被使用'))).toEqual({
        kind: 'notice',
        color: 'red',
        message: '科目已被使用',
      });
    },
  );

  it('stacks the 4003 lines under the message', () => {
    const shown = failureDisplay(
      business(ErrorCode.validationList, '数据校验未通过', [{ message: '名称不能为空' }]),
    );
    expect(shown).toEqual({ kind: 'notice', color: 'red', message: '数据校验未通过\n名称不能为空' });
  });

  it('shows 4016 in the 操作错误 dialog, nothing for session ends, a dialog when no answer came', () => {
    expect(failureDisplay(business(ErrorCode.operation, '期初未确认'))).toMatchObject({
      kind: 'dialog',
      title: '操作错误',
    });
    expect(failureDisplay(business(ErrorCode.sessionIdle, '长时间未操作'))).toEqual({ kind: 'none' });
    const offline = new ApiError({ kind: 'network', code: ClientCode.network, message: '网络连接失败' });
    expect(failureDisplay(offline)).toEqual({ kind: 'dialog', title: '操作失败', message: '网络连接失败' });
  });

  it('closes success notices after 3 s and refusals after 5 s', () => {
    expect(SUCCESS_NOTICE_MS).toBe(3_000);
    expect(REFUSAL_NOTICE_MS).toBe(5_000);
  });
});
