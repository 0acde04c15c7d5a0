// Keyboard movement in the form's grids (grid-nav.ts rules): Enter and Tab go on to the next cell and
// the next row, Shift goes back, ↑/↓ move in the column; Enter on the last cell opens a new row and
// goes to its first cell. Tab past the last cell leaves the grid as a browser Tab does.
import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react';
import { type CellPos, navMoveOf, nextCell } from '../../../ui/grid/grid-nav';

export interface GridNav {
  /** Moves on from the cell as Enter does (a picker cell that took Enter itself calls it). */
  advance(row: number, col: number): void;
  /** Props of the cell at (row, col): its ref and key handling. */
  cell(
    row: number,
    col: number,
  ): {
    ref(el: HTMLElement | null): void;
    onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  };
}

export function useGridNav(rows: number, cols: number, addRow: (() => void) | null): GridNav {
  const cells = useRef(new Map<string, HTMLElement>());
  const pending = useRef<CellPos | null>(null);
  const shape = useRef({ rows, cols });
  shape.current = { rows, cols };

  // A row added by Enter exists only after the render: focus its first cell then.
  useEffect(() => {
    const at = pending.current;
    if (!at || at.row >= rows) return;
    pending.current = null;
    cells.current.get(`${at.row}:${at.col}`)?.focus();
  }, [rows]);

  const focus = useCallback((pos: CellPos) => {
    const el = cells.current.get(`${pos.row}:${pos.col}`);
    el?.focus();
    return el !== undefined;
  }, []);

  const cell = useCallback(
    (row: number, col: number) => ({
      ref: (el: HTMLElement | null) => {
        const key = `${row}:${col}`;
        if (el) cells.current.set(key, el);
        else cells.current.delete(key);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.defaultPrevented || event.nativeEvent.isComposing) return;
        // Enter goes on along the row, as in 凭证录入; ↑/↓ keep to the column.
        const move =
          event.key === 'Enter' && !event.altKey && !event.ctrlKey
            ? event.shiftKey
              ? 'previous'
              : 'next'
            : navMoveOf(event);
        if (!move) return;
        const { rows: r, cols: c } = shape.current;
        const next = nextCell({ row, col }, move, {
          rows: r,
          cols: c,
          editable: (y, x) => cells.current.has(`${y}:${x}`),
        });
        if (next && focus(next)) {
          event.preventDefault();
          return;
        }
        if (event.key === 'Enter' && move === 'next' && addRow) {
          event.preventDefault();
          pending.current = { row: r, col: 0 };
          addRow();
        }
      },
    }),
    [addRow, focus],
  );

  const advance = useCallback(
    (row: number, col: number) => {
      const { rows: r, cols: c } = shape.current;
      const next = nextCell({ row, col }, 'next', {
        rows: r,
        cols: c,
        editable: (y, x) => cells.current.has(`${y}:${x}`),
      });
      if (next) focus(next);
      else if (addRow) {
        pending.current = { row: r, col: 0 };
        addRow();
      }
    },
    [addRow, focus],
  );

  return { cell, advance };
}
