// A Kysely driver for embedded PGlite. PGlite is one Postgres session, so connections are handed
// out one at a time: a transaction holds the only connection until it commits or rolls back.
// Statements go to the engine over the wire protocol (pglite-wire.ts): those with values as named
// prepared statements, inside a transaction or not, the rest as simple queries.
//
// Values used to be written into the text outside transactions (inline-params.ts, removed with
// this note). Measured in CPU time per statement on PGlite in memory (test/bench/wire.bench.ts at
// commit 43eab7b, 3 runs of 5 rounds of 400, load average 20-29 on 2 CPUs), inlined against
// prepared: a point lookup 80-110 µs against 34-50 µs, an insert on its own 30-40 µs against 22-35
// µs, a report's range aggregate over 20,000 rows 1.19-1.38 ms against 1.01-1.15 ms. Bound to an
// unnamed statement (parsed and planned each run, as inlined text is) was no faster than inlined
// (-12 to +59 %). So no path keeps inlining. A report prepared this way is planned for its values
// for its first five runs and then keeps a generic plan only when Postgres costs it no worse; the
// 102 明细账 page took the same 5 ms either way.

import type { PGlite } from '@electric-sql/pglite';
import type { CompiledQuery, DatabaseConnection, QueryResult, TransactionSettings } from 'kysely';
import {
  beginStatement,
  DialectWith,
  queryResult,
  type TransactionAware,
  TransactionAwareDriver,
} from './dialect.ts';
import { owe } from './durable-answers.ts';
import { textOf } from './param-text.ts';
import { PGliteWire } from './pglite-wire.ts';
import { Gate } from './turns.ts';

class PGliteConnection implements TransactionAware {
  inTransaction = false;
  /** A transaction's begin, not sent yet: it goes with the transaction's first statement. */
  pendingBegin: string | undefined;
  private readonly wire: PGliteWire;

  constructor(pg: PGlite) {
    this.wire = new PGliteWire(pg);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const before = this.pendingBegin;
    this.pendingBegin = undefined;
    const { rows, command, affectedRows } =
      query.parameters.length > 0
        ? await this.wire.prepared(query.sql, query.parameters.map(textOf), before)
        : await this.wire.simple(query.sql, before);
    return queryResult(rows, command, affectedRows);
  }

  // biome-ignore lint/correctness/useYield: PGlite offers no streaming; Kysely requires the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite 不支持流式查询');
  }
}

/** The WAL's group sync (wal-sync.ts), as the driver sees it. */
export interface Durable {
  /** A count covering every commit written so far. */
  readonly asked: number;
  /** Resolves when the commits counted up to `target` are on disk. */
  durable(target?: number): Promise<void>;
}

export class PGliteDriver extends TransactionAwareDriver {
  private readonly connection: PGliteConnection;
  /** One holder at a time: PGlite is one Postgres session. */
  readonly gate = new Gate(1);

  constructor(
    private readonly pg: PGlite,
    private readonly wal?: Durable,
  ) {
    super();
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // The classic way to hang here is a query on `db` inside a transaction that holds the only
    // connection: say so instead of waiting silently.
    const watchdog = setTimeout(() => {
      process.emitWarning(
        'PGlite: 等待数据库连接超过 10 秒，可能在事务中误用了 db 而非 trx',
        'PGliteDeadlock',
      );
    }, 10_000);
    watchdog.unref();
    await this.gate.enter();
    clearTimeout(watchdog);
    return this.connection;
  }

  // The connection goes to the next holder first: the next transaction runs in the engine while the
  // WAL is synced, and the commits that finish meanwhile share the next sync. Inside an HTTP
  // request the wait for the disk is owed once, by its answer (durable-answers.ts): a save's
  // session check, idempotency lookup and transaction used to wait one after another. Elsewhere
  // (migrations, the seed, scripts) the caller waits here.
  async releaseConnection(): Promise<void> {
    this.gate.leave();
    if (!this.wal) return;
    if (!owe(this.wal.asked)) await this.wal.durable();
  }

  // A begin costs a call into the engine of its own, and on the one connection every call is on
  // the event loop: it waits and goes with the transaction's first statement instead.
  override async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const connection = conn as PGliteConnection;
    connection.pendingBegin = beginStatement(settings);
    connection.inTransaction = true;
  }

  override async commitTransaction(conn: DatabaseConnection): Promise<void> {
    if (this.endedUnsent(conn as PGliteConnection)) return;
    await super.commitTransaction(conn);
  }

  override async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    if (this.endedUnsent(conn as PGliteConnection)) return;
    await super.rollbackTransaction(conn);
  }

  /** A transaction that ran no statement ends without a word to the engine. */
  private endedUnsent(connection: PGliteConnection): boolean {
    if (connection.pendingBegin === undefined) return false;
    connection.pendingBegin = undefined;
    connection.inTransaction = false;
    return true;
  }

  async destroy(): Promise<void> {
    // After whatever holds or awaits the connection now.
    await this.acquireConnection();
    if (!this.pg.closed) await this.pg.close();
  }
}

export class PGliteDialect extends DialectWith<PGliteDriver> {
  constructor(pg: PGlite, wal?: Durable) {
    super(new PGliteDriver(pg, wal));
  }
}
