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
import { type Harness, harness } from '../../../api/harness.test-util';
import { AppProviders } from '../../../ui/providers';
import type { ScreenProps } from '../../../ui/screen-types';
import { type ScreenServices, ServicesProvider } from '../../../ui/services';
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
  const services: ScreenServices = {
    api: h.client,
    session: h.session,
    clock: h.clock,
    effects: h.rec.effects,
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
