// The succession dialog as data: what each new end-level subject takes over (as typed, or as the
// server computed from its linked old subjects), parents rolled up, the debit and credit totals of
// both sides, and the spec's refusals before anything is sent (spec 000 §5: 借方合计不相等，请检查 /
// 贷方合计不相等，请检查 / 请选择要承接的科目). Pure, so it is tested without a browser.

import type { ChoiceDetail, NewSubjectView, OldSubjectView } from '../../core/contracts/succession';
import { fromCents, type Money, toCents } from '../../core/money';
import { amountToDebitNet, debitNetToAmount, rollUp } from '../../core/subjects/balance';
import { balanceProblem, readAmount } from '../../core/subjects/balance-rows';

export type Edits = ReadonlyMap<string, string>;

export interface Sides {
  debit: Money;
  credit: Money;
}

export interface AmountRow<S> {
  subject: S;
  amount: Money;
  error: string | null;
  changed: boolean;
}

export interface TakeRow extends AmountRow<NewSubjectView> {
  /** Taken over on submit (end-level rows only). */
  checked: boolean;
}

interface Value {
  amount: Money;
  error: string | null;
}

function readValue(
  subject: { code: string; codeName: string; category: NewSubjectView['category']; initAmount: Money },
  raw: string | undefined,
  label: string,
): Value {
  if (raw === undefined) return { amount: subject.initAmount, error: null };
  const read = readAmount(raw, label);
  if (!read.ok) return { amount: '0.00' as Money, error: read.message };
  const problem = balanceProblem({ ...subject, name: subject.codeName, isLeaf: true }, read.amount);
  return { amount: read.amount, error: problem };
}

function sidesOf(nets: Iterable<bigint>): Sides {
  let debit = 0n;
  let credit = 0n;
  for (const n of nets) {
    if (n >= 0n) debit += n;
    else credit -= n;
  }
  return { debit: fromCents(debit), credit: fromCents(credit) };
}

const chartOf = (list: readonly { code: string; codeName: string; parentCode: string | null }[]) =>
  list.map((s) => ({ code: s.code, name: s.codeName, parentCode: s.parentCode }));

export interface TakeModel {
  rows: TakeRow[];
  totals: Sides;
  errors: { code: string; name: string; message: string }[];
  checkedCount: number;
}

/** The new side: checked end-level rows are what the take-over sends; parents show their sum. */
export function buildTake(
  list: readonly NewSubjectView[],
  edits: Edits,
  checks: ReadonlyMap<string, boolean>,
): TakeModel {
  const leaves = new Map<string, Value & { checked: boolean }>();
  const nets = new Map<string, bigint>();
  const errors: TakeModel['errors'] = [];
  for (const s of list) {
    if (!s.isLeaf) continue;
    const raw = edits.get(s.code);
    const value = readValue(s, raw, '承接金额');
    const typed = raw !== undefined && value.amount !== '0.00';
    const checked = checks.get(s.code) ?? (s.checked || typed);
    leaves.set(s.code, { ...value, checked });
    if (value.error) errors.push({ code: s.code, name: s.codeName, message: value.error });
    if (checked && value.error === null) nets.set(s.code, amountToDebitNet(value.amount, s.balanceDirection));
  }
  const totals = rollUp(chartOf(list), nets);
  const rows = list.map((subject): TakeRow => {
    const leaf = leaves.get(subject.code);
    if (!leaf) {
      return {
        subject,
        amount: debitNetToAmount(totals.get(subject.code) ?? 0n, subject.balanceDirection),
        error: null,
        changed: false,
        checked: false,
      };
    }
    return {
      subject,
      amount: leaf.amount,
      error: leaf.error,
      changed: leaf.amount !== subject.initAmount,
      checked: leaf.checked,
    };
  });
  return {
    rows,
    totals: sidesOf(nets.values()),
    errors,
    checkedCount: rows.filter((r) => r.checked).length,
  };
}

export interface OldModel {
  rows: AmountRow<OldSubjectView>[];
  totals: Sides;
  errors: { code: string; name: string; message: string }[];
  changed: { code: string; initAmount: Money }[];
}

/** The old side: 2021-12-31 balances (as typed when the person is keying them in), parents summed. */
export function buildOld(list: readonly OldSubjectView[], edits: Edits): OldModel {
  const nets = new Map<string, bigint>();
  const values = new Map<string, Value>();
  const errors: OldModel['errors'] = [];
  for (const s of list) {
    if (!s.isLeaf) continue;
    const value = readValue(s, edits.get(s.code), '年末余额');
    values.set(s.code, value);
    if (value.error) errors.push({ code: s.code, name: s.codeName, message: value.error });
    else nets.set(s.code, amountToDebitNet(value.amount, s.balanceDirection));
  }
  const totals = rollUp(chartOf(list), nets);
  const rows = list.map((subject): AmountRow<OldSubjectView> => {
    const value = values.get(subject.code);
    if (!value) {
      return {
        subject,
        amount: debitNetToAmount(totals.get(subject.code) ?? 0n, subject.balanceDirection),
        error: null,
        changed: false,
      };
    }
    return {
      subject,
      amount: value.amount,
      error: value.error,
      changed: value.amount !== subject.initAmount,
    };
  });
  return {
    rows,
    totals: sidesOf(nets.values()),
    errors,
    changed: rows
      .filter((r) => r.subject.isLeaf && r.changed && r.error === null)
      .map((r) => ({ code: r.subject.code, initAmount: r.amount })),
  };
}

/** The first reason the take-over cannot be sent, in the spec's words where it has them. */
export function submitProblem(take: TakeModel, old: OldModel): string | null {
  if (old.changed.length > 0 || old.errors.length > 0) return '旧账年末余额有未保存的修改，请先保存旧账余额';
  const error = take.errors[0];
  if (error) return `科目 ${error.code} ${error.name}：${error.message}`;
  if (take.checkedCount === 0) return '请选择要承接的科目';
  if (take.totals.debit !== old.totals.debit) return '借方合计不相等，请检查';
  if (take.totals.credit !== old.totals.credit) return '贷方合计不相等，请检查';
  return null;
}

export function choiceDetails(take: TakeModel): ChoiceDetail[] {
  return take.rows
    .filter((r) => r.subject.isLeaf && r.checked)
    .map((r) => ({
      code: r.subject.code,
      initAmount: r.amount,
      codeArray: r.subject.codeArray,
      checked: true,
    }));
}

/** Old end-level subjects that 财会〔2021〕16号 sends to this new subject (or to one of its parents). */
export function suggestedOld(subject: NewSubjectView, old: readonly OldSubjectView[]): Set<string> {
  const mine = new Set([subject.code, ...subject.parentCodeArray]);
  return new Set(old.filter((o) => o.isLeaf && o.targets.some((t) => mine.has(t.code))).map((o) => o.code));
}

/** Which new subjects take each old subject over. */
export function takenBy(list: readonly NewSubjectView[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const s of list) for (const old of s.codeArray) out.set(old, [...(out.get(old) ?? []), s.code]);
  return out;
}

/** new - old per side, for the footer: zero on both sides means the take-over can be confirmed. */
export function differences(take: TakeModel, old: OldModel): Sides {
  const diff = (a: Money, b: Money) => fromCents(toCents(a) - toCents(b));
  return {
    debit: diff(take.totals.debit, old.totals.debit),
    credit: diff(take.totals.credit, old.totals.credit),
  };
}
