// Renders one lifecycle screen as the app would: providers, services around a client signed in to
// the scripted fake server, and a small router (the screens navigate to the entry screen).
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { configure, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { type Harness, harness } from '../../api/harness.test-util';
import { memoryStorage } from '../../api/storage';
import { AppProviders } from '../../app/providers';
import type { ScreenProps } from '../../app/router/screen-types';
import { type AppServices, ServicesProvider } from '../../app/services';
import { createLoadingStore } from '../../app/stores/loading-store';
import { createTabStore } from '../../app/stores/tab-store';
import { voucherEntryPath } from './paths';

// Each call is signed (WebCrypto) and crosses a real socket; the first render of a file also pays
// for Mantine's styles. One second is too tight for that on a shared machine.
configure({ asyncUtilTimeout: 5_000 });

export interface Rendered {
  h: Harness;
  /** Where the screen navigated to last. */
  pathname(): string;
  search(): Record<string, unknown>;
}

export async function renderScreen(
  Screen: ComponentType<ScreenProps>,
  options: { permissions: string[]; year?: number; script: Harness['fake']['script'] },
): Promise<Rendered> {
  const h = await harness();
  h.session.setUserInfo({ year: options.year ?? 2025, permissions: options.permissions, realName: '测试' });
  h.fake.script = options.script;
  const services: AppServices = {
    api: h.client,
    session: h.session,
    clock: h.clock,
    tabs: createTabStore(memoryStorage()),
    loading: createLoadingStore(),
    effects: h.rec.effects,
    config: { apiBaseUrl: '', sso: false, usbKeyMode: false, usbKeyIntervalMs: 10_000 },
    usbKeyChecker: async () => true,
  };
  const props = { route: {}, params: {}, search: {}, active: true } as unknown as ScreenProps;
  const root = createRootRoute({ component: () => <Outlet /> });
  const screenRoute = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <Screen {...props} />,
  });
  const entryRoute = createRoute({
    getParentRoute: () => root,
    path: voucherEntryPath,
    component: () => <div data-testid="entry-screen">凭证录入</div>,
  });
  const router = createRouter({
    routeTree: root.addChildren([screenRoute, entryRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <AppProviders env="test">
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </AppProviders>,
  );
  return {
    h,
    pathname: () => router.state.location.pathname,
    search: () => router.state.location.search as Record<string, unknown>,
  };
}
