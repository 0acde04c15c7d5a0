// Exactly-once writes (DESIGN §4): every signed write carries an Idempotency-Key. The answer is
// stored with the write in one transaction; the same key again returns that answer and writes
// nothing; the same key with another body is refused. Refusals are not stored, so a retry after
// the user fixed the cause can succeed.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Envelope } from '../../src/core/contracts/errors.ts';
import { canonicalJson } from '../../src/core/contracts/sign.ts';
import { READ_ONLY_KEY } from '../../src/core/permissions/read-only.ts';
import type { Database } from '../db/schema.ts';
import { inArrivalOrder } from '../db/turns.ts';
import { sha256 } from '../lib/crypto.ts';
import { AppError, badRequest, conflict, forbidden } from '../lib/errors.ts';
import { closingEntry, openOperation } from '../modules/oplog/record.ts';
import { IDEMPOTENCY_KEY_RE, signedPayload } from './auth.ts';

const STORED_HEADER = 'idempotent-replay';

/** Writes that change only the caller's own session or inbox, which a read-only user may still make. */
const sessionWrites = new Set([
  '/api/auth/logOut',
  '/api/user/modifyPassword',
  '/api/zt/select',
  '/api/auth/requestLog',
  '/api/announcement/read',
  '/api/todo/done',
]);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'after-body': the request's payload is known only once the handler has read its body (an
     * upload's files): the handler calls app.replayOf with it instead of the replay running before.
     */
    idempotency?: 'after-body';
  }
  interface FastifyRequest {
    idempotencyKey: string | null;
    requestHash: string | null;
  }
  interface FastifyInstance {
    /**
     * For 'after-body' routes: hashes the payload the handler read, and answers the stored answer of
     * the same key and payload (null when there is none); the same key with another payload is refused.
     */
    replayOf<T>(request: FastifyRequest, reply: FastifyReply, payload: unknown): Envelope<T> | null;
    /**
     * Runs a write in one transaction together with its idempotency record. Use only `trx` inside:
     * on PGlite the transaction holds the one connection, so a query on `db` would wait forever.
     */
    write<T>(
      request: FastifyRequest,
      work: (trx: Transaction<Database>) => Promise<Envelope<T>>,
    ): Promise<Envelope<T>>;
  }
}

export const idempotencyPlugin = fp(async (app: FastifyInstance, options: { db: Kysely<Database> }) => {
  const { db } = options;
  app.decorateRequest('idempotencyKey', null);
  app.decorateRequest('requestHash', null);

  // After authentication (preValidation), before the handler: answer a replay from the record.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.session || request.method === 'GET' || request.method === 'HEAD') return;
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_RE.test(key)) {
      throw badRequest('写操作缺少有效的幂等键（Idempotency-Key）');
    }
    request.idempotencyKey = key;
    // 审计 (audit.readOnly) reads and changes nothing: only their own session's calls pass.
    if (
      request.session.permissions.has(READ_ONLY_KEY) &&
      !sessionWrites.has(request.url.split('?')[0] ?? '')
    ) {
      throw forbidden('审计岗位只能查看，不能修改数据');
    }
    if (request.routeOptions.config.idempotency === 'after-body') return;
    request.requestHash = hashOf(request, signedPayload(request));
    // Authentication read the record of this key together with the session.
    const stored = request.storedAnswer;
    if (!stored) return;
    if (stored.requestHash !== request.requestHash) throw reusedKey();
    return reply.status(stored.statusCode).header(STORED_HEADER, '1').send(stored.response);
  });

  app.decorate('replayOf', function replayOf<
    T,
  >(request: FastifyRequest, reply: FastifyReply, payload: unknown): Envelope<T> | null {
    if (!request.idempotencyKey) return null;
    request.requestHash = hashOf(request, payload);
    const stored = request.storedAnswer;
    if (!stored) return null;
    if (stored.requestHash !== request.requestHash) throw reusedKey();
    reply.status(stored.statusCode).header(STORED_HEADER, '1');
    return stored.response as Envelope<T>;
  });

  app.decorate('write', async function write<
    T,
  >(request: FastifyRequest, work: (trx: Transaction<Database>) => Promise<Envelope<T>>) {
    const session = request.session;
    const key = request.idempotencyKey;
    const arrivedAt = request.arrivedAt || performance.now();
    const inTurn = <R>(run: () => Promise<R>) => inArrivalOrder(db, arrivedAt, run);
    // A key without a hash is an 'after-body' route that skipped app.replayOf: a wiring fault.
    if (key && !request.requestHash)
      throw new Error(`${request.url}: app.replayOf must run before app.write`);
    if (!session || !key || !request.requestHash) return inTurn(() => db.transaction().execute(work));
    const requestHash = request.requestHash;
    try {
      return await inTurn(() =>
        db.transaction().execute(async (trx) => {
          const operation = await openOperation(trx, request, session);
          const answer = await work(trx);
          await sql`with entry as (${closingEntry(operation, answer.message ?? '')})
            insert into idempotency (user_id, key, request_hash, status_code, response)
            values (${session.userId}, ${key}, ${requestHash}, 200, ${JSON.stringify(answer)}::jsonb)
          `.execute(trx);
          return answer;
        }),
      );
    } catch (error) {
      // A concurrent twin committed first: its answer is the answer. Its commit can make this copy
      // fail in two ways: the idempotency insert collides, or the work itself is refused because
      // the twin's write is now visible (a stale version, a code now taken).
      if (!isUniqueViolation(error) && !(error instanceof AppError)) throw error;
      const stored = await findStored(db, session.userId, key);
      if (!stored) throw error;
      if (stored.request_hash !== requestHash) throw reusedKey();
      return stored.response as Envelope<T>;
    }
  });
});

function findStored(db: Kysely<Database>, userId: number, key: string) {
  return db
    .selectFrom('idempotency')
    .select(['request_hash', 'status_code', 'response'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

function hashOf(request: FastifyRequest, payload: unknown): string {
  return sha256(`${request.method}\n${request.url.split('?')[0]}\n${canonicalJson(payload)}`);
}

const reusedKey = () => conflict('该幂等键已用于另一项内容不同的请求，已拒绝');

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
