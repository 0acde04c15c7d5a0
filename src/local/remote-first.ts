// The rule of useRemoteFirst as a pure function: which answer a screen shows, and from where.
import type { MetaRecord } from './types';

export interface RemoteFirst<T> {
  data: T | undefined;
  /** network: the server's answer now; cache: the last saved answer (offline or the call failed). */
  source: 'network' | 'cache' | 'none';
  /** When the shown cached answer was saved (ms epoch); null for network or none. */
  cachedAt: number | null;
  loading: boolean;
  /** The network failure, when there was one (the cache may still answer). */
  error: unknown;
  refresh(): void;
}

export const remoteKey = (key: string) => `remote:${key}`;

export interface RemoteFirstInput<T> {
  online: boolean;
  network: { loading: boolean; ok: boolean; data?: T; error?: unknown };
  cached: MetaRecord | null;
  refresh(): void;
}

export function pickRemoteFirst<T>(input: RemoteFirstInput<T>): RemoteFirst<T> {
  const { online, network, cached, refresh } = input;
  if (online && network.ok) {
    return {
      data: network.data,
      source: 'network',
      cachedAt: null,
      loading: false,
      error: undefined,
      refresh,
    };
  }
  // Offline, still loading, or failed: the cache answers meanwhile rather than an empty screen.
  const loading = online && network.loading;
  const error = online ? network.error : undefined;
  if (cached) {
    return { data: cached.value as T, source: 'cache', cachedAt: cached.updatedAt, loading, error, refresh };
  }
  return { data: undefined, source: 'none', cachedAt: null, loading, error, refresh };
}
