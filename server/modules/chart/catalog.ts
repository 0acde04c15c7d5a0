// The official charts as objects: the 2021 chart per kind (基层工会 / 县级以上工会), the 2009 chart,
// the old-to-new take-over rules and the 2022-01-01 adjusting entries, all from the generated data.
import type { Category, ChartKind, Direction } from '../../../src/core/subjects/types.ts';
import { newChartRows } from './data/new-chart.ts';
import { oldChartRows } from './data/old-chart.ts';
import { successionRows } from './data/succession-map.ts';
import { adjustmentRows } from './data/transition-adjustments.ts';

export interface OfficialSubject {
  code: string;
  name: string;
  level: number;
  parentCode: string | null;
  category: Category;
  direction: Direction;
  grassroots: boolean;
  county: boolean;
  detailRequired: 'required' | 'optional' | null;
  notes: string;
}

export interface OldSubject {
  code: string;
  name: string;
  level: number;
  parentCode: string | null;
  category: Category;
  direction: Direction;
  notes: string;
}

export interface SuccessionRule {
  oldCode: string | null;
  oldName: string;
  newCode: string;
  newName: string;
  /** direct, merge, partial, split, residual, analysis, none, no_balance, new_no_source. */
  rule: string;
  portion: string;
  auto: string;
  notes: string;
  /** The clause of 财会〔2021〕16号 the row follows, as the map cites it. */
  clause: string;
}

export interface Adjustment {
  id: string;
  item: string;
  debit: string;
  credit: string;
  basis: string;
  clause: string;
}

export const officialSubjects: readonly OfficialSubject[] = newChartRows.map(
  ([code, name, level, parentCode, category, direction, grassroots, county, detailRequired, notes]) => ({
    code,
    name,
    level,
    parentCode,
    category,
    direction,
    grassroots,
    county,
    detailRequired,
    notes,
  }),
);

const officialByCode = new Map(officialSubjects.map((s) => [s.code, s]));

export function officialSubject(code: string): OfficialSubject | undefined {
  return officialByCode.get(code);
}

/** The chart a ledger set of this kind is seeded with. */
export function officialChart(kind: ChartKind): OfficialSubject[] {
  return officialSubjects.filter((s) => (kind === 'grassroots' ? s.grassroots : s.county));
}

export const oldSubjects: readonly OldSubject[] = oldChartRows.map(
  ([code, name, level, parentCode, category, direction, notes]) => ({
    code,
    name,
    level,
    parentCode,
    category,
    direction,
    notes,
  }),
);

export const successionRules: readonly SuccessionRule[] = successionRows.map(
  ([oldCode, oldName, newCode, newName, rule, portion, auto, notes, clause]) => ({
    oldCode,
    oldName,
    newCode,
    newName,
    rule,
    portion,
    auto,
    notes,
    clause,
  }),
);

export const adjustments: readonly Adjustment[] = adjustmentRows.map(
  ([id, item, debit, credit, basis, clause]) => ({
    id,
    item,
    debit,
    credit,
    basis,
    clause,
  }),
);
