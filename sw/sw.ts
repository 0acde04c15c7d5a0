/// <reference lib="webworker" />
// The service worker: precaches every built file so the shell and every lazy screen open offline,
// answers navigations with the precached index.html (deep links work offline), never answers API
// calls, and only takes over when the page asks (the app decides when an update is safe).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// API calls (and the spec's root-level calls like /checkFinancial) must never get index.html.
const notApp = [
  /^\/api\//,
  /^\/checkFinancial/,
  /^\/choiceStand/,
  /^\/saveChoiceStand/,
  /^\/newchoiceStand/,
  /^\/saveChoice/,
  /^\/cjSubjct/,
];
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: notApp }));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
