// The layout's content area: the current screen plus every kept-alive screen, the hidden ones with
// display:none so their React state (filters, scroll, half-typed search) survives a tab switch.
import { useLocation } from '@tanstack/react-router';
import { type ReactElement, useSyncExternalStore } from 'react';
import { matchRoute } from '../../core/routes';
import { toRouteQuery } from '../../core/routes/search';
import { useShell } from '../shell-services';
import { ScreenView } from './ScreenView';

export function LayoutScreens() {
  const { tabs } = useShell();
  const location = useLocation();
  const state = useSyncExternalStore(tabs.subscribe, tabs.state);
  const current = matchRoute(location.pathname);
  const search = toRouteQuery(location.search);

  // One keyed list: a kept-alive screen keeps its key (its pathname) from its first render on, so
  // it is not remounted when the tab store starts keeping it a moment later.
  const elements: ReactElement[] = [];
  let currentShown = false;
  for (const kept of state.kept) {
    const match = matchRoute(kept.key);
    if (!match) continue;
    const active = current?.pathname === kept.key;
    currentShown ||= active;
    elements.push(
      <div key={kept.key} data-screen={kept.key} style={active ? undefined : { display: 'none' }}>
        <ScreenView match={match} search={active ? search : kept.search} active={active} />
      </div>,
    );
  }
  if (current && !currentShown) {
    elements.push(
      <div key={current.pathname} data-screen={current.pathname}>
        <ScreenView match={current} search={search} active />
      </div>,
    );
  }
  return <>{elements}</>;
}
