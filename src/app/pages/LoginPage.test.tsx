// @vitest-environment jsdom
// Issue 17 item 10: the login form follows the server on the captcha. With CAPTCHA=off the server
// says so in GET /api/health and the form neither shows nor requires the 验证码 field; with the
// captcha on, it is shown and required.
import '../../ui/dom-shims.test-util';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../ui/providers';
import type { ScreenProps } from '../../ui/screen-types';
import { type AppServices, AppServicesProvider } from '../shell-services';
import { LoginPage } from './LoginPage';

vi.mock('../../ui/use-go', () => ({ useGo: () => vi.fn() }));

const call = vi.fn(async () => {
  throw new Error('用户名或密码错误');
});

function serverWithCaptcha(captcha: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).endsWith('/api/health')) {
        return new Response(
          JSON.stringify({
            success: true,
            errorCode: 0,
            message: '',
            data: { offlineUnlockDays: 14, captcha },
          }),
        );
      }
      return new Response('<svg/>', { headers: { 'captcha-key': 'k1' } });
    }),
  );
}

function renderLogin() {
  const services = {
    api: { call },
    session: { setLogin: vi.fn() },
    tabs: { reset: vi.fn() },
    config: { apiBaseUrl: '' },
    offline: null,
    effects: { notify: vi.fn() },
  } as unknown as AppServices;
  const props = { route: {}, params: {}, search: {}, active: true } as unknown as ScreenProps;
  render(
    <AppProviders env="test">
      <AppServicesProvider services={services}>
        <LoginPage {...props} />
      </AppServicesProvider>
    </AppProviders>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  call.mockClear();
});

describe('login captcha follows the server', () => {
  it('asks for no captcha when the server runs CAPTCHA=off', async () => {
    serverWithCaptcha(false);
    renderLogin();
    await waitFor(() => expect(screen.queryByLabelText('验证码', { exact: true })).toBeNull());
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'zhidan' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    const [, input] = call.mock.calls[0] as unknown as [unknown, Record<string, unknown>];
    expect(input).toEqual({ userName: 'zhidan', password: 'secret-1' });
    expect(screen.queryByText('请输入验证码')).toBeNull();
  });

  it('shows and requires the captcha when the server checks it', async () => {
    serverWithCaptcha(true);
    renderLogin();
    expect(await screen.findByLabelText('验证码', { exact: true })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'zhidan' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret-1' } });
    fireEvent.click(screen.getByRole('button', { name: '登 录' }));
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });
});
