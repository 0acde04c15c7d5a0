// Opening balances change behind a screen's back (the succession completes, an import lands in
// another tab): screens that show them listen and reload.
import { useEffect, useRef } from 'react';

const EVENT = 'union-finance:opening-changed';

export function notifyOpeningChanged(): void {
  window.dispatchEvent(new Event(EVENT));
}

export function useOpeningChanged(reload: () => void): void {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, []);
}
