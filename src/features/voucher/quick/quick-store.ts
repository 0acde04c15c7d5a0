// Which 快捷凭证模板 appear in 经费快速录入 and in what order (快速凭证设置): kept on the server per
// user and ledger set, so the list follows the preparer to every computer. The last answer is kept
// in this user's and ledger set's local database (meta, as useRemoteFirst keeps any last answer),
// so 经费快速录入 works offline with it. Saving is online only (a settings screen).
// Before the server kept it, the list lived only in meta under `legacyKey`; the settings screen
// sends such a list to the server once (useLegacyUpload) and the readers fall back to it meanwhile.
import { useLiveQuery } from 'dexie-react-hooks';
import type { ApiClient } from '../../../api/client';
import { voucherTemplateContracts } from '../../../core/contracts/voucher-template';
import type { QuickVoucherSetting } from '../../../core/voucher/quick-setting';
import { currentLocalDb, type LocalDb } from '../../../local/db';
import { useLocalDb, useRemoteFirst } from '../../../local/hooks';
import { type RemoteFirst, remoteKey } from '../../../local/remote-first';

export const quickSettingPath = voucherTemplateContracts.quickSetting.path;

/** The useRemoteFirst key; the cached answer lives in meta under remoteKey(it). */
export const quickSettingKey = 'quick-voucher:setting';

/** Where this browser kept the list before the server did. */
export const legacyKey = 'quickVoucher:order';

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'number');

function fetchQuickSetting(api: ApiClient, signal?: AbortSignal): Promise<QuickVoucherSetting> {
  return api.call(
    voucherTemplateContracts.quickSetting,
    {},
    { loading: false, quiet: true, ...(signal ? { signal } : {}) },
  );
}

async function storeQuickSetting(setting: QuickVoucherSetting, db: LocalDb | null): Promise<void> {
  await db?.meta.put({ key: remoteKey(quickSettingKey), value: setting, updatedAt: Date.now() });
}

/** The setting this browser last saw for the open ledger set; null when it never saw one. */
export async function cachedQuickSetting(
  db: LocalDb | null = currentLocalDb(),
): Promise<QuickVoucherSetting | null> {
  const value = (await db?.meta.get(remoteKey(quickSettingKey)))?.value as QuickVoucherSetting | undefined;
  return value && typeof value.version === 'number' ? value : null;
}

/** The list this browser kept before the server did; null when there is none. */
export async function readLegacyOrder(db: LocalDb | null = currentLocalDb()): Promise<number[] | null> {
  const value = (await db?.meta.get(legacyKey))?.value;
  return isIdList(value) ? value : null;
}

export async function dropLegacyOrder(db: LocalDb | null = currentLocalDb()): Promise<void> {
  await db?.meta.delete(legacyKey);
}

/** Saves (online; the caller refuses offline) and keeps the saved list as the cached one. */
export async function saveQuickSetting(
  api: ApiClient,
  templateIds: readonly number[],
  version: number,
  db: LocalDb | null = currentLocalDb(),
): Promise<QuickVoucherSetting> {
  // quiet: the screen's runWrite shows a refusal once, as its dialog.
  const saved = await api.call(
    voucherTemplateContracts.saveQuickSetting,
    { templateIds: [...templateIds], version },
    { quiet: true },
  );
  await storeQuickSetting(saved, db);
  return saved;
}

/** The newer of two answers (a save here, or on another computer, raises the version). */
export function newerSetting(
  a: QuickVoucherSetting | null | undefined,
  b: QuickVoucherSetting | null | undefined,
): QuickVoucherSetting | undefined {
  if (!a) return b ?? undefined;
  return b && b.version > a.version ? b : a;
}

export interface QuickSettingState {
  read: RemoteFirst<QuickVoucherSetting>;
  /** The newest answer known here: the server's now, or the cached one (also after a save). */
  setting: QuickVoucherSetting | undefined;
  /** The list kept before the server did; undefined while reading. */
  legacy: number[] | null | undefined;
  /** The ids in order; null: never set (every template); undefined: still reading. */
  order: number[] | null | undefined;
}

/**
 * Network first, the cached answer offline or when the read fails. The cache is also watched, so
 * a save in 快速凭证设置 shows at once in an open 经费快速录入 tab.
 */
export function useQuickSetting(api: ApiClient): QuickSettingState {
  const db = useLocalDb();
  const read = useRemoteFirst(quickSettingKey, (signal) => fetchQuickSetting(api, signal));
  const cached = useLiveQuery(async () => cachedQuickSetting(db), [db]);
  const legacy = useLiveQuery(async () => readLegacyOrder(db), [db]);
  const setting = newerSetting(read.data, cached);
  let order: number[] | null | undefined;
  if (setting && setting.templateIds !== null) order = setting.templateIds;
  else if ((!setting && read.loading) || legacy === undefined) order = undefined;
  else order = legacy;
  return { read, setting, legacy, order };
}
