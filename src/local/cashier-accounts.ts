// 银行账户 and the cashier's accounts offline: two cached references (bankAccounts, cashierAccounts),
// their outbox kinds and the saves the screens call. A row added offline is cached under a local id
// until the server names it; deleting needs the server (it may refuse: an account in use).
import type { ApiClient } from '../api/client';
import { uuidV4 } from '../api/signer';
import type { AccountKind } from '../core/cashier/types';
import { type BankAccount, bankAccountContracts, type DepositType } from '../core/contracts/bank-account';
import { type CashierAccount, cashierContracts } from '../core/contracts/cashier';
import { type LocalDb, requireLocalDb } from './db';
import { enqueueSave } from './outbox';
import type { CachedRow, OutboxEntry, Plain } from './types';

export const bankAccountKind = 'bankAccount';
export const cashierAccountKind = 'cashierAccount';

/** As cached: no id (null) until a new one reaches the server. */
export type BankAccountRecord = Plain<Omit<BankAccount, 'id'> & { id: number | null }>;
export type BankAccountRow = CachedRow<BankAccountRecord>;
export type CashierAccountRecord = Plain<Omit<CashierAccount, 'id'> & { id: number | null }>;
export type CashierAccountRow = CachedRow<CashierAccountRecord>;

/** `code` orders the cache: by subject (one bank account per 102 detail). */
export function toBankAccountRow(record: BankAccountRecord, key = String(record.id)): BankAccountRow {
  return { ...record, key, code: `${record.subjectCode}:${record.accountNo}` };
}

/** The cache's `code` is the account's own 账户编码 (the screens put cash accounts first). */
export function toCashierAccountRow(
  record: CashierAccountRecord,
  key = String(record.id),
): CashierAccountRow {
  return { ...record, key };
}

export async function loadBankAccounts(api: ApiClient): Promise<CachedRow[]> {
  const rows = await api.call(
    bankAccountContracts.list,
    { includeDisabled: true },
    { loading: false, background: true },
  );
  return rows.map((r) => toBankAccountRow(r));
}

export async function loadCashierAccounts(api: ApiClient): Promise<CachedRow[]> {
  const rows = await api.call(
    cashierContracts.accounts,
    { includeDisabled: true },
    { loading: false, background: true },
  );
  return rows.map((r) => toCashierAccountRow(r));
}

const isBankAccount = (d: unknown): d is BankAccountRecord =>
  typeof d === 'object' && d !== null && 'accountNo' in d && 'depositType' in d;
const isCashierAccount = (d: unknown): d is CashierAccountRecord =>
  typeof d === 'object' && d !== null && 'kind' in d && 'openingBalance' in d;

/** A change queued before the server named the row (or bumped its version) takes both. */
const rebaseOn = (body: unknown, id: number | null, version: number) =>
  typeof body === 'object' && body !== null ? { ...body, id, version } : body;

export const bankAccountOutboxKind = {
  toRow: (data: unknown): CachedRow | null => (isBankAccount(data) ? toBankAccountRow(data) : null),
  rebase: (body: unknown, data: unknown) =>
    isBankAccount(data) ? rebaseOn(body, data.id, data.version) : body,
};

export const cashierAccountOutboxKind = {
  toRow: (data: unknown): CachedRow | null => (isCashierAccount(data) ? toCashierAccountRow(data) : null),
  rebase: (body: unknown, data: unknown) =>
    isCashierAccount(data) ? rebaseOn(body, data.id, data.version) : body,
};

export interface BankAccountInput {
  editing: BankAccountRow | null;
  bankName: string;
  accountName: string;
  accountNo: string;
  depositType: DepositType;
  subjectCode: string;
  subjectName: string;
  openedOn: string;
  remark: string;
}

export function saveBankAccount(
  input: BankAccountInput,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  const { editing } = input;
  const id = editing?.id ?? null;
  const entityId = editing?.key ?? uuidV4();
  const fields = {
    bankName: input.bankName.trim(),
    accountName: input.accountName.trim(),
    accountNo: input.accountNo.replace(/\s+/g, ''),
    depositType: input.depositType,
    subjectCode: input.subjectCode,
    openedOn: input.openedOn,
    remark: input.remark.trim(),
  };
  const body = id === null ? fields : { ...fields, id, version: editing?.version };
  const row = toBankAccountRow(
    {
      id,
      ...fields,
      subjectName: input.subjectName,
      enabled: editing?.enabled ?? true,
      version: editing?.version ?? 0,
    },
    entityId,
  );
  return enqueueSave(
    {
      kind: bankAccountKind,
      entityId,
      method: 'POST',
      path: bankAccountContracts.save.path,
      body,
      label: `${id === null ? '新增' : '修改'}银行账户 ${fields.bankName} 尾号${fields.accountNo.slice(-4)}`,
      optimistic: { table: 'bankAccounts', row },
    },
    db,
  );
}

export function setBankAccountEnabled(row: BankAccountRow, enabled: boolean, db: LocalDb = requireLocalDb()) {
  if (row.id === null) throw new Error('新银行账户同步到服务器后才能停用或启用');
  return enqueueSave(
    {
      kind: bankAccountKind,
      entityId: row.key,
      method: 'POST',
      path: bankAccountContracts.setEnabled.path,
      body: { id: row.id, enabled, version: row.version },
      label: `${enabled ? '启用' : '停用'}银行账户 ${row.bankName} 尾号${row.accountNo.slice(-4)}`,
      optimistic: { table: 'bankAccounts', row: { ...row, enabled } },
    },
    db,
  );
}

export interface CashierAccountInput {
  editing: CashierAccountRow | null;
  kind: AccountKind;
  code: string;
  name: string;
  subjectCode: string;
  subjectName: string;
  bank: Pick<BankAccount, 'id' | 'bankName' | 'accountNo'> | null;
  openedOn: string;
  openingBalance: string;
}

export function saveCashierAccount(
  input: CashierAccountInput,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  const { editing } = input;
  const id = editing?.id ?? null;
  const entityId = editing?.key ?? uuidV4();
  const fields = {
    kind: input.kind,
    code: input.code.trim(),
    name: input.name.trim(),
    subjectCode: input.subjectCode,
    bankAccountId: input.bank?.id ?? null,
    openedOn: input.openedOn,
    openingBalance: input.openingBalance,
  };
  const body = id === null ? fields : { ...fields, id, version: editing?.version };
  const row = toCashierAccountRow(
    {
      id,
      ...fields,
      subjectName: input.subjectName,
      bankName: input.bank?.bankName ?? null,
      accountNo: input.bank?.accountNo ?? null,
      enabled: editing?.enabled ?? true,
      version: editing?.version ?? 0,
    },
    entityId,
  );
  return enqueueSave(
    {
      kind: cashierAccountKind,
      entityId,
      method: 'POST',
      path: cashierContracts.saveAccount.path,
      body,
      label: `${id === null ? '新增' : '修改'}出纳账户 ${fields.code} ${fields.name}`,
      optimistic: { table: 'cashierAccounts', row },
    },
    db,
  );
}

export function setCashierAccountEnabled(
  row: CashierAccountRow,
  enabled: boolean,
  db: LocalDb = requireLocalDb(),
) {
  if (row.id === null) throw new Error('新出纳账户同步到服务器后才能停用或启用');
  return enqueueSave(
    {
      kind: cashierAccountKind,
      entityId: row.key,
      method: 'POST',
      path: cashierContracts.setAccountEnabled.path,
      body: { id: row.id, enabled, version: row.version },
      label: `${enabled ? '启用' : '停用'}出纳账户 ${row.code} ${row.name}`,
      optimistic: { table: 'cashierAccounts', row: { ...row, enabled } },
    },
    db,
  );
}
