// Builds the app's long-lived objects in dependency order: stores, router, the effects that drive
// the screen, and the one request client that uses them.
import { createApiClient } from '../api/client';
import { createClock } from '../api/clock';
import { createSessionStore } from '../api/session-store';
import { createLoadingStore } from '../ui/loading-store';
import type { ShellConfig } from './config';
import { createShellEffects } from './effects/shell-effects';
import { webUsbChecker } from './guards/usb-key';
import { type AppRouter, createAppRouter } from './router/router';
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
}

export function boot(config: ShellConfig): BootResult {
  const session = createSessionStore();
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
  return {
    services: { api, session, clock, tabs, loading, effects, config, usbKeyChecker: webUsbChecker },
    router,
  };
}
