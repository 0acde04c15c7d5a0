// Which subjects a chart table shows: category, search (matches with their ancestors), folded
// branches and disabled ones. Read by 科目设置 and by the pickers of other settings screens.
import type { SubjectView } from '../contracts/subject';
import type { Category } from './types';

export interface ChartRowFilter {
  /** null: every category. */
  category: Category | null;
  /** Code, name or full name contains it (case-insensitive). */
  search: string;
  showDisabled: boolean;
}

export interface VisibleRow {
  row: SubjectView;
  /** 0 for the roots of the shown tree. */
  depth: number;
  /** Has children among the rows the filter lets through (shows the fold toggle). */
  expandable: boolean;
  /** Shown only as an ancestor of a match. */
  contextOnly: boolean;
}

export function matchesSearch(row: SubjectView, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return (
    row.code.startsWith(q) ||
    row.codeName.toLowerCase().includes(q) ||
    row.codeFullName.toLowerCase().includes(q)
  );
}

/**
 * The rows of the tree table in tree order. With a search, matches show with their ancestors and
 * every branch open (a match inside a folded branch must not hide); without, folded branches hide
 * their descendants.
 */
export function visibleRows(
  rows: readonly SubjectView[],
  filter: ChartRowFilter,
  collapsed: ReadonlySet<string>,
): VisibleRow[] {
  const inScope = rows.filter(
    (r) => (filter.category === null || r.category === filter.category) && (filter.showDisabled || r.enabled),
  );
  const searching = filter.search.trim() !== '';
  const matched = new Set(inScope.filter((r) => matchesSearch(r, filter.search)).map((r) => r.code));
  const byCode = new Map(inScope.map((r) => [r.code, r]));
  const keep = new Set<string>();
  for (const code of matched) {
    keep.add(code);
    for (const ancestor of byCode.get(code)?.parentCodeArray ?? [])
      if (byCode.has(ancestor)) keep.add(ancestor);
  }
  const shown = inScope.filter((r) => keep.has(r.code)).sort((a, b) => a.code.localeCompare(b.code));
  // A row whose parent is filtered out becomes a root rather than vanish.
  const children = new Map<string | null, SubjectView[]>();
  for (const r of shown) {
    const parent = r.parentCode !== null && keep.has(r.parentCode) ? r.parentCode : null;
    children.set(parent, [...(children.get(parent) ?? []), r]);
  }
  const out: VisibleRow[] = [];
  const walk = (nodes: readonly SubjectView[], depth: number) => {
    for (const row of nodes) {
      const below = children.get(row.code) ?? [];
      out.push({
        row,
        depth,
        expandable: below.length > 0,
        contextOnly: searching && !matched.has(row.code),
      });
      if (searching || !collapsed.has(row.code)) walk(below, depth + 1);
    }
  };
  walk(children.get(null) ?? [], 0);
  return out;
}
