// Password hashing with scrypt (node:crypto), stored as scrypt$N$r$p$salt$hash. The cost follows
// OWASP guidance (N=2^17, r=8, p=1: 128 MiB and about 0.3 s a hash); a stored hash of a lower cost
// is replaced at the user's next successful login (needsRehash). PASSWORD_SCRYPT_N lowers N for test
// suites, which log in hundreds of times; production leaves it unset.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LEN = 32;
/** Stored hashes with parameters beyond these are refused rather than computed (memory, time). */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 4;

/** The cost new hashes get: OWASP's, unless PASSWORD_SCRYPT_N (a power of two, 2^14..2^20) says N. */
export function targetCost(env: NodeJS.ProcessEnv = process.env): ScryptCost {
  const raw = env.PASSWORD_SCRYPT_N;
  if (raw === undefined || raw.trim() === '') return OWASP_SCRYPT;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 2 ** 14 || n > MAX_N || (n & (n - 1)) !== 0) {
    throw new Error(`配置项取值无效：PASSWORD_SCRYPT_N=${raw}（应为 16384 到 1048576 之间的 2 的幂）`);
  }
  return { ...OWASP_SCRYPT, N: n };
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // Node refuses more than 32 MiB by default; 2^17 x 8 needs 128 MiB.
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.N * cost.r * cost.p + 64 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LEN, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: ScryptCost = targetCost()): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function costOf(stored: string): ScryptCost | null {
  const [scheme, n, r, p] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (
    scheme !== 'scrypt' ||
    !Number.isInteger(cost.N) ||
    !Number.isInteger(cost.r) ||
    !Number.isInteger(cost.p)
  )
    return null;
  if (cost.N < 2 || cost.N > MAX_N || cost.r < 1 || cost.r > MAX_R || cost.p < 1 || cost.p > MAX_P)
    return null;
  return cost;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [, , , , salt, hash] = stored.split('$');
  const cost = costOf(stored);
  if (!cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), cost);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A stored hash made with less than the target cost: replace it once the password is known. */
export function needsRehash(stored: string, target: ScryptCost = targetCost()): boolean {
  const cost = costOf(stored);
  return !cost || cost.N < target.N || cost.r < target.r || cost.p < target.p;
}

/** A hash of nothing at the target cost: verifying against it takes as long as a real one. */
export function dummyHash(target: ScryptCost = targetCost()): string {
  return ['scrypt', target.N, target.r, target.p, 'AAAAAAAAAAAAAAAAAAAAAA==', `${'A'.repeat(43)}=`].join('$');
}

/** A random password for the first admin when ADMIN_PASSWORD is not set. */
export function randomPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(14);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return `${out}7a`;
}
