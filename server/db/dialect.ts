// A Postgres dialect around a driver of ours (PGlite's, or node-postgres' with turns and prepared
// writes), kept so that the database's turns can be registered where it is opened (turns.ts).
import {
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
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
