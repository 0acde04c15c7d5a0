// The tiny storage surface the session and the clock need, so tests and Node can inject a map
// and private-mode browsers (where touching localStorage throws) still work for the tab's life.

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

/** localStorage or sessionStorage when the platform has a usable one, else memory. */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  try {
    const storage = (globalThis as Partial<Record<typeof kind, Storage>>)[kind];
    if (storage) {
      const probe = '__union_finance_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // Safari private mode and sandboxed iframes throw on access: fall through to memory.
  }
  return memoryStorage();
}
