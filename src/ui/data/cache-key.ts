// The local cache key of a remote answer: the ledger set, the path and the query with empty fields
// dropped and keys sorted, so the same question asked twice finds the same saved answer.
import { reportAnswerPrefix } from '../../local/answer-eviction';

/**
 * The offline cache key of one report answer: the ledger set, the path and the query (sorted), so
 * another ledger set or another filter never shows this answer.
 */
export function reportCacheKey(ledgerSet: string, path: string, query: object): string {
  const parts = Object.entries(query as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${String(v)}`);
  return `${reportAnswerPrefix}${ledgerSet}:${path}?${parts.join('&')}`;
}
