// A deploy replaces hashed chunks; a tab opened before it then fails to load a lazy screen
// (ChunkLoadError / vite:preloadError). Reloading once fetches the new index.html and its chunks.
// Never loop: at most one reload per window of time, and none while offline (reloading cannot help).

export const RELOAD_THROTTLE_MS = 10_000;
const STORAGE_KEY = 'union-finance.chunkReloadAt';

export interface ChunkGuardEnv {
  online(): boolean;
  now(): number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload(): void;
}

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /ChunkLoadError|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    text,
  );
}

/** Reloads once for a chunk failure; returns whether it did. */
export function handleChunkError(error: unknown, env: ChunkGuardEnv): boolean {
  if (!isChunkLoadError(error) || !env.online()) return false;
  const last = Number(env.storage.getItem(STORAGE_KEY) ?? 0);
  if (env.now() - last < RELOAD_THROTTLE_MS) return false;
  env.storage.setItem(STORAGE_KEY, String(env.now()));
  env.reload();
  return true;
}

export function installChunkGuard(env: ChunkGuardEnv = browserEnv()): void {
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (handleChunkError(payload ?? new Error('ChunkLoadError'), env)) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    handleChunkError(event.reason, env);
  });
}

function browserEnv(): ChunkGuardEnv {
  return {
    online: () => navigator.onLine,
    now: () => Date.now(),
    storage: sessionStorage,
    reload: () => window.location.reload(),
  };
}
