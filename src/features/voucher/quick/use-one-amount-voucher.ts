// The form the two one-amount screens share (经费快速录入 and 部门经费录入): 凭证字, 凭证日期, 附单据,
// 摘要 and 金额, the reference the lines are checked against, and the save: the one 凭证录入 makes,
// through the outbox, so it works offline and the server numbers the voucher on arrival. Each screen
// brings only how its lines are made.
import { useEffect, useMemo, useRef, useState } from 'react';
import { uuidV4 } from '../../../api/signer';
import { toCalendarDate } from '../../../core/rules/dates';
import { defaultVoucherType } from '../../../core/voucher';
import type { AuxItemRecord } from '../../../local/auxiliary';
import type { DepartmentRecord } from '../../../local/departments';
import { useLocalDb, useReference } from '../../../local/hooks';
import type { SubjectRecord } from '../../../local/subjects';
import type { VoucherTypeRecord } from '../../../local/voucher-types';
import { queueVoucherSave } from '../../../local/vouchers';
import { openMessageDialog } from '../../../ui/dialogs';
import type { EntryLine } from '../../../ui/voucher/grid-model';
import { checkForSave, type VoucherDraft, voucherLabel } from '../../../ui/voucher/voucher-draft';
import { useSaveNotices } from '../entry/use-save-notices';
import { useCashCodes } from '../entry/use-voucher-context';
import { readLastDate, rememberLastDate } from '../entry/voucher-store';

/** The lines to save, or why there are none yet. */
export type OneAmountLines = { ok: true; lines: readonly EntryLine[] } | { ok: false; message: string };

export function useOneAmountVoucher() {
  const db = useLocalDb();
  const subjects = useReference<SubjectRecord>('subjects');
  const auxItems = useReference<AuxItemRecord>('auxItems');
  const departments = useReference<DepartmentRecord>('departments');
  const types = useReference<VoucherTypeRecord>('voucherTypes');
  const cashCodes = useCashCodes();
  const watch = useSaveNotices();

  const [voucherType, setVoucherType] = useState('');
  const [voucherDate, setVoucherDate] = useState('');
  const [documents, setDocuments] = useState(0);
  const [summary, setSummary] = useState('');
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<{ id: string; label: string } | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);

  const enabledTypes = useMemo(
    () => [...(types ?? [])].filter((t) => t.enabled).sort((a, b) => a.sort - b.sort),
    [types],
  );
  useEffect(() => {
    if (!voucherType && types) setVoucherType(defaultVoucherType(types)?.code ?? '');
  }, [types, voucherType]);
  // The date the user last saved a voucher with (here or in 凭证录入), else today.
  useEffect(() => {
    if (!db) return;
    readLastDate(db)
      .then((d) => setVoucherDate((now) => now || d || toCalendarDate(new Date())))
      .catch(() => {});
  }, [db]);

  const reference = useMemo(
    () => ({
      subjects: subjects ?? [],
      auxItems: auxItems ?? [],
      departments: departments ?? [],
      voucherTypes: types ?? [],
      cashCodes,
    }),
    [subjects, auxItems, departments, types, cashCodes],
  );

  /** Saves the lines as a new voucher; then the form is ready for the next (summary: `nextSummary`). */
  const save = async (made: OneAmountLines, nextSummary?: string) => {
    if (busy) return;
    if (!db) {
      await openMessageDialog({
        title: '提示',
        message: '本地数据库未打开：请先登录并选择账套',
        tone: 'warning',
      });
      return;
    }
    if (!made.ok) {
      await openMessageDialog({ title: '提示', message: made.message, tone: 'warning' });
      amountRef.current?.focus();
      return;
    }
    const draft: VoucherDraft = {
      id: uuidV4(),
      voucherType,
      voucherDate,
      numberOfDocument: documents,
      lines: made.lines.map((l) => ({ ...l, id: uuidV4() })),
      server: null,
    };
    const check = checkForSave(draft, reference);
    if (!check.ok) {
      await openMessageDialog({ title: '提示', message: check.message, tone: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const label = voucherLabel(draft);
      await queueVoucherSave(
        { id: draft.id, body: check.body, label, draft: { ...draft, edited: false } },
        db,
      );
      await rememberLastDate(db, voucherDate);
      watch(draft.id, label);
      setLast({ id: draft.id, label });
      // Ready for the next one: same date and type; amount and 附单据 cleared.
      setAmount('');
      setDocuments(0);
      if (nextSummary !== undefined) setSummary(nextSummary);
      amountRef.current?.focus();
    } catch (error) {
      await openMessageDialog({
        title: '保存失败',
        message: error instanceof Error ? error.message : String(error),
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return {
    reference,
    subjects,
    enabledTypes,
    voucherType,
    setVoucherType,
    voucherDate,
    setVoucherDate,
    documents,
    setDocuments,
    summary,
    setSummary,
    amount,
    setAmount,
    amountRef,
    busy,
    last,
    save,
  };
}

export type OneAmountForm = ReturnType<typeof useOneAmountVoucher>;
