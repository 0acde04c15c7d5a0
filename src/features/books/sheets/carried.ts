// A page of a paged detail book on screen: 承前页 above its first line (the balance brought from the
// page before) and 过次页 under its last (the balance taken to the next), as a paper book writes
// them. The balances come from the page's own rows (the server's running balance, carried from
// page to page in its cursor), so a page read alone, or from this device's cache, still shows them.
import { type BalanceSide, showBalance } from '../../../core/books/direction';
import type { BookRow } from '../../../core/contracts/ledger-answers';
import { toCents } from '../../../core/money';
import type { SheetRow } from '../frame/sheet';

type Balanced = Pick<BookRow, 'kind' | 'month' | 'debit' | 'credit' | 'direction' | 'balance'>;

/** Debit-net cents of a shown balance (借 positive, 贷 negative). */
export function debitNet(direction: BalanceSide, balance: string): bigint {
  const cents = toCents(balance);
  return direction === '贷' ? -cents : direction === '借' ? cents : 0n;
}

/** The balance before a line: its own balance less its movement. */
export function balanceBefore(row: Balanced): bigint {
  return debitNet(row.direction, row.balance) - toCents(row.debit) + toCents(row.credit);
}

function carriedRow<L>(summary: '承前页' | '过次页', net: bigint, month: number): SheetRow<L> {
  const { direction, balance } = showBalance(net);
  return {
    key: `${summary}:${month}`,
    // A balance only, like 期初余额: no movement of its own.
    cells: { date: '', voucher: '', summary, debit: null, credit: null, direction, balance },
    tone: 'opening',
  };
}

/**
 * The sheet rows of one page with 承前页 first when the page is not the book's first (it does not
 * start with the opening row) and 过次页 last when another page follows.
 */
export function withCarried<L>(
  rows: readonly SheetRow<L>[],
  page: readonly Balanced[],
  hasNext: boolean,
): SheetRow<L>[] {
  const first = page[0];
  const last = page.at(-1);
  if (!first || !last) return [...rows];
  const out = [...rows];
  if (first.kind !== 'opening') {
    // A later page starts with a line (the server closes a day or month on the page of its last
    // line); a total row, should one lead, moves nothing and carries the balance as it is.
    const brought = first.kind === 'line' ? balanceBefore(first) : debitNet(first.direction, first.balance);
    out.unshift(carriedRow<L>('承前页', brought, first.month));
  }
  if (hasNext) out.push(carriedRow<L>('过次页', debitNet(last.direction, last.balance), last.month));
  return out;
}
