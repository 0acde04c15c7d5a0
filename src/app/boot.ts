// Builds the app's long-lived objects in dependency order: stores, router, the effects that drive
// the screen, and the one request client that uses them; then joins the app's other windows.
import { createApiClient } from '../api/client';
import { createClock } from '../api/clock';
import { createKeptSessions } from '../api/kept-session';
import { createSessionStore } from '../api/session-store';
import { createLoadingStore } from '../ui/loading-store';
import type { ShellConfig } from './config';
import { createShellEffects } from './effects/shell-effects';
import { webUsbChecker } from './guards/usb-key';
import { type AppRouter, createAppRouter } from './router/router';
import { loginTarget } from './session/login-target';
import { createOfflineSession } from './session/offline-session';
import { watchReconnect } from './session/reconnect';
import { browserSessionSync, followOtherWindows, joinWindows } from './session/window-sync';
import type { AppServices } from './shell-services';
import { createTabStore } from './stores/tab-store';

/** Caches that belong to the signed-in user (e.g. the subject list); cleared when the session ends. */
const userCaches = new Set<() => void>();

export function onUserStateCleared(clear: () => void): () => void {
  userCaches.add(clear);
  return () => userCaches.delete(clear);
}

export interface BootResult {
  services: AppServices;
  router: AppRouter;
  /** Resolves when this window has the session of the app's other windows (if any): render then. */
  ready: Promise<void>;
}

export function boot(config: ShellConfig): BootResult {
  const sync = browserSessionSync();
  const session = createSessionStore(undefined, sync ?? undefined);
  const clock = createClock();
  const loading = createLoadingStore();
  const tabs = createTabStore();
  const router = createAppRouter({ session, sso: config.sso });
  const effects = createShellEffects({
    loading,
    navigate: (href, replace) => void router.navigate({ href, replace }),
    // The location being loaded when a navigation is under way, so a refused call's redirect
    // returns the user to where they were going.
    currentPath: () => router.latestLocation.href,
    clearUserState: () => {
      tabs.reset();
      for (const clear of userCaches) clear();
    },
  });
  const api = createApiClient({ baseUrl: config.apiBaseUrl, effects, session, clock, sso: config.sso });
  const offline = createOfflineSession({ session, kept: createKeptSessions() });
  const ready = sync ? joinWindows({ session, sync, offline }) : Promise.resolve();
  void ready.then(() => {
    followOtherWindows(session, {
      ended() {
        const redirect = router.latestLocation.href;
        effects.logout();
        if (router.latestLocation.pathname !== '/login') {
          effects.navigate({ to: '/login', replace: true, search: { redirect } });
        }
      },
      replaced(next) {
        const here = router.latestLocation;
        if (here.pathname === '/login') {
          const redirect = new URLSearchParams(here.searchStr).get('redirect') ?? undefined;
          effects.navigate({ to: loginTarget(redirect, next.redirectUrl), replace: true });
          return;
        }
        // Logged in anew or switched the ledger set in another window: this window's screens
        // show the previous one's data.
        effects.logout();
        effects.navigate({ to: '/', replace: true });
      },
    });
    watchReconnect({ session, api, effects });
  });
  return {
    services: { api, session, clock, tabs, loading, effects, config, usbKeyChecker: webUsbChecker, offline },
    router,
    ready,
  };
}
