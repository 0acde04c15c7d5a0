// The right table of the succession dialog: the old (2009) chart with its 2021-12-31 balances,
// where 财会〔2021〕16号 sends each one under which clause (the working paper's basis, 二(五)), and
// who takes it over; end-level subjects with a balance
// that nobody takes over yet are highlighted. Balances can be keyed in while the take-over is open.
import { Text, Tooltip } from '@mantine/core';
import { formatMoney } from '../../core/money';
import { AmountCell, plainAmount } from '../../ui/grid/AmountCell';
import { AmountText } from '../../ui/init/AmountText';
import classes from '../../ui/init/init.module.css';
import { scrollStyle } from './scroll-style';
import own from './succession.module.css';
import type { Edits, OldModel } from './succession-model';
import { shortClause } from './succession-texts';

export interface OldSubjectTableProps {
  old: OldModel;
  edits: Edits;
  takenBy: ReadonlyMap<string, readonly string[]>;
  editable: boolean;
  /** A CSS height, or 'fill': take the room the dialog leaves (its footer always shows). */
  height: string;
  onText(code: string, text: string): void;
}

export function OldSubjectTable({ old, edits, takenBy, editable, height, onText }: OldSubjectTableProps) {
  return (
    <>
      <div className={classes.scroll} style={scrollStyle(height)}>
        <table className={classes.grid} aria-label="旧制度科目">
          <colgroup>
            <col style={{ width: 62 }} />
            <col />
            <col style={{ width: 34 }} />
            <col style={{ width: 112 }} />
            <col style={{ width: 150 }} />
            <col style={{ width: 96 }} />
          </colgroup>
          <thead>
            <tr>
              <th>编码</th>
              <th>旧制度科目</th>
              <th style={{ textAlign: 'center' }}>方向</th>
              <th className={classes.num}>2021 年末余额</th>
              <th>对照表去向 / 承接</th>
              <th title="财会〔2021〕16号《工会新旧会计制度有关衔接问题的处理规定》">衔接规定</th>
            </tr>
          </thead>
          <tbody>
            {old.rows.map((row) => {
              const s = row.subject;
              const by = takenBy.get(s.code) ?? [];
              const untaken = s.isLeaf && row.amount !== '0.00' && by.length === 0;
              const targets = s.targets.map((t) => `${t.code} ${t.name}`).join('、');
              const rules = s.targets
                .map((t) => `→ ${t.code} ${t.name}：${t.portion || t.rule}（${t.clause}）`)
                .join('\n');
              const clauses = [...new Set(s.targets.map((t) => shortClause(t.clause)).filter(Boolean))];
              const rowClass = [s.isLeaf ? '' : classes.parent, untaken ? own.untaken : ''].join(' ').trim();
              return (
                <tr
                  key={s.code}
                  className={rowClass || undefined}
                  data-testid={`old-${s.code}`}
                  data-untaken={untaken || undefined}
                >
                  <td className={classes.code}>{s.code}</td>
                  <td title={s.codeFullName} style={{ paddingLeft: 8 + (s.level - 1) * 14 }}>
                    {s.codeName}
                  </td>
                  <td style={{ textAlign: 'center' }}>{s.balanceDirectionFormat}</td>
                  <td className={classes.cell}>
                    {s.isLeaf && editable ? (
                      <AmountCell
                        value={edits.get(s.code) ?? plainAmount(row.amount)}
                        className={classes.amountInput}
                        error={row.error}
                        changed={row.changed}
                        label={`旧科目 ${s.code} ${s.codeName} 年末余额`}
                        onText={(text) => onText(s.code, text)}
                      />
                    ) : (
                      <AmountText amount={row.amount} />
                    )}
                  </td>
                  <td>
                    <Tooltip
                      label={rules || '对照表没有列出该科目'}
                      multiline
                      maw={360}
                      withArrow
                      style={{ whiteSpace: 'pre-line' }}
                    >
                      {by.length > 0 ? (
                        <Text span size="xs" c="teal.8">
                          → {by.join('、')}（已承接）
                        </Text>
                      ) : (
                        <Text span size="xs" c={untaken ? 'orange.9' : 'dimmed'}>
                          {targets ? `→ ${targets}` : ''}
                        </Text>
                      )}
                    </Tooltip>
                  </td>
                  <td
                    title={[...new Set(s.targets.map((t) => t.clause))].join('\n')}
                    data-testid={`clause-${s.code}`}
                  >
                    <Text span size="xs">
                      {clauses.join('、')}
                    </Text>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className={own.totals} data-testid="old-totals">
        <span>
          借方合计 <b>{formatMoney(old.totals.debit)}</b>
        </span>
        <span>
          贷方合计 <b>{formatMoney(old.totals.credit)}</b>
        </span>
      </div>
    </>
  );
}
