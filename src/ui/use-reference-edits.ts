// What a settings screen over a cached reference table (部门, 流程管理, ...) does around its edits:
// 刷新 pulls the table again (online only, said in a dialog otherwise), and a save queued in the
// outbox is announced as sent or as kept on this device until the network returns; a delete the
// server must judge goes online only, its refusal in a dialog.
import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { activeLocalSync, requireOnline, useOnline } from '../local';
import { openMessageDialog } from './dialogs';

export interface ReferenceEdits {
  online: boolean;
  refreshing: boolean;
  /** 刷新: the pull again, now. */
  refresh(): Promise<void>;
  /** A save queued in the outbox, named by `label` (e.g. 新增部门「办公室」). */
  saved(label: string): void;
  /**
   * A delete the server must see now (it may refuse: a row still referenced): online only, `work`
   * calls the server and drops the cached row; `done` is said after, a refusal in a dialog.
   */
  deleteOnline(what: string, work: () => Promise<void>, done: string): Promise<void>;
}

/** `list` names what 刷新 reads in the offline message, e.g. 部门列表. */
export function useReferenceEdits(list: string): ReferenceEdits {
  const online = useOnline();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = useCallback(async () => {
    try {
      requireOnline(`刷新${list}`);
    } catch (e) {
      await openMessageDialog({ title: '提示', message: (e as Error).message, tone: 'warning' });
      return;
    }
    setRefreshing(true);
    try {
      await activeLocalSync()?.refresh(true);
    } finally {
      setRefreshing(false);
    }
  }, [list]);

  const saved = useCallback(
    (label: string) =>
      notifications.show({
        color: online ? 'teal' : 'orange',
        message: online ? `${label}：已保存，正在提交到服务器` : `${label}：已保存在本机，联网后自动提交`,
        withBorder: true,
      }),
    [online],
  );

  const deleteOnline = useCallback(async (what: string, work: () => Promise<void>, done: string) => {
    try {
      requireOnline(what);
      await work();
      notifications.show({ color: 'teal', message: done, withBorder: true });
    } catch (e) {
      await openMessageDialog({ title: '删除失败', message: (e as Error).message, tone: 'error' });
    }
  }, []);

  return { online, refreshing, refresh, saved, deleteOnline };
}
