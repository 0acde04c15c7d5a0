// @vitest-environment jsdom
import '../../ui/dom-shims.test-util';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { createClock } from '../../api/clock';
import { createSessionStore } from '../../api/session-store';
import { memoryStorage } from '../../api/storage';
import { createLoadingStore } from '../../ui/loading-store';
import { AppProviders } from '../../ui/providers';
import type { ScreenProps } from '../../ui/screen-types';
import { createShellEffects } from '../effects/shell-effects';
import { loadFeatures } from '../features';
import { createAppRouter } from '../router/router';
import { type AppServices, AppServicesProvider } from '../shell-services';
import { createTabStore } from '../stores/tab-store';

// Every screen is a counter, so a test can tell a kept screen (count survives) from a remounted one.
vi.mock('../router/lazy-screens', () => {
  const screens = new Map<string, ComponentType<ScreenProps>>();
  return {
    lazyScreen(path: string) {
      let screen = screens.get(path);
      if (!screen) {
        screen = function Counter({ route, active }: ScreenProps) {
          const [count, setCount] = useState(0);
          return (
            <section aria-label={route.title} data-active={active}>
              <span>
                {route.title} 计数 {count}
              </span>
              <button type="button" onClick={() => setCount((c) => c + 1)}>
                加一
              </button>
            </section>
          );
        };
        screens.set(path, screen);
      }
      return screen;
    },
  };
});

const costList = '/final/financialSoftware/certificateProcessing/voucher-audit';
const balance = '/final/financialSoftware/certificateProcessing/accounting-billing-voucher';

function setup(start: string) {
  const session = createSessionStore(memoryStorage());
  session.setLogin({ userToken: 't', newghencryptkey: btoa('k'.repeat(32)), newghdecryptkey: 'd' });
  session.setUserInfo({
    permissions: ['voucher.audit', 'voucher.entry'],
    realName: '陈报销',
    zid: '1',
  });
  const loading = createLoadingStore();
  const tabs = createTabStore(memoryStorage());
  const router = createAppRouter({
    session,
    sso: false,
    history: createMemoryHistory({ initialEntries: [start] }),
  });
  const effects = createShellEffects({
    loading,
    navigate: (href, replace) => void router.navigate({ href, replace }),
    currentPath: () => router.latestLocation.href,
    clearUserState: () => tabs.reset(),
  });
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, errorCode: 0, message: '', data: null }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  const api = createApiClient({
    baseUrl: '',
    effects,
    session,
    clock: createClock({ storage: memoryStorage() }),
    fetch,
  });
  const services: AppServices = {
    api,
    session,
    clock: createClock({ storage: memoryStorage() }),
    tabs,
    loading,
    effects,
    config: { apiBaseUrl: '', sso: false, usbKeyMode: false, usbKeyIntervalMs: 10_000 },
    usbKeyChecker: async () => true,
  };
  render(
    <AppProviders env="test">
      <AppServicesProvider services={services}>
        <RouterProvider router={router} />
      </AppServicesProvider>
    </AppProviders>,
  );
  return { router, tabs };
}

const tabStrip = () => screen.getByRole('tablist', { name: '已打开的页面' });

// A screen's module loads on first use; on a loaded machine that takes longer than the default 1 s.
const slow = { timeout: 10_000 };

describe('layout screens and tabs', { timeout: 30_000 }, () => {
  // The app loads the feature modules (screen table, kept-alive screens) before the layout.
  beforeAll(async () => {
    await loadFeatures();
  });

  it('keeps a kept-alive list mounted behind another tab, and remounts other screens', async () => {
    const { router } = setup(costList);
    const list = await screen.findByRole('region', { name: '凭证审核' }, slow);
    fireEvent.click(within(list).getByRole('button', { name: '加一' }));
    fireEvent.click(within(list).getByRole('button', { name: '加一' }));
    expect(within(list).getByText('凭证审核 计数 2')).toBeTruthy();

    await act(() => router.navigate({ href: balance }));
    const report = await screen.findByRole('region', { name: '凭证录入' }, slow);
    fireEvent.click(within(report).getByRole('button', { name: '加一' }));
    // The list is still in the document, hidden. (Waited for: on a loaded machine the switch of
    // tabs can land a render later than the new screen's first paint.)
    await waitFor(() =>
      expect(
        screen
          .getByText('凭证审核 计数 2', { selector: 'span' })
          .closest('[data-screen]')
          ?.getAttribute('style'),
      ).toContain('display: none'),
    );

    await act(() => router.navigate({ href: costList }));
    await screen.findByText('凭证审核 计数 2', {}, slow);
    await waitFor(() => expect(screen.queryByRole('region', { name: '凭证录入' })).toBeNull());

    await act(() => router.navigate({ href: balance }));
    await screen.findByText('凭证录入 计数 0', {}, slow);
  });

  it('opens one tab per screen, highlights the active one, and closing it shows the neighbour', async () => {
    const { router } = setup(costList);
    await screen.findByRole('region', { name: '凭证审核' }, slow);
    await act(() => router.navigate({ href: balance }));
    await screen.findByRole('region', { name: '凭证录入' }, slow);
    await waitFor(() =>
      expect(
        within(tabStrip())
          .getAllByRole('tab')
          .map((t) => t.textContent),
      ).toEqual(['首页', '凭证审核', '凭证录入']),
    );
    expect(within(tabStrip()).getByRole('tab', { selected: true }).textContent).toBe('凭证录入');

    fireEvent.click(within(tabStrip()).getByRole('button', { name: '关闭 凭证录入' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(costList));
    expect(within(tabStrip()).getByRole('tab', { selected: true }).textContent).toBe('凭证审核');
  });

  it('closes a tab with the middle mouse button and unmounts its kept screen', async () => {
    const { router } = setup(costList);
    const list = await screen.findByRole('region', { name: '凭证审核' }, slow);
    fireEvent.click(within(list).getByRole('button', { name: '加一' }));
    await act(() => router.navigate({ href: balance }));
    await screen.findByRole('region', { name: '凭证录入' }, slow);
    const listTab = within(tabStrip()).getByRole('tab', { name: /凭证审核/ });
    fireEvent(listTab, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    await waitFor(() => expect(screen.queryByText('凭证审核 计数 1')).toBeNull());
    expect(
      within(tabStrip())
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['首页', '凭证录入']);
  });

  it('sends a user without the permission to the 401 page', async () => {
    const { router } = setup(costList);
    await screen.findByRole('region', { name: '凭证审核' }, slow);
    await act(() => router.navigate({ href: '/final/usercenter/role-management' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/error401'));
    expect(router.state.location.search).toEqual({ from: '/final/usercenter/role-management' });
  });
});
