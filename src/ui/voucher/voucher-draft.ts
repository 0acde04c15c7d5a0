// The voucher being typed, as stored in the local drafts table (it survives a reload), and how it
// becomes a save request: the lines the server gets, the checks of src/core/voucher first (the
// same messages the server gives), the label the sync panel shows.

import { EARLIEST_ACCOUNTING_DATE } from '../../core/constants';
import type { TemplateEntry } from '../../core/contracts/voucher-template';
import { isZero } from '../../core/money';
import { isCalendarDate } from '../../core/rules/dates';
import { checkEntries, type EntryLookup, restrictionMessage } from '../../core/voucher';
import type { VoucherView } from '../../core/voucher/types';
import type { AuxItemRow } from '../../local/auxiliary';
import type { DepartmentRow } from '../../local/departments';
import type { SubjectRow } from '../../local/subjects';
import type { VoucherTypeRow } from '../../local/voucher-types';
import { defaultLines, type EntryLine, type MakeId, toEntries, toGridMessage } from './grid-model';

export const voucherDraftKind = 'voucher';

/** What the server told us about this voucher (after a save arrived, or when it was opened). */
export interface ServerState {
  voucherNo: number;
  version: number;
  voucherType: string;
  voucherTypeName: string;
  year: number;
  month: number;
  status: VoucherView['status'];
  preparedBy: string;
  reviewer: string | null;
  bookkeeper: string | null;
}

export interface VoucherDraft {
  /** The voucher's id: a uuid made here, so an offline save and its replay name one voucher. */
  id: string;
  voucherType: string;
  voucherDate: string;
  numberOfDocument: number;
  lines: EntryLine[];
  server: ServerState | null;
  /**
   * Changed here since the last queued save. Kept in the draft itself: the outbox marks a draft
   * 'synced' when an earlier save arrives, which must not hide edits typed after that save.
   */
  edited?: boolean;
}

export function newDraft(makeId: MakeId, voucherType: string, voucherDate: string): VoucherDraft {
  return {
    id: makeId(),
    voucherType,
    voucherDate,
    numberOfDocument: 0,
    lines: defaultLines(makeId),
    server: null,
  };
}

export function serverStateOf(view: VoucherView): ServerState {
  return {
    voucherNo: view.voucherNo,
    version: view.version,
    voucherType: view.voucherType,
    voucherTypeName: view.voucherTypeName,
    year: view.year,
    month: view.month,
    status: view.status,
    preparedBy: view.preparedBy.name,
    reviewer: view.reviewer?.name ?? null,
    bookkeeper: view.bookkeeper?.name ?? null,
  };
}

/** An existing voucher from the server (GET /api/voucher/get) as the grid edits it. */
export function draftFromView(view: VoucherView, makeId: MakeId): VoucherDraft {
  const lines: EntryLine[] = view.entries.map((e) => ({
    id: makeId(),
    side: isZero(e.creditAmount || '0') ? 1 : 2,
    summary: e.summary,
    code: e.code,
    subjectName: e.name,
    subjectFullName: e.codeFullName,
    auxis: e.auxis.map((a) => ({
      typeNo: a.typeNo,
      typeName: a.typeName,
      infoNo: a.infoNo,
      infoName: a.infoName,
    })),
    departmentCode: e.departmentCode,
    departmentName: e.departmentName,
    debit: isZero(e.debitAmount || '0') ? '' : e.debitAmount,
    credit: isZero(e.creditAmount || '0') ? '' : e.creditAmount,
  }));
  return {
    id: view.id,
    voucherType: view.voucherType,
    voucherDate: view.voucherDate,
    numberOfDocument: view.numberOfDocument,
    lines,
    server: serverStateOf(view),
  };
}

/** A 快捷凭证模板's lines as grid lines, named from the cache (a code it lacks keeps the code only). */
export function linesFromTemplate(
  entries: readonly TemplateEntry[],
  ref: Pick<Reference, 'subjects' | 'auxItems' | 'departments'>,
  makeId: MakeId,
): EntryLine[] {
  const subjects = new Map(ref.subjects.map((s) => [s.code, s]));
  const items = new Map(ref.auxItems.map((i) => [i.key, i]));
  const departments = new Map(ref.departments.map((d) => [d.departmentCode, d]));
  const lines: EntryLine[] = [];
  for (const e of entries) {
    const subject = subjects.get(e.code);
    const debit = e.debitAmount && !isZero(e.debitAmount) ? e.debitAmount : '';
    const credit = e.creditAmount && !isZero(e.creditAmount) ? e.creditAmount : '';
    lines.push({
      id: makeId(),
      // Without an amount the side alternates, like the default rows (debit, credit, ...).
      side: credit !== '' ? 2 : debit !== '' ? 1 : lines[lines.length - 1]?.side === 1 ? 2 : 1,
      summary: e.summary,
      code: e.code,
      subjectName: subject?.codeName ?? '',
      subjectFullName: subject?.codeFullName ?? '',
      auxis: (subject?.auxTypes ?? []).map((t) => {
        const chosen = e.auxis.find((a) => a.typeNo === t.typeNo);
        const item = chosen ? items.get(`${t.typeNo}:${chosen.infoNo}`) : undefined;
        return {
          typeNo: t.typeNo,
          typeName: t.typeName,
          infoNo: chosen?.infoNo ?? '',
          infoName: item?.infoName ?? '',
        };
      }),
      departmentCode: e.departmentCode,
      departmentName: e.departmentCode
        ? (departments.get(e.departmentCode)?.departmentName ?? e.departmentCode)
        : null,
      debit,
      credit,
    });
  }
  return lines;
}

/** "0005": numbers print with four digits, as on paper vouchers. */
export function formatVoucherNo(no: number): string {
  return String(no).padStart(4, '0');
}

export interface Reference {
  subjects: readonly SubjectRow[];
  auxItems: readonly AuxItemRow[];
  departments: readonly DepartmentRow[];
  voucherTypes: readonly VoucherTypeRow[];
  /** 现金科目 and 银行科目 of the ledger set; null when unknown (the server checks then). */
  cashCodes: readonly string[] | null;
}

function lookupOf(ref: Reference): EntryLookup {
  const subjects = new Map(ref.subjects.map((s) => [s.code, s]));
  const items = new Map(ref.auxItems.map((i) => [i.key, i]));
  const departments = new Map(ref.departments.map((d) => [d.departmentCode, d]));
  return {
    subject: (code) => subjects.get(code),
    // The cache holds enabled items only; an item missing here is checked again by the server.
    ...(items.size > 0
      ? { auxItem: (typeNo: string, infoNo: string) => items.get(`${typeNo}:${infoNo}`) }
      : {}),
    ...(departments.size > 0 ? { department: (code: string) => departments.get(code) } : {}),
  };
}

export type SaveCheck =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; message: string; row: number | null; field: 'date' | 'lines' };

/**
 * The request body, or the first problem in the words the server would use, with the grid row
 * to put the cursor on. Blank lines are dropped first, so 第N行 is renumbered to the grid's row.
 */
export function checkForSave(draft: VoucherDraft, ref: Reference): SaveCheck {
  if (!isCalendarDate(draft.voucherDate))
    return { ok: false, message: '请选择凭证日期', row: null, field: 'date' };
  if (draft.voucherDate < EARLIEST_ACCOUNTING_DATE) {
    return { ok: false, message: `凭证日期不能早于 ${EARLIEST_ACCOUNTING_DATE}`, row: null, field: 'date' };
  }
  const sent = toEntries(draft.lines);
  const result = checkEntries(sent.entries, lookupOf(ref));
  if (!result.ok) {
    const mapped = toGridMessage(result.message, sent.gridRows);
    return { ok: false, message: mapped.message, row: mapped.row, field: 'lines' };
  }
  const type = ref.voucherTypes.find((t) => t.code === draft.voucherType);
  if (type && ref.cashCodes) {
    const lines = result.entries.map((e) => ({ code: e.code, debit: e.debit, credit: e.credit }));
    const refusal = restrictionMessage(type, lines, ref.cashCodes);
    if (refusal) {
      const mapped = toGridMessage(refusal, sent.gridRows);
      return { ok: false, message: mapped.message, row: mapped.row, field: 'lines' };
    }
  }
  return {
    ok: true,
    body: {
      id: draft.id,
      voucherDate: draft.voucherDate,
      ...(draft.voucherType ? { voucherType: draft.voucherType } : {}),
      numberOfDocument: draft.numberOfDocument,
      entries: sent.entries,
    },
  };
}

/** The sync panel's line: "凭证 记-0005 2026-11-22 付培训费" or "新凭证 2026-11-22 付培训费". */
export function voucherLabel(draft: VoucherDraft): string {
  const first = draft.lines.find((l) => l.summary.trim() !== '')?.summary.trim() ?? '';
  const head = draft.server
    ? `凭证 ${draft.server.voucherType}-${formatVoucherNo(draft.server.voucherNo)}`
    : `新凭证${draft.voucherType ? `（${draft.voucherType}）` : ''}`;
  return [head, draft.voucherDate, first].filter(Boolean).join(' ');
}

/** A draft read back from IndexedDB is trusted only if it has the shape this screen writes. */
export function isVoucherDraft(data: unknown): data is VoucherDraft {
  const d = data as VoucherDraft | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    typeof d.id === 'string' &&
    typeof d.voucherDate === 'string' &&
    Array.isArray(d.lines) &&
    typeof d.numberOfDocument === 'number'
  );
}
