// One exchange with the server for outbox entries: a single signed call with the entry's own
// idempotency key, or a batch call carrying several entries, each under its own key.
import type { ApiClient } from '../api/client';
import type { LocalDb } from './db';
import { outboxKind } from './kinds';
import { failureOf, verdictOf } from './outbox-state';
import type { Outcome } from './outcomes';
import type { FileRecord, OutboxEntry } from './types';

type Api = Pick<ApiClient, 'replay'>;

/** Fields of a multipart body are text: objects travel as JSON, like the signature sees them. */
function formOf(
  entry: OutboxEntry,
  files: ReadonlyArray<{ field: string; name: string; blob: Blob }>,
): FormData {
  const form = new FormData();
  const body = (entry.body ?? {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const file of files) form.append(file.field, file.blob, file.name);
  return form;
}

export interface FileSource {
  filesOf(entry: OutboxEntry): Promise<FileRecord[]>;
}

/** How an exchange goes: its abort signal, and the ledger set (zid) the entries were queued in. */
export interface SendContext {
  signal: AbortSignal;
  ledgerSet?: string;
  /** Handed to a kind's own sender (kinds.ts). */
  db?: LocalDb;
}

/** Quiet and without the loading mask: the user is not waiting on this screen for it. */
const backgroundOf = ({ signal, ledgerSet }: SendContext) => ({
  loading: false,
  background: true,
  signal,
  ...(ledgerSet ? { ledgerSet } : {}),
});

export async function sendOne(
  api: Api,
  entry: OutboxEntry,
  ctx: SendContext,
  files?: FileSource,
): Promise<Outcome> {
  const options = { ...backgroundOf(ctx), idempotencyKey: entry.idempotencyKey };
  try {
    const custom = outboxKind(entry.kind).send;
    if (custom) {
      const own = entry.fileIds.length > 0 && files ? await files.filesOf(entry) : [];
      const order = new Map(entry.fileIds.map((id, i) => [id, i]));
      const data = await custom(entry, {
        files: [...own].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)),
        replay: (path, body, idempotencyKey) =>
          api.replay(path, body, { ...backgroundOf(ctx), idempotencyKey }),
        ...(ctx.db ? { db: ctx.db } : {}),
      });
      return { entry, done: true, data };
    }
    const body = entry.fileIds.length > 0 && files ? formOf(entry, await files.filesOf(entry)) : entry.body;
    const data = await api.replay(entry.path, body, options);
    return { entry, done: true, data };
  } catch (error) {
    return { entry, done: false, verdict: verdictOf(failureOf(error)) };
  }
}

interface ItemResult {
  key: string;
  success: boolean;
  errorCode: number;
  message: string;
  data: unknown;
}

function isItemResult(value: unknown): value is ItemResult {
  return typeof value === 'object' && value !== null && 'key' in value && 'success' in value;
}

/**
 * The batch's own request key is fresh each time and never stored by the server: exactly-once
 * comes from each item's key. An item without a result was not reached: it goes back to pending.
 * 'unsupported' means the server has no such path (404): the caller falls back to single calls.
 */
export async function sendBatch(
  api: Api,
  path: string,
  entries: readonly OutboxEntry[],
  ctx: SendContext,
): Promise<Outcome[] | 'unsupported'> {
  const items = entries.map((e) => ({ key: e.idempotencyKey, body: e.body }));
  let results: unknown;
  try {
    const data = await api.replay(path, { items }, backgroundOf(ctx));
    results = (data as { results?: unknown } | null)?.results;
  } catch (error) {
    const failure = failureOf(error);
    if (failure.kind === 'http' && failure.status === 404) return 'unsupported';
    const verdict = verdictOf(failure);
    return entries.map((entry) => ({ entry, done: false, verdict }));
  }
  const byKey = new Map<string, ItemResult>();
  if (Array.isArray(results)) for (const r of results) if (isItemResult(r)) byKey.set(r.key, r);
  return entries.map((entry): Outcome => {
    const r = byKey.get(entry.idempotencyKey);
    if (!r) {
      const error = { code: 0, status: 0, message: '服务器未处理该项，稍后重试' };
      return { entry, done: false, verdict: { type: 'retry', error } };
    }
    if (r.success) return { entry, done: true, data: r.data };
    return {
      entry,
      done: false,
      verdict: verdictOf({ kind: 'business', code: r.errorCode, status: 400, message: r.message }),
    };
  });
}
