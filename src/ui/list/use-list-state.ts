// The state a list screen holds besides its rows: the filter being edited and the one asked for
// (查询 applies the draft, 重置 returns to the start), and the ticked rows. A new start (another
// year or ledger set) starts the screen over.
import { useCallback, useEffect, useRef, useState } from 'react';
import { openMessageDialog } from '../dialogs';
import { emptySelection, type Selection } from './selection';

export interface ListStateOptions<F> {
  /** The filter the list opens with and 重置 returns to; null while there is nothing to ask. */
  start: F | null;
  /** Why the draft cannot be asked for (shown in a dialog, the query is not run), or null. */
  check?(draft: F): string | null;
  /** Whether two filters ask the same (default: equal as JSON). */
  same?(a: F, b: F): boolean;
}

export interface ListState<F> {
  readonly draft: F | null;
  setDraft(next: F): void;
  /** The filter the rows answer. */
  readonly applied: F | null;
  /**
   * 查询: a draft that fails `check` is refused in a dialog; one that asks what is already applied
   * calls `again` (read the same query again, staying on the page) instead of starting over.
   */
  search(again?: () => unknown): Promise<void>;
  reset(): void;
  readonly selection: Selection;
  setSelection(next: Selection): void;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useListState<F>({ start, check, same = sameJson }: ListStateOptions<F>): ListState<F> {
  const [draft, setDraft] = useState<F | null>(start);
  const [applied, setApplied] = useState<F | null>(start);
  const [selection, setSelection] = useState<Selection>(emptySelection);
  // A start with other content starts over; the same content in a new object (an inline literal,
  // rebuilt every render) does not, or the screen would re-render without end.
  const latestStart = useRef(start);
  latestStart.current = start;
  const startKey = JSON.stringify(start);
  // biome-ignore lint/correctness/useExhaustiveDependencies: startKey stands for start's content.
  useEffect(() => {
    setDraft(latestStart.current);
    setApplied(latestStart.current);
  }, [startKey]);

  const search = useCallback(
    async (again?: () => unknown) => {
      if (draft === null) return;
      const problem = check?.(draft) ?? null;
      if (problem) {
        await openMessageDialog({ title: '查询条件有误', message: problem, tone: 'warning' });
        return;
      }
      if (applied !== null && same(draft, applied)) await again?.();
      else setApplied(draft);
    },
    [draft, applied, check, same],
  );

  const reset = useCallback(() => {
    setDraft(latestStart.current);
    setApplied(latestStart.current);
  }, []);

  return { draft, setDraft, applied, search, reset, selection, setSelection };
}
