// A list chosen on this computer before the server kept 快速凭证设置 is sent to the server once,
// the first time the screen reads the server's answer online and the server has none, so nobody
// loses their list. When the server already has one, that one wins and the old copy is dropped.
import { useEffect, useRef } from 'react';
import { isApiError } from '../../../api/api-error';
import type { ApiClient } from '../../../api/client';
import type { QuickVoucherSetting } from '../../../core/voucher/quick-setting';
import type { LocalDb } from '../../../local/db';
import { useLocalDb } from '../../../local/hooks';
import { runWrite } from '../../../ui/run-write';
import { dropLegacyOrder, type QuickSettingState, saveQuickSetting } from './quick-store';

export function useLegacyUpload(
  api: ApiClient,
  state: QuickSettingState,
  /** The ledger set's templates in the cache; undefined while reading. */
  templates: readonly { id: number }[] | undefined,
  onSaved: (saved: QuickVoucherSetting) => void,
): void {
  const db = useLocalDb();
  // The database (user and ledger set) whose old list was dealt with: once each.
  const done = useRef<LocalDb | null>(null);
  const { read, setting, legacy } = state;
  const latest = useRef(onSaved);
  latest.current = onSaved;

  useEffect(() => {
    if (!db || done.current === db || read.source !== 'network' || !setting || !legacy || !templates) return;
    if (setting.templateIds !== null) {
      done.current = db;
      void dropLegacyOrder(db).catch(() => {});
      return;
    }
    // The templates are not in the cache yet: the ids cannot be checked, so wait for them.
    if (templates.length === 0) return;
    done.current = db;
    // Templates deleted since the list was made are left out (the server refuses unknown ids).
    const known = new Set(templates.map((t) => t.id));
    const ids = legacy.filter((id) => known.has(id));
    void runWrite(
      { action: '保存快速凭证设置', done: '已将本机原有的快速凭证设置保存到服务器', refreshCaches: false },
      async () => {
        try {
          return await saveQuickSetting(api, ids, setting.version, db);
        } catch (error) {
          // Refused (the server has a list by now, or an id went away): it cannot be sent as it is.
          // No answer: kept, to try again the next time the screen opens.
          if (isApiError(error) && error.kind === 'business') await dropLegacyOrder(db);
          throw error;
        }
      },
    ).then(async (saved) => {
      if (!saved) return;
      await dropLegacyOrder(db);
      latest.current(saved);
    });
  }, [api, db, read.source, setting, legacy, templates]);
}
