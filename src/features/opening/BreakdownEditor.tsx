// The rows of one subject's breakdown: a department (or one item per auxiliary type) and an amount
// each, the running total against the subject's opening balance, and the difference. Enter in an
// amount goes down; on the last row it opens a new one.
import { ActionIcon, Badge, Button, Group, Select, Text } from '@mantine/core';
import { type KeyboardEvent, useRef } from 'react';
import type { BreakdownKind, BreakdownView } from '../../core/contracts/opening';
import { formatMoney, type Money } from '../../core/money';
import { readAmount } from '../../core/subjects/balance-rows';
import { AmountCell } from '../../ui/grid/AmountCell';
import { navMoveOf } from '../../ui/grid/grid-nav';
import { AmountText } from '../../ui/init/AmountText';
import classes from '../../ui/init/init.module.css';
import { type BreakdownCheck, type DraftRow, differenceNote, newDraftRow } from './breakdown';

export interface Choice {
  value: string;
  label: string;
}

export interface BreakdownEditorProps {
  kind: BreakdownKind;
  view: BreakdownView;
  rows: readonly DraftRow[];
  check: BreakdownCheck;
  locked: boolean;
  /** Departments, or the items of each auxiliary type by type number. */
  departments: readonly Choice[];
  auxItems: ReadonlyMap<string, readonly Choice[]>;
  onRows(rows: DraftRow[]): void;
}

function amountOf(text: string): Money {
  const read = readAmount(text);
  return read.ok ? read.amount : ('0.00' as Money);
}

/** Saved choices stay selectable even when the item was disabled since. */
function withCurrent(options: readonly Choice[], value: string): Choice[] {
  if (value === '' || options.some((o) => o.value === value)) return [...options];
  return [...options, { value, label: `${value}（已停用）` }];
}

export function BreakdownEditor(props: BreakdownEditorProps) {
  const { kind, view, rows, check, locked, departments, auxItems, onRows } = props;
  const amountInputs = useRef(new Map<number, HTMLInputElement>());
  const firstPickers = useRef(new Map<number, HTMLInputElement>());
  const focusNext = useRef<number | null>(null);

  const update = (index: number, change: Partial<DraftRow>) =>
    onRows(rows.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const remove = (index: number) => onRows(rows.filter((_, i) => i !== index));
  const add = () => {
    focusNext.current = rows.length;
    onRows([...rows, newDraftRow()]);
  };

  const onAmountKey = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const move = navMoveOf(event);
    if (move !== 'down' && move !== 'up') return;
    event.preventDefault();
    const target = index + (move === 'down' ? 1 : -1);
    if (target >= rows.length && event.key === 'Enter') add();
    else amountInputs.current.get(target)?.focus();
  };

  const pickerRef = (index: number, col: number) => (el: HTMLInputElement | null) => {
    if (col !== 0) return;
    if (el) {
      firstPickers.current.set(index, el);
      if (focusNext.current === index) {
        focusNext.current = null;
        el.focus();
      }
    } else firstPickers.current.delete(index);
  };

  const columns =
    kind === 'department'
      ? [{ key: 'dept', title: '部门', options: departments }]
      : view.auxTypes.map((t) => ({
          key: t.typeNo,
          title: t.typeName,
          options: auxItems.get(t.typeNo) ?? [],
        }));
  const note = differenceNote(check.difference);

  return (
    <div>
      <div className={classes.scroll} style={{ maxHeight: 'calc(100vh - 380px)' }}>
        <table className={classes.grid} aria-label={`${view.code} ${view.codeName} 明细`}>
          <colgroup>
            <col style={{ width: 48 }} />
            {columns.map((c) => (
              <col key={c.key} />
            ))}
            <col style={{ width: 190 }} />
            <col style={{ width: 56 }} />
          </colgroup>
          <thead>
            <tr>
              <th style={{ textAlign: 'center' }}>行</th>
              {columns.map((c) => (
                <th key={c.key}>{c.title}</th>
              ))}
              <th className={classes.num}>期初余额（{view.balanceDirection === 1 ? '借' : '贷'}）</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td
                  colSpan={columns.length + 3}
                  style={{ textAlign: 'center', color: '#98a2b3', height: 56 }}
                >
                  {locked ? '没有明细' : '还没有明细，点击下方「添加一行」开始录入'}
                </td>
              </tr>
            )}
            {rows.map((row, index) => (
              <tr key={row.key} data-testid={`breakdown-row-${index + 1}`}>
                <td style={{ textAlign: 'center' }} className={classes.muted}>
                  {index + 1}
                </td>
                {columns.map((c, col) => {
                  const value = kind === 'department' ? row.departmentCode : (row.auxis[c.key] ?? '');
                  return (
                    <td key={c.key} className={classes.cell}>
                      <Select
                        ref={pickerRef(index, col)}
                        size="xs"
                        variant="unstyled"
                        px={6}
                        searchable
                        readOnly={locked}
                        placeholder={locked ? '' : `选择${c.title}`}
                        nothingFoundMessage="没有匹配的项目"
                        aria-label={`第${index + 1}行 ${c.title}`}
                        data={withCurrent(c.options, value)}
                        value={value === '' ? null : value}
                        onChange={(v) =>
                          kind === 'department'
                            ? update(index, { departmentCode: v ?? '' })
                            : update(index, { auxis: { ...row.auxis, [c.key]: v ?? '' } })
                        }
                      />
                    </td>
                  );
                })}
                <td className={classes.cell}>
                  {locked ? (
                    <AmountText amount={amountOf(row.amount)} />
                  ) : (
                    <AmountCell
                      value={row.amount}
                      className={classes.amountInput}
                      error={readAmount(row.amount).ok ? null : '不是有效金额'}
                      label={`第${index + 1}行 期初余额`}
                      inputRef={(el) => {
                        if (el) amountInputs.current.set(index, el);
                        else amountInputs.current.delete(index);
                      }}
                      onText={(text) => update(index, { amount: text })}
                      onKeyDown={(e) => onAmountKey(index, e)}
                    />
                  )}
                </td>
                <td style={{ textAlign: 'center' }}>
                  {!locked && (
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="red"
                      aria-label={`删除第${index + 1}行`}
                      onClick={() => remove(index)}
                    >
                      ×
                    </ActionIcon>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Group justify="space-between" mt={8} wrap="nowrap">
        {locked ? (
          <span />
        ) : (
          <Button size="xs" variant="light" onClick={add}>
            添加一行
          </Button>
        )}
        <Group gap="lg" wrap="nowrap" className={classes.summary} data-testid="breakdown-summary">
          <span className={classes.summaryItem}>
            明细合计 <b>{formatMoney(check.total)}</b>
          </span>
          <span className={classes.summaryItem}>
            科目期初余额 <b>{formatMoney(view.initAmount)}</b>
          </span>
          <span className={classes.summaryItem}>
            差额{' '}
            <b className={note.balanced ? classes.ok : classes.bad} data-testid="breakdown-difference">
              {formatMoney(check.difference)}
            </b>
          </span>
          <Badge color={note.balanced ? 'teal' : 'red'} variant="light">
            {note.text}
          </Badge>
        </Group>
      </Group>
      {!locked && (
        <Text size="xs" c="dimmed" mt={6}>
          各行金额按科目余额方向填写，合计必须等于科目期初余额；保存时整科目替换原有明细。
        </Text>
      )}
    </div>
  );
}
