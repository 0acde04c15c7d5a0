// Opens and closes a write's operation-log entry inside the write's own transaction (app.write):
// the entry commits with the write or not at all. Opening sets oplog.id for the transaction, which
// the row trigger of migration 0060 reads to file each changed row under it.
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RequestSession } from '../../plugins/auth.ts';

const SECRET_KEY = /password|pwd|secret|token|signkey|content|base64/i;
const MAX_REQUEST_CHARS = 8_000;

/** The request as logged: secrets and file contents left out, and long bodies cut. */
export function loggedRequest(payload: unknown): Record<string, unknown> {
  const clean = (value: unknown, depth: number): unknown => {
    if (Array.isArray(value)) return value.slice(0, 200).map((v) => clean(v, depth + 1));
    if (value && typeof value === 'object') {
      if (depth > 6) return '…';
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [
          k,
          SECRET_KEY.test(k) ? '（已省略）' : clean(v, depth + 1),
        ]),
      );
    }
    return value;
  };
  const cleaned = clean(payload ?? {}, 0);
  const record =
    cleaned && typeof cleaned === 'object' && !Array.isArray(cleaned)
      ? (cleaned as Record<string, unknown>)
      : { value: cleaned };
  const text = JSON.stringify(record);
  return text.length <= MAX_REQUEST_CHARS
    ? record
    : { truncated: true, preview: text.slice(0, MAX_REQUEST_CHARS) };
}

/** `/api/voucher/save?x` -> voucher. */
export function kindOf(path: string): string {
  const kind = /^\/api\/([A-Za-z]+)/.exec(path)?.[1];
  return kind ?? 'other';
}

/** What closingEntry writes: the call as it came, kept from the start of the write. */
export interface OpenOperation {
  id: string;
  request: FastifyRequest;
  session: RequestSession;
}

/**
 * Takes the entry's id and names it for the transaction, writing nothing yet: the row trigger of
 * migration 0060 files each changed row under it while the write runs.
 */
export async function openOperation(
  trx: Transaction<Database>,
  request: FastifyRequest,
  session: RequestSession,
): Promise<OpenOperation> {
  const { rows } = await sql<{ id: string }>`
    select id::text as id, set_config('oplog.id', id::text, true)
    from (select nextval('operation_log_id_seq') as id) as next
  `.execute(trx);
  const id = rows[0]?.id;
  if (!id) throw new Error('operation_log: no id');
  return { id, request, session };
}

/**
 * The entry, written once after the write with its answer and how many rows it changed (counted by
 * the row trigger's WHEN clause, 0078: the rows past the ones kept are counted too). A
 * statement fragment, not a call: the write's idempotency record goes in the same statement, which
 * saves a voucher save one of its seven round trips to the database.
 */
export function closingEntry({ id, request, session }: OpenOperation, message: string) {
  const path = request.url.split('?')[0] ?? request.url;
  const body = request.method === 'GET' ? request.query : request.body;
  return sql`
    insert into operation_log
      (id, user_id, user_name, address, method, path, kind, ledger_set_id, request, message, changes)
    values (${id}, ${session.userId}, ${`${session.realName}（${session.userName}）`}, ${request.ip ?? ''},
      ${request.method}, ${path}, ${kindOf(path)}, ${session.ledgerSetId},
      ${JSON.stringify(loggedRequest(body))}::jsonb, ${message.slice(0, 500)},
      coalesce(nullif(current_setting('oplog.rows', true), ''), '0')::int)
  `;
}
