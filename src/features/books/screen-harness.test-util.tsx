// Renders a book screen as the app would: providers, a signed-in client over a scripted fetch that
// records every call, a per-test local database (fake-indexeddb) with a small chart, and a router
// whose other paths record where the screen navigated.
import 'fake-indexeddb/auto';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { configure, render } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { ComponentType } from 'react';
import type { RouteEntry, RouteQuery } from '../../core/routes/types';
import { type LocalDb, openLocalDb } from '../../local';
import { type SubjectRecord, toSubjectRow } from '../../local/subjects';
import { AppProviders } from '../../ui/providers';
import { backend, type FakeHandler } from '../../ui/screen-harness.test-util';
import type { ScreenProps } from '../../ui/screen-types';
import { ServicesProvider } from '../../ui/services';

configure({ asyncUtilTimeout: 5_000 });

function subject(code: string, codeName: string, level: number, extra: Partial<SubjectRecord> = {}) {
  return toSubjectRow({
    id: Number(code),
    code,
    codeName,
    codeFullName: codeName,
    balanceDirection: 1,
    parentCode: level > 1 ? code.slice(0, 3) : null,
    level,
    category: '资产',
    hasChild: false,
    isLeaf: true,
    hasAuxi: false,
    auxTypes: [],
    enabled: true,
    deptAccounting: false,
    isStandard: true,
    ...extra,
  });
}

export const chart = [
  subject('101', '库存现金', 1),
  subject('102', '银行存款', 1, { isLeaf: false, hasChild: true }),
  subject('10201', '经费集中户', 2, { codeFullName: '银行存款/经费集中户' }),
  subject('10202', '代管经费', 2, { codeFullName: '银行存款/代管经费' }),
];

let dbCount = 0;

export async function openTestDb(): Promise<LocalDb> {
  dbCount += 1;
  const db = await openLocalDb(`books-${dbCount}-${Date.now()}`, 1, {
    indexedDB: new IDBFactory(),
    IDBKeyRange,
  });
  await db.subjects.bulkPut(chart);
  return db;
}

export interface RenderedScreen {
  calls: ReturnType<typeof backend>['calls'];
  /** Where the screen navigated last (path and query). */
  location(): { pathname: string; search: Record<string, unknown> };
  /** Opens the screen again with another query, as a link from another screen does. */
  navigate(search: RouteQuery): Promise<void>;
}

export function renderBookScreen(
  Screen: ComponentType<ScreenProps>,
  handler: FakeHandler,
  options: { title: string; search?: RouteQuery } = { title: '' },
): RenderedScreen {
  const { session, services, calls } = backend(handler, '/');
  session.setUserInfo({ year: 2023, zid: 5, ztName: '示范市总工会', permissions: [], realName: '测试' });
  const route = { title: options.title, path: '/' } as unknown as RouteEntry;
  const root = createRootRoute({ component: () => <Outlet /> });
  const screenRoute = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: function ScreenAtRoot() {
      const search = screenRoute.useSearch() as Record<string, unknown>;
      const query = Object.fromEntries(Object.entries(search).map(([k, v]) => [k, String(v)]));
      return <Screen route={route} params={{}} search={query} active />;
    },
  });
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '$',
    component: () => <div data-testid="elsewhere">其他页面</div>,
  });
  const initial = new URLSearchParams(options.search ?? {}).toString();
  const router = createRouter({
    routeTree: root.addChildren([screenRoute, elsewhere]),
    history: createMemoryHistory({ initialEntries: [initial ? `/?${initial}` : '/'] }),
  });
  render(
    <AppProviders env="test">
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </AppProviders>,
  );
  return {
    calls,
    location: () => ({
      pathname: router.state.location.pathname,
      search: router.state.location.search as Record<string, unknown>,
    }),
    navigate: async (search) => {
      await router.navigate({ to: '/', search });
    },
  };
}
