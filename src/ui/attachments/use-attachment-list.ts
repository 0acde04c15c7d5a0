// A record's files as the widget shows them: the list last queued on this device (files still in
// Dexie marked 待上传) while the outbox holds it, else the server's list (network first, the last
// answer kept for offline reading, src/local useRemoteFirst).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { type AttachmentLists, attachmentContracts } from '../../core/contracts/attachment';
import { type RemoteFirst, useLocalDb, useRemoteFirst } from '../../local';
import {
  type AttachmentRef,
  attachmentEntityId,
  listOf,
  openWrites,
  queuedList,
  type ShownFile,
  shownOf,
} from '../../local/attachments';
import { useLedgerSetTag } from '../data/use-report';
import { useServices } from '../services';

export interface ListItem {
  /** Stable across renders and reorders: the server id, or the blob's local id. */
  key: string;
  file: ShownFile;
  /** Still only on this device (待上传). */
  pending: boolean;
  /** The bytes on this device (a queued file), for its thumbnail and preview. */
  blob: Blob | null;
}

/** The server's lists of one record; the cache key names the ledger set, the kind and the record. */
export function useAttachmentLists(
  dataId: string,
  attachmentsType: string,
): RemoteFirst<AttachmentLists | null> {
  const { api } = useServices();
  const ledgerSet = useLedgerSetTag();
  const key = `attachments:${ledgerSet}:${attachmentsType}:${dataId}`;
  return useRemoteFirst<AttachmentLists | null>(
    key,
    (signal) =>
      api.call(
        attachmentContracts.list,
        { dataId, attachmentsType },
        { loading: false, quiet: true, signal },
      ),
    dataId !== '',
  );
}

export const itemOf = (file: ShownFile, blob: Blob | null = null): ListItem => ({
  key: file.fileId ?? `local:${file.localId ?? ''}`,
  file,
  pending: file.fileId === null,
  blob,
});

export interface AttachmentList {
  items: ListItem[];
  /** A change of this list waits in the outbox (待同步). */
  queued: boolean;
  /** undefined while the first read runs. */
  ready: boolean;
}

/** One list (a file type, bound or supplement) of a record. */
export function useAttachmentList(
  ref: AttachmentRef,
  lists: RemoteFirst<AttachmentLists | null>,
): AttachmentList {
  const db = useLocalDb();
  const entityId = attachmentEntityId(ref);
  const read = useLiveQuery(
    async () => (db ? { list: await queuedList(ref, db), open: await openWrites(entityId, db) } : null),
    [db, entityId],
  );
  const queued = read === undefined ? undefined : (read?.list ?? null);
  // When the outbox has delivered the list (or its approval), the server's answer is asked again.
  const wasOpen = useRef(0);
  const open = read?.open ?? 0;
  const { refresh } = lists;
  useEffect(() => {
    if (wasOpen.current > 0 && open === 0) refresh();
    wasOpen.current = open;
  }, [open, refresh]);
  if (queued) {
    return {
      items: queued.files.map((f) => itemOf(f, f.localId ? (queued.blobs.get(f.localId) ?? null) : null)),
      queued: true,
      ready: true,
    };
  }
  return {
    items: listOf(lists.data, ref).map((r) => itemOf(shownOf(r))),
    queued: false,
    ready: queued !== undefined && (lists.data !== undefined || !lists.loading),
  };
}
