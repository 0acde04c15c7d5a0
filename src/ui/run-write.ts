// One way the settings screens run a write: refuse politely when offline (the server decides codes,
// usage and locks, so these saves are not queued), show the server's refusal in a dialog the user
// must close, confirm success with a short notice, and let pickers' caches catch up.
// The write's API call should pass `quiet: true`: the dialog here is the one place a refusal shows.
import { notifications } from '@mantine/notifications';
import { isApiError } from '../api/api-error';
import type { ApiClient } from '../api/client';
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

/** The dialog title for a failure: the server refused, or the call never got an answer. */
export function failureTitle(error: unknown): string {
  if (isApiError(error) && error.kind === 'business') return '操作未完成';
  return '操作失败';
}

export function failureMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return '操作失败，请稍后重试';
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
    await openMessageDialog({ title: failureTitle(error), message: failureMessage(error), tone: 'warning' });
    return undefined;
  }
  await refreshCaches(options.refreshCaches);
  if (options.done) notifications.show({ color: 'teal', message: options.done, withBorder: true });
  return answer;
}
