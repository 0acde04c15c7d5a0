// What the offline unlock derives from a password (WebCrypto only): PBKDF2-SHA-256 at OWASP's
// 600,000 iterations with a per-user salt, split by HKDF into a verifier and an AES-GCM key.
//
// PBKDF2 runs once for 256 bits and HKDF splits them: asking PBKDF2 for 512 bits would run the
// iterations twice for us but once for an attacker, who needs only the verifier's half.

/** OWASP's 2023 guidance for PBKDF2-HMAC-SHA256. */
export const OFFLINE_KDF_ITERATIONS = 600_000;

const verifierInfo = 'union-finance offline verifier v1';
const wrapInfo = 'union-finance offline session key v1';

export interface OfflineKeys {
  /** Stored beside the record; equal verifiers mean the password was right. Not a key. */
  verifier: Uint8Array;
  /** Seals the kept session; never extractable, so page scripts cannot copy it out. */
  wrapKey: CryptoKey;
}

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  // Browsers expose SubtleCrypto only on https or localhost; signing needs it too.
  if (!s) throw new Error('当前浏览器环境不支持加密功能，请通过 https 访问本系统');
  return s;
}

const utf8 = new TextEncoder();

/** ArrayBuffer-backed copy: WebCrypto's types refuse views of a possibly shared buffer. */
function bytes(view: Uint8Array): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(view.byteLength);
  copy.set(view);
  return copy;
}

export function randomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

export async function deriveOfflineKeys(
  password: string,
  salt: Uint8Array,
  iterations: number = OFFLINE_KDF_ITERATIONS,
): Promise<OfflineKeys> {
  const s = subtle();
  const material = await s.importKey('raw', utf8.encode(password), 'PBKDF2', false, ['deriveBits']);
  const master = await s.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: bytes(salt), iterations },
    material,
    256,
  );
  const hkdf = await s.importKey('raw', master, 'HKDF', false, ['deriveBits', 'deriveKey']);
  const hkdfParams = (info: string) => ({
    name: 'HKDF',
    hash: 'SHA-256',
    salt: new Uint8Array(0),
    info: utf8.encode(info),
  });
  const verifier = new Uint8Array(await s.deriveBits(hkdfParams(verifierInfo), hkdf, 256));
  const wrapKey = await s.deriveKey(hkdfParams(wrapInfo), hkdf, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  return { verifier, wrapKey };
}

/** Compares without an early exit (the verifier is local, but there is no reason to leak timing). */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

export interface Sealed {
  iv: Uint8Array;
  data: Uint8Array;
}

/** AES-GCM with a fresh 96-bit IV; `bound` is authenticated but not encrypted (the record's plain fields). */
export async function seal(key: CryptoKey, plain: string, bound: string): Promise<Sealed> {
  const iv = randomBytes(12);
  const data = await subtle().encrypt(
    { name: 'AES-GCM', iv: bytes(iv), additionalData: utf8.encode(bound) },
    key,
    utf8.encode(plain),
  );
  return { iv, data: new Uint8Array(data) };
}

/** The plain text, or null when the key is wrong or anything sealed or bound was changed. */
export async function unseal(key: CryptoKey, sealed: Sealed, bound: string): Promise<string | null> {
  try {
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: bytes(sealed.iv), additionalData: utf8.encode(bound) },
      key,
      bytes(sealed.data),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

export function toBase64(data: Uint8Array): string {
  let text = '';
  for (const byte of data) text += String.fromCharCode(byte);
  return btoa(text);
}

export function fromBase64(text: string): Uint8Array {
  const raw = atob(text);
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}
