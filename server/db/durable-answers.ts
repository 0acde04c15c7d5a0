// On embedded PGlite an answer of success means its commits are on disk (wal-sync.ts). The wait is
// owed once per HTTP request, by its answer: each release of the connection inside the request only
// notes how far the WAL had been asked to sync, and the answer waits for that before it goes out.
// Waiting at every release made a save wait for a sync after its session check, again after its
// idempotency lookup, and again after its transaction, while other writers kept syncs running.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Durable } from './pglite-dialect.ts';

interface Owed {
  /** The WAL sync count the answer must wait for: covers every commit the request wrote or read. */
  target: number;
}

const requests = new AsyncLocalStorage<Owed>();
const owedBy = new WeakMap<FastifyRequest, Owed>();
const byDatabase = new WeakMap<object, Durable>();

/** Called where PGlite is opened on disk: answers on `db` wait for `wal`. */
export function keepDurable(db: object, wal: Durable): void {
  byDatabase.set(db, wal);
}

/** Inside a request: its answer owes a wait up to `asked` (true). Outside one: false, wait now. */
export function owe(asked: number): boolean {
  const owed = requests.getStore();
  if (!owed) return false;
  owed.target = Math.max(owed.target, asked);
  return true;
}

/** Registered before any route: every answer on `db` leaves once what it owes is on disk. */
export function durableAnswers(app: FastifyInstance, db: object): void {
  const wal = byDatabase.get(db);
  // PostgreSQL (and PGlite in memory): a commit has answered once it is durable, or never will be.
  if (!wal) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const owed: Owed = { target: 0 };
    owedBy.set(request, owed);
    requests.run(owed, done);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const owed = owedBy.get(request);
    if (owed && owed.target > 0) await wal.durable(owed.target);
    return payload;
  });
}
