// 凭证打印设置 offline: the last answer of GET /api/voucher/printSetting is kept in this user's and
// ledger set's database (meta, as useRemoteFirst keeps any last answer), so a voucher printed
// offline still carries 财务主管, 出纳 and the unit. Saving is online only (a settings screen).
import { useLiveQuery } from 'dexie-react-hooks';
import type { ApiClient } from '../api/client';
import { voucherPrintContracts } from '../core/contracts/voucher-print';
import type { VoucherPrintSetting, VoucherPrintSettingInput } from '../core/voucher/print-setting';
import { currentLocalDb, type LocalDb } from './db';
import { useLocalDb, useRemoteFirst } from './hooks';
import { type RemoteFirst, remoteKey } from './remote-first';

/** The useRemoteFirst key; the cached answer lives in meta under remoteKey(it). */
export const voucherPrintSettingKey = 'voucher-print:setting';

function fetchSetting(api: ApiClient, signal?: AbortSignal): Promise<VoucherPrintSetting> {
  return api.call(
    voucherPrintContracts.read,
    {},
    {
      loading: false,
      quiet: true,
      ...(signal ? { signal } : {}),
    },
  );
}

export async function storeVoucherPrintSetting(
  setting: VoucherPrintSetting,
  db: LocalDb | null = currentLocalDb(),
): Promise<void> {
  await db?.meta.put({ key: remoteKey(voucherPrintSettingKey), value: setting, updatedAt: Date.now() });
}

/** The setting this browser last saw for the open ledger set; null when it never saw one. */
export async function cachedVoucherPrintSetting(
  db: LocalDb | null = currentLocalDb(),
): Promise<VoucherPrintSetting | null> {
  const row = await db?.meta.get(remoteKey(voucherPrintSettingKey));
  return (row?.value as VoucherPrintSetting | undefined) ?? null;
}

/** Reads the server's setting and keeps it for offline printing. */
export async function loadVoucherPrintSetting(
  api: ApiClient,
  db: LocalDb | null = currentLocalDb(),
): Promise<VoucherPrintSetting> {
  const setting = await fetchSetting(api);
  await storeVoucherPrintSetting(setting, db);
  return setting;
}

/** Saves (online; the caller refuses offline) and keeps the saved setting as the cached one. */
export async function saveVoucherPrintSetting(
  api: ApiClient,
  input: VoucherPrintSettingInput,
  version: number,
): Promise<VoucherPrintSetting> {
  // quiet: the screen's runWrite shows a refusal once, as its dialog.
  const saved = await api.call(voucherPrintContracts.save, { ...input, version }, { quiet: true });
  await storeVoucherPrintSetting(saved);
  return saved;
}

/**
 * Network first, the cached setting offline or when the read fails. `enabled` false (a user the
 * server would refuse, e.g. one who only opens vouchers from the books): the cached one only.
 */
export function useVoucherPrintSetting(api: ApiClient, enabled = true): RemoteFirst<VoucherPrintSetting> {
  return useRemoteFirst(voucherPrintSettingKey, (signal) => fetchSetting(api, signal), enabled);
}

/** The cached setting only (no request): null when none, undefined while reading. */
export function useCachedVoucherPrintSetting(): VoucherPrintSetting | null | undefined {
  const db = useLocalDb();
  return useLiveQuery(async () => cachedVoucherPrintSetting(db), [db]);
}
