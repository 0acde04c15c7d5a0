// A Kysely driver for embedded PGlite. PGlite is one Postgres session, so connections are handed
// out one at a time: a transaction holds the only connection until it commits or rolls back.

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
import { inlineParams } from './inline-params.ts';

function lastOf<T>(results: readonly T[]): T {
  const last = results.at(-1);
  if (last === undefined) throw new Error('PGlite 未返回结果');
  return last;
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // One simple query, with the values written in (inline-params.ts says why).
    const result = lastOf(await this.pg.exec(inlineParams(query.sql, query.parameters)));
    const command = (result as { command?: string }).command;
    const writes =
      command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE';
    return {
      rows: result.rows as R[],
      ...(writes ? { numAffectedRows: BigInt(result.affectedRows ?? 0) } : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: PGlite offers no streaming; Kysely requires the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite 不支持流式查询');
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;

  constructor(private readonly pg: PGlite) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // Chain on the previous holder: FIFO, and a transaction never interleaves with another query.
    let release!: () => void;
    const turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    // The classic way to hang here is a query on `db` inside a transaction that holds the only
    // connection: say so instead of waiting silently.
    const watchdog = setTimeout(() => {
      process.emitWarning(
        'PGlite: 等待数据库连接超过 10 秒，可能在事务中误用了 db 而非 trx',
        'PGliteDeadlock',
      );
    }, 10_000);
    watchdog.unref();
    await previous;
    clearTimeout(watchdog);
    this.releases.set(this.connection, release);
    return this.connection;
  }

  private readonly releases = new Map<DatabaseConnection, () => void>();

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${level}`));
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    const release = this.releases.get(conn);
    this.releases.delete(conn);
    release?.();
  }

  async destroy(): Promise<void> {
    await this.queue;
    if (!this.pg.closed) await this.pg.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pg);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  // biome-ignore lint/suspicious/noExplicitAny: the Dialect interface itself takes Kysely<any>.
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
