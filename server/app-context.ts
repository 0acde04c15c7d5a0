// What every module receives: the database and the configuration.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config.ts';
import type { DbKind } from './db/database.ts';
import type { Database } from './db/schema.ts';

export interface AppContext {
  db: Kysely<Database>;
  dbKind: DbKind;
  config: ServerConfig;
}

/** A module registers its routes (and hooks) on the app; server/modules/index.ts lists them all. */
export type ServerModule = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
