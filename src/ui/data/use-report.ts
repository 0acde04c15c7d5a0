// Report reads: network first, and the last answer of the same ledger set and filter when offline
// or when the call fails (src/local useRemoteFirst), so a report opened before still shows, marked
// with the time it was fetched. The detail books read a page at a time (use-paged-report.ts).
import { type ApiClient, type CallOptions, isApiError } from '../../api';
import type { AnswerOf, AnyContract, RequestOf } from '../../core/contracts/contract';
import { type RemoteFirst, useRemoteFirst } from '../../local';
import { reportAnswerPrefix } from '../../local/answer-eviction';
import { useServices, useSession } from '../services';
import { reportCacheKey } from './cache-key';

/** Why a read failed, in words for the status line. */
export function readProblem(error: unknown): string {
  if (isApiError(error)) return error.networkError ? '无法连接服务器' : error.message;
  return '读取失败，请稍后重试';
}

/** The session's ledger set and year, as the report cache keys name it. */
export function useLedgerSetTag(): string {
  const session = useSession();
  return `${session?.zid ?? ''}-${session?.year ?? ''}`;
}

/** The cache key of a report's answer to `input` in the session's ledger set. */
export function useReportKey(contract: AnyContract, input: object | null): string {
  const ledgerSet = useLedgerSetTag();
  return input
    ? reportCacheKey(ledgerSet, contract.path, input)
    : `${reportAnswerPrefix}${ledgerSet}:${contract.path}:idle`;
}

/**
 * A report call nobody waits on with a mask; refusals show in the report's status line. Untyped
 * here so the generic hooks can call any contract; they give the answer its contract's type.
 */
export function readReport(
  api: ApiClient,
  contract: AnyContract,
  input: object,
  opts: CallOptions<unknown>,
): Promise<unknown> {
  return api.call(contract, input, { loading: false, quiet: true, ...opts });
}

/**
 * One report answer. `input` null means the screen cannot ask yet (no subject chosen): nothing is
 * fetched and the answer is null.
 */
export function useReport<C extends AnyContract>(
  contract: C,
  input: RequestOf<C> | null,
): RemoteFirst<AnswerOf<C> | null> {
  const { api } = useServices();
  const key = useReportKey(contract, input);
  return useRemoteFirst<AnswerOf<C> | null>(key, (signal) =>
    input
      ? (readReport(api, contract, input, { signal }) as Promise<AnswerOf<C>>)
      : Promise.resolve<AnswerOf<C> | null>(null),
  );
}
