// Housekeeping of the security tables. A nonce must be remembered for as long as a request carrying
// it could still pass the clock check (±300 s), so it is kept for twice that. Idempotency records
// are kept far longer: an offline laptop may replay a save weeks after it was made.
import { type Kysely, sql } from 'kysely';
import { maxClockSkewMs } from '../../../src/core/contracts/sign.ts';
import type { Database } from '../../db/schema.ts';

export const NONCE_KEEP_MS = 2 * maxClockSkewMs;
export const IDEMPOTENCY_KEEP_MS = 90 * 24 * 3600_000;
export const ENDED_SESSION_KEEP_MS = 30 * 24 * 3600_000;

/** What 系统设置 says to keep, read at each run. */
export interface KeepSettings {
  readonly oplogKeepDays: number;
}

/** Operation-log entries removed per run at most, so a long backlog goes in small steps. */
const OPLOG_PRUNE_BATCH = 10_000;

export async function prune(db: Kysely<Database>, now = Date.now(), keep?: KeepSettings): Promise<void> {
  await db
    .deleteFrom('request_nonce')
    .where('seen_at', '<', new Date(now - NONCE_KEEP_MS))
    .execute();
  await db.deleteFrom('captcha').where('expires_at', '<', new Date(now)).execute();
  await db
    .deleteFrom('idempotency')
    .where('created_at', '<', new Date(now - IDEMPOTENCY_KEEP_MS))
    .execute();
  await db
    .deleteFrom('session')
    .where('expires_at', '<', new Date(now - ENDED_SESSION_KEEP_MS))
    .execute();
  if (keep) {
    const cutoff = new Date(now - keep.oplogKeepDays * 24 * 3600_000);
    // An entry's changed rows go with it (they carry its id without a foreign key: migration 0064).
    await sql`
      with gone as (
        delete from operation_log where id in (
          select id from operation_log where at < ${cutoff} limit ${OPLOG_PRUNE_BATCH}
        ) returning id
      )
      delete from operation_log_change where log_id in (select id from gone)
    `.execute(db);
  }
}

/** Runs prune every interval while the server is up; the timer never keeps the process alive. */
export function schedulePrune(
  db: Kysely<Database>,
  onError: (error: unknown) => void,
  intervalMs = 60_000,
  keep?: KeepSettings,
) {
  const timer = setInterval(() => {
    prune(db, Date.now(), keep).catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
