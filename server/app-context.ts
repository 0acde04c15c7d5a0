// What every module receives: the database and the configuration.
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config.ts';
import type { DbKind } from './db/database.ts';
import type { Database } from './db/schema.ts';

export interface AppContext {
  db: Kysely<Database>;
  dbKind: DbKind;
  config: ServerConfig;
}
