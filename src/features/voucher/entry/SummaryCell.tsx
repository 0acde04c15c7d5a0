// The 摘要 cell: empty, it shows the summary above and Enter takes it; typing offers the summary
// above and the 常用摘要 containing the text (↓ to pick one, Enter to take it). Enter on typed text
// with nothing picked keeps the text as typed.
import { Popover } from '@mantine/core';
import { type KeyboardEvent, type Ref, useState } from 'react';
import { TEXT_CELL_MAX_LENGTH } from '../../../core/constants';
import pickerClasses from '../../../ui/pickers/pickers.module.css';
import classes from './voucher-entry.module.css';

export interface SummaryCellProps {
  value: string;
  /** The summary above, offered while this one is empty: Enter takes it. */
  suggestion: string;
  /** Offered while typing (summaryOptions). */
  options: readonly string[];
  onChange(value: string): void;
  /** A suggestion taken with Enter: the grid stores it and moves on. */
  onAccept(value: string): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onFocus(): void;
  inputRef: Ref<HTMLInputElement>;
  label: string;
  readOnly?: boolean;
}

export function SummaryCell(props: SummaryCellProps) {
  const { value, suggestion, options, inputRef, label, readOnly } = props;
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState(false);
  const [active, setActive] = useState(-1);
  const open = focused && typed && options.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(-1, i + step), options.length - 1));
      return;
    }
    if (open && event.key === 'Escape') {
      event.preventDefault();
      setTyped(false);
      return;
    }
    const picked = options[active];
    if (open && event.key === 'Enter' && picked !== undefined) {
      event.preventDefault();
      setTyped(false);
      setActive(-1);
      props.onAccept(picked);
      return;
    }
    props.onKeyDown(event);
  };

  return (
    <Popover
      opened={open}
      position="bottom-start"
      width={320}
      offset={2}
      shadow="md"
      withinPortal
      zIndex={300}
      // A list that follows the keys: no fade, which would show the emptied list while closing.
      transitionProps={{ duration: 0 }}
    >
      <Popover.Target>
        <input
          ref={inputRef}
          className={classes.cell}
          aria-label={label}
          value={value}
          maxLength={TEXT_CELL_MAX_LENGTH}
          placeholder={suggestion}
          title={value || undefined}
          readOnly={readOnly}
          autoComplete="off"
          onChange={(e) => {
            props.onChange(e.currentTarget.value);
            setTyped(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setFocused(true);
            setTyped(false);
            props.onFocus();
          }}
          onBlur={() => setFocused(false)}
        />
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <div className={pickerClasses.suggest} role="listbox" aria-label="摘要建议">
          {options.map((option, i) => (
            <div
              key={option}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              data-active={i === active || undefined}
              className={pickerClasses.option}
              onMouseDown={(e) => {
                e.preventDefault();
                setTyped(false);
                props.onAccept(option);
              }}
              onMouseEnter={() => setActive(i)}
            >
              {option}
            </div>
          ))}
        </div>
      </Popover.Dropdown>
    </Popover>
  );
}
