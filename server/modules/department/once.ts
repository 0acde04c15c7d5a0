// Exactly-once batches on top of the idempotency plugin: each item is stored under its own key
// with the hash a single save gets, so an item is applied once whether sent in a batch or alone.
// Nothing here is department-specific; it moves to the plugin when a second module batches.
import { type Kysely, sql, type Transaction } from 'kysely';
import { type Envelope, ErrorCode } from '../../../src/core/contracts/errors.ts';
import { canonicalJson } from '../../../src/core/contracts/sign.ts';
import type { Database } from '../../db/schema.ts';
import { sha256 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { fail } from '../../plugins/envelope.ts';
import { isUniqueViolation } from '../../plugins/idempotency.ts';

/** The plugin's request hash, so an item sent in a batch and alone is the same request. */
export function requestHash(method: string, path: string, body: unknown): string {
  return `${sha256(`${method}\n${path}\n${canonicalJson(body)}`)}`;
}

function storedOf(trx: Transaction<Database>, userId: number, key: string) {
  return trx
    .selectFrom('idempotency')
    .select(['request_hash', 'response'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

export interface BatchItem {
  key: string;
  body: unknown;
}

/** One item's answer: the envelope a single call would have got, tagged with its key. */
export type BatchResult = Envelope<unknown> & { key: string };

export interface BatchOptions {
  db: Kysely<Database>;
  userId: number;
  /** The single-call path the items stand for (part of the request hash). */
  path: string;
  work: (trx: Transaction<Database>, body: unknown) => Promise<Envelope<unknown>>;
  /** Turns a unique violation that is not a twin (e.g. a duplicate code) into a refusal. */
  onUniqueViolation?: (body: unknown) => AppError;
}

const reusedKey = '该幂等键已用于另一项内容不同的请求，已拒绝';

/**
 * Applies items in order in one transaction: each item behind a savepoint, so a refusal undoes that
 * item only and is answered (not stored, like a refused single call); the answers of the applied
 * items are stored under their own keys in the same transaction. A replay of the batch, or of one
 * item alone, then answers from those records. A fault that is not a refusal rolls the whole batch
 * back and answers 500: nothing was applied, the retry starts over.
 */
export async function applyEach(items: readonly BatchItem[], options: BatchOptions): Promise<BatchResult[]> {
  const { db, userId } = options;
  return db.transaction().execute(async (trx) => {
    const keys = items.map((item) => item.key);
    const rows = await trx
      .selectFrom('idempotency')
      .select(['key', 'request_hash', 'response'])
      .where('user_id', '=', userId)
      .where('key', 'in', keys)
      .execute();
    const known = new Map(
      rows.map((r) => [r.key, { hash: r.request_hash, answer: r.response as Envelope<unknown> }]),
    );
    const records: Array<{ key: string; hash: string; answer: Envelope<unknown> }> = [];
    const results: BatchResult[] = [];
    for (const item of items) {
      const hash = requestHash('POST', options.path, item.body);
      const before = known.get(item.key);
      if (before) {
        const answer = before.hash === hash ? before.answer : fail(ErrorCode.conflict, reusedKey);
        results.push({ ...answer, key: item.key });
        continue;
      }
      let answer: Envelope<unknown>;
      try {
        answer = await applyOne(trx, item, options);
        records.push({ key: item.key, hash, answer });
        known.set(item.key, { hash, answer });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // Refused: maybe because a twin of this item committed meanwhile; then its answer is the answer.
        const twin = await storedOf(trx, userId, item.key);
        answer = !twin
          ? fail(error.code, error.message, error.data)
          : twin.request_hash === hash
            ? (twin.response as Envelope<unknown>)
            : fail(ErrorCode.conflict, reusedKey);
      }
      results.push({ ...answer, key: item.key });
    }
    if (records.length > 0) {
      await trx
        .insertInto('idempotency')
        .values(
          records.map((r) => ({
            user_id: userId,
            key: r.key,
            request_hash: r.hash,
            status_code: 200,
            response: JSON.stringify(r.answer),
          })),
        )
        .execute();
    }
    return results;
  });
}

async function applyOne(
  trx: Transaction<Database>,
  item: BatchItem,
  options: BatchOptions,
): Promise<Envelope<unknown>> {
  await sql`savepoint batch_item`.execute(trx);
  try {
    const answer = await options.work(trx, item.body);
    await sql`release savepoint batch_item`.execute(trx);
    return answer;
  } catch (error) {
    const refusal =
      error instanceof AppError
        ? error
        : isUniqueViolation(error) && options.onUniqueViolation
          ? options.onUniqueViolation(item.body)
          : null;
    if (!refusal) throw error;
    await sql`rollback to savepoint batch_item`.execute(trx);
    await sql`release savepoint batch_item`.execute(trx);
    throw refusal;
  }
}
