// One way the settings screens run a write: refuse politely when offline (the server decides codes,
// usage and locks, so these saves are not queued), show the server's refusal in a dialog the user
// must close, confirm success with a short notice, and let pickers' caches catch up.
import { notifications } from '@mantine/notifications';
import { isApiError } from '../../api/api-error';
import { openMessageDialog } from '../../app/effects/dialogs';
import { activeLocalSync, isOnline } from '../../local';

export interface WriteOptions {
  /** What is being done, for the offline message: "保存科目". */
  action: string;
  /** The notice after success; omit for none. */
  done?: string;
  /** Reference caches (pickers) are pulled again afterwards; default true. */
  refreshCaches?: boolean;
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

/** Runs `write`; resolves with its answer, or undefined after telling the user why it failed. */
export async function runWrite<T>(options: WriteOptions, write: () => Promise<T>): Promise<T | undefined> {
  if (!isOnline()) {
    await openMessageDialog({
      title: '提示',
      message: `当前处于离线状态，不能${options.action}；请联网后重试。`,
      tone: 'warning',
    });
    return undefined;
  }
  try {
    const answer = await write();
    if (options.done) notifications.show({ color: 'teal', message: options.done, withBorder: true });
    if (options.refreshCaches ?? true)
      void activeLocalSync()
        ?.refresh(true)
        .catch(() => {});
    return answer;
  } catch (error) {
    await openMessageDialog({ title: failureTitle(error), message: failureMessage(error), tone: 'warning' });
    return undefined;
  }
}
