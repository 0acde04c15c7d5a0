// The authenticated layout: header, sidebar, tab strip and the screens. It also records each
// navigation in the tab store, and publishes the sidebar width for the modal offset.
import { useLocalStorage } from '@mantine/hooks';
import { Navigate, useLocation } from '@tanstack/react-router';
import { type CSSProperties, useEffect, useSyncExternalStore } from 'react';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED } from '../../core/constants';
import { toRouteQuery } from '../../core/routes/search';
import { useShell } from '../shell-services';
import { LayoutScreens } from '../tabs/LayoutScreens';
import { TabStrip } from '../tabs/TabStrip';
import { AppHeader } from './AppHeader';
import classes from './layout.module.css';
import { Sidebar } from './Sidebar';

export const sidebarStorageKey = 'union-finance.sidebarCollapsed';
/** Read by app.css: modals centre in the content area, not under the sidebar. */
const widthVariable = '--app-sidebar-width';

export function AppLayout() {
  const { tabs, session } = useShell();
  const mustChange = useSyncExternalStore(
    session.subscribe,
    () => session.read()?.mustChangePassword === true,
  );
  const location = useLocation();
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: sidebarStorageKey,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const width = collapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH_EXPANDED;

  useEffect(() => {
    tabs.visit(location.pathname, toRouteQuery(location.search));
  }, [tabs, location.pathname, location.search]);

  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty(widthVariable, `${width}px`);
    return () => {
      root.style.removeProperty(widthVariable);
    };
  }, [width]);

  // A password an administrator reset is changed before any screen calls the server (4018).
  if (mustChange) return <Navigate to="/passwordReset" replace />;
  return (
    <div className={classes.shell} style={{ [widthVariable]: `${width}px` } as CSSProperties}>
      <AppHeader collapsed={collapsed} />
      <Sidebar className={classes.sidebar} collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
      <main className={classes.main}>
        <TabStrip />
        <div className={classes.content}>
          <LayoutScreens />
        </div>
      </main>
    </div>
  );
}
