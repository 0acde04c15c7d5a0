// Singleton settings of a ledger set (结转设置, 报表人员设置) offline (DESIGN §5): the last answer is
// kept in meta with its time (as useRemoteFirst keeps any answer); a save is an outbox entry with
// its draft (the setting as the user left it, shown until the server answers, kept with the
// server's message when refused); the server's answer becomes the kept one.
import { useLiveQuery } from 'dexie-react-hooks';
import { useRef } from 'react';
import type { ApiClient } from '../api/client';
import type { LocalDb } from './db';
import { requireLocalDb } from './db';
import { useDraft, useLocalDb, useOpenOutboxEntries, useRemoteFirst } from './hooks';
import type { OutboxKindHandler } from './kinds';
import { discard, enqueueSave } from './outbox';
import { type RemoteFirst, remoteKey } from './remote-first';
import type { DraftRecord, OutboxEntry } from './types';

export interface SettingDoc<T> {
  /** The useRemoteFirst key; the kept answer lives in meta under remoteKey(key). */
  key: string;
  /** The outbox kind of its saves. */
  kind: string;
  /** The save's path. */
  path: string;
  fetch(api: ApiClient, signal?: AbortSignal): Promise<T>;
}

/** The one record a setting is: every save of it queues behind the last one. */
export const SETTING_ENTITY = 'current';

const hasVersion = (data: unknown): data is { version: number } =>
  typeof data === 'object' && data !== null && typeof (data as { version?: unknown }).version === 'number';

/** How the outbox treats a setting's saves once the server answered. */
export function settingOutboxKind(key: string): OutboxKindHandler {
  return {
    // A save queued behind one on the wire edits the version that one wrote.
    rebase: (body, data) =>
      hasVersion(data) && typeof body === 'object' && body !== null
        ? { ...body, version: data.version }
        : body,
    answer: {
      tables: ['meta'],
      async apply(db: LocalDb, _entry: OutboxEntry, data: unknown) {
        if (hasVersion(data)) await db.meta.put({ key: remoteKey(key), value: data, updatedAt: Date.now() });
      },
    },
  };
}

/**
 * Queues a save with its draft (one transaction); an unsent earlier save is replaced by it, and a
 * refused one is dropped first: the user is saving the corrected setting in its place.
 */
export async function queueSettingSave<B>(
  doc: Pick<SettingDoc<unknown>, 'kind' | 'path'>,
  body: B,
  label: string,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  const entries = await db.outbox.where('[kind+entityId]').equals([doc.kind, SETTING_ENTITY]).toArray();
  for (const entry of entries) {
    if (entry.state === 'failed' || entry.state === 'blocked') await discard(entry.seq, db);
  }
  return enqueueSave(
    { kind: doc.kind, entityId: SETTING_ENTITY, method: 'POST', path: doc.path, body, label, draft: body },
    db,
  );
}

export interface SettingState<T, B> {
  read: RemoteFirst<T>;
  /** The newest answer known here (the server's now, or the kept one, also after a save). */
  setting: T | undefined;
  /** A save not yet on the server (pending) or refused by it (failed): what the user left. */
  draft: DraftRecord<B> | undefined;
  /** The refusal of the last save, when it was refused. */
  refusal: string | null;
}

/**
 * Network first, the kept answer offline (with its time in read.cachedAt); the kept answer is
 * also watched, so a save's answer shows at once. `enabled` false: the kept answer only.
 */
export function useSettingDoc<T extends { version: number }, B>(
  doc: SettingDoc<T>,
  api: ApiClient,
  enabled = true,
): SettingState<T, B> {
  const db = useLocalDb();
  const read = useRemoteFirst(doc.key, (signal) => doc.fetch(api, signal), enabled);
  const kept = useLiveQuery(
    async () => ((await db?.meta.get(remoteKey(doc.key)))?.value as T | undefined) ?? null,
    [db, doc.key],
  );
  const draftRecord = useDraft<B>(doc.kind, SETTING_ENTITY);
  const entries = useOpenOutboxEntries(doc.kind);
  const failed = entries.find((e) => e.state === 'failed');
  const a = read.data;
  const b = kept ?? undefined;
  const newest = !a ? b : b && b.version > a.version ? b : a;
  // A refetch may leave the read without an answer for a moment (before the kept copy is read
  // back): the setting once known stays shown, so a form never loses what it was filled from.
  const known = useRef<T | undefined>(undefined);
  if (newest && (!known.current || newest.version >= known.current.version)) known.current = newest;
  const setting = known.current;
  const open = draftRecord && (draftRecord.syncState === 'pending' || draftRecord.syncState === 'failed');
  return {
    read,
    setting,
    draft: open ? draftRecord : undefined,
    refusal: failed?.error?.message ?? null,
  };
}
