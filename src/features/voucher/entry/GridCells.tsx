// The grid's editable cells. Each is a bare input filling its table cell (the table draws the
// rules), reporting keys it does not use to the grid, which owns where the cursor goes.
import type { KeyboardEvent, Ref } from 'react';
import { abs, formatMoney } from '../../../core/money';
import type { EntryLine } from '../../../ui/voucher/grid-model';
import { useOverflowAlert } from '../../../ui/voucher/use-overflow-alert';
import { useVoucherTotals } from './use-voucher-totals';
import classes from './voucher-entry.module.css';

type KeyHandler = (event: KeyboardEvent<HTMLElement>) => void;

export interface PickCellProps {
  text: string;
  /** The line's subject needs this cell (辅助核算 / 部门); false shows it inactive. */
  active: boolean;
  /** Required but still empty: shown in red. */
  missing: boolean;
  placeholder: string;
  onOpen(): void;
  onKeyDown: KeyHandler;
  onFocus(): void;
  buttonRef: Ref<HTMLButtonElement>;
  label: string;
}

/** 辅助核算 and 部门: a button showing the choice; Enter, Space or a double-click opens the picker. */
export function PickCell({
  text,
  active,
  missing,
  placeholder,
  onOpen,
  onKeyDown,
  onFocus,
  buttonRef,
  label,
}: PickCellProps) {
  return (
    <button
      type="button"
      ref={buttonRef}
      className={`${classes.cell} ${classes.pickCell}`}
      aria-label={label}
      data-required={(active && missing) || undefined}
      data-inactive={!active || undefined}
      title={text || undefined}
      tabIndex={active ? 0 : -1}
      onDoubleClick={() => active && onOpen()}
      onKeyDown={(e) => {
        if (active && (e.key === ' ' || e.key === 'F2')) {
          e.preventDefault();
          onOpen();
          return;
        }
        onKeyDown(e);
      }}
      onFocus={onFocus}
    >
      {text || (active ? placeholder : '')}
    </button>
  );
}

export function GridHead() {
  return (
    <>
      <colgroup>
        <col style={{ width: 40 }} />
        <col style={{ width: '22%' }} />
        <col style={{ width: '26%' }} />
        <col style={{ width: '13%' }} />
        <col style={{ width: '9%' }} />
        <col style={{ width: '15%' }} />
        <col style={{ width: '15%' }} />
      </colgroup>
      <thead>
        <tr>
          <th>序</th>
          <th>摘要</th>
          <th>会计科目</th>
          <th>辅助核算</th>
          <th>部门</th>
          <th>借方金额</th>
          <th>贷方金额</th>
        </tr>
      </thead>
    </>
  );
}

/** 合计: the 大写 total (or why it cannot be written), the difference while unbalanced, the sums. */
export function GridTotals({ lines }: { lines: readonly EntryLine[] }) {
  const { totals, upper } = useVoucherTotals(lines);
  useOverflowAlert(upper.error);
  return (
    <tfoot>
      <tr>
        <td className={classes.rowNo} />
        <td colSpan={4} className={classes.totalLabel} data-testid="voucher-uppercase">
          合计：{upper.error ? <span className={classes.negative}>{upper.error}</span> : upper.text}
          {!totals.balanced && (
            <span className={classes.unbalanced} data-testid="voucher-difference">
              借贷不平衡，差额 {formatMoney(abs(totals.difference))}
            </span>
          )}
        </td>
        <td className={classes.totalAmount} data-testid="voucher-debit-total">
          {formatMoney(totals.debit)}
        </td>
        <td className={classes.totalAmount} data-testid="voucher-credit-total">
          {formatMoney(totals.credit)}
        </td>
      </tr>
    </tfoot>
  );
}
