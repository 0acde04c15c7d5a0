// What every book screen needs: the ledger set's name and year from the session, and state that a
// link can set (a report row opens a detail screen with ?code=…&monthFrom=…; the screen may be
// kept alive, so a new link re-reads its query rather than remounting).
import { useState } from 'react';
import type { RouteQuery } from '../../core/routes/types';
import { useSession } from '../../ui/services';

export function useBookContext(): { year: number; unit: string } {
  const session = useSession();
  return {
    year: session?.year ?? new Date().getFullYear(),
    unit: session?.ztName || session?.jc || session?.depname || '',
  };
}

/** State initialised from the route's query, and again whenever a link brings another query. */
export function useSearchState<T>(
  search: RouteQuery,
  init: (search: RouteQuery) => T,
): [T, (next: T) => void] {
  const signature = JSON.stringify(search);
  const [state, setState] = useState(() => ({ signature, value: init(search) }));
  let current = state;
  if (state.signature !== signature) {
    // Adjusting state while rendering (React's pattern for "reset on prop change"): no flash of the
    // old filter, no extra effect.
    current = { signature, value: init(search) };
    setState(current);
  }
  return [current.value, (value: T) => setState({ signature, value })];
}
