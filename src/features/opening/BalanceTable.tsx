// The grid of 科目期初余额: one row per subject in chart order, end-level amounts editable, parents
// rolled up, and for subjects with department or auxiliary accounting whether their breakdown adds
// up. Enter/↓ moves down, Tab moves on; the sticky foot carries the live trial.
import { Anchor, Text } from '@mantine/core';
import { type KeyboardEvent, useRef } from 'react';
import type { BreakdownKind, OpeningRow } from '../../core/contracts/opening';
import { formatMoney, type Money } from '../../core/money';
import type { TrialBalance } from '../../core/subjects/trial-balance';
import { AmountCell, plainAmount } from '../../ui/grid/AmountCell';
import { navMoveOf, nextCell } from '../../ui/grid/grid-nav';
import { AmountText } from '../../ui/init/AmountText';
import classes from '../../ui/init/init.module.css';
import type { Edits, GridRow } from './balance-grid';
import { TrialSummary } from './TrialSummary';

export interface BalanceTableProps {
  rows: readonly GridRow<OpeningRow>[];
  edits: Edits;
  trial: TrialBalance;
  height: string;
  onText(code: string, text: string): void;
  onBreakdown(kind: BreakdownKind, code: string): void;
}

function BreakdownMark({
  kind,
  amount,
  breakdown,
  onOpen,
}: {
  kind: BreakdownKind;
  amount: Money;
  breakdown: Money | null;
  onOpen(): void;
}) {
  if (breakdown === null) return null;
  if (breakdown === amount) {
    return amount === '0.00' ? (
      <Text span size="xs" c="dimmed">
        无余额
      </Text>
    ) : (
      <Anchor component="button" size="xs" c="teal.7" onClick={onOpen}>
        已分配
      </Anchor>
    );
  }
  return (
    <Anchor
      component="button"
      size="xs"
      c="orange.8"
      onClick={onOpen}
      title={`${kind === 'department' ? '部门' : '辅助核算'}明细合计 ${formatMoney(breakdown)}，与科目期初余额不等`}
    >
      明细 {formatMoney(breakdown)}
    </Anchor>
  );
}

export function BalanceTable({ rows, edits, trial, height, onText, onBreakdown }: BalanceTableProps) {
  const inputs = useRef(new Map<number, HTMLInputElement>());

  const move = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const step = navMoveOf(event);
    if (!step) return;
    const target = nextCell({ row: index, col: 0 }, step, {
      rows: rows.length,
      cols: 1,
      editable: (row) => rows[row]?.editable ?? false,
    });
    // Tab past the last cell leaves the grid as usual; Enter there just stays.
    if (!target) {
      if (event.key === 'Enter') event.preventDefault();
      return;
    }
    event.preventDefault();
    const input = inputs.current.get(target.row);
    input?.focus();
    input?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <div className={classes.scroll} style={{ height }}>
      <table className={classes.grid} aria-label="科目期初余额">
        <colgroup>
          <col style={{ width: 120 }} />
          <col />
          <col style={{ width: 56 }} />
          <col style={{ width: 190 }} />
          <col style={{ width: 130 }} />
          <col style={{ width: 130 }} />
        </colgroup>
        <thead>
          <tr>
            <th>科目编码</th>
            <th>科目名称</th>
            <th style={{ textAlign: 'center' }}>方向</th>
            <th className={classes.num}>期初余额</th>
            <th>部门核算</th>
            <th>辅助核算</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={6} style={{ textAlign: 'center', color: '#98a2b3', height: 60 }}>
                没有符合条件的科目
              </td>
            </tr>
          )}
          {rows.map((row, index) => {
            const s = row.subject;
            return (
              <tr
                key={s.code}
                className={s.isLeaf ? undefined : classes.parent}
                data-testid={`balance-${s.code}`}
              >
                <td className={classes.code}>{s.code}</td>
                <td title={s.codeFullName} style={{ paddingLeft: 8 + (s.level - 1) * 16 }}>
                  {s.codeName}
                  {!s.enabled && (
                    <Text span size="xs" c="dimmed" ml={6}>
                      （停用）
                    </Text>
                  )}
                </td>
                <td style={{ textAlign: 'center' }}>{s.balanceDirectionFormat}</td>
                <td className={classes.cell}>
                  {row.editable ? (
                    <AmountCell
                      value={edits.get(s.code) ?? plainAmount(row.amount)}
                      className={classes.amountInput}
                      error={row.error}
                      changed={row.changed}
                      label={`${s.code} ${s.codeName} 期初余额`}
                      testId={`amount-${s.code}`}
                      inputRef={(el) => {
                        if (el) inputs.current.set(index, el);
                        else inputs.current.delete(index);
                      }}
                      onText={(text) => onText(s.code, text)}
                      onKeyDown={(e) => move(index, e)}
                    />
                  ) : (
                    <AmountText amount={row.amount} />
                  )}
                </td>
                <td>
                  <BreakdownMark
                    kind="department"
                    amount={row.amount}
                    breakdown={s.departmentAmount}
                    onOpen={() => onBreakdown('department', s.code)}
                  />
                </td>
                <td>
                  <BreakdownMark
                    kind="auxiliary"
                    amount={row.amount}
                    breakdown={s.auxiliaryAmount}
                    onOpen={() => onBreakdown('auxiliary', s.code)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={6} style={{ height: 34 }}>
              <TrialSummary trial={trial} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
