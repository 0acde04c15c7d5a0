// 自动凭证（二）: the ledger set's recurring voucher definitions, named by the client's key; saved
// with their version and checked against the chart (src/core/auto-voucher).
import { type Kysely, sql, type Transaction } from 'kysely';
import {
  type AutoDefinition,
  type AutoLine,
  type AutoSubject,
  definitionProblems,
} from '../../../src/core/auto-voucher/index.ts';
import type { Direction } from '../../../src/core/subjects/types.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';

type Db = Kysely<Database>;

export async function autoChart(db: Db, ledgerSetId: number): Promise<Map<string, AutoSubject>> {
  const rows = await db
    .selectFrom('subject')
    .select(['code', 'is_leaf', 'enabled', 'category', 'direction'])
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
  return new Map(
    rows.map((r) => [
      r.code,
      {
        code: r.code,
        isLeaf: r.is_leaf,
        enabled: r.enabled,
        category: r.category,
        direction: Number(r.direction) as Direction,
      },
    ]),
  );
}

interface Row {
  id: number;
  key: string;
  name: string;
  lines: unknown[];
  enabled: boolean;
  version: number;
  updated_at: Date;
}

const viewOf = (r: Row): AutoDefinition => ({
  key: r.key,
  name: r.name,
  lines: r.lines as AutoLine[],
  enabled: r.enabled,
  version: r.version,
  updatedAt: new Date(r.updated_at).toISOString(),
});

export async function definitionRows(
  db: Db,
  ledgerSetId: number,
): Promise<(AutoDefinition & { id: number })[]> {
  const rows = await db
    .selectFrom('auto_voucher')
    .select(['id', 'key', 'name', 'lines', 'enabled', 'version', 'updated_at'])
    .where('ledger_set_id', '=', ledgerSetId)
    .orderBy('sort')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({ ...viewOf(r as Row), id: r.id }));
}

export async function listDefinitions(db: Db, ledgerSetId: number): Promise<AutoDefinition[]> {
  return (await definitionRows(db, ledgerSetId)).map(({ id: _id, ...view }) => view);
}

export async function saveDefinition(
  trx: Transaction<Database>,
  ledgerSetId: number,
  userId: number,
  input: { key: string; name: string; lines: AutoLine[]; enabled: boolean; version: number },
): Promise<AutoDefinition> {
  const name = input.name.trim();
  const lines = input.lines.map((l) => ({
    ...l,
    summary: l.summary.trim(),
    code: l.code.trim(),
    departmentCode: l.departmentCode?.trim() || null,
    amount: l.amount.kind === 'balance' ? { kind: 'balance' as const, code: l.amount.code.trim() } : l.amount,
  }));
  const problems = definitionProblems(name, lines, await autoChart(trx, ledgerSetId));
  if (problems.length > 0) throw badRequest(problems.join('；'));
  const current = await trx
    .selectFrom('auto_voucher')
    .select(['ledger_set_id', 'version'])
    .where('key', '=', input.key)
    .forUpdate()
    .executeTakeFirst();
  if (current && current.ledger_set_id !== ledgerSetId) throw badRequest('定义的标识已被其他账套使用');
  if ((current?.version ?? 0) !== input.version) {
    throw conflict('自动凭证定义已被他人修改，请刷新后重试', { currentVersion: current?.version ?? 0 });
  }
  const taken = await trx
    .selectFrom('auto_voucher')
    .select('key')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('name', '=', name)
    .where('key', '<>', input.key)
    .executeTakeFirst();
  if (taken) throw badRequest(`名称「${name}」已被其他定义使用`);
  const values = { name, lines: JSON.stringify(lines), enabled: input.enabled, updated_by: userId };
  if (current) {
    await trx
      .updateTable('auto_voucher')
      .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('key', '=', input.key)
      .execute();
  } else {
    await trx
      .insertInto('auto_voucher')
      .values({ ...values, key: input.key, ledger_set_id: ledgerSetId })
      .execute();
  }
  const row = await trx
    .selectFrom('auto_voucher')
    .select(['id', 'key', 'name', 'lines', 'enabled', 'version', 'updated_at'])
    .where('key', '=', input.key)
    .executeTakeFirstOrThrow();
  return viewOf(row as Row);
}

export async function deleteDefinition(
  trx: Transaction<Database>,
  ledgerSetId: number,
  key: string,
  version: number | undefined,
): Promise<{ key: string; deleted: true }> {
  const current = await trx
    .selectFrom('auto_voucher')
    .select(['version'])
    .where('key', '=', key)
    .where('ledger_set_id', '=', ledgerSetId)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return { key, deleted: true };
  if (version !== undefined && current.version !== version) {
    throw conflict('自动凭证定义已被他人修改，请刷新后重试', { currentVersion: current.version });
  }
  // The vouchers it generated stay; only their link to the definition goes.
  await sql`delete from auto_voucher where key = ${key}::uuid and ledger_set_id = ${ledgerSetId}`.execute(
    trx,
  );
  return { key, deleted: true };
}
