// The global loading mask's counter: every call with the mask adds one while it runs. A counter (not
// a flag) because calls overlap; the mask itself waits a moment before showing, see LoadingMask.

export interface LoadingStore {
  change(delta: 1 | -1): void;
  /** Calls currently holding the mask. */
  count(): number;
  subscribe(listener: () => void): () => void;
}

export function createLoadingStore(): LoadingStore {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    change(delta) {
      // Never below zero: an unpaired -1 (a bug elsewhere) must not hide the next call's mask.
      count = Math.max(0, count + delta);
      for (const listener of listeners) listener();
    },
    count: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
