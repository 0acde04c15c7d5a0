// The query bar above a list: the screen's fields, then 查询 and 重置. Edits stay in the screen's
// draft until 查询 (or Enter in any field), so typing never fires a request per key.
import { Button, Group, Text } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import classes from './list-filter-bar.module.css';

export interface ListFilterBarProps {
  /** Accessible name of the bar, e.g. 凭证查询条件. */
  label: string;
  onSearch(): void;
  onReset(): void;
  /** The fields (ListField each). */
  children: ReactNode;
  /** Buttons at the right end of the bar. */
  actions?: ReactNode;
}

/** A labelled field of the bar: the label, then one or more inputs. */
export function ListField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" className={classes.field}>
      <Text size="xs" c="#4a5568" className={classes.label}>
        {label}
      </Text>
      {children}
    </Group>
  );
}

/** Enter in a text field runs the query; in a select it stays the select's (open, pick). */
function runsQuery(event: KeyboardEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  return (
    event.key === 'Enter' &&
    !event.defaultPrevented &&
    target.tagName === 'INPUT' &&
    !target.hasAttribute('aria-haspopup')
  );
}

export function ListFilterBar({ label, onSearch, onReset, children, actions }: ListFilterBarProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!runsQuery(event)) return;
    event.preventDefault();
    onSearch();
  };
  return (
    <search className={classes.bar} aria-label={label} onKeyDown={onKeyDown}>
      <Group gap="md" wrap="wrap" align="center" style={{ rowGap: 8 }}>
        {children}
        <Group gap={6} wrap="nowrap">
          <Button size="xs" onClick={onSearch}>
            查询
          </Button>
          <Button size="xs" variant="default" onClick={onReset}>
            重置
          </Button>
        </Group>
        {actions && (
          <Group gap={6} wrap="nowrap" ml="auto">
            {actions}
          </Group>
        )}
      </Group>
    </search>
  );
}
