// The login captcha: an SVG image whose answer is stored for 5 minutes and can be checked once.
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../../db/schema.ts';
import { randomToken } from '../../lib/crypto.ts';
import { refused } from '../../lib/errors.ts';

const TTL_MS = 5 * 60_000;

export async function createCaptcha(
  db: Kysely<Database>,
  now = Date.now(),
): Promise<{ key: string; svg: string }> {
  // Letters that look alike (0/o, 1/l/i) are left out: finance staff type these on old screens.
  const { data, text } = svgCaptcha.create({
    size: 4,
    ignoreChars: '0oO1lIi',
    noise: 2,
    color: true,
    background: '#f4f6fa',
    width: 120,
    height: 40,
  });
  const key = randomToken(18);
  await db.deleteFrom('captcha').where('expires_at', '<', new Date(now)).execute();
  await db
    .insertInto('captcha')
    .values({ key, answer: text.toLowerCase(), expires_at: new Date(now + TTL_MS) })
    .execute();
  return { key, svg: data };
}

/** Consumes the challenge whatever the answer, so each image allows one guess. */
export async function checkCaptcha(db: Kysely<Database>, key: string, answer: string, now = Date.now()) {
  if (!key || !answer) throw refused('请输入验证码');
  const row = await db
    .deleteFrom('captcha')
    .where('key', '=', key)
    .returning(['answer', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() < now) throw refused('验证码已过期，请刷新后重新输入');
  if (row.answer !== answer.trim().toLowerCase()) throw refused('验证码错误，请重新输入');
}
