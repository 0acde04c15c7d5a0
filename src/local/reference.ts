// The reference-data cache: each table has a loader (api) => rows; after login every table is
// pulled and stored in one transaction per table, then refreshed while online once it is stale.
// Screens read the cache only (hooks.ts), so they work the same offline. Feature modules register
// the loaders of the tables they own.
import type { ApiClient } from '../api/client';
import type { LocalDb } from './db';
import type { CachedRow, ReferenceTable } from './types';

export type ReferenceLoader = (api: ApiClient) => Promise<CachedRow[]>;

/** Each feature module declares the tables it owns (src/features/<module>/module.ts). */
const loaders = new Map<ReferenceTable, ReferenceLoader>();
/** The permissions any one of which the server asks before it answers a table's read (none: anyone). */
const readers = new Map<ReferenceTable, readonly string[]>();

export function registerReference(
  table: ReferenceTable,
  loader: ReferenceLoader,
  readWith?: readonly string[],
): void {
  loaders.set(table, loader);
  if (readWith) readers.set(table, readWith);
  else readers.delete(table);
}

export function registeredReferenceTables(): ReferenceTable[] {
  return [...loaders.keys()];
}

/**
 * The tables a user holding `permissions` may read: a session never asks for one the server would
 * refuse (a 审核 has no 常用摘要 to cache). Undefined permissions: every table.
 */
export function readableReferenceTables(permissions?: readonly string[]): ReferenceTable[] {
  return registeredReferenceTables().filter((table) => {
    const needs = readers.get(table);
    return !needs || !permissions || needs.some((p) => permissions.includes(p));
  });
}

/** Reference data older than this is pulled again when the app is online (10 minutes). */
export const defaultStaleMs = 10 * 60_000;

const lastPullKey = (table: ReferenceTable) => `lastPull:${table}`;

/**
 * Replaces the table's content with `rows` in one transaction: rows the server no longer has go,
 * but a row written by a save still in the outbox stays as the user sees it (待同步) until the
 * replayer brings the server's version.
 */
export async function storeReference(
  db: LocalDb,
  table: ReferenceTable,
  rows: readonly CachedRow[],
  now = Date.now(),
): Promise<void> {
  const cache = db.reference(table);
  await db.transaction('rw', cache, db.outbox, db.meta, async () => {
    const open = await db.outbox.where('state').anyOf('pending', 'sending', 'failed', 'blocked').toArray();
    const keep = new Set(open.flatMap((e) => (e.revert.row?.table === table ? [e.revert.row.key] : [])));
    const incoming = new Set(rows.map((r) => r.key));
    const existing = await cache.toCollection().primaryKeys();
    await cache.bulkDelete(existing.filter((key) => !incoming.has(key) && !keep.has(key)));
    await cache.bulkPut(keep.size === 0 ? rows : rows.filter((r) => !keep.has(r.key)));
    await db.meta.put({ key: lastPullKey(table), value: now, updatedAt: now });
  });
}

export async function pullReference(db: LocalDb, api: ApiClient, table: ReferenceTable, now = Date.now()) {
  const loader = loaders.get(table);
  if (!loader) throw new Error(`未登记的基础资料表：${table}`);
  const rows = await loader(api);
  await storeReference(db, table, rows, now);
  return rows.length;
}

export interface PullReport {
  table: ReferenceTable;
  rows: number;
  /** Why the pull failed; the old cache stays in use. */
  error?: string;
}

/** Pulls tables one after another; a failure of one leaves its old cache and does not stop the rest. */
export async function pullAllReference(
  db: LocalDb,
  api: ApiClient,
  tables: readonly ReferenceTable[] = registeredReferenceTables(),
): Promise<PullReport[]> {
  const reports: PullReport[] = [];
  for (const table of tables) {
    try {
      reports.push({ table, rows: await pullReference(db, api, table) });
    } catch (error) {
      reports.push({ table, rows: 0, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return reports;
}

export async function lastPull(db: LocalDb, table: ReferenceTable): Promise<number | null> {
  const value = (await db.meta.get(lastPullKey(table)))?.value;
  return typeof value === 'number' ? value : null;
}

/** Pulls the tables whose last pull is older than `staleMs` (never pulled counts as stale). */
export async function refreshStale(
  db: LocalDb,
  api: ApiClient,
  options: { staleMs?: number; now?: number; tables?: readonly ReferenceTable[] } = {},
): Promise<PullReport[]> {
  const now = options.now ?? Date.now();
  const staleMs = options.staleMs ?? defaultStaleMs;
  const stale: ReferenceTable[] = [];
  for (const table of options.tables ?? registeredReferenceTables()) {
    const at = await lastPull(db, table);
    if (at === null || now - at >= staleMs) stale.push(table);
  }
  return stale.length > 0 ? pullAllReference(db, api, stale) : [];
}

interface StorageLike {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
}

/**
 * Asks the browser not to evict this origin's data under storage pressure (drafts and the outbox
 * live there). null when the platform cannot say; the answer is the browser's, not guaranteed.
 */
export async function requestPersistence(
  storage: StorageLike | undefined = (globalThis as { navigator?: { storage?: StorageLike } }).navigator
    ?.storage,
): Promise<boolean | null> {
  if (!storage?.persist) return null;
  try {
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return null;
  }
}
