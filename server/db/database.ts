// Opens the database: embedded PGlite under a data folder by default, a PostgreSQL server when a
// URL is given. Both return the same row shapes (numeric as string, int8 as number, date as text).
import { chmod, mkdir } from 'node:fs/promises';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, Migrator, sql } from 'kysely';
import pg from 'pg';
import { keepDurable } from './durable-answers.ts';
import { migrations } from './migrations/index.ts';
import { PgDialect } from './pg-dialect.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { DurableNodeFS, durableStartParams, privateAndSynced } from './pglite-files.ts';
import type { Database } from './schema.ts';
import { keepTurns } from './turns.ts';
import { type SyncFile, WalSync } from './wal-sync.ts';

export type DbKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DbKind;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tarball, to start other instances from (tests). */
  dump?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://... ; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite folder, or 'memory://' for a throwaway database. */
  dataDir: string;
  /**
   * Connections to the PostgreSQL server (PGlite has one); its default is the config's. More is
   * not faster: requests beyond it wait in arrival order (turns.ts), while more open transactions
   * contend for the same rows (a month's voucher counter) and for the server's CPUs. Voucher
   * saves, 50 writers, one 2-core machine: p99 113-127 ms with 10, 138-155 ms with 20, at the same
   * throughput.
   */
  poolSize: number;
  /** PGlite in a folder: how a WAL file is synced (tests count the calls); fdatasync by default. */
  syncFile?: SyncFile;
  /** PGlite only: start from this dumped data folder (PGlite dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
}

const INT8_OID = 20;
const DATE_OID = 1082;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.url ? openPostgres(options.url, options.poolSize) : await openPGlite(options);
  await migrate(handle.db);
  return handle;
}

function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const typeParsers = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8_OID) return (v: string) => Number(v);
      if (oid === DATE_OID) return (v: string) => v;
      return pg.types.getTypeParser(oid, format);
    },
  } as pg.CustomTypesConfig;
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: typeParsers });
  // A backend ended from the server side (restart, pg_terminate_backend, a dropped database) errors
  // its client; without a listener that error would crash the process. The pool replaces the client
  // on next use, and the request that was using it gets its own error.
  const warn = (error: Error) => process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
  pool.on('error', warn);
  pool.on('connect', (client) => client.on('error', warn));
  const dialect = new PgDialect(pool);
  const db = new Kysely<Database>({ dialect });
  keepTurns(db, dialect.driver.gate);
  return { db, kind: 'postgres', close: () => db.destroy() };
}

async function openPGlite({ dataDir, syncFile, loadDataDir }: DatabaseOptions): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  // A success answer means the commit is on disk: see pglite-files.ts and wal-sync.ts.
  const wal = inMemory ? null : new WalSync(syncFile);
  if (!inMemory) {
    // The folder holds the accounts and the users' password hashes: the server's user only.
    // Files PGlite creates are made private by DurableNodeFS; the umask covers initdb's too.
    restrictUmask();
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await chmod(dataDir, 0o700);
  }
  const client = await PGlite.create({
    parsers: { [pgliteTypes.DATE]: (v: string) => v },
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(wal
      ? { fs: new DurableNodeFS(dataDir, wal), startParams: durableStartParams(PGlite.defaultStartParams) }
      : { dataDir }),
  });
  if (!inMemory) privateAndSynced(dataDir);
  // A new WAL segment would be written full of zeros (16 MB) by the request that needs it: PGlite
  // has no background process to prepare segments ahead. Measured under ten writers: the longest
  // event-loop stall fell from 60-96 ms to 19-26 ms. The statistics track_counts gathers feed only
  // autovacuum, which PGlite does not run either (a replayed save: 3 % less engine time without).
  await client.exec('set wal_init_zero = off; set track_counts = off');
  const dialect = new PGliteDialect(client, wal ?? undefined);
  const db = new Kysely<Database>({ dialect });
  if (wal) keepDurable(db, wal);
  keepTurns(db, dialect.driver.gate);
  return { db, kind: 'pglite', close: () => db.destroy(), dump: () => client.dumpDataDir('none') };
}

/** No group or other access for files this process creates; not settable in a worker thread. */
function restrictUmask(): void {
  try {
    process.umask(process.umask() | 0o077);
  } catch {
    // Worker threads (some test runners) share the process's umask and may not change it:
    // DurableNodeFS and the chmod at open still make the data folder private.
  }
}

async function migrate(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败：${failed?.migrationName ?? ''} ${String(error ?? '')}`);
  }
  // Tables made by migrations after 0060 get the operation log's trigger too (a no-op when none is new).
  if (results?.some((r) => r.status === 'Success')) await sql`select oplog_attach()`.execute(db);
}
