// The TanStack route tree, built from the catalogue: stand-alone pages under the root, everything
// else under the authenticated layout. The root's beforeLoad runs the guard on every navigation.
// Layout routes render nothing themselves: the layout's screen host renders the current screen and
// the kept-alive ones (a hidden kept screen must stay mounted, which <Outlet/> cannot do).
import {
  type AnyRoute,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouterHistory,
  redirect,
  useLocation,
} from '@tanstack/react-router';
import type { SessionStore } from '../../api/session-store';
import { matchRoute, routeCatalogue } from '../../core/routes/index';
import { parseSearchStrings, stringifySearchStrings, toRouteQuery } from '../../core/routes/search';
import { loadFeatures } from '../features';
import { decideGuard } from '../guard';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RootShell } from '../RootShell';
import { ScreenView } from '../tabs/ScreenView';

export interface AppRouterDeps {
  session: SessionStore;
  sso: boolean;
  history?: RouterHistory;
}

/** A page outside the layout (login, 401, viewer...): rendered directly, one screen at a time. */
function StandaloneScreen() {
  const location = useLocation();
  const match = matchRoute(location.pathname);
  if (!match) return <NotFoundPage />;
  return <ScreenView match={match} search={toRouteQuery(location.search)} active />;
}

function RenderedByLayout() {
  return null;
}

export function createAppRouter(deps: AppRouterDeps) {
  const rootRoute = createRootRoute({
    component: RootShell,
    notFoundComponent: NotFoundPage,
    beforeLoad: ({ location }) => {
      const match = matchRoute(location.pathname);
      const stored = deps.session.read();
      const decision = decideGuard(
        match?.route,
        stored ? { permissions: stored.readable, zid: stored.zid } : null,
        { pathname: location.pathname, query: toRouteQuery(location.search) },
        { sso: deps.sso },
      );
      if (decision.kind === 'redirect') {
        throw redirect({ to: decision.to, search: decision.search, replace: true });
      }
    },
  });
  // The layout (header, menu, tabs) and the feature modules load on the first screen after login.
  const layoutRoute = createRoute({
    getParentRoute: () => rootRoute,
    id: 'layout',
    component: lazyRouteComponent(
      () => loadFeatures().then(() => import('../layout/AppLayout')),
      'AppLayout',
    ),
  });

  const inLayout: AnyRoute[] = [];
  const standalone: AnyRoute[] = [];
  for (const entry of routeCatalogue) {
    if (entry.inLayout) {
      inLayout.push(
        createRoute({ getParentRoute: () => layoutRoute, path: entry.path, component: RenderedByLayout }),
      );
    } else {
      standalone.push(
        createRoute({ getParentRoute: () => rootRoute, path: entry.path, component: StandaloneScreen }),
      );
    }
  }
  const routeTree = rootRoute.addChildren([layoutRoute.addChildren(inLayout), ...standalone]);

  return createRouter({
    routeTree,
    ...(deps.history ? { history: deps.history } : {}),
    parseSearch: parseSearchStrings,
    stringifySearch: stringifySearchStrings,
    notFoundMode: 'root',
    defaultPreload: false,
    // Paths keep the spec's spelling, capitals included (VoucherInquiryAndPrinting).
    caseSensitive: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
