// Parents are never stored (balances live on end-level subjects): a report rolls each leaf's figures
// up through its ancestors, then keeps the subjects the query asks for (level, code range, non-zero).
import type { Category, Direction } from '../subjects/types';
import { addInto, type Figures, isBlank, zeroFigures } from './figures';

export interface BookSubject {
  code: string;
  name: string;
  parentCode: string | null;
  level: number;
  isLeaf: boolean;
  category: Category;
  direction: Direction;
}

export interface SubjectFilter {
  /** Deepest level shown (1 = first-level subjects only). */
  level?: number | undefined;
  codeFrom?: string | undefined;
  codeTo?: string | undefined;
  hideZero?: boolean | undefined;
}

/** Every subject's figures: its own plus all its descendants'. Codes missing from the chart keep their own row. */
export function rollUpFigures(
  chart: readonly BookSubject[],
  own: ReadonlyMap<string, Figures>,
): Map<string, Figures> {
  const parents = new Map(chart.map((s) => [s.code, s.parentCode]));
  const totals = new Map<string, Figures>(chart.map((s) => [s.code, zeroFigures()]));
  for (const [code, figures] of own) {
    const seen = new Set<string>();
    let current: string | null | undefined = code;
    while (current !== null && current !== undefined && !seen.has(current)) {
      seen.add(current);
      let total = totals.get(current);
      if (!total) {
        total = zeroFigures();
        totals.set(current, total);
      }
      addInto(total, figures);
      current = parents.get(current);
    }
  }
  return totals;
}

/**
 * A code lies in [from, to] when it sorts at or after `from` and at or before `to`, where `to`
 * also takes in its own descendants: 102 to 102 means 102 with 10201, 10202, ...
 */
export function inCodeRange(code: string, from?: string, to?: string): boolean {
  if (from && code < from) return false;
  if (to && code > to && !code.startsWith(to)) return false;
  return true;
}

/** The subjects a report shows, in code order. */
export function selectSubjects<S extends BookSubject>(
  chart: readonly S[],
  figures: ReadonlyMap<string, Figures>,
  filter: SubjectFilter,
): S[] {
  return chart
    .filter(
      (s) =>
        (filter.level === undefined || s.level <= filter.level) &&
        inCodeRange(s.code, filter.codeFrom, filter.codeTo) &&
        !(filter.hideZero && isBlank(figures.get(s.code) ?? zeroFigures())),
    )
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/**
 * The shown subjects no shown ancestor already counts: their sum is the report's total, without
 * counting a child twice (with its parent) and without losing one whose parent is out of range.
 */
export function outermost<S extends BookSubject>(shown: readonly S[], chart: readonly BookSubject[]): S[] {
  const codes = new Set(shown.map((s) => s.code));
  const parents = new Map(chart.map((s) => [s.code, s.parentCode]));
  return shown.filter((s) => {
    let parent = s.parentCode;
    const seen = new Set<string>();
    while (parent !== null && parent !== undefined && !seen.has(parent)) {
      if (codes.has(parent)) return false;
      seen.add(parent);
      parent = parents.get(parent) ?? null;
    }
    return true;
  });
}

/** Sums figures over subjects. */
export function totalOf(list: readonly { code: string }[], figures: ReadonlyMap<string, Figures>): Figures {
  const total = zeroFigures();
  for (const s of list) addInto(total, figures.get(s.code) ?? zeroFigures());
  return total;
}

/** The end-level codes under a subject (itself when it is one). */
export function leavesUnder(code: string, chart: readonly BookSubject[]): string[] {
  const children = new Map<string, string[]>();
  for (const s of chart) {
    if (s.parentCode === null) continue;
    const list = children.get(s.parentCode);
    if (list) list.push(s.code);
    else children.set(s.parentCode, [s.code]);
  }
  const out: string[] = [];
  const stack = [code];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    const kids = children.get(next);
    if (kids && kids.length > 0) stack.push(...kids);
    else out.push(next);
  }
  return out.sort();
}

/** The child of `ancestor` on the way down to `code` (多栏账 columns), or null when not below it. */
export function childTowards(
  code: string,
  ancestor: string,
  parents: ReadonlyMap<string, string | null>,
): string | null {
  let current: string | null = code;
  const seen = new Set<string>();
  while (current !== null && !seen.has(current)) {
    seen.add(current);
    const parent: string | null = parents.get(current) ?? null;
    if (parent === ancestor) return current;
    current = parent;
  }
  return null;
}
