// The string a request signature covers (DESIGN §4). Client and server build it with this one
// function, so a mismatch is always a real tamper or a real bug, never two canonicalisations.

/** A JSON value with object keys sorted recursively; arrays keep their order. */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return '{}';
  // Round-trip first so toJSON, undefined members and non-finite numbers behave as on the wire.
  const plain: unknown = JSON.parse(JSON.stringify(value));
  return JSON.stringify(sortKeys(plain));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

export interface SigningInput {
  method: string;
  /** URL path without query. */
  path: string;
  timestamp: string;
  nonce: string;
  /** GET: the query as an object of strings; JSON: the body; multipart: the non-file fields. */
  payload: unknown;
}

export function signingString({ method, path, timestamp, nonce, payload }: SigningInput): string {
  return [method.toUpperCase(), path, timestamp, nonce, canonicalJson(payload)].join('\n');
}

/** How far (ms) a request timestamp may be from the server clock. */
export const maxClockSkewMs = 300_000;
