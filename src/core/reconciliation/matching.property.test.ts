// Generated reconciliations (fast-check): consistent books and statements — opening balances that
// agree once the opening outstanding items are counted, and every later movement recorded by the
// book, the bank or both, days apart — auto-matched, then the 余额调节表 on any day must balance.
// Every pair auto-matching makes is one to one, of equal amounts, within the rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../test/property-runs';
import { fromCents, type Money, toCents } from '../money';
import { dayNumber, dayText } from './days';
import { autoMatch, normalizeSettleNo } from './matching';
import { adjustmentStatement, balanceOn, type LedgerItem, outstandingOn } from './statement';
import type { MatchItem } from './types';

const START = dayNumber('2024-06-01');

interface Movement {
  cents: number;
  day: number;
  lag: number;
  where: 'both' | 'book' | 'bank';
  settleNo: string;
}

const movement = fc.record({
  // Few distinct amounts, so equal amounts compete for the same partner.
  cents: fc.oneof(
    fc.constantFrom(10000, -10000, 350000, -4500),
    fc.integer({ min: -5_000_000, max: 5_000_000 }),
  ),
  day: fc.integer({ min: 0, max: 60 }),
  lag: fc.integer({ min: 0, max: 20 }),
  where: fc.constantFrom('both', 'both', 'both', 'book', 'bank'),
  settleNo: fc.oneof(fc.constant(''), fc.integer({ min: 1, max: 40 }).map(String)),
}) as fc.Arbitrary<Movement>;

const opening = fc.record({
  cents: fc.integer({ min: -2_000_000, max: 2_000_000 }).filter((c) => c !== 0),
  day: fc.integer({ min: 1, max: 30 }),
  cleared: fc.boolean(),
  lag: fc.integer({ min: 0, max: 20 }),
});

const world = fc.record({
  bookOpening: fc.integer({ min: -1e9, max: 1e9 }),
  bookOpenItems: fc.array(opening, { maxLength: 4 }),
  bankOpenItems: fc.array(opening, { maxLength: 4 }),
  movements: fc.array(movement, { maxLength: 40 }),
  windowDays: fc.integer({ min: 0, max: 15 }),
  bySettleNo: fc.boolean(),
  asOfDay: fc.integer({ min: -1, max: 90 }),
});

const money = (cents: number): Money => fromCents(BigInt(cents));
const date = (day: number) => dayText(START + day);

describe('auto-matching generated reconciliations', () => {
  it('leaves a 余额调节表 that balances on every day, with only valid pairs', () => {
    fc.assert(
      fc.property(world, (w) => {
        const book: LedgerItem[] = [];
        const bank: LedgerItem[] = [];
        const add = (
          side: LedgerItem[],
          key: string,
          day: number,
          cents: number,
          settleNo: string,
          opening: boolean,
        ) => side.push({ key, date: date(day), amount: money(cents), settleNo, opening, matchId: null });
        // Opening outstanding items sit before the start date; one cleared later appears on the other side.
        w.bookOpenItems.forEach((o, i) => {
          add(book, `bo${i}`, -o.day, o.cents, '', true);
          if (o.cleared) add(bank, `bc${i}`, -o.day + o.lag, o.cents, '', false);
        });
        w.bankOpenItems.forEach((o, i) => {
          add(bank, `ko${i}`, -o.day, o.cents, '', true);
          if (o.cleared) add(book, `kc${i}`, -o.day + o.lag, o.cents, '', false);
        });
        w.movements.forEach((m, i) => {
          if (m.cents === 0) return;
          if (m.where !== 'bank') add(book, `b${i}`, m.day, m.cents, m.settleNo, false);
          if (m.where !== 'book') add(bank, `k${i}`, m.day + m.lag, m.cents, m.settleNo, false);
        });
        // Items before the start date that clear on the other side must not land before it either.
        for (const side of [book, bank])
          for (const [i, x] of side.entries())
            if (!x.opening && x.date < date(0)) side[i] = { ...x, date: date(0) };
        const sumOf = (items: LedgerItem[]) => items.reduce((s, x) => s + toCents(x.amount), 0n);
        const bookOpening = BigInt(w.bookOpening);
        const bankOpening =
          bookOpening + sumOf(bank.filter((x) => x.opening)) - sumOf(book.filter((x) => x.opening));

        const options = { bySettleNo: w.bySettleNo, windowDays: w.windowDays };
        const pairs = autoMatch(book, bank, options);
        const byKey = (items: MatchItem[]) => new Map(items.map((x) => [x.key, x]));
        const books = byKey(book);
        const banks = byKey(bank);
        const used = new Set<string>();
        for (const p of pairs) {
          const a = books.get(p.book);
          const b = banks.get(p.bank);
          expect(a && b).toBeTruthy();
          if (!a || !b) return;
          expect(used.has(`b${p.book}`) || used.has(`k${p.bank}`)).toBe(false);
          used.add(`b${p.book}`);
          used.add(`k${p.bank}`);
          expect(a.amount).toBe(b.amount);
          if (p.rule === 'settleNo') {
            expect(w.bySettleNo).toBe(true);
            expect(normalizeSettleNo(a.settleNo)).toBe(normalizeSettleNo(b.settleNo));
          } else {
            expect(Math.abs(dayNumber(a.date) - dayNumber(b.date))).toBeLessThanOrEqual(w.windowDays);
            const [x, y] = [normalizeSettleNo(a.settleNo), normalizeSettleNo(b.settleNo)];
            expect(x === '' || y === '' || x === y).toBe(true);
          }
        }

        const matchOf = new Map<string, string>();
        pairs.forEach((p, i) => {
          matchOf.set(`book:${p.book}`, `m${i}`);
          matchOf.set(`bank:${p.bank}`, `m${i}`);
        });
        const bookItems = book.map((x) => ({ ...x, matchId: matchOf.get(`book:${x.key}`) ?? null }));
        const bankItems = bank.map((x) => ({ ...x, matchId: matchOf.get(`bank:${x.key}`) ?? null }));
        const asOf = date(w.asOfDay);
        const open = outstandingOn(bookItems, bankItems, asOf);
        const statement = adjustmentStatement({
          bookBalance: balanceOn(fromCents(bookOpening), bookItems, asOf),
          bankBalance: balanceOn(fromCents(bankOpening), bankItems, asOf),
          bookOutstanding: open.book,
          bankOutstanding: open.bank,
        });
        expect(statement.difference).toBe('0.00');
        expect(statement.balanced).toBe(true);
      }),
      { numRuns: propertyRuns(500) },
    );
  });

  it('matches every movement both sides recorded when amounts are distinct and lags within the window', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 60 }),
        fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 60, maxLength: 60 }),
        (amounts, lags) => {
          const book = amounts.map((c, i) => ({
            key: `b${i}`,
            date: date(i % 28),
            amount: money(-c),
            settleNo: '',
          }));
          const bank = amounts.map((c, i) => ({
            key: `k${i}`,
            date: date((i % 28) + (lags[i] ?? 0)),
            amount: money(-c),
            settleNo: '',
          }));
          const pairs = autoMatch(book, [...bank].reverse(), { bySettleNo: true, windowDays: 7 });
          expect(pairs).toHaveLength(amounts.length);
          for (const p of pairs) expect(p.book.slice(1)).toBe(p.bank.slice(1));
        },
      ),
      { numRuns: propertyRuns(200) },
    );
  });
});
