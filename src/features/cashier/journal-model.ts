// The journal screen's model: the server's month of an account merged with what this device wrote
// and has not yet seen in an answer (待同步, 同步失败, 待删除), run through the core's journal, and
// flattened to the rows the screen, the print and the sheet share. Also the date completion of the
// entry line (type 15 for the 15th of the shown month).
import { buildJournal, type JournalRow } from '../../core/cashier/journal';
import type { CashierEntry, JournalAnswer } from '../../core/contracts/cashier';
import { fromCents, toCents } from '../../core/money';
import { isCalendarDate } from '../../core/rules/dates';
import type { EntryDraft } from '../../local/cashier-book';

export type EntryState = 'saved' | 'pending' | 'failed' | 'deleting';

export interface ShownEntry {
  entry: CashierEntry;
  state: EntryState;
}

/** The drafts that belong to this account and month (by their own date). */
export function draftsOf(
  drafts: readonly EntryDraft[],
  answer: Pick<JournalAnswer, 'account' | 'year' | 'month'>,
) {
  const month = `${answer.year}-${String(answer.month).padStart(2, '0')}`;
  return drafts.filter(
    (d) => d.data.entry.accountId === answer.account.id && d.data.entry.date.startsWith(month),
  );
}

/**
 * The month's entries as the user should see them: the server's, with this device's later saves
 * over them (a save moved to another month leaves this one), and its new entries after the server's
 * of the same day.
 */
export function mergeEntries(answer: JournalAnswer, drafts: readonly EntryDraft[]): ShownEntry[] {
  const mine = new Map(drafts.map((d) => [d.id, d]));
  const monthDrafts = new Set(draftsOf(drafts, answer).map((d) => d.id));
  const out: ShownEntry[] = [];
  for (const e of answer.entries) {
    const d = mine.get(e.id);
    if (!d) {
      out.push({ entry: e, state: 'saved' });
      continue;
    }
    mine.delete(e.id);
    if (d.syncState === 'synced' && !d.data.deleted) {
      out.push({ entry: e, state: 'saved' });
      continue;
    }
    if (d.data.deleted) {
      if (d.syncState !== 'synced') out.push({ entry: e, state: 'deleting' });
      continue;
    }
    // Changed here to another month (or account): it shows there.
    if (monthDrafts.has(d.id)) out.push(draftShown(d));
  }
  for (const d of mine.values()) {
    // Saved by this device and already confirmed, or deleted: nothing to add.
    if (d.data.deleted || !monthDrafts.has(d.id)) continue;
    out.push(draftShown(d));
  }
  return out;
}

function draftShown(d: EntryDraft): ShownEntry {
  const state: EntryState =
    d.syncState === 'failed' ? 'failed' : d.syncState === 'synced' ? 'saved' : 'pending';
  return { entry: d.data.entry, state };
}

/** A row of the journal as the screen, the print and the sheet show it. */
export interface JournalLine {
  key: string;
  kind: JournalRow<unknown>['kind'];
  date: string;
  word: string;
  summary: string;
  settleMethod: string;
  settleNo: string;
  counterparty: string;
  counterSubject: string;
  receipt: string;
  payment: string;
  balance: string;
  /** The entry (entry rows only) and its state here. */
  shown: ShownEntry | null;
}

const LATE = 1e15;

/** Rows of the month: 期初/上月结转, entries with their running balance, 本日合计, 本月合计, 本年累计. */
export function journalLines(answer: JournalAnswer, shown: readonly ShownEntry[]): JournalLine[] {
  const counted = shown
    .filter((s) => s.state !== 'deleting')
    .map((s, i) => ({
      date: s.entry.date,
      // Entries not yet on the server come after the server's of the day, in the order typed.
      order: s.entry.seq > 0 ? s.entry.seq : LATE + i,
      receipt: toCents(s.entry.receipt),
      payment: toCents(s.entry.payment),
      shown: s,
    }));
  const rows = buildJournal(counted, {
    opening: toCents(answer.opening),
    openingLabel: answer.openingLabel,
    openingDate: answer.openingDate,
    closingDate: answer.closingDate,
    yearBefore: { receipt: toCents(answer.yearBefore.receipt), payment: toCents(answer.yearBefore.payment) },
  });
  const lines: JournalLine[] = rows.map((r, i) => {
    const blank = {
      word: '',
      settleMethod: '',
      settleNo: '',
      counterparty: '',
      counterSubject: '',
      shown: null,
    };
    if (r.kind === 'opening') {
      return {
        key: 'opening',
        kind: r.kind,
        date: r.date,
        summary: r.summary,
        receipt: '',
        payment: '',
        balance: fromCents(r.balance),
        ...blank,
      };
    }
    if (r.kind === 'entry') {
      const e = r.entry.shown.entry;
      return {
        key: e.id,
        kind: r.kind,
        date: r.date,
        word: e.voucherWord ?? '',
        summary: e.summary,
        settleMethod: e.settleMethod,
        settleNo: e.settleNo,
        counterparty: e.counterparty,
        counterSubject: e.counterSubject,
        receipt: fromCents(r.receipt),
        payment: fromCents(r.payment),
        balance: fromCents(r.balance),
        shown: r.entry.shown,
      };
    }
    return {
      key: `${r.kind}:${r.date}:${i}`,
      kind: r.kind,
      date: r.date,
      summary: r.summary,
      receipt: fromCents(r.receipt),
      payment: fromCents(r.payment),
      balance: fromCents(r.balance),
      ...blank,
    };
  });
  // Entries waiting to be deleted stay visible (struck through) after their day, outside the balances.
  for (const s of shown.filter((x) => x.state === 'deleting')) {
    const e = s.entry;
    const at = lines.findIndex((l) => l.kind === 'dayTotal' && l.date >= e.date);
    const line: JournalLine = {
      key: e.id,
      kind: 'entry',
      date: e.date,
      word: e.voucherWord ?? '',
      summary: e.summary,
      settleMethod: e.settleMethod,
      settleNo: e.settleNo,
      counterparty: e.counterparty,
      counterSubject: e.counterSubject,
      receipt: e.receipt,
      payment: e.payment,
      balance: '',
      shown: s,
    };
    lines.splice(at < 0 ? lines.length - 2 : at, 0, line);
  }
  return lines;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The entry line's date as typed, completed in the shown month: '5' → the 5th, '11-5' or '1105' →
 * 5 November of the shown year, a full date as is. null when it is no calendar day.
 */
export function completeDate(text: string, year: number, month: number): string | null {
  const t = text
    .trim()
    .replace(/[./年月]/g, '-')
    .replace(/日$/, '');
  let date: string | null = null;
  if (/^\d{1,2}$/.test(t)) date = `${year}-${pad(month)}-${pad(Number(t))}`;
  else if (/^\d{1,2}-\d{1,2}$/.test(t)) {
    const [m, d] = t.split('-').map(Number);
    date = `${year}-${pad(m as number)}-${pad(d as number)}`;
  } else if (/^\d{4}$/.test(t)) date = `${year}-${t.slice(0, 2)}-${t.slice(2)}`;
  else if (/^\d{4}-\d{1,2}-\d{1,2}$/.test(t)) {
    const [y, m, d] = t.split('-').map(Number);
    date = `${y}-${pad(m as number)}-${pad(d as number)}`;
  }
  return date !== null && isCalendarDate(date) ? date : null;
}
