// 部门科目汇总表 against the recomputation from the generated voucher lines (every department and
// subject cell, the 合计 column and row), 凭证分类汇总表 against a regrouping of the same lines by
// voucher type and first-level subject, and the Chinese refusals of bad queries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents } from '../../src/core/money.ts';
import type { GenVoucher } from './generate-ledger.ts';
import type { TestClient, TestServer } from './harness.ts';
import { counts, expectedFor, generatedBooks, isUnder, type Oracle, type Period } from './ledger-oracle.ts';

let server: TestServer;
let admin: TestClient;
let oracle: Oracle;
let vouchers: GenVoucher[];

beforeAll(async () => {
  ({ server, admin, vouchers, oracle } = await generatedBooks(44));
});
afterAll(() => server?.close());

const query = (p: Period, extra: Record<string, string> = {}) => ({
  year: String(p.year),
  monthFrom: String(p.monthFrom),
  monthTo: String(p.monthTo),
  includeUnposted: String(p.includeUnposted ?? false),
  ...extra,
});

async function get<T>(path: string, q: Record<string, string>): Promise<T> {
  const answer = await admin.get<T>(path, q);
  expect(answer.body.success, `${path} ${answer.body.message}`).toBe(true);
  return answer.body.data;
}

interface DC {
  debit: string;
  credit: string;
}

interface DeptSubjects {
  departments: { code: string; name: string }[];
  rows: (DC & { code: string; level: number; departments: Record<string, DC> })[];
  total: DC & { departments: Record<string, DC> };
}

const inPeriod = (p: Period) => (v: GenVoucher) =>
  counts(p)(v) && v.year === p.year && v.month >= p.monthFrom && v.month <= p.monthTo;

describe('部门科目汇总表', () => {
  const periods: [string, Period, Record<string, string>][] = [
    ['2023年3—5月 一级', { year: 2023, monthFrom: 3, monthTo: 5 }, { level: '1' }],
    ['2023年全年含未记账 全部级次', { year: 2023, monthFrom: 1, monthTo: 12, includeUnposted: true }, {}],
    [
      '2023年11—12月含未记账 科目 135—505',
      { year: 2023, monthFrom: 11, monthTo: 12, includeUnposted: true },
      { codeFrom: '135', codeTo: '505' },
    ],
  ];
  for (const [label, p, extra] of periods) {
    it(`${label}: every cell from the voucher lines`, async () => {
      const data = await get<DeptSubjects>('/api/ledger/departmentSubjects', query(p, extra));
      const lines = vouchers.filter(inPeriod(p)).flatMap((v) => v.lines);
      const inRange = (code: string) =>
        (!extra.codeFrom || code >= extra.codeFrom) &&
        (!extra.codeTo || code <= extra.codeTo || code.startsWith(extra.codeTo));
      const depts = new Set(
        lines.filter((l) => l.deptCode && inRange(l.code)).map((l) => l.deptCode as string),
      );
      expect(data.departments.map((d) => d.code).sort()).toEqual([...depts].sort());
      expect(data.rows.length).toBeGreaterThan(0);
      if (extra.level) expect(data.rows.every((r) => r.level <= Number(extra.level))).toBe(true);
      for (const row of data.rows) {
        let d = 0n;
        let c = 0n;
        for (const dept of data.departments) {
          const e = expectedFor(
            oracle,
            p,
            (_v, l) => l.deptCode === dept.code && isUnder(oracle, l.code, row.code),
            0n,
          );
          d += e.debit;
          c += e.credit;
          const cell = row.departments[dept.code] ?? { debit: '0.00', credit: '0.00' };
          expect({ code: row.code, dept: dept.code, ...cell }).toEqual({
            code: row.code,
            dept: dept.code,
            debit: fromCents(e.debit),
            credit: fromCents(e.credit),
          });
        }
        expect({ code: row.code, debit: row.debit, credit: row.credit }).toEqual({
          code: row.code,
          debit: fromCents(d),
          credit: fromCents(c),
        });
      }
      // 合计: every department line within the range, each counted once.
      let d = 0n;
      let c = 0n;
      for (const l of lines) {
        if (!l.deptCode || !inRange(l.code)) continue;
        d += l.debit;
        c += l.credit;
      }
      expect({ debit: data.total.debit, credit: data.total.credit }).toEqual({
        debit: fromCents(d),
        credit: fromCents(c),
      });
      for (const dept of data.departments) {
        const own = lines.filter((l) => l.deptCode === dept.code && inRange(l.code));
        expect(data.total.departments[dept.code]).toEqual({
          debit: fromCents(own.reduce((a, l) => a + l.debit, 0n)),
          credit: fromCents(own.reduce((a, l) => a + l.credit, 0n)),
        });
      }
    });
  }
});

interface Classification extends DC {
  types: (DC & {
    voucherType: string;
    count: number;
    firstNo: number | null;
    lastNo: number | null;
    rows: (DC & { code: string; name: string })[];
  })[];
  voucherCount: number;
  balanced: boolean;
}

const firstLevel = (code: string) => {
  const parents = new Map(oracle.subjects.map((s) => [s.code, s.parentCode]));
  let c = code;
  for (let p = parents.get(c); p; p = parents.get(c)) c = p;
  return c;
};

describe('凭证分类汇总表', () => {
  const periods: [string, Period][] = [
    ['2023年6月', { year: 2023, monthFrom: 6, monthTo: 6 }],
    ['2023年10—12月含未记账', { year: 2023, monthFrom: 10, monthTo: 12, includeUnposted: true }],
    ['2023年12月只记账', { year: 2023, monthFrom: 12, monthTo: 12 }],
  ];
  for (const [label, p] of periods) {
    it(`${label}: per voucher type and first-level subject`, async () => {
      const data = await get<Classification>('/api/ledger/voucherClassification', query(p));
      const period = vouchers.filter(inPeriod(p));
      const types = [...new Set(period.map((v) => v.type))];
      expect(data.types.map((t) => t.voucherType).sort()).toEqual(types.sort());
      expect(data.voucherCount).toBe(period.length);
      let all = 0n;
      for (const t of data.types) {
        const own = period.filter((v) => v.type === t.voucherType);
        expect(t.count).toBe(own.length);
        const nos = own.map((v) => v.no);
        const single = p.monthFrom === p.monthTo;
        expect([t.firstNo, t.lastNo]).toEqual(single ? [Math.min(...nos), Math.max(...nos)] : [null, null]);
        const bySubject = new Map<string, { d: bigint; c: bigint }>();
        for (const l of own.flatMap((v) => v.lines)) {
          const top = firstLevel(l.code);
          const f = bySubject.get(top) ?? { d: 0n, c: 0n };
          f.d += l.debit;
          f.c += l.credit;
          bySubject.set(top, f);
        }
        const expected = [...bySubject.entries()]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([code, f]) => ({ code, debit: fromCents(f.d), credit: fromCents(f.c) }));
        expect(t.rows.map(({ code, debit, credit }) => ({ code, debit, credit }))).toEqual(expected);
        const d = [...bySubject.values()].reduce((a, f) => a + f.d, 0n);
        expect(t.debit).toBe(fromCents(d));
        all += d;
      }
      expect(data.debit).toBe(fromCents(all));
      expect(data.credit).toBe(data.debit);
      expect(data.balanced).toBe(true);
    });
  }
});

describe('bad queries', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['/api/ledger/departmentSubjects', { monthFrom: '13' }, '起始月份应为 1 到 12 之间的整数'],
    [
      '/api/ledger/departmentSubjects',
      { monthFrom: '5', monthTo: '3' },
      '起始月份 5 月不能晚于结束月份 3 月',
    ],
    ['/api/ledger/departmentSubjects', { level: 'x' }, '科目级次应为 1 到 9 之间的整数'],
    ['/api/ledger/departmentSubjects', { codeFrom: 'abc' }, '起始科目应为数字科目编码'],
    ['/api/ledger/voucherClassification', { year: 'next' }, '会计年度应为 2000 到 2100 之间的整数'],
    ['/api/ledger/voucherClassification', { monthTo: '0' }, '结束月份应为 1 到 12 之间的整数'],
    ['/api/ledger/voucherClassification', { includeUnposted: 'maybe' }, '包含未记账凭证应为 true 或 false'],
  ];
  for (const [path, q, message] of cases) {
    it(`${path} ${JSON.stringify(q)} -> ${message}`, async () => {
      const answer = await admin.get(path, q);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    });
  }

  it('refuses a field the report does not take', async () => {
    const answer = await admin.get('/api/ledger/voucherClassification', { code: '101' });
    expect(answer.status).toBe(400);
  });
});
