// Issue 19 item 4 (银行对账): automatic matching of 10,000 statement lines against 10,000 book
// lines (goal <= 1 s) — the pure rule, and the whole signed call on PGlite that reads both sides,
// matches and writes the 10,000 matches — and importing a 10,000-line statement (goal <= 3 s end to
// end: the signed call with the file as base64, parsed, checked, deduplicated and stored), as .xlsx
// and as .csv. The book lines are posted vouchers on 10202 written straight into the database.
// PostgreSQL runs too when BENCH_DATABASE_URL or DATABASE_URL names a server.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { fromCents } from '../../src/core/money.ts';
import { dayNumber, dayText } from '../../src/core/reconciliation/days.ts';
import { autoMatch } from '../../src/core/reconciliation/matching.ts';
import type { MatchItem } from '../../src/core/reconciliation/types.ts';
import { type GenVoucher, insertLedger, loadSetup, random } from '../server/generate-ledger.ts';
import { ADMIN_PASSWORD, startServer, TestClient } from '../server/harness.ts';
import type { Benchmark, BenchResult } from './types.ts';

const N = 10_000;
const SUBJECT = '10202';
const START = '2025-01-01';
const HEADER = [
  '账号',
  '账户名称',
  '交易时间',
  '借方发生额（支取）',
  '贷方发生额（收入）',
  '余额',
  '币种',
  '对方户名',
  '对方账号',
  '对方开户机构',
  '记账日期',
  '摘要',
  '备注',
  '账户明细编号-交易流水号',
  '企业流水号',
  '凭证种类',
  '凭证号',
];

interface Movement {
  bookDay: number;
  bankDay: number;
  cents: bigint;
  settleNo: string;
}

/** 10,000 movements over a year: a third cheques, amounts often repeated, the bank 0-6 days later. */
function movements(seed: number): Movement[] {
  const rnd = random(seed);
  const start = dayNumber(START);
  return Array.from({ length: N }, (_, i) => {
    const bookDay = start + Math.floor(rnd() * 360);
    const common = [50_000n, 120_000n, 880_000n, 4_500n];
    const cents = rnd() < 0.3 ? (common[i % 4] as bigint) : BigInt(100 + Math.floor(rnd() * 5_000_000));
    return {
      bookDay,
      bankDay: bookDay + Math.floor(rnd() * 7),
      cents: rnd() < 0.5 ? cents : -cents,
      settleNo: i % 3 === 0 ? String(10_200_000 + i) : '',
    };
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

function ruleBench(): BenchResult {
  const ms = movements(7);
  const book: MatchItem[] = ms.map((m, i) => ({
    key: `b${i}`,
    date: dayText(m.bookDay),
    amount: fromCents(m.cents),
    settleNo: m.settleNo,
  }));
  const bank: MatchItem[] = ms.map((m, i) => ({
    key: `k${i}`,
    date: dayText(m.bankDay),
    amount: fromCents(m.cents),
    settleNo: m.settleNo,
  }));
  const times: number[] = [];
  let matched = 0;
  for (let run = 0; run < 7; run++) {
    const t0 = performance.now();
    matched = autoMatch(book, bank, { bySettleNo: true, windowDays: 10 }).length;
    times.push(performance.now() - t0);
  }
  const value = median(times);
  return {
    name: '银行对账 自动勾对 10,000×10,000（规则）',
    value,
    unit: 'ms',
    goal: '<= 1000 ms',
    met: value <= 1000,
    note: `勾对 ${matched} 笔，7 次中位数`,
  };
}

function statementRows(ms: Movement[], serialBase: number): string[][] {
  return ms.map((m, i) => {
    const amount = fromCents(m.cents < 0n ? -m.cents : m.cents);
    const day = dayText(m.bankDay).replaceAll('-', '');
    return [
      '6222000011112222',
      '示范市总工会',
      `${day} 10:00:00`,
      m.cents < 0n ? amount : '0.00',
      m.cents < 0n ? '0.00' : amount,
      '',
      '人民币元',
      '某单位有限公司',
      '44000000000000000099',
      '中国建设银行某支行',
      day,
      '转账',
      '备注',
      `SN${serialBase + i}`,
      '',
      '',
      m.settleNo,
    ];
  });
}

async function xlsxBase64(rows: string[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('交易明细');
  sheet.addRow(HEADER);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

const csvBase64 = (rows: string[][]) =>
  Buffer.from([HEADER, ...rows].map((r) => r.join(',')).join('\r\n')).toString('base64');

async function httpBench(kind: 'pglite' | 'postgres'): Promise<BenchResult[]> {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  const saved = process.env.DATABASE_URL;
  if (kind === 'pglite') delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = url;
  const server = await startServer();
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const results: BenchResult[] = [];
  try {
    const db = server.handle.db;
    const admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
    const zid = (await admin.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data.find(
      (z) => z.ztno === '001',
    )?.zid;
    await admin.post('/api/zt/select', { zid, year: 2025 });
    const ledger = await db
      .selectFrom('ledger_set')
      .select('id')
      .where('code', '=', '001')
      .executeTakeFirstOrThrow();
    const setup = await loadSetup(db, ledger.id);
    const ms = movements(11);
    // The book: one posted voucher per movement, 10202 against 50502 (or 10201 for a receipt).
    const vouchers: GenVoucher[] = ms.map((m, i) => {
      const date = dayText(m.bookDay);
      const out = m.cents < 0n;
      const cents = out ? -m.cents : m.cents;
      const summary = m.settleNo ? `转账支票${m.settleNo}` : out ? '支付款项' : '收到款项';
      return {
        id: randomUUID(),
        year: Number(date.slice(0, 4)),
        month: Number(date.slice(5, 7)),
        date,
        type: '记',
        no: i + 1,
        status: 'posted',
        lines: [
          {
            lineNo: 1,
            summary,
            code: SUBJECT,
            deptCode: null,
            auxKey: '',
            debit: out ? 0n : cents,
            credit: out ? cents : 0n,
          },
          {
            lineNo: 2,
            summary,
            code: out ? '10201' : '10201',
            deptCode: null,
            auxKey: '',
            debit: out ? cents : 0n,
            credit: out ? 0n : cents,
          },
        ],
      };
    });
    // Numbers per month must not collide: renumber within each month.
    const perMonth = new Map<string, number>();
    for (const v of vouchers) {
      const key = `${v.year}-${v.month}`;
      v.no = (perMonth.get(key) ?? 0) + 1;
      perMonth.set(key, v.no);
    }
    await insertLedger(db, setup, vouchers, { fast: true });
    const ok = async <T>(p: Promise<{ body: { success: boolean; message: string; data: T } }>) => {
      const a = await p;
      if (!a.body.success) throw new Error(a.body.message);
      return a.body.data;
    };
    const account = await ok(
      admin.post<{ version: number }>('/api/reconciliation/saveAccount', {
        subjectCode: SUBJECT,
        bankAccountNo: '6222000011112222',
        bankName: '建设银行',
      }),
    );
    await ok(
      admin.post('/api/reconciliation/setStartDate', {
        subjectCode: SUBJECT,
        startDate: START,
        version: account.version,
      }),
    );
    const opening = await ok(
      admin.get<{ ledgerBalance: string; account: { version: number } }>('/api/reconciliation/opening', {
        subjectCode: SUBJECT,
      }),
    );
    let v = opening.account.version;
    v = (
      await ok(
        admin.post<{ account: { version: number } }>('/api/reconciliation/saveBookOpening', {
          subjectCode: SUBJECT,
          balance: opening.ledgerBalance,
          items: [],
          version: v,
        }),
      )
    ).account.version;
    await ok(
      admin.post('/api/reconciliation/saveBankOpening', {
        subjectCode: SUBJECT,
        balance: opening.ledgerBalance,
        items: [],
        version: v,
      }),
    );
    await ok(admin.post('/api/reconciliation/confirmOpening', { subjectCode: SUBJECT }));

    // Import: the .xlsx first (timed), then the same lines as .csv under new serials (timed).
    const xlsx = await xlsxBase64(statementRows(ms, 0));
    let t0 = performance.now();
    const imported = await ok(
      admin.post<{ imported: number }>('/api/reconciliation/importStatement', {
        subjectCode: SUBJECT,
        fileName: '对账单.xlsx',
        content: xlsx,
      }),
    );
    const xlsxMs = performance.now() - t0;
    results.push({
      name: `银行对账单导入 10,000 行 .xlsx（HTTP，${label}）`,
      value: xlsxMs,
      unit: 'ms',
      goal: '<= 3000 ms',
      met: xlsxMs <= 3000,
      note: `导入 ${imported.imported} 行，文件 ${Math.round((xlsx.length * 3) / 4 / 1024)} KB`,
    });

    // Auto-matching: three rounds, each undone (untimed) before the next.
    const times: number[] = [];
    let matched = 0;
    for (let round = 0; round < 3; round++) {
      t0 = performance.now();
      matched = (
        await ok(admin.post<{ matched: number }>('/api/reconciliation/autoMatch', { subjectCode: SUBJECT }))
      ).matched;
      times.push(performance.now() - t0);
      await sql`update bank_statement_line set match_id = null where subject_code = ${SUBJECT}`.execute(db);
      await sql`delete from recon_book_match where subject_code = ${SUBJECT}`.execute(db);
      await sql`delete from recon_match where subject_code = ${SUBJECT}`.execute(db);
    }
    const value = median(times);
    results.push({
      name: `银行对账 自动勾对 10,000×10,000（HTTP，${label}，读写）`,
      value,
      unit: 'ms',
      goal: '<= 1000 ms',
      met: value <= 1000,
      note: `勾对 ${matched} 笔，3 次中位数`,
    });

    const csv = csvBase64(statementRows(ms, N));
    t0 = performance.now();
    const csvImported = await ok(
      admin.post<{ imported: number }>('/api/reconciliation/importStatement', {
        subjectCode: SUBJECT,
        fileName: '对账单.csv',
        content: csv,
      }),
    );
    const csvMs = performance.now() - t0;
    results.push({
      name: `银行对账单导入 10,000 行 .csv（HTTP，${label}）`,
      value: csvMs,
      unit: 'ms',
      goal: '<= 3000 ms',
      met: csvMs <= 3000,
      note: `导入 ${csvImported.imported} 行`,
    });
  } finally {
    await server.close();
  }
  return results;
}

export const benchmarks: Benchmark[] = [
  { name: '银行对账 自动勾对（规则）', run: async () => [ruleBench()] },
  { name: '银行对账 导入与自动勾对（HTTP，PGlite）', run: () => httpBench('pglite') },
  {
    name: '银行对账 导入与自动勾对（HTTP，PostgreSQL）',
    // Only when a server is named (BENCH_DATABASE_URL or DATABASE_URL).
    run: async () =>
      process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL ? httpBench('postgres') : [],
  },
];
