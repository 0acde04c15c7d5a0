// The server's refusal of each record's last queued save, by entity id (shown on its row).
import { useMemo } from 'react';
import { useOutboxEntries } from '../../local';

export function useFailures(kind: string): ReadonlyMap<string, string> {
  const entries = useOutboxEntries();
  return useMemo(() => {
    const out = new Map<string, string>();
    for (const e of entries) {
      if (e.kind === kind && e.state === 'failed' && e.error) out.set(e.entityId, e.error.message);
    }
    return out;
  }, [entries, kind]);
}
