// The left table of the succession dialog: new-system subjects, each end-level one with the old
// subjects it takes over (tags; + opens the chooser) and its take-over amount (computed from the
// links, adjustable by hand for a split); parents show the sum of what their details take. While the
// succession is pending each row offers "+下级": a detail (or 过渡) subject added under it in place.
import { ActionIcon, Checkbox, Pill, Text, UnstyledButton } from '@mantine/core';
import { Fragment, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { OldSubjectView } from '../../core/contracts/succession';
import { formatMoney } from '../../core/money';
import { AmountCell, plainAmount } from '../../ui/grid/AmountCell';
import { navMoveOf, nextCell } from '../../ui/grid/grid-nav';
import { AmountText } from '../../ui/init/AmountText';
import classes from '../../ui/init/init.module.css';
import { type AddedSubject, SubSubjectAdder } from './SubSubjectAdder';
import { scrollStyle } from './scroll-style';
import own from './succession.module.css';
import type { Edits, TakeModel } from './succession-model';

export interface NewSubjectTableProps {
  take: TakeModel;
  edits: Edits;
  editable: boolean;
  /** A CSS height, or 'fill': take the room the dialog leaves (its footer always shows). */
  height: string;
  onText(code: string, text: string): void;
  onCheck(code: string, checked: boolean): void;
  onChoose(code: string): void;
  onUnlink(code: string, oldCode: string): void;
  /** The old chart, for the names the "+下级" row suggests. */
  old: readonly OldSubjectView[];
  /** The row whose "+下级" input is open. */
  adding: string | null;
  onAdding(code: string | null): void;
  onAdded(added: AddedSubject): Promise<void>;
}

export function NewSubjectTable(props: NewSubjectTableProps) {
  const { take, edits, editable, height, onText, onCheck, onChoose, onUnlink, adding, onAdding } = props;
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const rows = take.rows;
  // The subject just added: brought into view and marked once the reloaded list has it.
  const [fresh, setFresh] = useState<string | null>(null);
  const freshRow = useRef<HTMLTableRowElement | null>(null);
  const freshListed = rows.some((r) => r.subject.code === fresh);
  useEffect(() => {
    if (freshListed) freshRow.current?.scrollIntoView?.({ block: 'nearest' });
  }, [freshListed]);

  const move = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const step = navMoveOf(event);
    if (!step) return;
    const target = nextCell({ row: index, col: 0 }, step, {
      rows: rows.length,
      cols: 1,
      editable: (row) => editable && (rows[row]?.subject.isLeaf ?? false),
    });
    if (!target) return;
    event.preventDefault();
    const input = inputs.current.get(target.row);
    input?.focus();
    input?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <>
      <div className={classes.scroll} style={scrollStyle(height)}>
        <table className={classes.grid} aria-label="新制度科目">
          <colgroup>
            <col style={{ width: 28 }} />
            <col style={{ width: 62 }} />
            <col />
            <col style={{ width: 34 }} />
            <col style={{ width: 118 }} />
            <col style={{ width: 112 }} />
          </colgroup>
          <thead>
            <tr>
              <th aria-label="承接" />
              <th>编码</th>
              <th>新制度科目</th>
              <th style={{ textAlign: 'center' }}>方向</th>
              <th>旧科目</th>
              <th className={classes.num}>承接金额</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const s = row.subject;
              const rowClass = [s.isLeaf ? '' : classes.parent, s.code === fresh ? own.fresh : '']
                .join(' ')
                .trim();
              return (
                <Fragment key={s.code}>
                  <tr
                    className={rowClass || undefined}
                    data-testid={`new-${s.code}`}
                    ref={s.code === fresh ? freshRow : undefined}
                  >
                    <td style={{ textAlign: 'center', padding: 0 }}>
                      {s.isLeaf && (
                        <Checkbox
                          size="xs"
                          checked={row.checked}
                          disabled={!editable}
                          aria-label={`承接 ${s.code} ${s.codeName}`}
                          onChange={(e) => onCheck(s.code, e.currentTarget.checked)}
                          styles={{ body: { justifyContent: 'center' } }}
                        />
                      )}
                    </td>
                    <td className={classes.code}>{s.code}</td>
                    <td title={s.codeFullName} style={{ paddingLeft: 8 + (s.level - 1) * 14 }}>
                      <div className={own.nameCell}>
                        {s.codeName}
                        {editable && (
                          <UnstyledButton
                            className={own.addChild}
                            data-open={adding === s.code || undefined}
                            aria-label={`在 ${s.code} ${s.codeName} 下增加下级科目`}
                            title="增加下级科目或过渡科目"
                            onClick={() => onAdding(adding === s.code ? null : s.code)}
                          >
                            +下级
                          </UnstyledButton>
                        )}
                      </div>
                    </td>
                    <td style={{ textAlign: 'center' }}>{s.balanceDirectionFormat}</td>
                    <td className={classes.cell}>
                      {s.isLeaf && (
                        <div className={own.tags} data-testid={`links-${s.code}`}>
                          {s.codeArray.map((old) => (
                            <Pill
                              key={old}
                              size="xs"
                              withRemoveButton={editable}
                              onRemove={() => onUnlink(s.code, old)}
                              removeButtonProps={{ 'aria-label': `取消承接旧科目 ${old}` }}
                            >
                              {old}
                            </Pill>
                          ))}
                          {editable && (
                            <ActionIcon
                              size="sm"
                              variant="light"
                              aria-label={`选择 ${s.code} ${s.codeName} 承接的旧科目`}
                              onClick={() => onChoose(s.code)}
                            >
                              +
                            </ActionIcon>
                          )}
                        </div>
                      )}
                    </td>
                    <td className={classes.cell}>
                      {s.isLeaf && editable ? (
                        <AmountCell
                          value={edits.get(s.code) ?? plainAmount(row.amount)}
                          className={classes.amountInput}
                          error={row.error}
                          changed={row.changed}
                          label={`${s.code} ${s.codeName} 承接金额`}
                          testId={`take-${s.code}`}
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
                  </tr>
                  {editable && adding === s.code && (
                    <SubSubjectAdder
                      parent={s}
                      old={props.old}
                      colSpan={6}
                      onCancel={() => onAdding(null)}
                      onAdded={async (added) => {
                        setFresh(added.code);
                        await props.onAdded(added);
                      }}
                    />
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className={own.totals} data-testid="new-totals">
        <Text span size="sm" c="dimmed" mr="auto">
          已选 {take.checkedCount} 个末级科目
        </Text>
        <span>
          借方合计 <b>{formatMoney(take.totals.debit)}</b>
        </span>
        <span>
          贷方合计 <b>{formatMoney(take.totals.credit)}</b>
        </span>
      </div>
    </>
  );
}
