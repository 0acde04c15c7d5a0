// @vitest-environment jsdom
import { authContracts } from '../../core/contracts/auth';
import '../../ui/dom-shims.test-util';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { createClock } from '../../api/clock';
import { createSessionStore } from '../../api/session-store';
import { memoryStorage } from '../../api/storage';
import { createLoadingStore } from '../../ui/loading-store';
import { AppProviders } from '../../ui/providers';
import { LoadingMask } from './LoadingMask';
import { createShellEffects, hrefOf } from './shell-effects';

function setup(path = '/final/welcome') {
  const loading = createLoadingStore();
  const navigate = vi.fn();
  const clearUserState = vi.fn();
  const location = { path };
  const effects = createShellEffects({
    loading,
    navigate,
    currentPath: () => location.path,
    clearUserState,
  });
  render(
    <AppProviders env="test">
      <LoadingMask store={loading} />
    </AppProviders>,
  );
  return { effects, loading, navigate, clearUserState, location };
}

describe('loading mask', () => {
  it('shows only after a short delay, and only while calls are running', async () => {
    const { effects } = setup();
    act(() => effects.loading(1));
    expect(screen.queryByText('正在处理，请稍候…')).toBeNull();
    await screen.findByText('正在处理，请稍候…', undefined, { timeout: 1_000 });
    act(() => effects.loading(1));
    act(() => effects.loading(-1));
    expect(screen.getByText('正在处理，请稍候…')).toBeTruthy();
    act(() => effects.loading(-1));
    await waitFor(() => expect(screen.queryByText('正在处理，请稍候…')).toBeNull());
  });

  it('never appears for a call faster than the delay', async () => {
    const { effects } = setup();
    act(() => effects.loading(1));
    act(() => effects.loading(-1));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(screen.queryByText('正在处理，请稍候…')).toBeNull();
  });
});

describe('notices', () => {
  it('shows the message in the colour asked for', async () => {
    const { effects } = setup();
    act(() => effects.notify({ color: 'red', message: '服务器异常,请稍后重试', autoClose: 5_000 }));
    const notice = await screen.findByText('服务器异常,请稍后重试');
    expect(notice.closest('[data-notice-color]')?.getAttribute('data-notice-color')).toBe('red');
    expect(screen.getByText('错误')).toBeTruthy();
  });

  it('stacks the lines of a 4003 answer in one notice', async () => {
    const { effects } = setup();
    act(() =>
      effects.notify({
        color: 'red',
        message: '数据校验未通过',
        autoClose: 5_000,
        lines: ['第1行：科目不能为空', '第2行：金额不能为空'],
      }),
    );
    await screen.findByText('数据校验未通过');
    const lines = document.querySelectorAll('[data-notice-line]');
    expect([...lines].map((l) => l.textContent)).toEqual(['第1行：科目不能为空', '第2行：金额不能为空']);
  });

  it('closes a notice after its autoClose time', async () => {
    const { effects } = setup();
    act(() => effects.notify({ color: 'yellow', message: '您已退出登录', autoClose: 200 }));
    await screen.findByText('您已退出登录');
    await waitFor(() => expect(screen.queryByText('您已退出登录')).toBeNull(), { timeout: 2_000 });
  });
});

describe('dialogs', () => {
  it('alert waits for 确定 and cannot be dismissed by clicking outside', async () => {
    const { effects } = setup();
    let closed = false;
    let promise: Promise<void> = Promise.resolve();
    act(() => {
      promise = effects
        .alert({ title: '警告', message: '没有该账套的权限', closeOnClickOutside: false })
        .then(() => {
          closed = true;
        });
    });
    await screen.findByText('没有该账套的权限');
    const overlay = document.querySelector('.mantine-Modal-overlay');
    expect(overlay).not.toBeNull();
    fireEvent.mouseDown(overlay as Element);
    fireEvent.click(overlay as Element);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    expect(screen.getByText('没有该账套的权限')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await act(() => promise);
    expect(closed).toBe(true);
  });

  it('errorDialog is titled 操作错误 and resolves on 确定', async () => {
    const { effects } = setup();
    let promise: Promise<void> = Promise.resolve();
    act(() => {
      promise = effects.errorDialog({ title: '操作错误', message: '本月已结账，不能保存凭证' });
    });
    await screen.findByText('本月已结账，不能保存凭证');
    expect(screen.getByText('操作错误')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await act(() => promise);
    await waitFor(() => expect(screen.queryByText('本月已结账，不能保存凭证')).toBeNull());
  });
});

describe('navigation and session end', () => {
  it('navigates with the query, pushing a new page and replacing the same one', () => {
    const { effects, navigate, location } = setup('/final/welcome');
    effects.navigate({ to: '/timeCalibration', search: { times: '123' } });
    expect(navigate).toHaveBeenLastCalledWith('/timeCalibration?times=123', false);
    location.path = '/timeCalibration?times=123';
    effects.navigate({ to: '/timeCalibration', search: { times: '456' } });
    expect(navigate).toHaveBeenLastCalledWith('/timeCalibration?times=456', true);
    effects.navigate({ to: '/login', replace: true, search: { redirect: '/a?b=1' } });
    expect(navigate).toHaveBeenLastCalledWith('/login?redirect=%2Fa%3Fb%3D1', true);
    expect(hrefOf({ to: '/x' })).toBe('/x');
  });

  it('logout clears the user state and closes open dialogs', async () => {
    const { effects, clearUserState } = setup();
    act(() => {
      void effects.alert({ title: '提示', message: '旧会话的对话框', closeOnClickOutside: false });
    });
    await screen.findByText('旧会话的对话框');
    act(() => effects.logout());
    expect(clearUserState).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('旧会话的对话框')).toBeNull());
  });

  it('reports the current path', () => {
    const { effects } = setup('/final/x?y=1');
    expect(effects.currentPath()).toBe('/final/x?y=1');
  });
});

describe('with the real request client', () => {
  function envelope(status: number, body: unknown): Response {
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }

  it('a session refused by the server ends here too: notice, cleared state, login with redirect', async () => {
    const { effects, navigate, clearUserState } = setup('/final/voucher?id=7');
    const session = createSessionStore(memoryStorage());
    session.setLogin({ userToken: 't', newghencryptkey: btoa('k'.repeat(32)), newghdecryptkey: 'd' });
    const fetch = vi.fn(async () =>
      envelope(400, {
        success: false,
        errorCode: 4010,
        message: '登录已超过 12 小时，请重新登录',
        data: null,
      }),
    );
    const api = createApiClient({
      baseUrl: '',
      effects,
      session,
      clock: createClock({ storage: memoryStorage() }),
      fetch,
    });
    await expect(api.call(authContracts.info)).rejects.toMatchObject({ code: 4010 });
    expect(session.read()).toBeNull();
    expect(clearUserState).toHaveBeenCalled();
    expect(navigate).toHaveBeenLastCalledWith('/login?redirect=%2Ffinal%2Fvoucher%3Fid%3D7', true);
    await screen.findByText('登录已超过 12 小时，请重新登录');
  });
});
