// 常用摘要 and 快捷凭证模板 of a ledger set: plain saves with an optimistic version check; names
// and texts are unique per ledger set (the database's unique keys decide under concurrency).
import type { Transaction } from 'kysely';
import type {
  SummaryView,
  TemplateEntry,
  TemplateView,
} from '../../../src/core/contracts/voucher-template.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { checkTemplateEntries, type TemplateEntryInput } from './entries.ts';

type Trx = Transaction<Database>;

const stale = (what: string) => conflict(`${what}已被他人修改，请刷新后重试`);

export async function saveSummary(
  trx: Trx,
  ledgerSetId: number,
  input: { id?: number | undefined; text: string; sort?: number | undefined; version?: number | undefined },
): Promise<SummaryView> {
  const columns = ['id', 'text', 'sort', 'version'] as const;
  if (input.id === undefined) {
    return trx
      .insertInto('voucher_summary')
      .values({ ledger_set_id: ledgerSetId, text: input.text, sort: input.sort ?? 0 })
      .returning(columns)
      .executeTakeFirstOrThrow();
  }
  if (input.version === undefined) throw badRequest('修改常用摘要时版本号不能为空');
  const row = await trx
    .updateTable('voucher_summary')
    .set((eb) => ({ text: input.text, sort: input.sort ?? eb.ref('sort'), version: eb('version', '+', 1) }))
    .where('id', '=', input.id)
    .where('ledger_set_id', '=', ledgerSetId)
    .where('version', '=', input.version)
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw await missingOrStale(trx, 'voucher_summary', ledgerSetId, input.id, '常用摘要');
  return row;
}

export async function saveTemplate(
  trx: Trx,
  ledgerSetId: number,
  userId: number,
  input: {
    id?: number | undefined;
    name: string;
    version?: number | undefined;
    entries: TemplateEntryInput[];
  },
): Promise<TemplateView> {
  const entries = await checkTemplateEntries(trx, ledgerSetId, input.entries);
  const json = JSON.stringify(entries);
  const columns = ['id', 'name', 'version', 'entries', 'updated_at'] as const;
  let row: { id: number; name: string; version: number; entries: unknown; updated_at: Date } | undefined;
  if (input.id === undefined) {
    row = await trx
      .insertInto('voucher_template')
      .values({ ledger_set_id: ledgerSetId, name: input.name, entries: json, updated_by: userId })
      .returning(columns)
      .executeTakeFirstOrThrow();
  } else {
    if (input.version === undefined) throw badRequest('修改凭证模板时版本号不能为空');
    row = await trx
      .updateTable('voucher_template')
      .set((eb) => ({
        name: input.name,
        entries: json,
        updated_by: userId,
        updated_at: new Date(),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', input.id)
      .where('ledger_set_id', '=', ledgerSetId)
      .where('version', '=', input.version)
      .returning(columns)
      .executeTakeFirst();
    if (!row) throw await missingOrStale(trx, 'voucher_template', ledgerSetId, input.id, '凭证模板');
  }
  return toTemplateView(row);
}

export function toTemplateView(row: {
  id: number;
  name: string;
  version: number;
  entries: unknown;
  updated_at: Date;
}): TemplateView {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    entries: row.entries as TemplateEntry[],
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Deletes the listed rows of the ledger set; ids of other ledger sets are simply not there. */
export async function deleteRows(
  trx: Trx,
  table: 'voucher_summary' | 'voucher_template',
  ledgerSetId: number,
  ids: readonly number[],
): Promise<number> {
  const result = await trx
    .deleteFrom(table)
    .where('ledger_set_id', '=', ledgerSetId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

async function missingOrStale(
  trx: Trx,
  table: 'voucher_summary' | 'voucher_template',
  ledgerSetId: number,
  id: number,
  what: string,
) {
  const exists = await trx
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
  return exists ? stale(what) : badRequest(`${what}不存在或已被删除`);
}
