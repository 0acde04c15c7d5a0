// Input no handler should ever see (issue 17 item 3): JSON nested deeper than any call needs (a
// 100,000-deep body overflows the stack of every recursive walker after the parser), and text the
// database cannot store (PostgreSQL refuses U+0000 in text and a lone surrogate in jsonb, after the
// voucher itself was written). Both are refused as 4000 before authentication, so nothing is written.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fieldLabel } from '../../src/core/contracts/messages.ts';
import { badRequest } from '../lib/errors.ts';

/** Deeper than any request of the API (a batch of vouchers with auxiliaries is 8). */
export const MAX_JSON_DEPTH = 32;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is exactly what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const OK = 0;
const TOO_DEEP = 1;
const BAD_TEXT = 2;

/**
 * One pass over parsed JSON: too deep, unstorable text (in a value or a key), or fine. Builds nothing
 * on the way (a 50-line voucher takes a few microseconds); the path is found only for a refusal.
 */
function scan(value: unknown, depth: number): number {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? BAD_TEXT : OK;
  if (value === null || typeof value !== 'object') return OK;
  if (depth >= MAX_JSON_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) {
    for (const inner of value) {
      const found = scan(inner, depth + 1);
      if (found !== OK) return found;
    }
    return OK;
  }
  if (Buffer.isBuffer(value)) return OK;
  for (const key in value) {
    if (UNSTORABLE.test(key)) return BAD_TEXT;
    const found = scan((value as Record<string, unknown>)[key], depth + 1);
    if (found !== OK) return found;
  }
  return OK;
}

/** The path of the first string (value or key) PostgreSQL cannot store, or null. */
export function unstorableTextAt(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || path.length > MAX_JSON_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableTextAt(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, key];
    const found = unstorableTextAt(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

function check(request: FastifyRequest, part: unknown) {
  const found = scan(part, 0);
  if (found === OK) return;
  if (found === TOO_DEEP) throw badRequest(`请求内容嵌套过深（超过 ${MAX_JSON_DEPTH} 层）`);
  const path = unstorableTextAt(part) ?? [];
  const labels = request.routeOptions.config.contract?.labels ?? {};
  const name = path.length === 0 ? '请求内容' : fieldLabel(path, labels);
  throw badRequest(`${name}含有无法保存的字符（空字符或不完整的 Unicode 字符），请删除后重试`, {
    field: path.join('.'),
  });
}

export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // JSON.parse and the prototype-poisoning filter are iterative, so any depth parses; everything
  // after them (validation, logging, jsonb) recurses, hence the limit right after parsing.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      try {
        check(request, value);
        done(null, value);
      } catch (refusal) {
        done(refusal as Error, undefined);
      }
    });
  });
  // Query strings and path parameters carry text too (%00 decodes to U+0000).
  app.addHook('preValidation', async (request) => {
    check(request, request.params);
    check(request, request.query);
  });
});
