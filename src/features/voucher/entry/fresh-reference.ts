// A save the cached chart refuses (a subject, auxiliary item or department 已停用 or 不存在) may be
// refused by a stale copy: the supervisor re-enabled it a minute ago and the cache refreshes every
// ten minutes. Online, those tables are pulled once more and the voucher checked again, so the
// preparer is not held up by an old copy; offline the cached answer stands.
import type { ApiClient } from '../../../api/client';
import { activeLocalSync, isOnline, pullReference } from '../../../local';
import type { ReferenceTable } from '../../../local/types';
import {
  checkForSave,
  type Reference,
  type SaveCheck,
  type VoucherDraft,
} from '../../../ui/voucher/voucher-draft';

const tables = [
  'subjects',
  'auxItems',
  'departments',
  'voucherTypes',
] as const satisfies readonly ReferenceTable[];

/** Whether a refusal names something the reference cache may hold an old copy of. */
export function mayBeStale(message: string): boolean {
  return /已停用|不存在/.test(message);
}

/** Pulls the voucher's reference tables and checks again; null when that cannot be done now. */
export async function recheckWithFreshReference(
  draft: VoucherDraft,
  reference: Reference,
  api: ApiClient,
): Promise<SaveCheck | null> {
  const db = activeLocalSync()?.db;
  if (!db || !isOnline()) return null;
  try {
    await Promise.all(tables.map((table) => pullReference(db, api, table)));
  } catch {
    return null;
  }
  const read = (table: (typeof tables)[number]) => db.reference(table).orderBy('code').toArray();
  const [subjects, auxItems, departments, voucherTypes] = await Promise.all(tables.map(read));
  // The cache holds the rows the screen's own hooks read (useReference<SubjectRecord> and the rest).
  const fresh = { ...reference, subjects, auxItems, departments, voucherTypes } as unknown as Reference;
  return checkForSave(draft, fresh);
}
