// The two checks of 试算平衡 in one line, for the foot of an entry grid: debits against credits
// and 资产 = 负债 + 净资产, each with its difference in red until it is zero.
import { formatMoney } from '../../core/money';
import type { TrialBalance } from '../../core/subjects/trial-balance';
import classes from '../../ui/init/init.module.css';

function Item({ label, amount, check }: { label: string; amount: string; check?: boolean }) {
  const tone = check === undefined ? '' : amount === '0.00' ? classes.ok : classes.bad;
  return (
    <span className={classes.summaryItem}>
      {label} <b className={tone}>{formatMoney(amount)}</b>
    </span>
  );
}

export function TrialSummary({ trial }: { trial: TrialBalance }) {
  return (
    <div className={classes.summary} data-testid="trial-summary">
      <Item label="借方合计" amount={trial.debitTotal} />
      <Item label="贷方合计" amount={trial.creditTotal} />
      <Item label="借贷差额" amount={trial.debitCreditDifference} check />
      <span className={classes.summaryItem} style={{ color: '#c0c6d0' }}>
        |
      </span>
      <Item label="资产" amount={trial.assets} />
      <Item label="负债" amount={trial.liabilities} />
      <Item label="净资产" amount={trial.netAssets} />
      <Item label="资产 −（负债 + 净资产）" amount={trial.equationDifference} check />
    </div>
  );
}
