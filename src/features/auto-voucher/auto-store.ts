// 自动凭证 offline (DESIGN §5): the definitions and each month's proposals read from the last answer
// with its time; a definition's save or delete and a generation go through the outbox. A
// definition is named by a key made here, so one created offline and its replay are the same.
import { useLiveQuery } from 'dexie-react-hooks';
import type { ApiClient } from '../../api/client';
import { uuidV4 } from '../../api/signer';
import type { AutoDefinition } from '../../core/auto-voucher';
import { type AutoProposal, autoVoucherContracts as c } from '../../core/contracts/auto-voucher';
import type { LocalDb } from '../../local/db';
import { useLocalDb, useRemoteFirst } from '../../local/hooks';
import type { OutboxKindHandler } from '../../local/kinds';
import { discard, enqueueSave } from '../../local/outbox';
import { type RemoteFirst, remoteKey } from '../../local/remote-first';
import type { OutboxEntry } from '../../local/types';

export const definitionsKey = 'auto-voucher:definitions';
export const definitionKind = 'autoVoucherDefinition';
export const autoGenerateKind = 'autoVoucher';

export const proposalsKey = (year: number, month: number) => `auto-voucher:proposals:${year}-${month}`;

const isDefinition = (d: unknown): d is AutoDefinition =>
  typeof d === 'object' && d !== null && typeof (d as AutoDefinition).key === 'string' && 'lines' in d;
const isDeleted = (d: unknown): d is { key: string; deleted: true } =>
  typeof d === 'object' && d !== null && (d as { deleted?: unknown }).deleted === true;

/** The server's answer replaces (or removes) the definition in the kept list. */
export const definitionOutboxKind: OutboxKindHandler = {
  rebase: (body, data) =>
    isDefinition(data) && typeof body === 'object' && body !== null
      ? { ...body, version: data.version }
      : body,
  answer: {
    tables: ['meta'],
    async apply(db: LocalDb, _entry: OutboxEntry, data: unknown) {
      if (!isDefinition(data) && !isDeleted(data)) return;
      const kept =
        ((await db.meta.get(remoteKey(definitionsKey)))?.value as AutoDefinition[] | undefined) ?? [];
      const rest = kept.filter((d) => d.key !== data.key);
      const list = isDefinition(data) ? [...rest, data] : rest;
      await db.meta.put({ key: remoteKey(definitionsKey), value: list, updatedAt: Date.now() });
    },
  },
};

async function dropRefused(db: LocalDb, key: string) {
  const open = await db.outbox.where('[kind+entityId]').equals([definitionKind, key]).toArray();
  for (const e of open) if (e.state === 'failed' || e.state === 'blocked') await discard(e.seq, db);
}

export type DefinitionBody = Omit<AutoDefinition, 'updatedAt'>;

export async function queueDefinitionSave(body: DefinitionBody, db: LocalDb): Promise<OutboxEntry> {
  await dropRefused(db, body.key);
  return enqueueSave(
    {
      kind: definitionKind,
      entityId: body.key,
      method: 'POST',
      path: c.saveDefinition.path,
      body,
      draft: body,
      label: `保存自动凭证定义 ${body.name}`,
    },
    db,
  );
}

export async function queueDefinitionDelete(d: AutoDefinition, db: LocalDb): Promise<OutboxEntry> {
  await dropRefused(db, d.key);
  return enqueueSave(
    {
      kind: definitionKind,
      entityId: d.key,
      method: 'POST',
      path: c.deleteDefinition.path,
      body: { key: d.key, version: d.version },
      draft: { ...d, deleted: true },
      label: `删除自动凭证定义 ${d.name}`,
    },
    db,
  );
}

export function queueAutoGenerate(p: AutoProposal, year: number, month: number, db: LocalDb) {
  const voucherId = uuidV4();
  return enqueueSave(
    {
      kind: autoGenerateKind,
      entityId: voucherId,
      method: 'POST',
      path: c.generate.path,
      body: { year, month, key: p.key, voucherId, total: p.total },
      label: `${year}年${month}月自动凭证 ${p.name}`,
    },
    db,
  );
}

export interface DefinitionsState {
  read: RemoteFirst<AutoDefinition[]>;
  /** The definitions as the user left them: queued saves over the server's (or kept) list. */
  list: (AutoDefinition & { pending: boolean })[];
}

export function useDefinitions(api: ApiClient): DefinitionsState {
  const db = useLocalDb();
  const read = useRemoteFirst(definitionsKey, (signal) =>
    api.call(c.definitions, {}, { loading: false, quiet: true, signal }),
  );
  const kept = useLiveQuery(
    async () =>
      ((await db?.meta.get(remoteKey(definitionsKey)))?.value as AutoDefinition[] | undefined) ?? [],
    [db],
  );
  const drafts = useLiveQuery(
    async () =>
      db
        ? (await db.drafts.where('kind').equals(definitionKind).toArray()).filter(
            (d) => d.syncState === 'pending' || d.syncState === 'failed',
          )
        : [],
    [db],
  );
  const byKey = new Map<string, AutoDefinition & { pending: boolean }>();
  for (const list of [read.data ?? [], kept ?? []]) {
    for (const d of list) {
      const known = byKey.get(d.key);
      if (!known || d.version > known.version) byKey.set(d.key, { ...d, pending: false });
    }
  }
  for (const draft of drafts ?? []) {
    const data = draft.data as (AutoDefinition & { deleted?: boolean }) | undefined;
    if (!data || !isDefinition(data)) continue;
    if (data.deleted) byKey.delete(data.key);
    else byKey.set(data.key, { ...data, updatedAt: data.updatedAt ?? null, pending: true });
  }
  return { read, list: [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name, 'zh-CN')) };
}
