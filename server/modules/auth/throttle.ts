// Login throttling per account and per address: failures inside a sliding window lock further
// attempts until the oldest failure leaves the window.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { refused } from '../../lib/errors.ts';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_USER = 5;
export const MAX_FAILURES_PER_IP = 20;

export async function assertNotThrottled(
  db: Kysely<Database>,
  userName: string,
  ip: string,
  now = Date.now(),
) {
  const since = new Date(now - THROTTLE_WINDOW_MS);
  const rows = await db
    .selectFrom('login_failure')
    .select(['scope', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('at').as('first')])
    .where('at', '>', since)
    .where((eb) =>
      eb.or([
        eb.and([eb('scope', '=', 'user'), eb('subject', '=', userName.toLowerCase())]),
        eb.and([eb('scope', '=', 'ip'), eb('subject', '=', ip)]),
      ]),
    )
    .groupBy('scope')
    .execute();
  for (const row of rows) {
    const limit = row.scope === 'user' ? MAX_FAILURES_PER_USER : MAX_FAILURES_PER_IP;
    if (Number(row.n) < limit) continue;
    const first = row.first ? new Date(row.first).getTime() : now;
    const minutes = Math.max(1, Math.ceil((first + THROTTLE_WINDOW_MS - now) / 60_000));
    throw refused(
      row.scope === 'user'
        ? `密码连续错误次数过多，账号已锁定，请 ${minutes} 分钟后再试`
        : `登录尝试过于频繁，请 ${minutes} 分钟后再试`,
    );
  }
}

export async function recordFailure(db: Kysely<Database>, userName: string, ip: string) {
  await db
    .insertInto('login_failure')
    .values([
      { scope: 'user', subject: userName.toLowerCase() },
      { scope: 'ip', subject: ip },
    ])
    .execute();
}

export async function clearUserFailures(db: Kysely<Database>, userName: string, now = Date.now()) {
  await db
    .deleteFrom('login_failure')
    .where('scope', '=', 'user')
    .where('subject', '=', userName.toLowerCase())
    .execute();
  await db
    .deleteFrom('login_failure')
    .where('at', '<', new Date(now - THROTTLE_WINDOW_MS))
    .execute();
}
