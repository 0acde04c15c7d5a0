// 费用明细: 支出科目 (end-level 5xx subjects of the cached chart), 经济分类 (302/301 款), 摘要, 金额,
// 发票张数, from the keyboard (use-grid-nav); a new row on Enter at the end.
import { useCallback, useMemo } from 'react';
import { TEXT_CELL_MAX_LENGTH } from '../../../core/constants';
import { ECON_CLASSES } from '../../../core/reimbursement/econ-classes';
import { useReference } from '../../../local/hooks';
import type { SubjectRecord, SubjectRow } from '../../../local/subjects';
import { AmountCell } from '../../../ui/grid/AmountCell';
import { SubjectAutocomplete } from '../../../ui/pickers';
import { emptyLine } from './draft';
import classes from './form.module.css';
import { countInput, type SectionProps, withRow } from './section';
import { useGridNav } from './use-grid-nav';

/** The subjects a line may carry: enabled end-level 支出 subjects (5xx). */
export function useExpenseSubjects(given?: readonly SubjectRow[]): readonly SubjectRow[] {
  const cached = useReference<SubjectRecord>('subjects');
  return useMemo(
    () => (given ?? cached ?? []).filter((s) => s.code.startsWith('5') && s.isLeaf && s.enabled),
    [given, cached],
  );
}

export interface LinesGridProps extends SectionProps {
  subjects: readonly SubjectRow[];
}

const COLS = 5;

export function LinesGrid({ draft, patch, errors, readOnly, subjects }: LinesGridProps) {
  const lines = draft.lines;
  // A new row takes the 经济分类 of the row above: a claim's lines mostly share one (办公费 30201).
  const addRow = useCallback(
    () => patch({ lines: [...lines, emptyLine(lines.at(-1)?.economicClass ?? '')] }),
    [patch, lines],
  );
  const nav = useGridNav(lines.length, COLS, readOnly ? null : addRow);
  const set = (i: number, change: Partial<(typeof lines)[number]>) =>
    patch({ lines: withRow(lines, i, change) });
  const labelOf = (code: string) => {
    const s = subjects.find((x) => x.code === code);
    return s ? `${s.code} ${s.codeName}` : code;
  };
  return (
    <div className={classes.gridWrap}>
      <table className={classes.grid} aria-label="费用明细">
        <colgroup>
          <col style={{ width: 36 }} />
          <col style={{ width: '24%' }} />
          <col style={{ width: '18%' }} />
          <col />
          <col style={{ width: 130 }} />
          <col style={{ width: 72 }} />
          <col style={{ width: 32 }} />
        </colgroup>
        <thead>
          <tr>
            <th>序号</th>
            <th>支出科目</th>
            <th>经济分类</th>
            <th>摘要</th>
            <th>金额</th>
            <th>发票张数</th>
            <th aria-label="删除" />
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => {
            const at = `lines.${i}`;
            const rowError =
              errors[`${at}.subjectCode`] ?? errors[`${at}.economicClass`] ?? errors[`${at}.summary`];
            return (
              <tr key={line.key} data-error={rowError || errors[`${at}.amount`] ? true : undefined}>
                <td className={classes.rowNo}>{i + 1}</td>
                <td title={errors[`${at}.subjectCode`]}>
                  <SubjectAutocomplete
                    className={classes.cell}
                    subjects={subjects}
                    code={line.subjectCode}
                    label={line.subjectCode ? labelOf(line.subjectCode) : ''}
                    aria-label={`第${i + 1}行支出科目`}
                    readOnly={readOnly}
                    inputRef={nav.cell(i, 0).ref}
                    onKeyDown={nav.cell(i, 0).onKeyDown}
                    onChoose={(s, advance) => {
                      set(i, { subjectCode: s.code });
                      if (advance) nav.advance(i, 0);
                    }}
                    onClear={() => set(i, { subjectCode: '' })}
                  />
                </td>
                <td title={errors[`${at}.economicClass`]}>
                  <select
                    className={classes.cell}
                    aria-label={`第${i + 1}行经济分类`}
                    value={line.economicClass}
                    disabled={readOnly}
                    ref={nav.cell(i, 1).ref}
                    onKeyDown={nav.cell(i, 1).onKeyDown}
                    onChange={(e) => set(i, { economicClass: e.currentTarget.value })}
                  >
                    <option value="" />
                    {ECON_CLASSES.map((c) => (
                      <option key={c.code} value={c.code}>
                        {c.code} {c.name}
                      </option>
                    ))}
                  </select>
                </td>
                <td title={errors[`${at}.summary`]}>
                  <input
                    className={classes.cell}
                    aria-label={`第${i + 1}行摘要`}
                    value={line.summary}
                    maxLength={TEXT_CELL_MAX_LENGTH}
                    readOnly={readOnly}
                    ref={nav.cell(i, 2).ref}
                    onKeyDown={nav.cell(i, 2).onKeyDown}
                    onChange={(e) => set(i, { summary: e.currentTarget.value })}
                  />
                </td>
                <td>
                  <AmountCell
                    className={`${classes.cell} ${classes.amount}`}
                    label={`第${i + 1}行金额`}
                    value={line.amount}
                    error={errors[`${at}.amount`] ?? null}
                    readOnly={readOnly}
                    inputRef={nav.cell(i, 3).ref}
                    onKeyDown={nav.cell(i, 3).onKeyDown}
                    onText={(amount) => set(i, { amount: amount.replace('-', '') })}
                  />
                </td>
                <td>
                  <input
                    className={`${classes.cell} ${classes.amount}`}
                    aria-label={`第${i + 1}行发票张数`}
                    value={line.invoiceCount}
                    inputMode="numeric"
                    readOnly={readOnly}
                    ref={nav.cell(i, 4).ref}
                    onKeyDown={nav.cell(i, 4).onKeyDown}
                    onChange={(e) => set(i, { invoiceCount: countInput(e.currentTarget.value, 3) })}
                  />
                </td>
                <td>
                  {!readOnly && lines.length > 1 && (
                    <button
                      type="button"
                      className={classes.remove}
                      aria-label={`删除第${i + 1}行`}
                      tabIndex={-1}
                      onClick={() => patch({ lines: lines.filter((_, j) => j !== i) })}
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
        .filter(([path]) => path.startsWith('lines.') || path === 'lines')
        .map(([path, message]) => (
          <div key={path} className={classes.fieldError} role="alert" style={{ padding: '2px 6px' }}>
            {message}
          </div>
        ))}
    </div>
  );
}
