// Row shapes of the generated chart data (tuples keep the generated files small and diffable).
import type { Category, Direction } from '../../../../src/core/subjects/types.ts';

/** code, name, level, parentCode, category, direction, in 基层, in 县级以上, detail requirement, notes. */
export type NewChartRow = readonly [
  string,
  string,
  number,
  string | null,
  Category,
  Direction,
  boolean,
  boolean,
  'required' | 'optional' | null,
  string,
];

/** code, name, level, parentCode, category, direction, notes. */
export type OldChartRow = readonly [string, string, number, string | null, Category, Direction, string];

/**
 * oldCode (null: a new subject with no old source), oldName, newCode, newName, rule, portion, auto,
 * notes, regulation clause (the clause of 财会〔2021〕16号 the row follows).
 */
export type SuccessionRow = readonly [
  string | null,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/** id, item, debit, credit, basis, regulation clause. */
export type AdjustmentRow = readonly [string, string, string, string, string, string];
