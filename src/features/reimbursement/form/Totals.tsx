// 合计 in figures and 大写, and against the loans it offsets, 补领 or 退还 (figures.settlement).
import { formatMoney, toChineseUppercase } from '../../../core/money';
import type { ClaimFigures } from '../../../core/reimbursement';
import classes from './form.module.css';

export function upper(amount: string): string {
  try {
    return toChineseUppercase(amount);
  } catch {
    return '';
  }
}

export function Totals({ figures, label = '合计' }: { figures: ClaimFigures | null; label?: string }) {
  const amount = figures?.amount ?? '0.00';
  return (
    <div className={classes.totals}>
      <div className={classes.label}>{label}（大写）</div>
      <div className={`${classes.field} ${classes.upper}`} data-testid="claim-upper">
        {figures ? upper(amount) : ''}
      </div>
      <div className={classes.label}>{label}（小写）</div>
      <div className={`${classes.field} ${classes.figure}`} data-testid="claim-total">
        {formatMoney(amount)}
      </div>
    </div>
  );
}

/** 冲借款 against the amount: what the claimant is paid (补领) or pays back (退还). */
export function Settlement({ figures }: { figures: ClaimFigures | null }) {
  if (!figures || figures.offset === '0.00') return null;
  const { kind, amount } = figures.settlement;
  return (
    <div className={classes.totals}>
      <div className={classes.label}>冲借款合计</div>
      <div className={`${classes.field} ${classes.figure}`} data-testid="claim-offset">
        {formatMoney(figures.offset)}
      </div>
      <div className={classes.label}>
        {kind === '持平' ? '持平' : kind === '补领' ? '补领金额' : '退还金额'}
      </div>
      <div className={`${classes.field} ${classes.figure}`} data-testid="claim-settlement">
        {formatMoney(amount)}
      </div>
    </div>
  );
}
