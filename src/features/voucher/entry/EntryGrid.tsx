// The voucher's entry grid: 摘要, 科目, 辅助核算, 部门, 借方金额, 贷方金额, with live totals and the
// 大写 total. The keyboard drives it (grid-model.ts has the rules): Enter moves on and opens a new
// line at the end, after the subject it goes to the side that balances the voucher, `=` puts the
// missing amount there, Space moves an amount across, ↑↓ change lines, Insert adds a line above,
// Ctrl+Delete removes one. Choosing a subject that needs 辅助核算 or a 部门 opens those pickers. A
// side unusual for the subject's class (a 支出 credited) is noted in the row, never refused.
import { type KeyboardEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { unusualSideWarning } from '../../../core/rules/entry-side';
import type { SubjectRow } from '../../../local/subjects';
import { AmountCell } from '../../../ui/grid/AmountCell';
import {
  type AuxChoice,
  AuxiliaryItemPicker,
  alignAuxChoices,
  auxLabel,
  DepartmentPicker,
  SubjectAutocomplete,
  SubjectPicker,
} from '../../../ui/pickers';
import {
  appendLine,
  applyBalance,
  type Column,
  deleteLine,
  type EntryLine,
  insertLine,
  type MakeId,
  nextCell,
  summaryAbove,
  summaryOptions,
  swapSide,
  updateLine,
  verticalCell,
} from '../../../ui/voucher/grid-model';
import { GridHead, GridTotals, PickCell } from './GridCells';
import { SummaryCell } from './SummaryCell';
import classes from './voucher-entry.module.css';

export interface FocusRequest {
  row: number;
  col: Column;
  /** A new number asks again for the same cell. */
  seq: number;
}

export interface EntryGridProps {
  lines: EntryLine[];
  onChange(lines: EntryLine[]): void;
  subjects: readonly SubjectRow[];
  /** 常用摘要, offered while a summary is typed. */
  summaries?: readonly string[];
  makeId: MakeId;
  readOnly?: boolean;
  /** The row a check or the server refused (0-based), shown in red. */
  errorRow?: number | null;
  focusRequest?: FocusRequest | null;
  onActiveRow?(row: number): void;
}

type PickerStep = 'aux' | 'department';
interface PickerFlow {
  row: number;
  steps: PickerStep[];
  /** After the last picker: go on to the amount (Enter) or back to the cell. */
  advance: boolean;
  returnTo: Column;
}

const key = (id: string, col: Column) => `${id}:${col}`;

export function EntryGrid(props: EntryGridProps) {
  const { lines, onChange, subjects, makeId, readOnly = false, errorRow = null } = props;
  const cells = useRef(new Map<string, HTMLElement>());
  const [focusTarget, setFocusTarget] = useState<{ id: string; col: Column } | null>(null);
  const [activeRow, setActiveRow] = useState(0);
  const [flow, setFlow] = useState<PickerFlow | null>(null);
  const [pickerRow, setPickerRow] = useState<number | null>(null);
  const byCode = useMemo(() => new Map(subjects.map((s) => [s.code, s])), [subjects]);

  const focusCell = (row: number, col: Column, list: readonly EntryLine[] = lines) => {
    const line = list[row];
    if (line) setFocusTarget({ id: line.id, col });
  };

  // Every render: the target may only exist once the lines that hold it are rendered.
  useLayoutEffect(() => {
    if (!focusTarget) return;
    const el = cells.current.get(key(focusTarget.id, focusTarget.col));
    if (el) {
      el.focus();
      setFocusTarget(null);
    }
  });

  // Only a new request moves the cursor; later renders must not pull it back.
  const request = props.focusRequest;
  const handledRequest = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (!request || request.seq === handledRequest.current) return;
    handledRequest.current = request.seq;
    focusCell(request.row, request.col);
  });

  const register = (id: string, col: Column) => (el: HTMLElement | null) => {
    if (el) cells.current.set(key(id, col), el);
    else cells.current.delete(key(id, col));
  };

  const enter = (row: number) => {
    setActiveRow(row);
    props.onActiveRow?.(row);
  };

  /** Moves on from a cell as Enter does; `list` is the lines after this keystroke's change. */
  const advance = (row: number, col: Column, list: EntryLine[] = lines) => {
    const next = nextCell(list, { row, col });
    const after = next.append ? appendLine(list, makeId) : list;
    if (after !== lines) onChange(after);
    focusCell(next.pos.row, next.pos.col, after);
  };

  const stepsFor = (subject: SubjectRow | undefined, line: EntryLine): PickerStep[] => {
    if (!subject) return [];
    const steps: PickerStep[] = [];
    if (subject.auxTypes.length > 0 && line.auxis.some((a) => a.infoNo === '')) steps.push('aux');
    if (subject.deptAccounting && !line.departmentCode) steps.push('department');
    return steps;
  };

  /** A subject chosen for a line keeps its side, clears its 辅助核算, and asks what it needs. */
  const chooseSubject = (row: number, subject: SubjectRow, go: boolean) => {
    const line = lines[row];
    if (!line) return;
    const changed = line.code !== subject.code;
    const patch: Partial<EntryLine> = {
      code: subject.code,
      subjectName: subject.codeName,
      subjectFullName: subject.codeFullName,
      auxis: changed ? alignAuxChoices(subject, []) : alignAuxChoices(subject, line.auxis),
      ...(subject.deptAccounting ? {} : { departmentCode: null, departmentName: null }),
    };
    const list = updateLine(lines, row, patch);
    const updated = list[row] as EntryLine;
    const steps = stepsFor(subject, updated);
    if (steps.length > 0) {
      onChange(list);
      setFlow({ row, steps, advance: go, returnTo: 'subject' });
      return;
    }
    if (go) advance(row, 'subject', list);
    else onChange(list);
  };

  const finishStep = (list: EntryLine[]) => {
    if (!flow) return;
    const rest = flow.steps.slice(1);
    const subject = byCode.get(list[flow.row]?.code ?? '');
    const still = rest.filter((s) => stepsFor(subject, list[flow.row] as EntryLine).includes(s));
    if (still.length > 0) {
      onChange(list);
      setFlow({ ...flow, steps: still });
      return;
    }
    setFlow(null);
    if (flow.advance) advance(flow.row, 'subject', list);
    else {
      onChange(list);
      focusCell(flow.row, flow.returnTo, list);
    }
  };

  const cancelFlow = () => {
    if (!flow) return;
    setFlow(null);
    focusCell(flow.row, flow.returnTo);
  };

  const onCellKey = (row: number, col: Column) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.nativeEvent.isComposing) return;
    const line = lines[row];
    if (!line) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (col === 'summary' && line.summary === '' && !readOnly) {
        const offered = summaryAbove(lines, row);
        if (offered !== '') return advance(row, col, updateLine(lines, row, { summary: offered }));
      }
      if ((col === 'aux' || col === 'department') && !readOnly) {
        const steps = stepsFor(byCode.get(line.code), line).filter((s) => s === col);
        if (steps.length > 0) return setFlow({ row, steps, advance: true, returnTo: col });
      }
      if (col === 'subject' && !readOnly) {
        const steps = stepsFor(byCode.get(line.code), line);
        if (steps.length > 0) return setFlow({ row, steps, advance: true, returnTo: 'subject' });
      }
      return advance(row, col);
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const pos = verticalCell(lines, { row, col }, event.key === 'ArrowDown' ? 1 : -1);
      return focusCell(pos.row, pos.col);
    }
    if (readOnly) return;
    if ((col === 'debit' || col === 'credit') && (event.key === '=' || event.key === ' ')) {
      event.preventDefault();
      if (event.key === '=') {
        // The amount goes on the side that balances; the cursor follows it there.
        const balanced = applyBalance(lines, row, col);
        onChange(balanced.lines);
        return focusCell(row, balanced.col, balanced.lines);
      }
      onChange(swapSide(lines, row));
      return focusCell(row, col === 'debit' ? 'credit' : 'debit');
    }
    if (event.key === 'Insert') {
      event.preventDefault();
      const list = insertLine(lines, row, makeId);
      onChange(list);
      return focusCell(row, 'summary', list);
    }
    if (event.key === 'Delete' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      const list = deleteLine(lines, row, makeId);
      onChange(list);
      return focusCell(Math.min(row, list.length - 1), col, list);
    }
  };

  const flowLine = flow ? lines[flow.row] : undefined;
  const flowSubject = flowLine ? (byCode.get(flowLine.code) ?? null) : null;
  const step = flow?.steps[0] ?? null;
  const pickerLine = pickerRow === null ? undefined : lines[pickerRow];

  return (
    <>
      <div className={classes.gridWrap}>
        <table className={classes.grid} aria-label="凭证分录">
          <GridHead />
          <tbody>
            {lines.map((line, row) => {
              const subject = byCode.get(line.code);
              const hasAux = (subject?.auxTypes.length ?? 0) > 0;
              const hasDept = subject?.deptAccounting ?? false;
              const sideWarning = subject
                ? unusualSideWarning(subject.category, line.debit, line.credit)
                : null;
              const n = row + 1;
              return (
                <tr
                  key={line.id}
                  data-testid={`entry-row-${n}`}
                  data-error={errorRow === row || undefined}
                  data-active={activeRow === row || undefined}
                  data-warning={sideWarning !== null || undefined}
                >
                  <td className={classes.rowNo}>{n}</td>
                  <td>
                    <SummaryCell
                      inputRef={register(line.id, 'summary')}
                      label={`第${n}行摘要`}
                      value={line.summary}
                      suggestion={line.summary === '' ? summaryAbove(lines, row) : ''}
                      options={summaryOptions(line.summary, summaryAbove(lines, row), props.summaries ?? [])}
                      readOnly={readOnly}
                      onChange={(summary) => onChange(updateLine(lines, row, { summary }))}
                      onAccept={(summary) => advance(row, 'summary', updateLine(lines, row, { summary }))}
                      onKeyDown={onCellKey(row, 'summary')}
                      onFocus={() => enter(row)}
                    />
                  </td>
                  <td className={classes.subjectTd}>
                    <SubjectAutocomplete
                      inputRef={register(line.id, 'subject')}
                      aria-label={`第${n}行科目`}
                      className={`${classes.cell} ${classes.subjectCell}`}
                      subjects={subjects}
                      code={line.code}
                      label={line.code ? `${line.code} ${line.subjectFullName || line.subjectName}` : ''}
                      readOnly={readOnly}
                      onChoose={(s, go) => chooseSubject(row, s, go)}
                      onClear={() =>
                        onChange(
                          updateLine(lines, row, {
                            code: '',
                            subjectName: '',
                            subjectFullName: '',
                            auxis: [],
                            departmentCode: null,
                            departmentName: null,
                          }),
                        )
                      }
                      onOpenPicker={() => !readOnly && setPickerRow(row)}
                      onKeyDown={onCellKey(row, 'subject')}
                      onFocus={() => enter(row)}
                    />
                    {sideWarning && (
                      <span
                        className={classes.rowWarning}
                        data-testid={`entry-warning-${n}`}
                        title={sideWarning}
                      >
                        {sideWarning}
                      </span>
                    )}
                  </td>
                  <td>
                    <PickCell
                      buttonRef={register(line.id, 'aux')}
                      label={`第${n}行辅助核算`}
                      text={auxLabel(line.auxis)}
                      active={hasAux && !readOnly}
                      missing={line.auxis.some((a) => a.infoNo === '')}
                      placeholder="请选择"
                      onOpen={() => setFlow({ row, steps: ['aux'], advance: false, returnTo: 'aux' })}
                      onKeyDown={onCellKey(row, 'aux')}
                      onFocus={() => enter(row)}
                    />
                  </td>
                  <td>
                    <PickCell
                      buttonRef={register(line.id, 'department')}
                      label={`第${n}行部门`}
                      text={line.departmentName ?? ''}
                      active={hasDept && !readOnly}
                      missing={!line.departmentCode}
                      placeholder="请选择"
                      onOpen={() =>
                        setFlow({ row, steps: ['department'], advance: false, returnTo: 'department' })
                      }
                      onKeyDown={onCellKey(row, 'department')}
                      onFocus={() => enter(row)}
                    />
                  </td>
                  {(['debit', 'credit'] as const).map((col) => (
                    <td key={col}>
                      <AmountCell
                        inputRef={register(line.id, col)}
                        label={`第${n}行${col === 'debit' ? '借方' : '贷方'}金额`}
                        value={line[col]}
                        className={`${classes.cell} ${classes.amount}`}
                        readOnly={readOnly}
                        onText={(value) => {
                          const other = col === 'debit' ? 'credit' : 'debit';
                          // One side only: typing here empties the other side of the line.
                          const patch =
                            value.trim() === '' ? { [col]: value } : { [col]: value, [other]: '' };
                          onChange(updateLine(lines, row, patch));
                        }}
                        onKeyDown={onCellKey(row, col)}
                        onFocus={() => enter(row)}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
          <GridTotals lines={lines} />
        </table>
      </div>
      <SubjectPicker
        opened={pickerRow !== null}
        returnFocus={false}
        value={pickerLine?.code ?? null}
        onClose={() => {
          const row = pickerRow;
          setPickerRow(null);
          if (row !== null) focusCell(row, 'subject');
        }}
        onChoose={(s) => {
          const row = pickerRow;
          setPickerRow(null);
          if (row !== null) chooseSubject(row, s, true);
        }}
      />
      <AuxiliaryItemPicker
        opened={step === 'aux' && flowSubject !== null}
        returnFocus={false}
        subject={flowSubject}
        value={flowLine?.auxis ?? []}
        onClose={cancelFlow}
        onSave={(auxis: AuxChoice[]) => flow && finishStep(updateLine(lines, flow.row, { auxis }))}
      />
      <DepartmentPicker
        opened={step === 'department'}
        returnFocus={false}
        value={flowLine?.departmentCode ?? null}
        onClose={cancelFlow}
        onChoose={(d) =>
          flow &&
          finishStep(
            updateLine(lines, flow.row, {
              departmentCode: d.departmentCode,
              departmentName: d.departmentName,
            }),
          )
        }
      />
    </>
  );
}
