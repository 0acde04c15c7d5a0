// Settings saves need the server: these helpers say so when offline, leave refusals to the request
// layer's notices, and pull the changed cache table at once so the entry screen sees the change.

import { ApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/client';
import { openMessageDialog } from '../../app/effects/dialogs';
import { activeLocalSync, pullReference, type ReferenceTable, requireOnline } from '../../local';

export async function refreshTable(api: ApiClient, table: ReferenceTable): Promise<void> {
  const sync = activeLocalSync();
  if (sync) await pullReference(sync.db, api, table);
}

/** Runs a server write; false when offline (after telling the user) or refused (already shown). */
export async function runOnline(action: string, write: () => Promise<unknown>): Promise<boolean> {
  try {
    requireOnline(action);
  } catch (e) {
    await openMessageDialog({ title: '提示', message: (e as Error).message, tone: 'warning' });
    return false;
  }
  try {
    await write();
    return true;
  } catch (e) {
    if (e instanceof ApiError) return false;
    throw e;
  }
}
