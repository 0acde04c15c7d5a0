// Input no handler should ever see (issue 17 item 3): JSON nested deeper than any call needs (a
// 100,000-deep body overflows the stack of every recursive walker after the parser), and text the
// database cannot store (PostgreSQL refuses U+0000 in text and a lone surrogate in jsonb, after the
// voucher itself was written). Both are refused as 4000 before authentication, so nothing is written.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.ts';
import { fieldLabel } from '../lib/validate.ts';

/** Deeper than any request of the API (a batch of vouchers with auxiliaries is 8). */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of arrays and objects in JSON text, stopping once past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is exactly what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string (value or key) PostgreSQL cannot store, or null. */
export function unstorableTextAt(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableTextAt(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, key];
    const found = unstorableTextAt(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

function checkText(request: FastifyRequest, part: unknown) {
  const path = unstorableTextAt(part);
  if (!path) return;
  const labels = request.routeOptions.config.contract?.labels ?? {};
  const name = path.length === 0 ? '请求内容' : fieldLabel(path, labels);
  throw badRequest(`${name}含有无法保存的字符（空字符或不完整的 Unicode 字符），请删除后重试`, {
    field: path.join('.'),
  });
}

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(badRequest(`请求内容嵌套过深（超过 ${MAX_JSON_DEPTH} 层）`), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  // Registered before the auth plugin, so this runs first among the preValidation hooks.
  app.addHook('preValidation', async (request) => {
    checkText(request, request.params);
    checkText(request, request.query);
    checkText(request, request.body);
  });
});
