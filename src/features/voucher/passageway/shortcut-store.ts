// 部门核算科目快捷设置 offline: the list read from the last answer (with its time), each department's
// save through the outbox with its draft; the server's answer replaces that department's entry in
// the kept list, so 部门经费录入 offers the new shortcuts offline too.
import { useLiveQuery } from 'dexie-react-hooks';
import type { ApiClient } from '../../../api/client';
import { passagewayContracts as c, type DepartmentShortcut } from '../../../core/contracts/passageway';
import type { LocalDb } from '../../../local/db';
import { useLocalDb, useRemoteFirst } from '../../../local/hooks';
import type { OutboxKindHandler } from '../../../local/kinds';
import { discard, enqueueSave } from '../../../local/outbox';
import { type RemoteFirst, remoteKey } from '../../../local/remote-first';
import type { OutboxEntry } from '../../../local/types';

export const shortcutKey = 'passageway:shortcuts';
export const shortcutKind = 'departmentShortcut';

const isShortcut = (d: unknown): d is DepartmentShortcut =>
  typeof d === 'object' && d !== null && typeof (d as DepartmentShortcut).deptCode === 'string';

export const shortcutOutboxKind: OutboxKindHandler = {
  rebase: (body, data) =>
    isShortcut(data) && typeof body === 'object' && body !== null ? { ...body, version: data.version } : body,
  answer: {
    tables: ['meta'],
    async apply(db: LocalDb, _entry: OutboxEntry, data: unknown) {
      if (!isShortcut(data)) return;
      const kept = (await db.meta.get(remoteKey(shortcutKey)))?.value as DepartmentShortcut[] | undefined;
      const list = [...(kept ?? []).filter((s) => s.deptCode !== data.deptCode), data];
      await db.meta.put({ key: remoteKey(shortcutKey), value: list, updatedAt: Date.now() });
    },
  },
};

export async function queueShortcutSave(
  shortcut: DepartmentShortcut,
  deptName: string,
  db: LocalDb,
): Promise<OutboxEntry> {
  const open = await db.outbox.where('[kind+entityId]').equals([shortcutKind, shortcut.deptCode]).toArray();
  for (const e of open) if (e.state === 'failed' || e.state === 'blocked') await discard(e.seq, db);
  return enqueueSave(
    {
      kind: shortcutKind,
      entityId: shortcut.deptCode,
      method: 'POST',
      path: c.saveShortcut.path,
      body: shortcut,
      draft: shortcut,
      label: `保存部门快捷科目 ${deptName}`,
    },
    db,
  );
}

export interface ShortcutState {
  read: RemoteFirst<DepartmentShortcut[]>;
  /** Each department's shortcuts as the user left them: a queued save first, else the server's. */
  byDept: Map<string, DepartmentShortcut & { pending: boolean }>;
}

export function useShortcuts(api: ApiClient): ShortcutState {
  const db = useLocalDb();
  const read = useRemoteFirst(shortcutKey, (signal) =>
    api.call(c.shortcuts, {}, { loading: false, quiet: true, signal }),
  );
  const kept = useLiveQuery(
    async () =>
      ((await db?.meta.get(remoteKey(shortcutKey)))?.value as DepartmentShortcut[] | undefined) ?? [],
    [db],
  );
  const drafts = useLiveQuery(
    async () =>
      db
        ? (await db.drafts.where('kind').equals(shortcutKind).toArray()).filter(
            (d) => d.syncState === 'pending' || d.syncState === 'failed',
          )
        : [],
    [db],
  );
  const byDept = new Map<string, DepartmentShortcut & { pending: boolean }>();
  for (const list of [read.data ?? [], kept ?? []]) {
    for (const s of list) {
      const known = byDept.get(s.deptCode);
      if (!known || s.version > known.version) byDept.set(s.deptCode, { ...s, pending: false });
    }
  }
  for (const d of drafts ?? []) {
    if (isShortcut(d.data)) byDept.set(d.data.deptCode, { ...d.data, pending: true });
  }
  return { read, byDept };
}
