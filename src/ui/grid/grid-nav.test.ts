import { describe, expect, it } from 'vitest';
import { type GridShape, navMoveOf, nextCell } from './grid-nav';

// 4 rows x 2 columns; row 1 is a parent (read-only), column 0 of row 3 is locked.
const shape: GridShape = {
  rows: 4,
  cols: 2,
  editable: (row, col) => row !== 1 && !(row === 3 && col === 0),
};

describe('navMoveOf', () => {
  it('maps Enter, Tab and the arrows, with Shift reversing', () => {
    expect(navMoveOf({ key: 'Enter', shiftKey: false })).toBe('down');
    expect(navMoveOf({ key: 'Enter', shiftKey: true })).toBe('up');
    expect(navMoveOf({ key: 'Tab', shiftKey: false })).toBe('next');
    expect(navMoveOf({ key: 'Tab', shiftKey: true })).toBe('previous');
    expect(navMoveOf({ key: 'ArrowDown', shiftKey: false })).toBe('down');
    expect(navMoveOf({ key: 'a', shiftKey: false })).toBeNull();
    expect(navMoveOf({ key: 'Enter', shiftKey: false, ctrlKey: true })).toBeNull();
  });
});

describe('nextCell', () => {
  it('moves down the column, skipping read-only rows', () => {
    expect(nextCell({ row: 0, col: 1 }, 'down', shape)).toEqual({ row: 2, col: 1 });
    expect(nextCell({ row: 2, col: 0 }, 'down', shape)).toBeNull();
    expect(nextCell({ row: 2, col: 1 }, 'up', shape)).toEqual({ row: 0, col: 1 });
  });

  it('moves right, then on to the next row, skipping locked cells', () => {
    expect(nextCell({ row: 0, col: 0 }, 'next', shape)).toEqual({ row: 0, col: 1 });
    expect(nextCell({ row: 0, col: 1 }, 'next', shape)).toEqual({ row: 2, col: 0 });
    expect(nextCell({ row: 2, col: 1 }, 'next', shape)).toEqual({ row: 3, col: 1 });
    expect(nextCell({ row: 3, col: 1 }, 'next', shape)).toBeNull();
    expect(nextCell({ row: 2, col: 0 }, 'previous', shape)).toEqual({ row: 0, col: 1 });
  });

  it('works for a single amount column', () => {
    const one: GridShape = { rows: 3, cols: 1, editable: (row) => row !== 1 };
    expect(nextCell({ row: 0, col: 0 }, 'next', one)).toEqual({ row: 2, col: 0 });
    expect(nextCell({ row: 0, col: 0 }, 'down', one)).toEqual({ row: 2, col: 0 });
  });
});
