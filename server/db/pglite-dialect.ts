// A Kysely driver for embedded PGlite. PGlite is one Postgres session, so connections are handed
// out one at a time: a transaction holds the only connection until it commits or rolls back.
// Statements go to the engine over the wire protocol (pglite-wire.ts): those with values as prepared
// statements inside a transaction (the writes, whose shapes repeat), everything else as text with
// the values written in (inline-params.ts). Outside transactions are the reports, whose best plan
// depends on the values: prepared there, 明细账 of a first-level subject took 20 ms, not 3.

import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { inlineParams, textOf } from './inline-params.ts';
import { PGliteWire } from './pglite-wire.ts';
import type { Turns } from './turns.ts';

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PGliteConnection implements DatabaseConnection {
  /** Set by the driver between begin and commit or rollback. */
  inTransaction = false;
  private readonly wire: PGliteWire;

  constructor(pg: PGlite) {
    this.wire = new PGliteWire(pg);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { rows, command, affectedRows } =
      this.inTransaction && query.parameters.length > 0
        ? await this.wire.prepared(query.sql, query.parameters.map(textOf))
        : await this.wire.simple(inlineParams(query.sql, query.parameters));
    return {
      rows: rows as R[],
      ...(WRITES.has(command) ? { numAffectedRows: BigInt(affectedRows) } : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: PGlite offers no streaming; Kysely requires the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite 不支持流式查询');
  }
}

interface Waiter {
  arrivedAt: number;
  seq: number;
  grant: () => void;
}

export class PGliteDriver implements Driver, Turns {
  private readonly connection: PGliteConnection;
  /** Someone holds the connection, or it is being handed to the next waiter. */
  private busy = false;
  /** Earliest arrival first; among equals, first asked first. */
  private readonly waiting: Waiter[] = [];
  private seq = 0;
  /** The arrival time of the acquisition about to be asked for (inArrivalOrder). */
  private nextArrival: number | null = null;

  constructor(private readonly pg: PGlite) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {}

  inArrivalOrder<T>(arrivedAt: number, run: () => Promise<T>): Promise<T> {
    // Kysely asks for the connection synchronously within run() (no await comes before it), so
    // the time set here is the one that acquisition reads. Were it ever not so, only the order
    // of waiting would suffer, never the one-at-a-time rule.
    this.nextArrival = arrivedAt;
    try {
      return run();
    } finally {
      this.nextArrival = null;
    }
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const arrivedAt = this.nextArrival ?? performance.now();
    this.nextArrival = null;
    if (!this.busy) {
      this.busy = true;
      return this.connection;
    }
    // The classic way to hang here is a query on `db` inside a transaction that holds the only
    // connection: say so instead of waiting silently.
    const watchdog = setTimeout(() => {
      process.emitWarning(
        'PGlite: 等待数据库连接超过 10 秒，可能在事务中误用了 db 而非 trx',
        'PGliteDeadlock',
      );
    }, 10_000);
    watchdog.unref();
    await new Promise<void>((grant) => {
      const waiter = { arrivedAt, seq: this.seq++, grant };
      const at = this.waiting.findIndex(
        (w) => w.arrivedAt > arrivedAt || (w.arrivedAt === arrivedAt && w.seq > waiter.seq),
      );
      this.waiting.splice(at < 0 ? this.waiting.length : at, 0, waiter);
    });
    clearTimeout(watchdog);
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${level}`));
    this.connection.inTransaction = true;
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    this.connection.inTransaction = false;
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    this.connection.inTransaction = false;
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    // The next holder is chosen and starts on the next turn of the event loop, not in this chain
    // of promises: otherwise the waiters run back to back, and the requests that arrived meanwhile
    // (and the answers already written) wait for the whole queue: 60-90 ms stalls at ten writers.
    setImmediate(() => {
      const next = this.waiting.shift();
      if (next) next.grant();
      else this.busy = false;
    });
  }

  async destroy(): Promise<void> {
    // After whatever holds or awaits the connection now.
    await this.acquireConnection();
    if (!this.pg.closed) await this.pg.close();
  }
}

export class PGliteDialect implements Dialect {
  /** The one driver, kept so that the database's turns can be registered (turns.ts). */
  readonly driver: PGliteDriver;
  constructor(pg: PGlite) {
    this.driver = new PGliteDriver(pg);
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return this.driver;
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  // biome-ignore lint/suspicious/noExplicitAny: the Dialect interface itself takes Kysely<any>.
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
