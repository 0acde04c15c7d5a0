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
import { bindLocalSync } from './app/sync/local-sync-binding';
import { outboxSending } from './app/sync/outbox-sending';
import { showUpdatePrompt } from './app/sync/update-prompt';
import { installChunkGuard } from './pwa/chunk-guard';
import { registerServiceWorker } from './pwa/register';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { services, router, ready } = boot(loadShellConfig());

if (import.meta.env.PROD) {
  installChunkGuard();
  registerServiceWorker({ onUpdateAvailable: (apply) => showUpdatePrompt(apply), outboxSending }).catch(
    (error: unknown) => console.error('service worker registration failed', error),
  );
}

// A window opened beside a logged-in one takes its session first, so its first screen is not the login.
void ready.then(() => {
  // The offline layer follows the session: start after login and 切换账套, stop at logout.
  // After a reload the screen's own calls go first (bootDelayMs), then the background pull.
  bindLocalSync({ session: services.session, api: services.api, clock: services.clock, bootDelayMs: 2_000 });
  createRoot(container).render(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );
});
