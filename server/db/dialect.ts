// What our two Kysely drivers share (PGlite's, and node-postgres' pool): the Postgres dialect
// around a driver kept so that the database's turns can be registered where it is opened
// (turns.ts), and connections that know whether they are inside a transaction, where both drivers
// run statements with values as prepared statements.
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

export class DialectWith<D extends Driver> implements Dialect {
  constructor(readonly driver: D) {}
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

export interface TransactionAware extends DatabaseConnection {
  /** Set by the driver between begin and commit or rollback. */
  inTransaction: boolean;
}

/** Begins, commits and rolls back, keeping each connection's inTransaction. */
export abstract class TransactionAwareDriver implements Driver {
  abstract init(): Promise<void>;
  abstract acquireConnection(): Promise<DatabaseConnection>;
  abstract releaseConnection(conn: DatabaseConnection): Promise<void>;
  abstract destroy(): Promise<void>;

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await conn.executeQuery(CompiledQuery.raw(beginStatement(settings)));
    (conn as TransactionAware).inTransaction = true;
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    (conn as TransactionAware).inTransaction = false;
    await conn.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    (conn as TransactionAware).inTransaction = false;
    await conn.executeQuery(CompiledQuery.raw('rollback'));
  }
}

export function beginStatement(settings: TransactionSettings): string {
  return settings.isolationLevel ? `begin isolation level ${settings.isolationLevel}` : 'begin';
}

/**
 * Errors after which a prepared statement is parsed again next time: a kept plan whose result
 * columns changed under it (DDL by another process, 0A000), and a statement that is gone
 * (DEALLOCATE, 26000).
 */
export const isStaleStatement = (error: unknown) =>
  ['0A000', '26000'].includes((error as { code?: string } | null)?.code ?? '');

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/** Kysely's result: the rows, and for a write the rows it touched. */
export function queryResult<R>(rows: unknown[], command: string, count: number): QueryResult<R> {
  return {
    rows: rows as R[],
    ...(WRITES.has(command) ? { numAffectedRows: BigInt(count) } : {}),
  };
}
