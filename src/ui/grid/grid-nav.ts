// Keyboard movement between the editable cells of an entry grid (spec 000 §5 editable tables):
// Enter and ↓ go down the column, Tab goes right and on to the next row, Shift reverses both.
// Read-only cells (parents, locked rows) are skipped.

export interface CellPos {
  row: number;
  col: number;
}

export type NavMove = 'down' | 'up' | 'next' | 'previous';

export interface GridShape {
  rows: number;
  cols: number;
  editable(row: number, col: number): boolean;
}

/** The move a key asks for inside a grid cell, or null for keys the cell keeps. */
export function navMoveOf(event: {
  key: string;
  shiftKey: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
}): NavMove | null {
  if (event.altKey || event.ctrlKey) return null;
  if (event.key === 'Enter') return event.shiftKey ? 'up' : 'down';
  if (event.key === 'Tab') return event.shiftKey ? 'previous' : 'next';
  if (event.key === 'ArrowDown') return 'down';
  if (event.key === 'ArrowUp') return 'up';
  return null;
}

/** The cell the move lands on, or null when there is none in that direction. */
export function nextCell(from: CellPos, move: NavMove, shape: GridShape): CellPos | null {
  if (move === 'down' || move === 'up') {
    const step = move === 'down' ? 1 : -1;
    for (let row = from.row + step; row >= 0 && row < shape.rows; row += step) {
      if (shape.editable(row, from.col)) return { row, col: from.col };
    }
    return null;
  }
  const step = move === 'next' ? 1 : -1;
  let index = from.row * shape.cols + from.col + step;
  const last = shape.rows * shape.cols;
  for (; index >= 0 && index < last; index += step) {
    const row = Math.floor(index / shape.cols);
    const col = index % shape.cols;
    if (shape.editable(row, col)) return { row, col };
  }
  return null;
}
