// The tab strip's state as a store the layout subscribes to; tabs (not kept screens) survive a reload
// of the browser tab through sessionStorage, and die with the session like the login does.

import { browserStorage, type KeyValueStorage } from '../../api/storage';
import type { RouteQuery } from '../../core/routes/types';
import { isKeptAlive } from '../features';
import { closeOthers, closeTab, initialTabState, restoreTabs, type TabState, visit } from '../tabs/tab-state';

export const tabStorageKey = 'union-finance.tabs';

export interface TabStore {
  state(): TabState;
  visit(pathname: string, search: RouteQuery): void;
  /** Returns where to navigate when the active tab was closed. */
  close(href: string): string | null;
  closeOthers(href: string): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

function load(storage: KeyValueStorage): TabState {
  try {
    return restoreTabs(JSON.parse(storage.getItem(tabStorageKey) ?? 'null'));
  } catch {
    return initialTabState;
  }
}

export function createTabStore(storage: KeyValueStorage = browserStorage('sessionStorage')): TabStore {
  let current = load(storage);
  const listeners = new Set<() => void>();

  function set(next: TabState): void {
    if (next === current) return;
    const tabsChanged = next.tabs !== current.tabs;
    current = next;
    if (tabsChanged) {
      const saved = next.tabs.map(({ href, title, to }) => ({ href, title, to }));
      storage.setItem(tabStorageKey, JSON.stringify(saved));
    }
    for (const listener of listeners) listener();
  }

  return {
    state: () => current,
    visit: (pathname, search) => set(visit(current, pathname, search, isKeptAlive)),
    close(href) {
      const result = closeTab(current, href);
      set(result.state);
      return result.navigateTo;
    },
    closeOthers: (href) => set(closeOthers(current, href)),
    reset() {
      storage.removeItem(tabStorageKey);
      set(initialTabState);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
