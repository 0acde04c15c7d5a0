// 配置管理 as the server keeps it: one row per overridden key. Readers call configValue, which reads
// the row each time (a primary-key lookup), so a save is followed by the next call of every
// process without a cache to invalidate.
import type { Kysely, Transaction } from 'kysely';
import {
  type ConfigDefinition,
  type ConfigKey,
  type ConfigValue,
  type ConfigValueOf,
  configDefinition,
  configDefinitions,
  configValueProblem,
  effectiveValue,
} from '../../../src/core/configuration/registry.ts';
import type { ConfigEntryView } from '../../../src/core/contracts/configuration.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The value the system follows for `key` now. */
export async function configValue<K extends ConfigKey>(db: Db, key: K): Promise<ConfigValueOf<K>> {
  const def = configDefinition(key) as ConfigDefinition;
  const row = await db
    .selectFrom('configuration_entry')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return effectiveValue(def, row?.value) as ConfigValueOf<K>;
}

type Row = { key: string; value: unknown; version: number; updated_at: Date; updated_by: string };

function view(def: ConfigDefinition, row: Row | undefined): ConfigEntryView {
  return {
    ...def,
    value: effectiveValue(def, row?.value),
    isDefault: row === undefined,
    version: row?.version ?? 0,
    updatedAt: row ? new Date(row.updated_at).toISOString() : null,
    updatedBy: row?.updated_by ?? null,
  };
}

export async function listConfiguration(db: Db): Promise<ConfigEntryView[]> {
  const rows = await db.selectFrom('configuration_entry').selectAll().execute();
  const byKey = new Map(rows.map((r) => [r.key, r as Row]));
  return (configDefinitions as readonly ConfigDefinition[]).map((d) => view(d, byKey.get(d.key)));
}

async function current(trx: Db, def: ConfigDefinition, version: number): Promise<Row | undefined> {
  const row = (await trx
    .selectFrom('configuration_entry')
    .selectAll()
    .where('key', '=', def.key)
    .forUpdate()
    .executeTakeFirst()) as Row | undefined;
  if ((row?.version ?? 0) !== version) {
    throw conflict(`配置项“${def.label}”已被他人修改，请刷新后重试`, { currentVersion: row?.version ?? 0 });
  }
  return row;
}

export async function saveConfiguration(
  trx: Transaction<Database>,
  input: { key: string; value: ConfigValue; version: number },
  by: string,
): Promise<ConfigEntryView> {
  const def = configDefinition(input.key);
  if (!def) throw badRequest(`配置项不存在：${input.key}`);
  const problem = configValueProblem(def, input.value);
  if (problem) throw badRequest(problem);
  const row = await current(trx, def, input.version);
  const now = new Date();
  const saved = row
    ? await trx
        .updateTable('configuration_entry')
        .set((eb) => ({
          value: JSON.stringify(input.value),
          version: eb('version', '+', 1),
          updated_at: now,
          updated_by: by,
        }))
        .where('key', '=', def.key)
        .returningAll()
        .executeTakeFirstOrThrow()
    : await trx
        .insertInto('configuration_entry')
        .values({ key: def.key, value: JSON.stringify(input.value), updated_at: now, updated_by: by })
        // A first save racing another first save: the loser is told, as a stale version would be.
        .onConflict((oc) => oc.column('key').doNothing())
        .returningAll()
        .executeTakeFirst();
  if (!saved) throw conflict(`配置项“${def.label}”已被他人修改，请刷新后重试`);
  return view(def, saved as Row);
}

/** Back to the default: the override row goes (the operation log keeps what it held). */
export async function resetConfiguration(
  trx: Transaction<Database>,
  input: { key: string; version: number },
): Promise<ConfigEntryView> {
  const def = configDefinition(input.key);
  if (!def) throw badRequest(`配置项不存在：${input.key}`);
  const row = await current(trx, def, input.version);
  if (!row) throw badRequest(`配置项“${def.label}”已是默认值`);
  await trx.deleteFrom('configuration_entry').where('key', '=', def.key).execute();
  return view(def, undefined);
}
