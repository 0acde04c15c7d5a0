// The migrated and seeded database, built once per test run and copied for each test file: on
// PGlite a dump of the data folder loaded into each fresh instance, on PostgreSQL a template
// database each file's database is created from. Starting PGlite from a dump skips initdb, the
// migrations and the demo seed, which were most of each server test file's start.
import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/database.ts';
import { seedDatabase } from '../../server/seed/index.ts';

/** What the template was seeded with: files starting otherwise build their own database. */
export interface TemplateSeed {
  demo: boolean;
  adminPassword: string;
}

/**
 * Set by the global setup for the test processes: JSON of {@link Template}. One per kind of
 * database: in CI the server suite runs on PGlite and on PostgreSQL in the same run.
 */
const templateEnv = (onPostgres: boolean) => `UF_TEST_DB_TEMPLATE_${onPostgres ? 'POSTGRES' : 'PGLITE'}`;

interface Template {
  seed: TemplateSeed;
  /** PGlite: the dumped data folder. */
  dumpFile?: string;
  /** PostgreSQL: the template database's name. */
  database?: string;
}

/** The template for this process's database (PostgreSQL when DATABASE_URL is set). */
export function templateFor(seed: TemplateSeed, base = process.env.DATABASE_URL): Template | null {
  const raw = process.env[templateEnv(Boolean(base))];
  if (!raw) return null;
  const template = JSON.parse(raw) as Template;
  const same = template.seed.demo === seed.demo && template.seed.adminPassword === seed.adminPassword;
  return same ? template : null;
}

/** PGlite: the dump to start from, read once per test file. */
export async function dumpOf(template: Template): Promise<Blob | undefined> {
  return template.dumpFile ? new Blob([await readFile(template.dumpFile)]) : undefined;
}

async function onServer<T>(base: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A throwaway database created from the template (PostgreSQL), or an empty one without it. */
export async function createDatabase(base: string, name: string, template?: string): Promise<void> {
  const sql = `create database ${name}${template ? ` template ${template}` : ''}`;
  // Two copies of one template at the same moment (the server and e2e suites run side by side):
  // PostgreSQL refuses the second with 55006 "source database is being accessed"; it waits and retries.
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer(base, (c) => c.query(sql));
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export async function dropDatabase(base: string, name: string): Promise<void> {
  await onServer(base, (c) => c.query(`drop database if exists ${name} with (force)`));
}

export function withDatabase(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Builds the template for this run on PGlite, or on the PostgreSQL server of base; returns what
 * removes it afterwards.
 */
export async function buildTemplate(
  seed: TemplateSeed,
  base: string | undefined,
): Promise<() => Promise<void>> {
  // The server and e2e projects share one template; the run's teardowns come after all files.
  if (templateFor(seed, base)) return async () => {};
  const template: Template = { seed };
  let cleanup: () => Promise<void>;
  if (base) {
    const name = `uf_template_${process.pid}_${randomUUID().slice(0, 8)}`;
    await createDatabase(base, name);
    const handle = await openDatabase({ url: withDatabase(base, name), dataDir: 'memory://', poolSize: 1 });
    await seedDatabase(handle.db, seed);
    // No connection may stay open on a template database while copies are made.
    await handle.close();
    template.database = name;
    cleanup = () => dropDatabase(base, name);
  } else {
    const handle = await openDatabase({ dataDir: 'memory://', poolSize: 1 });
    await seedDatabase(handle.db, seed);
    const dump = await handle.dump?.();
    await handle.close();
    if (!dump) throw new Error('PGlite did not dump its data folder');
    const file = join(tmpdir(), `uf-test-db-${process.pid}-${randomUUID().slice(0, 8)}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    template.dumpFile = file;
    cleanup = () => rm(file, { force: true });
  }
  process.env[templateEnv(Boolean(base))] = JSON.stringify(template);
  return cleanup;
}
