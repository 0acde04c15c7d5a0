// Request signatures (DESIGN §4) with WebCrypto, so the same code runs in the browser, the service
// worker and Node 20. The string signed comes from core/contracts/sign.ts, shared with the server.
import { type SigningInput, signingString } from '../core/contracts/sign';

// Importing a key is async and not free; a session signs every call with the same key.
const keyCache = new Map<string, Promise<CryptoKey>>();

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  // crypto.subtle exists only in secure contexts (https or localhost): say so rather than crash.
  if (!s) throw new Error('当前页面不是安全连接（https），浏览器不提供签名所需的加密接口');
  return s;
}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function importKey(keyBase64: string): Promise<CryptoKey> {
  let key = keyCache.get(keyBase64);
  if (!key) {
    key = subtle().importKey('raw', base64ToBytes(keyBase64), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    // A failed import must not poison the cache for the next attempt.
    key.catch(() => keyCache.delete(keyBase64));
    keyCache.set(keyBase64, key);
  }
  return key;
}

function toHex(buffer: ArrayBuffer): string {
  let hex = '';
  for (const byte of new Uint8Array(buffer)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** hex(HMAC-SHA256(base64decode(keyBase64), signingString(input))). */
export async function signRequest(input: SigningInput, keyBase64: string): Promise<string> {
  const key = await importKey(keyBase64);
  const mac = await subtle().sign('HMAC', key, new TextEncoder().encode(signingString(input)));
  return toHex(mac);
}

/** A uuid v4; falls back to getRandomValues where randomUUID is missing (plain-http intranets). */
export function uuidV4(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
