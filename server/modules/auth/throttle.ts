// Login throttling (README "Login throttling"). Failures inside a 15-minute window count three ways:
// - per account and source address: 5 lock that account from that address only, so a stranger who
//   knows a user name cannot lock the owner out everywhere;
// - per account from anywhere: from the 5th on, each further attempt waits a delay that doubles
//   (1 s, 2 s, 4 s ... at most 60 s), which bounds guessing spread over many addresses;
// - per address: 20 across accounts lock that address.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { refused } from '../../lib/errors.ts';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_USER_ADDRESS = 5;
export const MAX_FAILURES_PER_IP = 20;
/** Account failures (any address) after which attempts are spaced by a growing delay. */
export const DELAY_AFTER_FAILURES = 5;
export const MAX_DELAY_MS = 60_000;

type Scope = 'user' | 'ip' | 'user-ip';

function subjects(userName: string, ip: string): Record<Scope, string> {
  const user = userName.toLowerCase();
  return { user, ip, 'user-ip': `${user}\n${ip}` };
}

/** The wait before the next attempt after `failures` failures of an account from anywhere. */
export function delayAfter(failures: number): number {
  if (failures < DELAY_AFTER_FAILURES) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - DELAY_AFTER_FAILURES));
}

/** The limits 系统设置 may change (README "Login throttling" gives the defaults). */
export interface ThrottleLimits {
  windowMs: number;
  maxPerAccount: number;
  maxPerAddress: number;
}

export const defaultThrottle: ThrottleLimits = {
  windowMs: THROTTLE_WINDOW_MS,
  maxPerAccount: MAX_FAILURES_PER_USER_ADDRESS,
  maxPerAddress: MAX_FAILURES_PER_IP,
};

export async function assertNotThrottled(
  db: Kysely<Database>,
  userName: string,
  ip: string,
  now = Date.now(),
  limits: ThrottleLimits = defaultThrottle,
) {
  const subject = subjects(userName, ip);
  const rows = await db
    .selectFrom('login_failure')
    .select([
      'scope',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.min('at').as('first'),
      (eb) => eb.fn.max('at').as('last'),
    ])
    .where('at', '>', new Date(now - limits.windowMs))
    .where((eb) =>
      eb.or(
        (Object.keys(subject) as Scope[]).map((scope) =>
          eb.and([eb('scope', '=', scope), eb('subject', '=', subject[scope])]),
        ),
      ),
    )
    .groupBy('scope')
    .execute();
  const of = (scope: Scope) => rows.find((r) => r.scope === scope);
  const minutesLeft = (first: unknown) => {
    const since = first ? new Date(first as Date).getTime() : now;
    return Math.max(1, Math.ceil((since + limits.windowMs - now) / 60_000));
  };
  const here = of('user-ip');
  if (here && Number(here.n) >= limits.maxPerAccount) {
    throw refused(`密码连续错误次数过多，账号已锁定，请 ${minutesLeft(here.first)} 分钟后再试`);
  }
  const address = of('ip');
  if (address && Number(address.n) >= limits.maxPerAddress) {
    throw refused(`登录尝试过于频繁，请 ${minutesLeft(address.first)} 分钟后再试`);
  }
  const account = of('user');
  if (account) {
    const last = new Date(account.last as Date).getTime();
    const wait = last + delayAfter(Number(account.n)) - now;
    if (wait > 0) {
      throw refused(`该账号密码错误次数较多，请 ${Math.ceil(wait / 1000)} 秒后再试`);
    }
  }
}

export async function recordFailure(db: Kysely<Database>, userName: string, ip: string, now = Date.now()) {
  const subject = subjects(userName, ip);
  const at = new Date(now);
  await db
    .insertInto('login_failure')
    .values((Object.keys(subject) as Scope[]).map((scope) => ({ scope, subject: subject[scope], at })))
    .execute();
}

/** After a successful login: the account's failures (its delay, this address's lock) are forgiven. */
export async function clearUserFailures(
  db: Kysely<Database>,
  userName: string,
  ip: string,
  now = Date.now(),
) {
  const subject = subjects(userName, ip);
  await db
    .deleteFrom('login_failure')
    .where((eb) =>
      eb.or([
        eb.and([eb('scope', '=', 'user'), eb('subject', '=', subject.user)]),
        eb.and([eb('scope', '=', 'user-ip'), eb('subject', '=', subject['user-ip'])]),
      ]),
    )
    .execute();
  await db
    .deleteFrom('login_failure')
    .where('at', '<', new Date(now - THROTTLE_WINDOW_MS))
    .execute();
}
