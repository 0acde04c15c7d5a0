// Query strings stay strings. TanStack's default parser JSON-parses values (`?see=1` -> 1), but the
// catalogue's query rules and the spec's pages compare strings, so the router uses these instead.
import type { RouteQuery } from './types';

export function parseSearchStrings(searchStr: string): Record<string, string> {
  const out: Record<string, string> = {};
  // A repeated key keeps its last value, as the old app's query object did.
  for (const [key, value] of new URLSearchParams(searchStr)) out[key] = value;
  return out;
}

function asString(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

export function stringifySearchStrings(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    const text = asString(value);
    if (text !== undefined) params.set(key, text);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Any search object (e.g. the router's) as the string record the catalogue functions take. */
export function toRouteQuery(search: unknown): RouteQuery {
  if (typeof search !== 'object' || search === null) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    const text = asString(value);
    if (text !== undefined) out[key] = text;
  }
  return out;
}
