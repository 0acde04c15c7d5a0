// A read-only amount of the opening and succession tables, in the same place and width as their
// amount cells (src/ui/grid/AmountCell).
import { formatMoney, type Money } from '../../core/money';
import classes from './init.module.css';

export function AmountText({ amount, blankZero = true }: { amount: Money; blankZero?: boolean }) {
  const negative = amount.startsWith('-');
  return (
    <span className={`${classes.readOnlyAmount} ${classes.num} ${negative ? classes.negative : ''}`}>
      {formatMoney(amount, { blankZero })}
    </span>
  );
}
