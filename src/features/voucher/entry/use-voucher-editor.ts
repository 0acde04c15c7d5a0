// The voucher on screen and its life in the local database: reopened after a reload, autosaved
// while typing, saved through the outbox (online or not), told its number when the server's
// answer arrives, and replaced by a fresh voucher on 新增 / 保存并新增.
import { useCallback, useEffect, useRef, useState } from 'react';
import { uuidV4 } from '../../../api/signer';
import { toCalendarDate } from '../../../core/rules/dates';
import { defaultVoucherType } from '../../../core/voucher';
import type { VoucherView } from '../../../core/voucher/types';
import { getDraft } from '../../../local/drafts';
import { useLocalDb } from '../../../local/hooks';
import type { VoucherTypeRow } from '../../../local/voucher-types';
import { queueVoucherSave, voucherKind } from '../../../local/vouchers';
import { setFormDirty } from '../../../pwa/dirty-forms';
import {
  draftFromView,
  isVoucherDraft,
  newDraft,
  type SaveCheck,
  serverStateOf,
  type VoucherDraft,
  voucherLabel,
} from '../../../ui/voucher/voucher-draft';
import {
  autosaveDraft,
  pruneSyncedDrafts,
  readCurrentDraft,
  readLastDate,
  rememberLastDate,
  setCurrentVoucher,
  useVoucherSync,
  type VoucherSync,
} from './voucher-store';

export const voucherFormId = 'voucher-entry';
const AUTOSAVE_MS = 300;

export interface VoucherEditor {
  draft: VoucherDraft | null;
  changed: boolean;
  sync: VoucherSync;
  update(next: VoucherDraft): void;
  /** Queues the checked body; resolves with the label the sync panel shows. */
  save(check: Extract<SaveCheck, { ok: true }>): Promise<string>;
  startNew(): Promise<void>;
  open(draft: VoucherDraft): Promise<void>;
  openById(id: string, fetch: () => Promise<VoucherView>): Promise<void>;
}

export function useVoucherEditor(
  types: readonly VoucherTypeRow[] | undefined,
  serverLastDate: string | null,
): VoucherEditor {
  const db = useLocalDb();
  const [draft, setDraft] = useState<VoucherDraft | null>(null);
  const [changed, setChanged] = useState(false);
  const sync = useVoucherSync(draft?.id ?? null);
  const defaults = useRef({ types, serverLastDate });
  defaults.current = { types, serverLastDate };

  // True while the voucher on screen got today's date only because no last date was known yet.
  const guessedDate = useRef(false);

  const fresh = useCallback(async (): Promise<VoucherDraft> => {
    const local = db ? await readLastDate(db) : null;
    const known = local ?? defaults.current.serverLastDate;
    guessedDate.current = known === null;
    const date = known ?? toCalendarDate(new Date());
    const type = defaultVoucherType(defaults.current.types ?? [])?.code ?? '';
    return newDraft(uuidV4, type, date);
  }, [db]);

  // The voucher on screen before the reload, else a fresh one.
  useEffect(() => {
    if (!db) return;
    let live = true;
    (async () => {
      const current = await readCurrentDraft(db);
      const next = current?.data ?? (await fresh());
      if (!live) return;
      setDraft(next);
      setChanged(current?.syncState === 'local' || current?.data.edited === true);
      if (!current) await setCurrentVoucher(db, next.id);
      await pruneSyncedDrafts(db, next.id);
    })().catch(() => {
      // The database closed while reading (logout or 切换账套): the next one loads its own voucher.
    });
    return () => {
      live = false;
    };
  }, [db, fresh]);

  // Types and the server's date may arrive after the screen: an untouched new voucher takes them.
  useEffect(() => {
    if (!draft || changed || draft.server || sync.state !== 'none') return;
    const type = draft.voucherType || (defaultVoucherType(types ?? [])?.code ?? '');
    let date = draft.voucherDate;
    if (guessedDate.current && serverLastDate) {
      guessedDate.current = false;
      date = serverLastDate;
    }
    if (type !== draft.voucherType || date !== draft.voucherDate)
      setDraft({ ...draft, voucherType: type, voucherDate: date });
  }, [draft, changed, sync.state, types, serverLastDate]);

  // Autosave: the typed voucher survives a reload or a closed tab. The waiting write is kept so a
  // save can drop it (the save stores the draft itself) and leaving the screen can flush it.
  const pendingAutosave = useRef<{ timer: ReturnType<typeof setTimeout>; run: () => void } | null>(null);
  const dropAutosave = useCallback(() => {
    if (pendingAutosave.current) clearTimeout(pendingAutosave.current.timer);
    pendingAutosave.current = null;
  }, []);
  useEffect(() => {
    setFormDirty(voucherFormId, changed);
    if (!db || !draft || !changed) return;
    const run = () => {
      pendingAutosave.current = null;
      autosaveDraft(db, draft).catch(() => {});
    };
    pendingAutosave.current = { timer: setTimeout(run, AUTOSAVE_MS), run };
    return dropAutosave;
  }, [db, draft, changed, dropAutosave]);
  useEffect(
    () => () => {
      // Leaving the screen (tab closed, logout): what was typed in the last moment is written now.
      const waiting = pendingAutosave.current;
      dropAutosave();
      waiting?.run();
      setFormDirty(voucherFormId, false);
    },
    [dropAutosave],
  );

  // The server's answer names the voucher's number and version: kept with the draft.
  const answer = sync.answer;
  useEffect(() => {
    if (!db || !draft || !answer || answer.id !== draft.id) return;
    if (draft.server?.version === answer.version && draft.server.voucherNo === answer.voucherNo) return;
    const server = serverStateOf(answer);
    setDraft({ ...draft, server, voucherType: draft.voucherType || server.voucherType });
    db.drafts
      .update([voucherKind, draft.id], (record) => {
        if (isVoucherDraft(record.data)) record.data.server = server;
      })
      .catch(() => {});
  }, [db, draft, answer]);

  // Counts edits, so a save finishing after the user typed on does not call those edits saved.
  const revision = useRef(0);
  const update = useCallback((next: VoucherDraft) => {
    revision.current += 1;
    setDraft(next);
    setChanged(true);
  }, []);

  const save = useCallback(
    async (check: Extract<SaveCheck, { ok: true }>) => {
      if (!db || !draft) throw new Error('本地数据库未打开：请先登录并选择账套');
      const label = voucherLabel(draft);
      const saving = revision.current;
      dropAutosave();
      await queueVoucherSave(
        {
          id: draft.id,
          body: check.body,
          knownVersion: draft.server?.version ?? null,
          label,
          draft: { ...draft, edited: false },
        },
        db,
      );
      await rememberLastDate(db, draft.voucherDate);
      await setCurrentVoucher(db, draft.id);
      if (revision.current === saving) setChanged(false);
      return label;
    },
    [db, draft, dropAutosave],
  );

  const startNew = useCallback(async () => {
    if (!db) return;
    // What was typed stays a draft (the 草稿 menu reopens it); autosave may not have run yet.
    if (draft && changed) await autosaveDraft(db, draft);
    const next = await fresh();
    await setCurrentVoucher(db, next.id);
    await pruneSyncedDrafts(db, next.id);
    setDraft(next);
    setChanged(false);
  }, [db, draft, changed, fresh]);

  const open = useCallback(
    async (target: VoucherDraft) => {
      if (!db) return;
      if (draft && changed) await autosaveDraft(db, draft);
      await setCurrentVoucher(db, target.id);
      setDraft(target);
      // A draft typed and never queued, or changed after its save, still needs saving.
      setChanged(target.edited === true);
    },
    [db, draft, changed],
  );

  /**
   * Opens a voucher by id (修改 from the lifecycle screens): its local draft if this browser still
   * holds changes to it, else the server's voucher from `fetch`.
   */
  const openById = useCallback(
    async (id: string, fetch: () => Promise<VoucherView>) => {
      if (!db || draft?.id === id) return;
      const local = await getDraft<VoucherDraft>(voucherKind, id, db);
      if (local && isVoucherDraft(local.data) && (local.syncState !== 'synced' || local.data.edited)) {
        await open(local.data);
        return;
      }
      await open(draftFromView(await fetch(), uuidV4));
    },
    [db, draft, open],
  );

  return { draft, changed, sync, update, save, startNew, open, openById };
}
