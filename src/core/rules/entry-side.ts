// Which side of a voucher line is unusual for its subject's class: 支出 subjects are normally
// debited and 收入 subjects credited. A line the other way is allowed (a refund, a correction) but
// the preparer is told quietly, since it is far more often a slip than a decision.
import { compare, sub, tryParseMoney } from '../money';

const money = (text: string) => (text.trim() === '' ? '0' : (tryParseMoney(text) ?? '0'));

/**
 * The warning for a line of a subject of `category` with these amounts, or null. A negative amount
 * (红字) counts on the other side: a negative debit of an expense is a credit in effect.
 */
export function unusualSideWarning(category: string, debit: string, credit: string): string | null {
  const net = compare(sub(money(debit), money(credit)), '0');
  if (category === '支出' && net < 0) return '支出类科目记在贷方，请确认方向';
  if (category === '收入' && net > 0) return '收入类科目记在借方，请确认方向';
  return null;
}
