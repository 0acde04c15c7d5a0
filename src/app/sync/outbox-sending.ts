// Whether the outbox is sending right now, readable without React: the update prompt asks it
// before letting a new service worker take over. The header's sync status keeps it current. The
// local layer loads after login (start-local-sync.ts) and then tells how to ask its replayer;
// until then nothing can be sending.
import type { OutboxCounts } from '../../local';

let sendingCount = 0;
let replayerSending: () => boolean = () => false;

export function reportOutboxCounts(counts: OutboxCounts): void {
  sendingCount = counts.sending;
}

/** Called once the local layer is loaded: how to ask whether its replayer is sending. */
export function watchReplayer(sending: () => boolean): void {
  replayerSending = sending;
}

export function outboxSending(): boolean {
  return sendingCount > 0 || replayerSending();
}
