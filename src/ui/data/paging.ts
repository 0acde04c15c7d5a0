// Keyset paging as the pager sees it: cursors[i] reads page i + 1 (null for the first), and only
// pages whose cursor is known can be offered (the first, those seen, the next one).

/** A page answer of a keyset-paged call. */
export interface Page<R> {
  rows: R[];
  nextCursor: string | null;
}

/**
 * The cursors after page `page` (1-based) answered with `next`. An unchanged cursor keeps the
 * pages learnt beyond it (going back and forth loses nothing); a changed one (the data moved, or
 * a new session sealed it anew) drops them, and no next cursor means `page` is the last.
 */
export function learnCursor(
  cursors: readonly (string | null)[],
  page: number,
  next: string | null,
): readonly (string | null)[] {
  if (next === null) return cursors.length > page ? cursors.slice(0, page) : cursors;
  if (cursors[page] === next) return cursors;
  return [...cursors.slice(0, page), next];
}

/** Whether page `page` (1-based) can be read: its cursor is known. */
export function cursorKnown(cursors: readonly (string | null)[], page: number): boolean {
  return page >= 1 && cursors[page - 1] !== undefined;
}
