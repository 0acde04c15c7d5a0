// Registers the service worker and offers updates safely: a waiting version takes over only when
// decideUpdate allows it (no dirty form, outbox idle); otherwise it waits for the next start.
import { Workbox } from 'workbox-window';
import { anyFormDirty } from './dirty-forms';
import { decideUpdate, type UpdateDecision } from './update-policy';

export interface UpdateHooks {
  /** A new version is waiting; the UI offers 立即更新, which calls apply(). */
  onUpdateAvailable(apply: () => UpdateDecision): void;
  /** Whether the outbox is sending right now (from src/local). */
  outboxSending(): boolean;
}

export async function registerServiceWorker(hooks: UpdateHooks): Promise<Workbox | null> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return null;
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    hooks.onUpdateAvailable(() => {
      const decision = decideUpdate({ formDirty: anyFormDirty(), outboxSending: hooks.outboxSending() });
      if (decision.apply) {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      }
      return decision;
    });
  });
  await wb.register();
  return wb;
}
