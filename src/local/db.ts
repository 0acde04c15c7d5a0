// The browser's own database (Dexie 4 over IndexedDB), one per user and ledger set: logging out one
// user and in as another opens a different database, so nobody ever sees someone else's cache.
import { Dexie, type EntityTable, type Table, type Transaction } from 'dexie';
import type {
  CachedRow,
  ClaimRecord,
  DraftRecord,
  FileRecord,
  HeldFile,
  MetaRecord,
  OutboxEntry,
  ReferenceTable,
} from './types';

export interface SchemaVersion {
  version: number;
  /** Dexie store specs; null deletes a table. Only what changes in this version. */
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => PromiseLike<unknown> | undefined;
}

const referenceStore = 'key, code';

/**
 * Append only, like the server's migrations: browsers in the field hold every earlier version.
 * A new version adds an entry with a higher number (and an upgrade function that moves data);
 * an existing entry is never edited.
 */
export const schemaVersions: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      subjects: referenceStore,
      departments: referenceStore,
      auxTypes: referenceStore,
      auxItems: referenceStore,
      templates: referenceStore,
      voucherTypes: referenceStore,
      operators: referenceStore,
      drafts: '[kind+id], kind, syncState, updatedAt',
      // The `state` index lists entries of one state in seq order (IndexedDB orders an index's
      // equal keys by primary key), which is the queue order the replayer needs.
      outbox: '++seq, state, [kind+entityId]',
      files: 'id, entrySeq',
      meta: 'key',
    },
  },
  // 常用摘要 for the voucher entry screen's summary suggestions.
  { version: 2, stores: { summaries: referenceStore } },
  // 流程管理: the ledger set's approval process definitions.
  { version: 3, stores: { processes: referenceStore } },
  // 部门人员 and 拨款卡绑定: the people claims pay and the cards payments go to.
  { version: 4, stores: { personnel: referenceStore, bankCards: referenceStore } },
  // 报销: the claims (ClaimView by id) the user opened or saved, readable offline.
  { version: 5, stores: { claims: 'id, savedAt' } },
  // Attachments the device holds by their server id (uploaded from here, or opened here), so the
  // widget and /viewer show them offline. Version 5 belongs to the claims' cache.
  { version: 6, stores: { heldFiles: 'fileId, savedAt' } },
  // 出纳: the unit's bank accounts, the cashier's accounts and the cheque register (versions 15-17
  // are the cashier's; the numbers between belong to other modules' branches).
  {
    version: 15,
    stores: { bankAccounts: referenceStore, cashierAccounts: referenceStore, cheques: referenceStore },
  },
  // 资产管理 (versions 18-22 are the assets module's): the classes with their subjects, the
  // GB/T 14885 classification and the asset voucher templates, read by the card and voucher screens.
  {
    version: 18,
    stores: { assetClasses: referenceStore, assetCategories: referenceStore, assetTemplates: referenceStore },
  },
];

/** Throws when a version list goes backwards or repeats: Dexie would refuse to open anyway. */
export function assertForwardOnly(versions: readonly SchemaVersion[]): void {
  versions.forEach((v, i) => {
    const previous = versions[i - 1];
    if (!Number.isInteger(v.version) || v.version < 1 || (previous && v.version <= previous.version)) {
      throw new Error(`本地数据库版本必须递增：${versions.map((x) => x.version).join(', ')}`);
    }
  });
}

export interface LocalDbOptions {
  /** Tests pass fake-indexeddb's IDBFactory and IDBKeyRange; the browser uses its own. */
  indexedDB?: { open: IDBFactory['open'] };
  IDBKeyRange?: typeof IDBKeyRange;
  /** Tests replay an older list to prove upgrades keep data. */
  versions?: readonly SchemaVersion[];
}

export class LocalDb extends Dexie {
  declare readonly subjects: EntityTable<CachedRow, 'key'>;
  declare readonly departments: EntityTable<CachedRow, 'key'>;
  declare readonly auxTypes: EntityTable<CachedRow, 'key'>;
  declare readonly auxItems: EntityTable<CachedRow, 'key'>;
  declare readonly templates: EntityTable<CachedRow, 'key'>;
  declare readonly voucherTypes: EntityTable<CachedRow, 'key'>;
  declare readonly operators: EntityTable<CachedRow, 'key'>;
  declare readonly summaries: EntityTable<CachedRow, 'key'>;
  declare readonly processes: EntityTable<CachedRow, 'key'>;
  declare readonly claims: EntityTable<ClaimRecord, 'id'>;
  declare readonly personnel: EntityTable<CachedRow, 'key'>;
  declare readonly bankCards: EntityTable<CachedRow, 'key'>;
  declare readonly bankAccounts: EntityTable<CachedRow, 'key'>;
  declare readonly cashierAccounts: EntityTable<CachedRow, 'key'>;
  declare readonly cheques: EntityTable<CachedRow, 'key'>;
  declare readonly assetClasses: EntityTable<CachedRow, 'key'>;
  declare readonly assetCategories: EntityTable<CachedRow, 'key'>;
  declare readonly assetTemplates: EntityTable<CachedRow, 'key'>;
  declare readonly drafts: Table<DraftRecord, [string, string]>;
  declare readonly outbox: EntityTable<OutboxEntry, 'seq'>;
  declare readonly files: EntityTable<FileRecord, 'id'>;
  declare readonly meta: EntityTable<MetaRecord, 'key'>;
  declare readonly heldFiles: EntityTable<HeldFile, 'fileId'>;

  constructor(name: string, options: LocalDbOptions = {}) {
    const { versions = schemaVersions, ...dexieOptions } = options;
    super(name, dexieOptions);
    assertForwardOnly(versions);
    for (const v of versions) {
      const declared = this.version(v.version).stores(v.stores);
      if (v.upgrade) declared.upgrade(v.upgrade);
    }
  }

  reference(table: ReferenceTable): EntityTable<CachedRow, 'key'> {
    return this[table];
  }
}

/** Ids are encoded so a user name with ':' cannot collide with another user's database. */
export function localDbName(userId: string | number, zid: string | number): string {
  return `union-finance:${encodeURIComponent(String(userId))}:${encodeURIComponent(String(zid))}`;
}

// The one open database of this tab; hooks subscribe to learn when it changes (login, logout, 切换账套).
let current: LocalDb | null = null;
const listeners = new Set<() => void>();

function setCurrent(next: LocalDb | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Opens (or keeps) the database of this user and ledger set, closing any other one first. */
export async function openLocalDb(
  userId: string | number,
  zid: string | number,
  options: LocalDbOptions = {},
): Promise<LocalDb> {
  const name = localDbName(userId, zid);
  if (current?.name === name && current.isOpen()) return current;
  closeLocalDb();
  const db = new LocalDb(name, options);
  await db.open();
  setCurrent(db);
  return db;
}

/** Closes the open database (logout, 切换账套); its data stays for the same user's next login. */
export function closeLocalDb(): void {
  const db = current;
  if (!db) return;
  setCurrent(null);
  db.close();
}

export function currentLocalDb(): LocalDb | null {
  return current;
}

export function requireLocalDb(): LocalDb {
  if (!current) throw new Error('本地数据库未打开：请先登录并选择账套');
  return current;
}

/** For useSyncExternalStore; returns the unsubscribe function. */
export function subscribeLocalDb(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The open database, waiting for it when the app has just been reloaded (the offline layer opens
 * it shortly after the screen's own first calls): a save clicked meanwhile is queued, not lost.
 */
export function waitForLocalDb(timeoutMs = 10_000): Promise<LocalDb> {
  const now = current;
  if (now) return Promise.resolve(now);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error('本地数据库未打开：请先登录并选择账套'));
    }, timeoutMs);
    const off = subscribeLocalDb(() => {
      if (!current) return;
      clearTimeout(timer);
      off();
      resolve(current);
    });
  });
}
