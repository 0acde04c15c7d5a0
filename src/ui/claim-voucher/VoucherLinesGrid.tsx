// The entry grid of 生成凭证: 摘要, 科目 (type a code or name; F2 or a double click opens the chart),
// 借方, 贷方 with the shared AmountCell. Enter/↓ go down a column, Tab right and on to the next row
// (src/ui/grid grid-nav); leaving the last cell adds a line. 合计 under the lines, red while the
// two sides differ.
import { ActionIcon } from '@mantine/core';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { formatMoney } from '../../core/money';
import type { SubjectRow } from '../../local/subjects';
import { AmountCell } from '../../ui/grid/AmountCell';
import { type CellPos, navMoveOf, nextCell } from '../../ui/grid/grid-nav';
import { SubjectAutocomplete, SubjectPicker } from '../../ui/pickers';
import { type EditLine, emptyLine, totalsOf } from './voucher-lines';
import classes from './voucher-lines.module.css';

const COLS = 4;
type Col = 0 | 1 | 2 | 3;

export interface VoucherLinesGridProps {
  lines: EditLine[];
  onChange(lines: EditLine[]): void;
  subjects: readonly SubjectRow[];
  makeKey(): string;
  readOnly?: boolean;
}

export function VoucherLinesGrid({
  lines,
  onChange,
  subjects,
  makeKey,
  readOnly = false,
}: VoucherLinesGridProps) {
  const cells = useRef(new Map<string, HTMLInputElement | null>());
  const [pending, setPending] = useState<CellPos | null>(null);
  const [pickerRow, setPickerRow] = useState<number | null>(null);
  const byCode = useMemo(() => new Map(subjects.map((s) => [s.code, s])), [subjects]);
  const totals = totalsOf(lines);

  const ref = (row: number, col: Col) => (el: HTMLInputElement | null) => {
    cells.current.set(`${row}:${col}`, el);
  };
  const focus = (pos: CellPos) => cells.current.get(`${pos.row}:${pos.col}`)?.focus();
  // A line added by leaving the last cell exists only after the render: focus it then.
  useEffect(() => {
    if (pending && pending.row < lines.length) {
      cells.current.get(`${pending.row}:${pending.col}`)?.focus();
      setPending(null);
    }
  }, [pending, lines.length]);

  const update = (row: number, patch: Partial<EditLine>) =>
    onChange(lines.map((l, i) => (i === row ? { ...l, ...patch } : l)));

  const move = (from: CellPos, event: KeyboardEvent<HTMLElement>) => {
    const where = navMoveOf(event);
    if (where === null || readOnly) return;
    event.preventDefault();
    const to = nextCell(from, where, { rows: lines.length, cols: COLS, editable: () => true });
    if (to) focus(to);
    else if (where === 'next' || where === 'down') {
      const last = lines[lines.length - 1];
      onChange([...lines, emptyLine(makeKey(), last?.summary ?? '')]);
      setPending({ row: lines.length, col: 0 });
    }
  };

  const chooseSubject = (row: number, subject: SubjectRow, advance: boolean) => {
    update(row, { code: subject.code });
    if (advance) focus({ row, col: 2 });
  };

  const amountText = (row: number, col: 'debit' | 'credit', value: string) => {
    const other = col === 'debit' ? 'credit' : 'debit';
    // One side only: typing here empties the other side of the line.
    update(row, value.trim() === '' ? { [col]: value } : { [col]: value, [other]: '' });
  };

  const subjectLabel = (code: string) => {
    const s = byCode.get(code);
    return code === '' ? '' : `${code} ${s ? s.codeFullName || s.codeName : ''}`.trim();
  };

  return (
    <>
      <table className={classes.grid} aria-label="凭证分录">
        <colgroup>
          <col style={{ width: 36 }} />
          <col style={{ width: '30%' }} />
          <col />
          <col style={{ width: 140 }} />
          <col style={{ width: 140 }} />
          <col style={{ width: 40 }} />
        </colgroup>
        <thead>
          <tr>
            <th>序</th>
            <th>摘要</th>
            <th>科目</th>
            <th className={classes.right}>借方</th>
            <th className={classes.right}>贷方</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {lines.map((line, row) => {
            const n = row + 1;
            const kept = line.code === line.previewCode;
            const extra = kept
              ? [
                  line.departmentCode ? `部门 ${line.departmentCode}` : '',
                  ...line.auxis.map((a) => `辅助 ${a.typeNo}:${a.infoNo}`),
                ]
                  .filter(Boolean)
                  .join(' · ')
              : '';
            return (
              <tr key={line.key} data-testid={`line-${n}`}>
                <td className={classes.seq}>{n}</td>
                <td>
                  <input
                    ref={ref(row, 0)}
                    className={classes.cell}
                    aria-label={`第${n}行摘要`}
                    value={line.summary}
                    maxLength={200}
                    readOnly={readOnly}
                    onChange={(e) => update(row, { summary: e.currentTarget.value })}
                    onKeyDown={(e) => move({ row, col: 0 }, e)}
                  />
                </td>
                <td>
                  <SubjectAutocomplete
                    inputRef={ref(row, 1)}
                    aria-label={`第${n}行科目`}
                    className={classes.cell}
                    subjects={subjects}
                    code={line.code}
                    label={subjectLabel(line.code)}
                    readOnly={readOnly}
                    onChoose={(s, advance) => chooseSubject(row, s, advance)}
                    onClear={() => update(row, { code: '' })}
                    onOpenPicker={() => !readOnly && setPickerRow(row)}
                    onKeyDown={(e) => move({ row, col: 1 }, e)}
                  />
                  {extra && (
                    <span className={classes.aux} title="由单据带出，更换科目后不再带出">
                      {extra}
                    </span>
                  )}
                </td>
                {(['debit', 'credit'] as const).map((side, i) => (
                  <td key={side}>
                    <AmountCell
                      inputRef={ref(row, (2 + i) as Col)}
                      className={`${classes.cell} ${classes.amount}`}
                      label={`第${n}行${side === 'debit' ? '借方' : '贷方'}金额`}
                      value={line[side]}
                      readOnly={readOnly}
                      onText={(text) => amountText(row, side, text)}
                      onKeyDown={(e) => move({ row, col: 2 + i }, e)}
                    />
                  </td>
                ))}
                <td className={classes.remove}>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    tabIndex={-1}
                    aria-label={`删除第${n}行`}
                    disabled={readOnly || lines.length <= 1}
                    onClick={() => onChange(lines.filter((_, i) => i !== row))}
                  >
                    ×
                  </ActionIcon>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className={classes.totals}>
            <td />
            <td colSpan={2}>合计</td>
            {(['debit', 'credit'] as const).map((side) => (
              <td
                key={side}
                className={`${classes.amount} ${totals.balanced ? '' : classes.unbalanced}`}
                data-testid={`total-${side}`}
              >
                {formatMoney(totals[side])}
              </td>
            ))}
            <td />
          </tr>
        </tfoot>
      </table>
      <SubjectPicker
        opened={pickerRow !== null}
        returnFocus={false}
        value={pickerRow === null ? null : (lines[pickerRow]?.code ?? null)}
        onClose={() => setPickerRow(null)}
        onChoose={(s) => {
          if (pickerRow !== null) chooseSubject(pickerRow, s, true);
          setPickerRow(null);
        }}
      />
    </>
  );
}
