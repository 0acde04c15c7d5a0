// The figures every balance report is made of, per subject: the balance before the period, the
// period's debit and credit, and the year-to-date debit and credit (本年累计). All in cents.

export interface Movement {
  debit: bigint;
  credit: bigint;
}

export interface Figures extends Movement {
  /** Debit-net balance before the first month of the period. */
  opening: bigint;
  yearDebit: bigint;
  yearCredit: bigint;
}

export const zeroFigures = (): Figures => ({
  opening: 0n,
  debit: 0n,
  credit: 0n,
  yearDebit: 0n,
  yearCredit: 0n,
});

export function addInto(target: Figures, more: Figures): void {
  target.opening += more.opening;
  target.debit += more.debit;
  target.credit += more.credit;
  target.yearDebit += more.yearDebit;
  target.yearCredit += more.yearCredit;
}

export function closingOf(f: Figures): bigint {
  return f.opening + f.debit - f.credit;
}

export function isBlank(f: Figures): boolean {
  return f.opening === 0n && f.debit === 0n && f.credit === 0n && f.yearDebit === 0n && f.yearCredit === 0n;
}

/** Whole cents from a numeric(18,2) string as the database sends it ("-12.5", "3", "0.00"). */
export function centsOf(value: string | number | null | undefined): bigint {
  if (value === null || value === undefined) return 0n;
  const text = String(value).trim();
  const match = /^(-?)(\d*)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) throw new Error(`金额格式不正确：${text}`);
  const cents = BigInt(match[2] || '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** One subject's (or dimension's) movement in one month; month 0 is everything before the year. */
export interface MonthMovement extends Movement {
  month: number;
}

/** The figures of the months monthFrom..monthTo from monthly movements (month 0 = before the year). */
export function figuresFromMonths(
  months: Iterable<MonthMovement>,
  monthFrom: number,
  monthTo: number,
): Figures {
  const f = zeroFigures();
  for (const m of months) {
    if (m.month < monthFrom) f.opening += m.debit - m.credit;
    else if (m.month <= monthTo) {
      f.debit += m.debit;
      f.credit += m.credit;
    }
    if (m.month >= 1 && m.month <= monthTo) {
      f.yearDebit += m.debit;
      f.yearCredit += m.credit;
    }
  }
  return f;
}

/** Groups monthly movements by a key and turns each group into figures. */
export function figuresByKey<M extends MonthMovement>(
  rows: Iterable<M>,
  keyOf: (row: M) => string,
  monthFrom: number,
  monthTo: number,
): Map<string, Figures> {
  const groups = new Map<string, M[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  const out = new Map<string, Figures>();
  for (const [key, list] of groups) out.set(key, figuresFromMonths(list, monthFrom, monthTo));
  return out;
}
