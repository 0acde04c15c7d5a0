// 冲借款 (预借): the claimant's loans with an outstanding balance; each offset at most that balance.
import { Button } from '@mantine/core';
import type { LoanView } from '../../../core/contracts/reimbursement';
import { compare, formatMoney } from '../../../core/money';
import { AmountCell } from '../../../ui/grid/AmountCell';
import { emptyOffset } from './draft';
import classes from './form.module.css';
import { type SectionProps, withRow } from './section';

export interface OffsetsSectionProps extends SectionProps {
  loans: readonly LoanView[];
  /** 冲借款 on an expense claim, 预借 on a travel claim. */
  title: string;
}

export function OffsetsSection({ draft, patch, errors, readOnly, loans, title }: OffsetsSectionProps) {
  const offsets = draft.offsets;
  // A loan the claim already names stays listed when this claim's offset took its balance to 0.
  const open = loans.filter(
    (l) => compare(l.outstanding, '0') > 0 || offsets.some((o) => o.loanId === l.loanId),
  );
  const set = (i: number, change: Partial<(typeof offsets)[number]>) =>
    patch({ offsets: withRow(offsets, i, change) });
  if (offsets.length === 0 && (readOnly || open.length === 0)) return null;
  return (
    <>
      <div className={classes.gridTools}>
        <div className={classes.section}>{title}</div>
        {!readOnly && (
          <Button
            size="compact-xs"
            variant="default"
            disabled={offsets.length >= open.length}
            onClick={() => patch({ offsets: [...offsets, emptyOffset()] })}
          >
            添加{title}
          </Button>
        )}
      </div>
      {offsets.length > 0 && (
        <div className={classes.gridWrap}>
          <table className={classes.grid} aria-label={title}>
            <colgroup>
              <col style={{ width: 36 }} />
              <col />
              <col style={{ width: 110 }} />
              <col style={{ width: 130 }} />
              <col style={{ width: 130 }} />
              <col style={{ width: 32 }} />
            </colgroup>
            <thead>
              <tr>
                <th>序号</th>
                <th>借款单</th>
                <th>最迟还款日</th>
                <th>借款余额</th>
                <th>本次冲借款</th>
                <th aria-label="删除" />
              </tr>
            </thead>
            <tbody>
              {offsets.map((o, i) => {
                const loan = loans.find((l) => l.loanId === o.loanId);
                const taken = new Set(offsets.filter((_, j) => j !== i).map((x) => x.loanId));
                return (
                  <tr key={o.key}>
                    <td className={classes.rowNo}>{i + 1}</td>
                    <td>
                      <select
                        className={classes.cell}
                        aria-label={`第${i + 1}行借款单`}
                        value={o.loanId}
                        disabled={readOnly}
                        onChange={(e) => set(i, { loanId: e.currentTarget.value })}
                      >
                        <option value="" />
                        {open
                          .filter((l) => !taken.has(l.loanId) || l.loanId === o.loanId)
                          .map((l) => (
                            <option key={l.loanId} value={l.loanId}>
                              {l.no} {l.reason}
                            </option>
                          ))}
                      </select>
                    </td>
                    <td className={classes.number} style={{ textAlign: 'center' }}>
                      {loan?.dueDate ?? ''}
                    </td>
                    <td className={classes.number}>{loan ? formatMoney(loan.outstanding) : ''}</td>
                    <td>
                      <AmountCell
                        className={`${classes.cell} ${classes.amount}`}
                        label={`第${i + 1}行冲借款金额`}
                        value={o.amount}
                        error={errors[`offsets.${i}.amount`] ?? null}
                        readOnly={readOnly}
                        onText={(amount) => set(i, { amount: amount.replace('-', '') })}
                      />
                    </td>
                    <td>
                      {!readOnly && (
                        <button
                          type="button"
                          className={classes.remove}
                          aria-label={`删除第${i + 1}行冲借款`}
                          tabIndex={-1}
                          onClick={() => patch({ offsets: offsets.filter((_, j) => j !== i) })}
                        >
                          ×
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {Object.entries(errors)
            .filter(([path]) => path.startsWith('offsets'))
            .map(([path, message]) => (
              <div key={path} className={classes.fieldError} role="alert" style={{ padding: '2px 6px' }}>
                {message}
              </div>
            ))}
        </div>
      )}
    </>
  );
}
