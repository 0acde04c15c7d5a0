// Whether the login page can reach the server: GET /api/health (public, never cached). Offline,
// the page unlocks the session kept on this device instead of logging in (no captcha to load).
import { useCallback, useEffect, useRef, useState } from 'react';

export type Reach = 'checking' | 'online' | 'offline';

export interface ServerReach {
  reach: Reach;
  /** The server's offline unlock period, when it answered. */
  offlineUnlockDays: number | null;
  /** Whether the server checks the login captcha; null until it answered (or an older server). */
  captcha: boolean | null;
  /** Asks again (the 重新连接 link, or a login that failed on the network). */
  retry(): void;
}

const probeTimeoutMs = 6_000;

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function useServerReach(baseUrl: string): ServerReach {
  const [state, setState] = useState<{ reach: Reach; days: number | null; captcha: boolean | null }>(() => ({
    reach: browserOffline() ? 'offline' : 'checking',
    days: null,
    captcha: null,
  }));
  const probe = useRef(0);

  const retry = useCallback(() => {
    const mine = ++probe.current;
    if (browserOffline()) {
      setState((old) => ({ ...old, reach: 'offline' }));
      return;
    }
    setState((old) => ({ ...old, reach: old.reach === 'online' ? 'online' : 'checking' }));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), probeTimeoutMs);
    void fetch(`${baseUrl}/api/health`, { cache: 'no-store', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { data?: { offlineUnlockDays?: unknown; captcha?: unknown } };
        const days = Number(body.data?.offlineUnlockDays);
        const captcha = typeof body.data?.captcha === 'boolean' ? body.data.captcha : null;
        if (mine === probe.current) {
          setState({ reach: 'online', days: Number.isFinite(days) ? days : null, captcha });
        }
      })
      .catch(() => {
        if (mine === probe.current) setState((old) => ({ ...old, reach: 'offline' }));
      })
      .finally(() => clearTimeout(timer));
  }, [baseUrl]);

  useEffect(() => {
    retry();
    window.addEventListener('online', retry);
    window.addEventListener('offline', retry);
    return () => {
      window.removeEventListener('online', retry);
      window.removeEventListener('offline', retry);
    };
  }, [retry]);

  return { reach: state.reach, offlineUnlockDays: state.days, captcha: state.captcha, retry };
}
