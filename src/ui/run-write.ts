// One way the settings screens run a write: refuse politely when offline (the server decides codes,
// usage and locks, so these saves are not queued), show the server's refusal as spec 000 §8 says
// (4000/4001/4002: a red notice with the server's message for 5 s), confirm success with a notice
// that closes after 3 s (spec 000 §9), and let pickers' caches catch up.
// The write's API call should pass `quiet: true`: this is the one place a refusal shows.
import { notifications } from '@mantine/notifications';
import { isApiError } from '../api/api-error';
import type { ApiClient } from '../api/client';
import { ErrorCode, sessionEndCodes } from '../core/contracts/errors';
import { activeLocalSync, isOnline, pullReference, type ReferenceTable } from '../local';
import { openMessageDialog } from './dialogs';

export interface WriteOptions {
  /** What is being done, for the offline message: "保存科目". */
  action: string;
  /** The notice after success; omit for none. */
  done?: string;
  /**
   * Reference caches pulled again afterwards. true (default): every table, in the background.
   * Named tables: only those, awaited, so the screen (and the entry screen's pickers) show the
   * change as soon as the write resolves. false: none.
   */
  refreshCaches?: boolean | NamedTables;
}

export interface NamedTables {
  api: ApiClient;
  tables: readonly ReferenceTable[];
}

/** Spec 000 §8 notice lengths: refusals 5 s; success messages 3 s (§9). */
export const REFUSAL_NOTICE_MS = 5_000;
export const SUCCESS_NOTICE_MS = 3_000;

export function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return '操作失败，请稍后重试';
}

/** 4003's data: a list of {message}, one line each. */
function validationLines(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  return data
    .map((item: unknown) =>
      typeof item === 'object' && item !== null && 'message' in item ? String(item.message) : String(item),
    )
    .filter((line) => line !== '');
}

/**
 * How a failed write is shown, per spec 000 §8: the server's refusals as a notice (red for bad
 * input, refusal, conflict and field lists; yellow for the permission and signing codes), 4016 in
 * the 操作错误 dialog, nothing for session ends (the client has already sent the user to log in),
 * and a dialog when no answer came (the user must know the write did not happen).
 */
export type FailureDisplay =
  | { readonly kind: 'notice'; readonly color: 'red' | 'yellow'; readonly message: string }
  | { readonly kind: 'dialog'; readonly title: string; readonly message: string }
  | { readonly kind: 'none' };

const redCodes: readonly number[] = [
  ErrorCode.badRequest,
  ErrorCode.refused,
  ErrorCode.conflict,
  ErrorCode.validationList,
];

export function failureDisplay(error: unknown): FailureDisplay {
  if (!isApiError(error) || error.kind !== 'business') {
    return { kind: 'dialog', title: '操作失败', message: failureMessage(error) };
  }
  if (sessionEndCodes.includes(error.code) || error.code === ErrorCode.ignored) return { kind: 'none' };
  if (error.code === ErrorCode.operation) {
    return { kind: 'dialog', title: '操作错误', message: failureMessage(error) };
  }
  const lines = error.code === ErrorCode.validationList ? validationLines(error.data) : [];
  const message = [failureMessage(error), ...lines].join('\n');
  return { kind: 'notice', color: redCodes.includes(error.code) ? 'red' : 'yellow', message };
}

async function showFailure(error: unknown): Promise<void> {
  const display = failureDisplay(error);
  if (display.kind === 'notice') {
    notifications.show({
      color: display.color === 'yellow' ? 'orange' : 'red',
      title: display.color === 'red' ? '错误' : '提示',
      message: display.message,
      autoClose: REFUSAL_NOTICE_MS,
      withBorder: true,
      style: { whiteSpace: 'pre-line' },
      'data-notice-color': display.color,
    });
  } else if (display.kind === 'dialog') {
    await openMessageDialog({
      title: display.title,
      message: display.message,
      tone: display.title === '操作错误' ? 'error' : 'warning',
    });
  }
}

async function refreshCaches(which: WriteOptions['refreshCaches'] = true): Promise<void> {
  const sync = activeLocalSync();
  if (!sync || which === false) return;
  if (which === true) {
    void sync.refresh(true).catch(() => {});
    return;
  }
  // The write succeeded: a failed pull only leaves the cache stale until the next refresh.
  await Promise.all(which.tables.map((table) => pullReference(sync.db, which.api, table).catch(() => {})));
}

/**
 * Runs `write`; resolves with its answer, or undefined after telling the user why it failed.
 * A write whose answer is nothing useful should return true, so success is told from failure.
 */
export async function runWrite<T>(options: WriteOptions, write: () => Promise<T>): Promise<T | undefined> {
  if (!isOnline()) {
    await openMessageDialog({
      title: '提示',
      message: `当前处于离线状态，不能${options.action}；请联网后重试。`,
      tone: 'warning',
    });
    return undefined;
  }
  let answer: T;
  try {
    answer = await write();
  } catch (error) {
    await showFailure(error);
    return undefined;
  }
  await refreshCaches(options.refreshCaches);
  if (options.done) {
    notifications.show({
      color: 'teal',
      message: options.done,
      withBorder: true,
      autoClose: SUCCESS_NOTICE_MS,
    });
  }
  return answer;
}
