// The opening-balance grid as data: end-level amounts as typed, parents rolled up live, the trial
// of what is on screen (debits = credits, 资产 = 负债 + 净资产) and what a save sends. Pure, so the
// roll-up and the checks are tested without a browser; money only through core/money.
import type { Money } from '../../core/money';
import { amountToDebitNet, debitNetToAmount, rollUp } from '../../core/subjects/balance';
import { readAmount } from '../../core/subjects/balance-rows';
import { type TrialBalance, trialBalance } from '../../core/subjects/trial-balance';
import type { Category, Direction } from '../../core/subjects/types';

export interface GridSubject {
  code: string;
  codeName: string;
  parentCode: string | null;
  level: number;
  category: Category;
  balanceDirection: Direction;
  isLeaf: boolean;
  enabled: boolean;
  initAmount: Money;
}

/** What the person typed, by end-level subject code; absent means "as saved". */
export type Edits = ReadonlyMap<string, string>;

export interface GridRow<S extends GridSubject = GridSubject> {
  subject: S;
  /** The amount shown: the typed (or saved) one for end-level rows, the roll-up for parents. */
  amount: Money;
  editable: boolean;
  /** The typed text is not an amount (or not allowed here); the row counts as zero until fixed. */
  error: string | null;
  /** The typed amount differs from the saved one. */
  changed: boolean;
}

export interface Grid<S extends GridSubject = GridSubject> {
  rows: GridRow<S>[];
  trial: TrialBalance;
  /** Rows whose text is not a valid amount. */
  errors: { code: string; name: string; message: string }[];
  changedCount: number;
}

const noBalanceAtStart = (c: Category) => c === '收入' || c === '支出';

/**
 * End-level subjects take amounts; 收入/支出 start the year empty and disabled subjects take none,
 * unless an amount is already there (then it can still be cleared).
 */
export function isEditable(subject: GridSubject, locked: boolean): boolean {
  if (locked || !subject.isLeaf) return false;
  if (subject.initAmount !== '0.00') return true;
  return subject.enabled && !noBalanceAtStart(subject.category);
}

interface LeafValue {
  amount: Money;
  error: string | null;
}

function leafValue(subject: GridSubject, raw: string | undefined): LeafValue {
  if (raw === undefined) return { amount: subject.initAmount, error: null };
  const read = readAmount(raw);
  if (!read.ok) return { amount: '0.00' as Money, error: read.message };
  if (noBalanceAtStart(subject.category) && read.amount !== '0.00') {
    return { amount: read.amount, error: `${subject.category}类科目年初应无余额` };
  }
  return { amount: read.amount, error: null };
}

export function buildGrid<S extends GridSubject>(
  subjects: readonly S[],
  edits: Edits,
  locked: boolean,
): Grid<S> {
  const leaves = new Map<string, LeafValue>();
  const nets = new Map<string, bigint>();
  for (const s of subjects) {
    if (!s.isLeaf) continue;
    const value = leafValue(s, edits.get(s.code));
    leaves.set(s.code, value);
    nets.set(s.code, amountToDebitNet(value.amount, s.balanceDirection));
  }
  const totals = rollUp(
    subjects.map((s) => ({ code: s.code, name: s.codeName, parentCode: s.parentCode })),
    nets,
  );
  const errors: Grid['errors'] = [];
  let changedCount = 0;
  const rows = subjects.map((subject): GridRow<S> => {
    const leaf = leaves.get(subject.code);
    if (!leaf) {
      const net = totals.get(subject.code) ?? 0n;
      return {
        subject,
        amount: debitNetToAmount(net, subject.balanceDirection),
        editable: false,
        error: null,
        changed: false,
      };
    }
    const changed = leaf.amount !== subject.initAmount;
    if (changed) changedCount += 1;
    if (leaf.error) errors.push({ code: subject.code, name: subject.codeName, message: leaf.error });
    return {
      subject,
      amount: leaf.amount,
      editable: isEditable(subject, locked),
      error: leaf.error,
      changed,
    };
  });
  const trial = trialBalance(
    subjects.filter((s) => s.isLeaf).map((s) => ({ category: s.category, debitNet: nets.get(s.code) ?? 0n })),
  );
  return { rows, trial, errors, changedCount };
}

/** The changed end-level amounts, in chart order, as the save sends them. */
export function changedDetails(grid: Grid): { code: string; initAmount: Money }[] {
  return grid.rows
    .filter((r) => r.subject.isLeaf && r.changed && r.error === null)
    .map((r) => ({ code: r.subject.code, initAmount: r.amount }));
}

export type CategoryFilter = Category | '全部';

export function filterRows<S extends GridSubject>(
  rows: readonly GridRow<S>[],
  category: CategoryFilter,
  search: string,
): GridRow<S>[] {
  const needle = search.trim().toLowerCase();
  return rows.filter(
    (r) =>
      (category === '全部' || r.subject.category === category) &&
      (needle === '' ||
        r.subject.code.startsWith(needle) ||
        r.subject.codeName.toLowerCase().includes(needle)),
  );
}
