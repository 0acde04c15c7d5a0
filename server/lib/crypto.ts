// Small crypto helpers: tokens are stored only as hashes; keys and tokens come from the CSPRNG.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const randomKey = (bytes = 32) => randomBytes(bytes).toString('base64');

export function hmacHex(keyBase64: string, message: string): string {
  return createHmac('sha256', Buffer.from(keyBase64, 'base64')).update(message, 'utf8').digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
