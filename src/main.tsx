// Boot: styles, the app's services and router, the offline layer and service worker, then React.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { boot } from './app/boot';
import { loadShellConfig } from './app/config';
import { outboxSending } from './app/sync/outbox-sending';
import { startLocalSyncWithSession } from './app/sync/start-local-sync';
import { installChunkGuard } from './pwa/chunk-guard';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { services, router, ready } = boot(loadShellConfig());

if (import.meta.env.PROD) {
  installChunkGuard();
  // Loaded apart (workbox-window): the login page's first download does not wait for it.
  void import('./pwa/register')
    .then(({ registerServiceWorker }) =>
      registerServiceWorker({
        // The notice's code (and Mantine's notifications) loads when a new version is there.
        onUpdateAvailable: (apply) =>
          void import('./app/sync/update-prompt').then((m) => m.showUpdatePrompt(apply)),
        outboxSending,
      }),
    )
    .catch((error: unknown) => console.error('service worker registration failed', error));
}

// A window opened beside a logged-in one takes its session first, so its first screen is not the login.
void ready.then(() => {
  // The offline layer follows the session: start after login and 切换账套, stop at logout.
  // After a reload the screen's own calls go first (bootDelayMs), then the background pull.
  startLocalSyncWithSession({
    session: services.session,
    api: services.api,
    clock: services.clock,
    bootDelayMs: 2_000,
  });
  createRoot(container).render(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );
});
