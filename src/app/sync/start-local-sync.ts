// Starts the offline layer when the first session appears (a login, an offline unlock, or one
// restored at boot), loading it then: the login page needs neither the local database nor the
// feature modules whose outbox kinds it replays. The binding then follows the session itself.
import type { ApiClient } from '../../api/client';
import type { Clock } from '../../api/clock';
import type { SessionStore } from '../../api/session-store';
import { loadFeatures } from '../features';
import { watchReplayer } from './outbox-sending';

export interface StartLocalSyncDeps {
  session: SessionStore;
  api: ApiClient;
  clock: Clock;
  /** For a session restored at boot only: ms the screen's own first calls go before the pull. */
  bootDelayMs: number;
}

export function startLocalSyncWithSession(deps: StartLocalSyncDeps): void {
  const restored = deps.session.read() !== null;
  let started = false;
  const start = () => {
    if (started || deps.session.read() === null) return;
    started = true;
    off();
    // The outbox kinds are registered (loadFeatures) before the binding can start a sync.
    Promise.all([loadFeatures(), import('./local-sync-binding'), import('../../local')])
      .then(([, binding, local]) => {
        watchReplayer(() => local.activeLocalSync()?.replayer.state() === 'sending');
        binding.bindLocalSync({
          session: deps.session,
          api: deps.api,
          clock: deps.clock,
          bootDelayMs: restored ? deps.bootDelayMs : 0,
        });
      })
      .catch((error: unknown) => console.error('本地同步启动失败', error));
  };
  const off = deps.session.subscribe(start);
  start();
}
