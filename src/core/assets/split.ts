// 拆分 (splitFixedAssets; NOTES-assets-cashier §1.8): a card of several units split into parts by
// quantity. Each part but the last takes its proportional share (half-up to the cent) of every
// amount; the last part takes what is left, so the parts add up to the card to the cent. A split
// books nothing.
import { fromCents, type Money, toCents } from '../money';

/** round(a / b) half-up for non-negative a and positive b. */
const divideHalfUp = (a: bigint, b: bigint) => (a * 2n + b) / (b * 2n);

/** Why the quantities cannot split a card of `quantity` units (null: they can). */
export function splitProblem(quantity: number, parts: readonly number[]): string | null {
  if (parts.length < 2) return '至少拆分为两部分';
  if (parts.some((q) => !Number.isInteger(q) || q < 1)) return '每部分的数量应为正整数';
  const total = parts.reduce((a, b) => a + b, 0);
  if (total !== quantity) return `各部分数量合计 ${total} 应等于卡片数量 ${quantity}`;
  return null;
}

/** An amount shared by quantity: proportional shares, the remainder on the last part. */
export function splitAmount(amount: string, parts: readonly number[]): Money[] {
  const total = BigInt(parts.reduce((a, b) => a + b, 0));
  const cents = toCents(amount);
  const shares = parts.slice(0, -1).map((q) => divideHalfUp(cents * BigInt(q), total));
  const rest = cents - shares.reduce((a, b) => a + b, 0n);
  return [...shares, rest].map(fromCents);
}
