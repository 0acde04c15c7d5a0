// "The outbox of database X changed": wakes the replayer right after each write. Listeners in this
// tab are called directly; other tabs hear it over a BroadcastChannel, since the replayer that
// holds the lock may live in another tab than the one where the user saved.

type Listener = (dbName: string) => void;

const listeners = new Set<Listener>();
const channelName = 'union-finance.outbox';
let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel !== 'function') return channel;
  channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'string') for (const listener of listeners) listener(event.data);
  };
  // Node keeps the process alive while a channel is open; a browser tab does not care.
  (channel as { unref?: () => void }).unref?.();
  return channel;
}

export function signalOutboxChanged(dbName: string): void {
  for (const listener of listeners) listener(dbName);
  try {
    openChannel()?.postMessage(dbName);
  } catch {
    // A closed channel (page unloading) only costs the other tabs a wait for their interval.
  }
}

export function onOutboxChanged(listener: Listener): () => void {
  listeners.add(listener);
  openChannel();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && channel) {
      channel.close();
      channel = null;
    }
  };
}
