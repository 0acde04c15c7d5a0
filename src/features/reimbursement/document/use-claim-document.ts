// A claim document for the document page: the server's copy (kept in `claims`, so it reads offline),
// this device's unsynced draft of it, and its queued actions. Online the page asks the server once on
// opening (and on 刷新); every answer to a queued action replaces the kept copy by itself.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { type ClaimView, reimbursementContracts } from '../../../core/contracts/reimbursement';
import { type DraftRecord, useLocalDb, useOnline } from '../../../local';
import { type ClaimQueue, claimKind, claimQueueOf, keepClaim } from '../../../local/claims';
import { useServices } from '../../../ui/services';
import type { ClaimDraft } from './local-view';

export interface ClaimDocument {
  /** The server's copy as last kept; null for a claim the server never had (or not read yet). */
  server: ClaimView | null;
  /** When the shown server copy was kept (ms epoch). */
  savedAt: number | null;
  /** The unsynced local draft (a save queued or refused). */
  draft: ClaimDraft | null;
  queue: ClaimQueue;
  /** The local database has been read (the page can decide between new and kept). */
  ready: boolean;
  error: string | null;
  /** Reads the server's copy again (online); resolves with it, or null when it could not. */
  refresh(): Promise<ClaimView | null>;
}

const emptyQueue: ClaimQueue = { waiting: [], refused: null };

export function useClaimDocument(id: string, known: boolean): ClaimDocument {
  const db = useLocalDb();
  const online = useOnline();
  const { api } = useServices();
  const [error, setError] = useState<string | null>(null);
  const local = useLiveQuery(async () => {
    if (!db) return null;
    const [kept, draft, entries] = await Promise.all([
      db.claims.get(id),
      db.drafts.get([claimKind, id]) as Promise<DraftRecord<ClaimDraft> | undefined>,
      db.outbox.where('[kind+entityId]').equals([claimKind, id]).sortBy('seq'),
    ]);
    return { kept: kept ?? null, draft: draft ?? null, queue: claimQueueOf(entries) };
  }, [db, id]);

  const refresh = useCallback(async () => {
    if (!known) return null;
    try {
      const view = await api.call(
        reimbursementContracts.get,
        { documentId: id },
        { loading: false, quiet: true },
      );
      setError(null);
      if (db) await keepClaim(view, db);
      return view;
    } catch (e) {
      setError(`读取单据失败：${e instanceof Error ? e.message : String(e)}`);
      return null;
    }
  }, [api, db, id, known]);

  // A claim drafted on this device whose save has not gone out is not on the server yet: asking would
  // only earn 单据不存在 (a 400 in the console on every reconnect). Its save's answer keeps the copy.
  const loaded = local !== undefined && local !== null;
  const onlyHere =
    loaded && local.kept === null && local.draft !== null && local.draft.syncState !== 'synced';
  useEffect(() => {
    if (!(online && known && db && loaded && !onlyHere)) return;
    // The live query may not have seen a save queued a moment ago (a new claim's page names its id
    // right after queueing it): the database is asked again before the server is.
    void (async () => {
      const [kept, draft] = await Promise.all([
        db.claims.get(id),
        db.drafts.get([claimKind, id]) as Promise<DraftRecord<ClaimDraft> | undefined>,
      ]);
      if (!kept && draft && draft.syncState !== 'synced') return;
      await refresh();
    })();
  }, [online, known, db, loaded, onlyHere, refresh, id]);

  const draft = local?.draft && local.draft.syncState !== 'synced' ? local.draft.data : null;
  return {
    server: local?.kept?.view ?? null,
    savedAt: local?.kept?.savedAt ?? null,
    draft,
    queue: local?.queue ?? emptyQueue,
    ready: local !== undefined && local !== null,
    error,
    refresh,
  };
}
