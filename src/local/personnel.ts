// 部门人员 and 拨款卡绑定 offline: the two cached references (personnel, bankCards), their outbox
// kinds and the saves the screens call. A row created offline is cached under a local id until the
// server names it; deleting needs the server (it may be refused: a person with cards).
import type { ApiClient } from '../api/client';
import { uuidV4 } from '../api/signer';
import {
  type BankCard,
  type BankCardSaved,
  bankCardContracts,
  type Person,
  personnelContracts,
} from '../core/contracts/personnel';
import { normalizeAccountNo } from '../core/personnel/rules';
import { type LocalDb, requireLocalDb } from './db';
import { enqueueSave } from './outbox';
import type { CachedRow, OutboxEntry, Plain } from './types';

export const personKind = 'person';
export const bankCardKind = 'bankCard';

/** A person as cached: no id (null) until a new one reaches the server. */
export type PersonRecord = Plain<Omit<Person, 'id'> & { id: number | null }>;
export type PersonRow = CachedRow<PersonRecord>;

/** A card as cached: no id (null) until a new one reaches the server. */
export type BankCardRecord = Plain<Omit<BankCard, 'id'> & { id: number | null }>;
export type BankCardRow = CachedRow<BankCardRecord>;

/** `code` orders the cache: people by 工号. */
export function toPersonRow(record: PersonRecord, key = String(record.id)): PersonRow {
  return { ...record, key, code: record.code };
}

/** `code` orders the cache: a person's cards together, unit payees' after them by 户名. */
export function toBankCardRow(record: BankCardRecord, key = String(record.id)): BankCardRow {
  const owner =
    record.personId === null ? `~${record.accountName}` : String(record.personId).padStart(10, '0');
  return { ...record, key, code: `${owner}:${record.accountNo}` };
}

export async function loadPersonnel(api: ApiClient): Promise<CachedRow[]> {
  const rows = await api.call(
    personnelContracts.list,
    { includeDisabled: true },
    { loading: false, background: true },
  );
  return rows.map((r) => toPersonRow(r));
}

export async function loadBankCards(api: ApiClient): Promise<CachedRow[]> {
  const rows = await api.call(bankCardContracts.list, {}, { loading: false, background: true });
  return rows.map((r) => toBankCardRow(r));
}

function isPerson(data: unknown): data is PersonRecord {
  return typeof data === 'object' && data !== null && 'id' in data && 'grade' in data;
}

function isSaved(data: unknown): data is BankCardSaved {
  return typeof data === 'object' && data !== null && 'card' in data && 'cards' in data;
}

/** A change queued before the server named the row (or bumped its version) takes both. */
function rebaseOn(body: unknown, id: number | null, version: number): unknown {
  if (typeof body !== 'object' || body === null) return body;
  return { ...body, id, version };
}

export const personOutboxKind = {
  toRow: (data: unknown): CachedRow | null => (isPerson(data) ? toPersonRow(data) : null),
  rebase: (body: unknown, data: unknown) => (isPerson(data) ? rebaseOn(body, data.id, data.version) : body),
};

export const bankCardOutboxKind = {
  toRow: (data: unknown): CachedRow | null => (isSaved(data) ? toBankCardRow(data.card) : null),
  rebase: (body: unknown, data: unknown) =>
    isSaved(data) ? rebaseOn(body, data.card.id, data.card.version) : body,
  /** The owner's other cards: the default may have moved off one of them. */
  related: (data: unknown): CachedRow[] => (isSaved(data) ? data.cards.map((c) => toBankCardRow(c)) : []),
};

export interface PersonSaveInput {
  /** The row edited (its id and version), or null for 新增. */
  editing: PersonRow | null;
  code: string;
  name: string;
  departmentId: number;
  departmentName: string;
  grade: Person['grade'];
  title: string;
  mobile: string;
  userId: number | null;
  userLabel: string | null;
}

/** Queues a save (新增 or 修改) and shows it in the cache at once as 待同步. */
export function savePerson(input: PersonSaveInput, db: LocalDb = requireLocalDb()): Promise<OutboxEntry> {
  const { editing } = input;
  const id = editing?.id ?? null;
  const entityId = editing?.key ?? uuidV4();
  const body: Record<string, unknown> = {
    code: input.code.trim(),
    name: input.name.trim(),
    departmentId: input.departmentId,
    grade: input.grade,
    title: input.title.trim(),
    mobile: input.mobile.trim(),
    userId: input.userId,
  };
  if (id !== null) {
    body.id = id;
    body.version = editing?.version;
  }
  const row = toPersonRow(
    {
      id,
      code: input.code.trim(),
      name: input.name.trim(),
      departmentId: input.departmentId,
      departmentName: input.departmentName,
      grade: input.grade,
      title: input.title.trim(),
      mobile: input.mobile.trim(),
      userId: input.userId,
      userLabel: input.userLabel,
      enabled: editing?.enabled ?? true,
      version: editing?.version ?? 0,
    },
    entityId,
  );
  return enqueueSave(
    {
      kind: personKind,
      entityId,
      method: 'POST',
      path: personnelContracts.save.path,
      body,
      label: `${id === null ? '新增' : '修改'}人员 ${row.name}`,
      optimistic: { table: 'personnel', row },
    },
    db,
  );
}

/** Queues 启用/停用 of a person the server already knows. */
export function setPersonEnabled(row: PersonRow, enabled: boolean, db: LocalDb = requireLocalDb()) {
  if (row.id === null) throw new Error('新人员同步到服务器后才能停用或启用');
  return enqueueSave(
    {
      kind: personKind,
      entityId: row.key,
      method: 'POST',
      path: personnelContracts.setEnabled.path,
      body: { id: row.id, enabled },
      label: `${enabled ? '启用' : '停用'}人员 ${row.name}`,
      optimistic: { table: 'personnel', row: { ...row, enabled } },
    },
    db,
  );
}

export interface BankCardSaveInput {
  editing: BankCardRow | null;
  personId: number | null;
  personName: string | null;
  accountName: string;
  bankName: string;
  accountNo: string;
  isDefault: boolean;
}

/** Queues a card save (新增 or 修改); the account is stored as its digits, as the server keeps it. */
export function saveBankCard(input: BankCardSaveInput, db: LocalDb = requireLocalDb()): Promise<OutboxEntry> {
  const { editing } = input;
  const id = editing?.id ?? null;
  const entityId = editing?.key ?? uuidV4();
  const accountNo = normalizeAccountNo(input.accountNo);
  const body: Record<string, unknown> = {
    personId: input.personId,
    accountName: input.accountName.trim(),
    bankName: input.bankName.trim(),
    accountNo,
    isDefault: input.isDefault,
  };
  if (id !== null) {
    body.id = id;
    body.version = editing?.version;
  }
  const row = toBankCardRow(
    {
      id,
      personId: input.personId,
      personName: input.personName,
      accountName: input.accountName.trim(),
      bankName: input.bankName.trim(),
      accountNo,
      isDefault: input.isDefault,
      version: editing?.version ?? 0,
    },
    entityId,
  );
  return enqueueSave(
    {
      kind: bankCardKind,
      entityId,
      method: 'POST',
      path: bankCardContracts.save.path,
      body,
      label: `${id === null ? '绑定' : '修改'}拨款卡 ${row.accountName} 尾号${accountNo.slice(-4)}`,
      optimistic: { table: 'bankCards', row },
    },
    db,
  );
}

/** Queues 设为默认 of a card the server already knows. */
export function setDefaultBankCard(row: BankCardRow, db: LocalDb = requireLocalDb()): Promise<OutboxEntry> {
  if (row.id === null) throw new Error('新绑定的卡同步到服务器后才能设为默认');
  return enqueueSave(
    {
      kind: bankCardKind,
      entityId: row.key,
      method: 'POST',
      path: bankCardContracts.setDefault.path,
      body: { id: row.id },
      label: `设为默认卡 ${row.accountName} 尾号${row.accountNo.slice(-4)}`,
      optimistic: { table: 'bankCards', row: { ...row, isDefault: true } },
    },
    db,
  );
}

const ownerKey = (r: BankCardRecord) =>
  r.personId === null ? `unit:${r.accountName}` : `person:${r.personId}`;

/**
 * The default as the user should see it: a default chosen on this device and not yet confirmed (a
 * local-only row) wins over its owner's other cards, whose cached flags are the server's old ones.
 */
export function effectiveDefaults<R extends BankCardRow>(rows: readonly R[]): R[] {
  const chosen = new Map<string, string>();
  for (const r of rows) if (r.localOnly && r.isDefault) chosen.set(ownerKey(r), r.key);
  if (chosen.size === 0) return [...rows];
  return rows.map((r) => {
    const key = chosen.get(ownerKey(r));
    return key === undefined || key === r.key || !r.isDefault ? r : { ...r, isDefault: false };
  });
}
