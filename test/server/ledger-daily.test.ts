// 其他日报表, 部门日报表 and 科目汇总表's voucher filters against a recomputation straight from the
// generated voucher lines (every voucher before the day, not the period balances), plus the Chinese
// refusals of bad queries, which write nothing. The ledger gains a second voucher type (收) and
// varied 附单据数 so the filters have something to tell apart.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents } from '../../src/core/money.ts';
import { type GenLine, type GenVoucher, generateLedger, insertLedger } from './generate-ledger.ts';
import type { TestClient, TestServer } from './harness.ts';
import { generatedBooks, isUnder, type Oracle, side } from './ledger-oracle.ts';

let server: TestServer;
let admin: TestClient;
let oracle: Oracle;
let vouchers: GenVoucher[];
let ledgerSetId: number;

beforeAll(async () => {
  const books = await generatedBooks(57);
  ({ server, admin, vouchers, oracle } = books);
  ledgerSetId = books.setup.ledgerSetId;
  const db = server.handle.db;
  await db
    .insertInto('voucher_type')
    .values({ ledger_set_id: ledgerSetId, code: '收', name: '收款凭证', sort: 2 })
    .execute();
  const receipts = generateLedger(books.setup, {
    seed: 571,
    year: 2023,
    months: [3, 4, 6],
    perMonth: 7,
    type: '收',
  });
  await insertLedger(db, books.setup, receipts);
  vouchers.push(...receipts);
  // 附单据数 0..3 by number: a posted voucher keeps its content, so with the guards off.
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await sql`update voucher set attachments = voucher_no % 4 where ledger_set_id = ${ledgerSetId}`.execute(
      trx,
    );
  });
});
afterAll(() => server?.close());

async function get<T>(path: string, q: Record<string, string>): Promise<T> {
  const answer = await admin.get<T>(path, q);
  expect(answer.body.success, `${path} ${answer.body.message}`).toBe(true);
  return answer.body.data;
}

interface Shown {
  direction: string;
  balance: string;
}

interface DayFigures {
  previous: Shown;
  debit: string;
  credit: string;
  debitCount: number;
  creditCount: number;
  today: Shown;
}

interface DayRow extends DayFigures {
  code: string;
  level: number;
}

interface Day {
  before: bigint;
  debit: bigint;
  credit: bigint;
  debitCount: number;
  creditCount: number;
}

const counted = (includeUnposted: boolean) => (v: GenVoucher) => includeUnposted || v.status === 'posted';

/**
 * The day of the lines `match` selects: every counted voucher before the day plus `opening`, and
 * the day's own lines.
 */
function dayOf(date: string, includeUnposted: boolean, match: (l: GenLine) => boolean, opening: bigint): Day {
  const d: Day = { before: opening, debit: 0n, credit: 0n, debitCount: 0, creditCount: 0 };
  for (const v of vouchers) {
    if (!counted(includeUnposted)(v) || v.date > date) continue;
    for (const l of v.lines) {
      if (!match(l)) continue;
      if (v.date < date) d.before += l.debit - l.credit;
      else {
        d.debit += l.debit;
        d.credit += l.credit;
        if (l.debit !== 0n) d.debitCount += 1;
        if (l.credit !== 0n) d.creditCount += 1;
      }
    }
  }
  return d;
}

function subjectDay(date: string, includeUnposted: boolean, code: string): Day {
  let opening = 0n;
  for (const [c, net] of oracle.opening) if (isUnder(oracle, c, code)) opening += net;
  return dayOf(date, includeUnposted, (l) => isUnder(oracle, l.code, code), opening);
}

function departmentDay(date: string, includeUnposted: boolean, dept: string, code: string | null): Day {
  let opening = 0n;
  for (const r of oracle.openingRows) {
    if (r.dept === dept && (code === null || isUnder(oracle, r.code, code))) opening += r.net;
  }
  return dayOf(
    date,
    includeUnposted,
    (l) => l.deptCode === dept && (code === null || isUnder(oracle, l.code, code)),
    opening,
  );
}

const shown = (d: Day): DayFigures => ({
  previous: side(d.before),
  debit: fromCents(d.debit),
  credit: fromCents(d.credit),
  debitCount: d.debitCount,
  creditCount: d.creditCount,
  today: side(d.before + d.debit - d.credit),
});

const quiet = (d: Day) => d.before === 0n && d.debit === 0n && d.credit === 0n;
const figures = (r: DayFigures): DayFigures => ({
  previous: r.previous,
  debit: r.debit,
  credit: r.credit,
  debitCount: r.debitCount,
  creditCount: r.creditCount,
  today: r.today,
});

/** The busiest day of a month: the one with the most counted lines. */
function busyDay(month: number, includeUnposted = false, match: (l: GenLine) => boolean = () => true) {
  const lines = new Map<string, number>();
  for (const v of vouchers) {
    if (v.year !== 2023 || v.month !== month || !counted(includeUnposted)(v)) continue;
    lines.set(v.date, (lines.get(v.date) ?? 0) + v.lines.filter(match).length);
  }
  return [...lines.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] as string;
}

const cashBank = (code: string) =>
  ['101', '102'].some((r) => isUnder(oracle, code, r) || isUnder(oracle, r, code));

describe('其他日报表', () => {
  it('without a choice: every subject outside cash and bank with a balance or a movement', async () => {
    const date = busyDay(5);
    const data = await get<{ scope: string; rows: DayRow[]; total: DayFigures }>(
      '/api/ledger/otherDailyReport',
      {
        date,
      },
    );
    expect(data.scope).toBe('all');
    const expected = oracle.subjects
      .filter((s) => !cashBank(s.code))
      .map((s) => ({ code: s.code, day: subjectDay(date, false, s.code) }))
      .filter((e) => !quiet(e.day));
    expect(data.rows.map((r) => r.code)).toEqual(expected.map((e) => e.code));
    for (const [i, r] of data.rows.entries()) {
      expect({ code: r.code, ...figures(r) }).toEqual({ code: r.code, ...shown(expected[i]?.day as Day) });
    }
    // 合计: every line and opening outside cash and bank, once.
    let opening = 0n;
    for (const [c, net] of oracle.opening) if (!cashBank(c)) opening += net;
    const total = dayOf(date, false, (l) => !cashBank(l.code), opening);
    expect(data.total).toEqual(shown(total));
    expect(data.rows.some((r) => r.debitCount + r.creditCount > 0)).toBe(true);
  });

  it('chosen subjects: each with its descendants to the level, 合计 without counting a child twice', async () => {
    const parent = ['505', '502', '501', '135'].find(
      (c) => oracle.subjects.filter((s) => s.parentCode === c).length >= 2,
    ) as string;
    const child = oracle.subjects.find((s) => s.parentCode === parent)?.code as string;
    const leaf =
      oracle.subjects.find((s) => s.code.startsWith('215') && s.parentCode !== null)?.code ?? '215';
    const date = busyDay(7, true);
    const data = await get<{ scope: string; rows: DayRow[]; total: DayFigures }>(
      '/api/ledger/otherDailyReport',
      {
        date,
        codes: `${parent},${child},${leaf}`,
        level: '1',
        hideZero: 'false',
        includeUnposted: 'true',
      },
    );
    expect(data.scope).toBe('codes');
    // level 1 shows the first-level parent only; the chosen deeper subject shows anyway.
    expect(data.rows.map((r) => r.code)).toEqual([parent, leaf].sort());
    for (const r of data.rows) expect(figures(r)).toEqual(shown(subjectDay(date, true, r.code)));
    const a = subjectDay(date, true, parent);
    const b = subjectDay(date, true, leaf);
    expect(data.total).toEqual(
      shown({
        before: a.before + b.before,
        debit: a.debit + b.debit,
        credit: a.credit + b.credit,
        debitCount: a.debitCount + b.debitCount,
        creditCount: a.creditCount + b.creditCount,
      }),
    );
  });

  it('a code range shows every subject in it, zero rows too when asked', async () => {
    const date = busyDay(3);
    const data = await get<{ scope: string; rows: DayRow[]; total: DayFigures }>(
      '/api/ledger/otherDailyReport',
      {
        date,
        codeFrom: '135',
        codeTo: '215',
        hideZero: 'false',
      },
    );
    expect(data.scope).toBe('range');
    const inRange = oracle.subjects.filter(
      (s) => s.code >= '135' && (s.code <= '215' || s.code.startsWith('215')),
    );
    expect(data.rows.map((r) => r.code)).toEqual(inRange.map((s) => s.code));
    for (const r of data.rows) expect(figures(r)).toEqual(shown(subjectDay(date, false, r.code)));
    const roots = inRange.filter((s) => !inRange.some((p) => p.code === s.parentCode));
    const sum = roots.map((s) => subjectDay(date, false, s.code));
    expect(data.total.debit).toBe(fromCents(sum.reduce((x, d) => x + d.debit, 0n)));
    expect(data.total.previous).toEqual(side(sum.reduce((x, d) => x + d.before, 0n)));
  });

  it('counts unposted vouchers only when asked', async () => {
    const unposted = vouchers.find((v) => v.year === 2023 && v.month === 12 && v.status !== 'posted');
    const date = unposted?.date as string;
    const code = unposted?.lines[0]?.code as string;
    for (const includeUnposted of [false, true]) {
      const data = await get<{ rows: DayRow[] }>('/api/ledger/otherDailyReport', {
        date,
        codes: code,
        hideZero: 'false',
        includeUnposted: String(includeUnposted),
      });
      expect(figures(data.rows[0] as DayRow)).toEqual(shown(subjectDay(date, includeUnposted, code)));
    }
  });
});

interface DepartmentDaily {
  departments: { code: string; name: string; rows: DayRow[]; total: DayFigures }[];
  total: DayFigures;
}

describe('部门日报表', () => {
  const withDept = (l: GenLine) => l.deptCode !== null;

  it('every department with its subjects, 小计 and 合计', async () => {
    const date = busyDay(5, false, withDept);
    const data = await get<DepartmentDaily>('/api/ledger/departmentDailyReport', { date });
    const depts = [
      ...new Set([
        ...oracle.openingRows.filter((r) => r.dept !== '').map((r) => r.dept),
        ...vouchers.flatMap((v) => v.lines.filter(withDept).map((l) => l.deptCode as string)),
      ]),
    ].sort();
    const active = depts.filter((d) => !quiet(departmentDay(date, false, d, null)));
    expect(data.departments.map((d) => d.code)).toEqual(active);
    expect(data.departments.some((d) => d.rows.some((r) => r.debitCount + r.creditCount > 0))).toBe(true);
    let grand = { before: 0n, debit: 0n, credit: 0n, debitCount: 0, creditCount: 0 };
    for (const dept of data.departments) {
      const expected = oracle.subjects
        .map((s) => ({ code: s.code, day: departmentDay(date, false, dept.code, s.code) }))
        .filter((e) => !quiet(e.day));
      expect(dept.rows.map((r) => r.code)).toEqual(expected.map((e) => e.code));
      for (const [i, r] of dept.rows.entries()) expect(figures(r)).toEqual(shown(expected[i]?.day as Day));
      const whole = departmentDay(date, false, dept.code, null);
      expect(dept.total).toEqual(shown(whole));
      grand = {
        before: grand.before + whole.before,
        debit: grand.debit + whole.debit,
        credit: grand.credit + whole.credit,
        debitCount: grand.debitCount + whole.debitCount,
        creditCount: grand.creditCount + whole.creditCount,
      };
    }
    expect(data.total).toEqual(shown(grand));
    expect(data.departments.find((d) => d.code === '01')?.name).toBe('办公室');
  });

  it('one department, first-level subjects, unposted vouchers included', async () => {
    const date = busyDay(12, true, withDept);
    const dept = vouchers
      .filter((v) => v.date === date)
      .flatMap((v) => v.lines)
      .find(withDept)?.deptCode as string;
    const data = await get<DepartmentDaily>('/api/ledger/departmentDailyReport', {
      date,
      deptCode: dept,
      level: '1',
      includeUnposted: 'true',
    });
    expect(data.departments.map((d) => d.code)).toEqual([dept]);
    const rows = data.departments[0]?.rows ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.level === 1)).toBe(true);
    for (const r of rows) expect(figures(r)).toEqual(shown(departmentDay(date, true, dept, r.code)));
    expect(data.total).toEqual(shown(departmentDay(date, true, dept, null)));
  });
});

interface Summary {
  source: string;
  rows: { code: string; level: number; debit: string; credit: string }[];
  total: { debit: string; credit: string };
  balanced: boolean;
  vouchers: {
    voucherType: string;
    count: number;
    attachments: number;
    firstNo: number | null;
    lastNo: number | null;
  }[];
  voucherCount: number;
  attachmentCount: number;
}

describe('科目汇总表 filters', () => {
  interface Case {
    label: string;
    q: Record<string, string>;
    pick: (v: GenVoucher) => boolean;
    source: 'balances' | 'vouchers';
    /** The range lies in one month: the number span is shown. */
    single: boolean;
    includeUnposted?: boolean;
  }
  const cases: Case[] = [
    {
      label: 'no filter: whole months from the period balances',
      q: { monthFrom: '3', monthTo: '4' },
      pick: (v) => v.month >= 3 && v.month <= 4,
      source: 'balances',
      single: false,
    },
    {
      label: '凭证类别 收 over months',
      q: { monthFrom: '3', monthTo: '6', voucherType: '收' },
      pick: (v) => v.type === '收' && v.month >= 3 && v.month <= 6,
      source: 'vouchers',
      single: false,
    },
    {
      label: 'a date range over months',
      q: { dateFrom: '2023-03-10', dateTo: '2023-05-20' },
      pick: (v) => v.date >= '2023-03-10' && v.date <= '2023-05-20',
      source: 'vouchers',
      single: false,
    },
    {
      label: 'one month, 记 numbers 3 to 8',
      q: { monthFrom: '6', monthTo: '6', voucherType: '记', noFrom: '3', noTo: '8' },
      pick: (v) => v.month === 6 && v.type === '记' && v.no >= 3 && v.no <= 8,
      source: 'vouchers',
      single: true,
    },
    {
      label: 'a start date only: up to the end of the last month, unposted too',
      q: { monthFrom: '1', monthTo: '12', dateFrom: '2023-12-10', includeUnposted: 'true' },
      pick: (v) => v.date >= '2023-12-10',
      source: 'vouchers',
      single: true,
      includeUnposted: true,
    },
  ];
  for (const { label, q, pick, source, single, includeUnposted = false } of cases) {
    it(label, async () => {
      const data = await get<Summary>('/api/ledger/subjectSummary', {
        year: '2023',
        level: '9',
        hideZero: 'true',
        ...q,
      });
      const chosen = vouchers.filter((v) => v.year === 2023 && counted(includeUnposted)(v) && pick(v));
      expect(chosen.length).toBeGreaterThan(0);
      expect(data.source).toBe(source);
      const lines = chosen.flatMap((v) => v.lines);
      const moved = oracle.subjects
        .map((s) => {
          const own = lines.filter((l) => isUnder(oracle, l.code, s.code));
          return {
            code: s.code,
            debit: fromCents(own.reduce((a, l) => a + l.debit, 0n)),
            credit: fromCents(own.reduce((a, l) => a + l.credit, 0n)),
          };
        })
        .filter((e) => e.debit !== '0.00' || e.credit !== '0.00');
      expect(data.rows.map(({ code, debit, credit }) => ({ code, debit, credit }))).toEqual(moved);
      const debit = fromCents(lines.reduce((a, l) => a + l.debit, 0n));
      expect(data.total).toEqual({ debit, credit: debit });
      expect(data.balanced).toBe(true);
      expect(data.voucherCount).toBe(chosen.length);
      expect(data.attachmentCount).toBe(chosen.reduce((a, v) => a + (v.no % 4), 0));
      const types = [...new Set(chosen.map((v) => v.type))].sort();
      expect(data.vouchers.map((t) => t.voucherType).sort()).toEqual(types);
      for (const t of data.vouchers) {
        const own = chosen.filter((v) => v.type === t.voucherType);
        const nos = own.map((v) => v.no);
        expect(t).toEqual({
          voucherType: t.voucherType,
          voucherTypeName: t.voucherType === '收' ? '收款凭证' : '记账凭证',
          count: own.length,
          attachments: own.reduce((a, v) => a + (v.no % 4), 0),
          firstNo: single ? Math.min(...nos) : null,
          lastNo: single ? Math.max(...nos) : null,
        });
      }
    });
  }

  it('level 1 by default, with the vouchers of one month numbered from first to last', async () => {
    const data = await get<Summary>('/api/ledger/subjectSummary', {
      year: '2023',
      dateFrom: '2023-06-01',
      dateTo: '2023-06-30',
    });
    expect(data.rows.every((r) => r.level === 1)).toBe(true);
    const june = vouchers.filter((v) => v.month === 6 && v.year === 2023 && v.type === '记');
    expect(data.vouchers.find((t) => t.voucherType === '记')).toMatchObject({
      firstNo: Math.min(...june.map((v) => v.no)),
      lastNo: Math.max(...june.map((v) => v.no)),
    });
  });
});

describe('bad queries', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['/api/ledger/otherDailyReport', { date: '2023-02-30' }, '日期不是有效日期'],
    ['/api/ledger/otherDailyReport', { date: '2023/05/01' }, '日期应为 YYYY-MM-DD 格式的日期'],
    ['/api/ledger/otherDailyReport', {}, '日期不能为空'],
    ['/api/ledger/otherDailyReport', { date: '2024-01-05' }, '日期 2024-01-05 不在当前会计年度 2023 年内'],
    ['/api/ledger/otherDailyReport', { date: '2021-06-01' }, '会计年度 2021 早于账套启用年度 2022'],
    ['/api/ledger/otherDailyReport', { date: '2023-05-01', codes: '135,999' }, '科目编码 999 不存在'],
    [
      '/api/ledger/otherDailyReport',
      { date: '2023-05-01', codes: '135,abc' },
      '所选科目应为逗号分隔的数字科目编码',
    ],
    ['/api/ledger/otherDailyReport', { date: '2023-05-01', codeFrom: '998' }, '科目编码 998 不存在'],
    [
      '/api/ledger/otherDailyReport',
      { date: '2023-05-01', codeFrom: '215', codeTo: '135' },
      '起始科目 215 不能大于结束科目 135',
    ],
    ['/api/ledger/otherDailyReport', { date: '2023-05-01', level: '0' }, '科目级次应为 1 到 9 之间的整数'],
    ['/api/ledger/departmentDailyReport', { date: '2023-05-01', deptCode: 'ZZ9' }, '部门编码 ZZ9 不存在'],
    ['/api/ledger/departmentDailyReport', { date: '2023-13-01' }, '日期不是有效日期'],
    [
      '/api/ledger/departmentDailyReport',
      { date: '2022-12-31' },
      '日期 2022-12-31 不在当前会计年度 2023 年内',
    ],
    ['/api/ledger/departmentDailyReport', { date: '2023-05-01', codes: '135' }, '不支持的字段：所选科目'],
    [
      '/api/ledger/subjectSummary',
      { year: '2023', dateFrom: '2022-12-31' },
      '起始日期 2022-12-31 不在 2023 年度内',
    ],
    ['/api/ledger/subjectSummary', { year: '2023', dateTo: '2023-02-29' }, '结束日期不是有效日期'],
    [
      '/api/ledger/subjectSummary',
      { year: '2023', dateFrom: '2023-05-02', dateTo: '2023-05-01' },
      '起始日期 2023-05-02 不能晚于结束日期 2023-05-01',
    ],
    [
      '/api/ledger/subjectSummary',
      { year: '2023', noFrom: '9', noTo: '3' },
      '起始凭证号 9 不能大于结束凭证号 3',
    ],
    ['/api/ledger/subjectSummary', { year: '2023', noFrom: '0' }, '起始凭证号应为 1 到 99999 之间的整数'],
    ['/api/ledger/subjectSummary', { year: '2023', voucherType: '银' }, '凭证类别 银 不存在'],
  ];
  for (const [path, q, message] of cases) {
    it(`${path} ${JSON.stringify(q)} -> ${message}`, async () => {
      const answer = await admin.get(path, q);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    });
  }

  it('writes nothing when refusing', async () => {
    const db = server.handle.db;
    const counts = async () =>
      Promise.all(
        (['voucher', 'voucher_entry', 'balance', 'voucher_type'] as const).map(async (t) =>
          Number(
            (
              await db
                .selectFrom(t)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await counts();
    const refused: Record<string, string>[] = [{ date: '2024-01-05' }, { date: '2023-05-01', codes: '999' }];
    for (const q of refused) {
      expect((await admin.get('/api/ledger/otherDailyReport', q)).status).toBe(400);
    }
    expect((await admin.get('/api/ledger/subjectSummary', { voucherType: '银' })).status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});
