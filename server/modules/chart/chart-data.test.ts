// The committed chart data must say what the domain CSVs say. CI has shared/ beside the repo;
// without it (a bare checkout) the comparison is skipped, the counts below still hold.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adjustments, officialChart, officialSubjects, oldSubjects, successionRules } from './catalog.ts';
import { parseCsv } from './generate.ts';

const domain = join(import.meta.dirname, '../../../../shared/domain');
const haveCsv = existsSync(join(domain, 'union_subjects_new.csv'));

describe('official chart data', () => {
  it('has 24 first-level subjects for 基层工会 and 45 for 县级以上工会 (48 in all)', () => {
    const first = (list: readonly { level: number }[]) => list.filter((s) => s.level === 1).length;
    expect(first(officialChart('grassroots'))).toBe(24);
    expect(first(officialChart('county'))).toBe(45);
    expect(first(officialSubjects)).toBe(48);
    expect(officialChart('grassroots')).toHaveLength(71);
    expect(officialChart('county')).toHaveLength(107);
    expect(oldSubjects).toHaveLength(93);
  });

  it.skipIf(!haveCsv)('matches the CSV files row by row', () => {
    const csv = (name: string) => parseCsv(readFileSync(join(domain, name), 'utf8'));
    const fresh = csv('union_subjects_new.csv');
    expect(officialSubjects.map((s) => [s.code, s.name, s.parentCode ?? '', s.category])).toEqual(
      fresh.map((r) => [r.code, r.name, r.parent_code, r.category]),
    );
    expect(officialSubjects.map((s) => (s.direction === 1 ? '借' : '贷'))).toEqual(
      fresh.map((r) => r.balance_direction),
    );
    expect(officialSubjects.map((s) => [s.grassroots, s.county])).toEqual(
      fresh.map((r) => [
        r.in_grassroots_chart_基层工会 === 'Y',
        r.in_county_above_chart_县级以上工会 === 'Y',
      ]),
    );
    expect(oldSubjects.map((s) => [s.code, s.name, s.direction === 1 ? '借' : '贷'])).toEqual(
      csv('union_subjects_old.csv').map((r) => [r.code, r.name, r.balance_direction]),
    );
    expect(successionRules.map((r) => [r.oldCode ?? '', r.newCode, r.rule])).toEqual(
      csv('succession_map.csv').map((r) => [r.old_code, r.new_code, r.rule]),
    );
    expect(adjustments.map((a) => [a.id, a.debit, a.credit])).toEqual(
      csv('transition_adjustments.csv').map((r) => [r.id, r.debit, r.credit]),
    );
  });

  it('parses quoted CSV fields', () => {
    expect(parseCsv('a,b\n"x, y","say ""hi"""\r\n')).toEqual([{ a: 'x, y', b: 'say "hi"' }]);
  });
});
