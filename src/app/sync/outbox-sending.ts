// Whether the outbox is sending right now, readable without React: the update prompt asks it
// before letting a new service worker take over. The header's sync status keeps it current.
import { activeLocalSync, type OutboxCounts } from '../../local';

let sendingCount = 0;

export function reportOutboxCounts(counts: OutboxCounts): void {
  sendingCount = counts.sending;
}

export function outboxSending(): boolean {
  return sendingCount > 0 || activeLocalSync()?.replayer.state() === 'sending';
}
