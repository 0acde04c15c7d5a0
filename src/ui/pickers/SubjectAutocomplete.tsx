// The subject cell of an entry grid: type a code or a name, pick from the end-level subjects that
// match (arrows, Enter, or the mouse); F2 or a double-click opens the full SubjectPicker instead.
// Keys it does not use go to the grid (onKeyDown), so Enter still moves between cells. Text left
// behind that names no usable subject (a parent such as 503) stays in the cell with the reason.
import { Popover } from '@mantine/core';
import {
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type Ref,
  useMemo,
  useState,
} from 'react';
import type { SubjectRow } from '../../local/subjects';
import { resolveSubject, suggestSubjects, unresolvedSubjectMessage } from './picker-rules';
import classes from './pickers.module.css';
import { useSelectOnEdit } from './use-select-on-edit';

export interface SubjectAutocompleteProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onKeyDown' | 'ref'> {
  subjects: readonly SubjectRow[];
  /** The chosen subject's code; '' when none. */
  code: string;
  /** What the cell shows while not being edited, e.g. "50501 培训支出". */
  label: string;
  /** `advance`: the user confirmed with Enter and expects the next cell. */
  onChoose(subject: SubjectRow, advance: boolean): void;
  onClear?(): void;
  onOpenPicker?(): void;
  /** Keys the autocomplete leaves alone (Enter on an unchanged cell, arrows while closed, `=`, ...). */
  onKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

export function SubjectAutocomplete({
  subjects,
  code,
  label,
  onChoose,
  onClear,
  onOpenPicker,
  onKeyDown,
  inputRef,
  className,
  onFocus,
  onBlur,
  ...rest
}: SubjectAutocompleteProps) {
  const [editing, setEditing] = useState(false);
  const ref = useSelectOnEdit(editing, inputRef);
  const [text, setText] = useState('');
  const [typed, setTyped] = useState(false);
  const [active, setActive] = useState(0);
  // Typed text the cell could not take (its line then has no subject), shown until one is chosen.
  const [unresolved, setUnresolved] = useState<string | null>(null);
  const pending = code === '' ? unresolved : null;
  const problem = pending === null ? null : unresolvedSubjectMessage(subjects, pending);

  const options = useMemo(() => (typed ? suggestSubjects(subjects, text) : []), [subjects, text, typed]);
  const open = editing && typed && text.trim() !== '';

  const reset = () => {
    setTyped(false);
    setActive(0);
  };

  const choose = (subject: SubjectRow, advance: boolean) => {
    setText(subject.code);
    setUnresolved(null);
    reset();
    onChoose(subject, advance);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'F2') {
      event.preventDefault();
      onOpenPicker?.();
      return;
    }
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(0, i + step), Math.max(0, options.length - 1)));
      return;
    }
    if (open && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setText(code);
      reset();
      return;
    }
    if (event.key === 'Enter' && typed) {
      event.preventDefault();
      if (text.trim() === '') {
        reset();
        setUnresolved(null);
        onClear?.();
        onKeyDown?.(event);
        return;
      }
      const exact = subjects.find((s) => s.code === text.trim() && s.isLeaf && s.enabled);
      const pick = exact ?? options[active] ?? options[0];
      // Nothing matches: stay in the cell with the list saying so.
      if (pick) choose(pick, true);
      return;
    }
    onKeyDown?.(event);
  };

  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    setEditing(true);
    setText(pending ?? code);
    reset();
    event.currentTarget.select();
    onFocus?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setEditing(false);
    if (typed) {
      const trimmed = text.trim();
      const found = resolveSubject(subjects, trimmed);
      if (trimmed === '') {
        setUnresolved(null);
        if (code !== '') onClear?.();
      } else if (found?.isLeaf && found.enabled) {
        setUnresolved(null);
        if (found.code !== code) onChoose(found, false);
      } else {
        // Kept, not cleared: the user sees what they typed and why the line has no subject.
        setUnresolved(trimmed);
        if (code !== '') onClear?.();
      }
    }
    reset();
    onBlur?.(event);
  };

  return (
    <span className={classes.autocomplete}>
      <Popover
        opened={open}
        position="bottom-start"
        width={380}
        offset={2}
        shadow="md"
        withinPortal
        zIndex={300}
        // A list that follows the keys: no fade, which would show the emptied list while closing.
        transitionProps={{ duration: 0 }}
      >
        <Popover.Target>
          <input
            {...rest}
            ref={ref}
            className={className}
            autoComplete="off"
            spellCheck={false}
            value={editing ? text : (pending ?? label)}
            title={editing ? undefined : (problem ?? label)}
            aria-invalid={problem !== null || undefined}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setTyped(true);
              setActive(0);
            }}
            onKeyDown={handleKeyDown}
            onFocus={handleFocus}
            onBlur={handleBlur}
            onDoubleClick={() => onOpenPicker?.()}
            role="combobox"
            aria-expanded={open}
            aria-autocomplete="list"
          />
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <div className={classes.suggest} role="listbox" aria-label="匹配的科目">
            {options.length === 0 ? (
              <div className={classes.option} style={{ color: '#909399', cursor: 'default' }}>
                没有匹配的末级科目（F2 打开科目列表）
              </div>
            ) : (
              options.map((s, i) => (
                <div
                  key={s.code}
                  role="option"
                  tabIndex={-1}
                  aria-selected={i === active}
                  data-active={i === active || undefined}
                  data-testid={`subject-option-${s.code}`}
                  className={classes.option}
                  onMouseDown={(e) => {
                    // Keep the focus in the cell: the choice then advances like Enter.
                    e.preventDefault();
                    choose(s, true);
                  }}
                  onMouseEnter={() => setActive(i)}
                >
                  <span className={classes.optionCode}>{s.code}</span>
                  <span>{s.codeName}</span>
                  <span className={classes.optionPath}>{s.codeFullName}</span>
                </div>
              ))
            )}
          </div>
        </Popover.Dropdown>
      </Popover>
      {problem && !open && (
        <span className={classes.cellProblem} role="status">
          {problem}
        </span>
      )}
    </span>
  );
}
