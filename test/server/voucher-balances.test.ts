// Property (issue 6): random valid vouchers saved, edited, audited, posted, un-posted and deleted in
// random order keep the period balances equal to a full recomputation from the posted vouchers'
// lines, and debits equal credits in every month. It drives the real service functions inside one
// database; each run is one transaction rolled back at the end, each step a savepoint (a refused
// step rolls back as its own request would), and the deferred checks fire after every step.

import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { type Kysely, sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema.ts';
import { AppError } from '../../server/lib/errors.ts';
import { recomputedBalances, storedBalances } from '../../server/modules/voucher/balances.ts';
import { type LifecycleAction, moveVouchers } from '../../server/modules/voucher/lifecycle.ts';
import { ReferenceCache } from '../../server/modules/voucher/reference.ts';
import { saveVoucher } from '../../server/modules/voucher/save.ts';
import { fromCents } from '../../src/core/money.ts';
import type { EntryInput } from '../../src/core/voucher/types.ts';
import { propertyRuns } from '../property-runs.ts';
import { startServer, type TestServer } from './harness.ts';

let server: TestServer;
let db: Kysely<Database>;
let ledgerSetId: number;
const users: Record<string, number> = {};
const cache = new ReferenceCache();
beforeAll(async () => {
  server = await startServer();
  db = server.handle.db;
  ledgerSetId = (
    await db.selectFrom('ledger_set').select('id').where('code', '=', '001').executeTakeFirstOrThrow()
  ).id;
  for (const r of await db.selectFrom('app_user').select(['id', 'user_name']).execute())
    users[r.user_name] = r.id;
});
afterAll(() => server?.close());

/** Subjects of ledger set 001 with what their lines need (135: a person and a department). */
const subjects: { code: string; aux?: boolean }[] = [
  { code: '101' },
  { code: '10201' },
  { code: '10202' },
  { code: '135', aux: true },
  { code: '215' },
  { code: '402' },
  { code: '408' },
  { code: '50502' },
  { code: '50601' },
];

const cents = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: 1, max: 5_000_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: -200_000, max: -1 }) },
);

const lineArb = fc.record({
  subject: fc.constantFrom(...subjects),
  person: fc.constantFrom('P001', 'P002', 'P003'),
  dept: fc.constantFrom('01', '02', '03', '04', '05'),
  summary: fc.constantFrom('会议费', '差旅费', '拨缴经费', '借支', ''),
});

interface VoucherCase {
  date: string;
  entries: EntryInput[];
}

/** Debit lines, credit lines, the last credit balancing them (never zero). */
const voucherArb: fc.Arbitrary<VoucherCase> = fc
  .record({
    date: fc.constantFrom('2025-12-20', '2026-01-05', '2026-01-31', '2026-02-10', '2026-03-01'),
    debits: fc.array(fc.tuple(lineArb, cents), { minLength: 1, maxLength: 3 }),
    credits: fc.array(fc.tuple(lineArb, cents), { minLength: 0, maxLength: 2 }),
    last: lineArb,
  })
  .map(({ date, debits, credits, last }) => {
    const debitTotal = debits.reduce((s, [, c]) => s + c, 0);
    let rest = debitTotal - credits.reduce((s, [, c]) => s + c, 0);
    if (rest === 0) {
      debits[0] = [debits[0]?.[0] as typeof last, (debits[0]?.[1] ?? 0) + 1];
      rest = 1;
    }
    const entry = (line: typeof last, side: 'debit' | 'credit', amount: number): EntryInput => ({
      summary: line.summary,
      code: line.subject.code,
      auxis: line.subject.aux ? [{ typeNo: '02', infoNo: line.person }] : [],
      departmentCode: line.subject.aux ? line.dept : null,
      debitAmount: side === 'debit' ? fromCents(BigInt(amount)) : '',
      creditAmount: side === 'credit' ? fromCents(BigInt(amount)) : '',
    });
    return {
      date,
      entries: [
        ...debits.map(([l, c]) => entry(l, 'debit', c)),
        ...credits.map(([l, c]) => entry(l, 'credit', c)),
        entry(last, 'credit', rest),
      ],
    };
  });

type Step =
  | { kind: 'save'; voucher: VoucherCase; by: 'zhidan' | 'zhuguan' }
  | { kind: 'edit'; pick: number; voucher: VoucherCase }
  /** Audit every saved voucher, then post every audited one (a month's work in two calls). */
  | { kind: 'settle' }
  | { kind: LifecycleAction; picks: number[] | 'all' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('save' as const),
      voucher: voucherArb,
      by: fc.constantFrom('zhidan' as const, 'zhuguan' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), voucher: voucherArb }),
  },
  ...(['audit', 'unaudit', 'post', 'unpost', 'delete'] as const).map((kind) => ({
    weight: { audit: 4, post: 4, unpost: 2, unaudit: 1, delete: 1 }[kind],
    arbitrary: fc.record({
      kind: fc.constant(kind),
      picks: fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
    }),
  })),
);

const saveArb: fc.Arbitrary<Step> = fc.record({
  kind: fc.constant('save' as const),
  voucher: voucherArb,
  by: fc.constantFrom('zhidan' as const, 'zhuguan' as const),
});

/** A few vouchers first, so the steps after them have something to move; then any steps. */
const planArb = fc
  .tuple(
    fc.array(saveArb, { minLength: 1, maxLength: 4 }),
    fc.array(stepArb, { minLength: 1, maxLength: 10 }),
  )
  .map(([first, rest]) => [...first, ...rest]);

const actorOf = (user: string) => ({
  ledgerSetId,
  userId: users[user] as number,
  mayEditOthers: true,
  mayCreate: true,
});
const performer: Record<LifecycleAction, string> = {
  audit: 'shenhe',
  unaudit: 'shenhe',
  post: 'jizhang',
  unpost: 'jizhang',
  delete: 'zhidan',
};

/** Runs one step; answers how many vouchers it posted (+) or un-posted (-). */
async function step(trx: Transaction<Database>, ids: string[], s: Step): Promise<number> {
  const pickId = (n: number) => ids[n % ids.length] as string;
  if (s.kind === 'save') {
    const id = randomUUID();
    await saveVoucher(trx, cache, actorOf(s.by), {
      id,
      voucherDate: s.voucher.date,
      numberOfDocument: 1,
      entries: s.voucher.entries,
    });
    ids.push(id);
    return 0;
  }
  if (ids.length === 0) return 0;
  if (s.kind === 'edit') {
    const id = pickId(s.pick);
    const row = await trx.selectFrom('voucher').select('version').where('id', '=', id).executeTakeFirst();
    if (!row) return 0;
    await saveVoucher(trx, cache, actorOf('zhidan'), {
      id,
      version: row.version,
      voucherDate: s.voucher.date,
      numberOfDocument: 2,
      entries: s.voucher.entries,
    });
    return 0;
  }
  if (s.kind === 'settle') {
    await moveVouchers(trx, actorOf('shenhe'), 'audit', ids);
    return (await moveVouchers(trx, actorOf('jizhang'), 'post', ids)).done.length;
  }
  const picked = s.picks === 'all' ? ids : s.picks.map(pickId);
  const result = await moveVouchers(trx, actorOf(performer[s.kind]), s.kind, picked);
  return s.kind === 'post' ? result.done.length : s.kind === 'unpost' ? -result.done.length : 0;
}

class Rollback extends Error {}

async function monthTotals(trx: Transaction<Database>) {
  const { rows } = await sql<{
    year: number;
    month: number;
    d: string;
    c: string;
    bd: string | null;
    bc: string | null;
  }>`
    select e.year, e.month, sum(e.debit)::text as d, sum(e.credit)::text as c,
      (select sum(b.debit)::text from balance b where b.ledger_set_id = ${ledgerSetId} and b.year = e.year and b.month = e.month) as bd,
      (select sum(b.credit)::text from balance b where b.ledger_set_id = ${ledgerSetId} and b.year = e.year and b.month = e.month) as bc
    from voucher_entry e where e.ledger_set_id = ${ledgerSetId}
    group by e.year, e.month`.execute(trx);
  return rows;
}

it('keeps the period balances equal to a recomputation, and debits equal to credits, month by month', async () => {
  const runs = propertyRuns(1000);
  let steps = 0;
  let refusals = 0;
  let postings = 0;
  let unpostings = 0;
  await fc.assert(
    fc.asyncProperty(planArb, async (plan) => {
      await db
        .transaction()
        .execute(async (trx) => {
          const ids: string[] = [];
          for (const s of plan) {
            steps++;
            await sql`savepoint step`.execute(trx);
            try {
              const done = await step(trx, ids, s);
              // Fire the deferred checks now (debits = credits per voucher), as a commit would.
              await sql`set constraints all immediate`.execute(trx);
              await sql`set constraints all deferred`.execute(trx);
              await sql`release savepoint step`.execute(trx);
              if (done > 0) postings += done;
              else unpostings -= done;
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              refusals++;
              await sql`rollback to savepoint step`.execute(trx);
            }
          }
          expect(await storedBalances(trx, ledgerSetId)).toEqual(await recomputedBalances(trx, ledgerSetId));
          for (const m of await monthTotals(trx)) {
            expect(m.d, `${m.year}-${m.month} lines`).toBe(m.c);
            expect(m.bd ?? '0.00', `${m.year}-${m.month} balances`).toBe(m.bc ?? '0.00');
          }
          throw new Rollback();
        })
        .catch((error) => {
          if (!(error instanceof Rollback)) throw error;
        });
    }),
    { numRuns: runs },
  );
  // The runs did real work: many steps, some refused (e.g. editing a posted voucher), many postings.
  expect(steps).toBeGreaterThan(3 * runs);
  // Measured at 200 runs: about 1,500 steps, 85 postings, 13 unpostings, 20 refusals. The shares
  // asked leave room for chance; unposting is rare (one run in fifteen), so only its presence is
  // asked (a share of it failed by chance: 8 against 10).
  expect(postings).toBeGreaterThan(0.2 * runs);
  expect(unpostings).toBeGreaterThan(0);
  expect(refusals).toBeGreaterThan(0);
  const left = await db
    .selectFrom('voucher')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(left.n)).toBe(0);
}, 180_000);
