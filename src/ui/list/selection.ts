// Which rows are ticked in a list, as pure functions over an immutable set of ids, so the
// table's clicks, Space, Ctrl+A and a reload all follow the same rules.

export type Selection = ReadonlySet<string>;

export const emptySelection: Selection = new Set<string>();

/** Ticks an unticked id and unticks a ticked one. */
export function toggleId(selection: Selection, id: string): Selection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Ctrl+A: every visible row ticked (rows ticked before and still visible stay ticked). */
export function selectAllVisible(selection: Selection, visible: readonly string[]): Selection {
  const next = new Set(selection);
  for (const id of visible) next.add(id);
  return next;
}

export type HeaderState = 'none' | 'some' | 'all';

/** The header checkbox: all, some (indeterminate) or none of the visible rows ticked. */
export function headerState(selection: Selection, visible: readonly string[]): HeaderState {
  if (visible.length === 0) return 'none';
  let ticked = 0;
  for (const id of visible) if (selection.has(id)) ticked += 1;
  if (ticked === 0) return 'none';
  return ticked === visible.length ? 'all' : 'some';
}

/** The header checkbox's click: untick all visible when all are ticked, else tick them all. */
export function toggleAllVisible(selection: Selection, visible: readonly string[]): Selection {
  if (headerState(selection, visible) === 'all') {
    const next = new Set(selection);
    for (const id of visible) next.delete(id);
    return next;
  }
  return selectAllVisible(selection, visible);
}

/** After a reload: forget ticks on rows no longer shown (returns the same set when nothing changes). */
export function pruneSelection(selection: Selection, visible: readonly string[]): Selection {
  const shown = new Set(visible);
  let changed = false;
  const next = new Set<string>();
  for (const id of selection) {
    if (shown.has(id)) next.add(id);
    else changed = true;
  }
  return changed ? next : selection;
}

/** The ticked ids in list order (the order the server is asked to act in). */
export function selectedInOrder(selection: Selection, visible: readonly string[]): string[] {
  return visible.filter((id) => selection.has(id));
}

/** Arrow keys over the rows: the next index, kept inside the list. */
export function moveIndex(index: number, key: string, length: number): number {
  if (length === 0) return -1;
  if (key === 'ArrowDown') return Math.min(index + 1, length - 1);
  if (key === 'ArrowUp') return Math.max(index - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return length - 1;
  return index;
}
