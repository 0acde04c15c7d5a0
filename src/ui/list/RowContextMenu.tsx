// A right-click menu at the pointer (spec 000 §2.3: the card tables' 新增, 修改, 删除): the list's
// onRowContextMenu opens it on a row; an item the user may not use is left out by the caller.
import { Menu } from '@mantine/core';
import { type MouseEvent, type ReactElement, useState } from 'react';

export interface ContextItem {
  label: string;
  onClick(): void;
  color?: string;
  disabled?: boolean;
}

export interface RowMenuState<R> {
  /** Pass as the list's onRowContextMenu. */
  open(row: R, event: MouseEvent): void;
  /** Render once beside the list. */
  menu: ReactElement | null;
}

/** `items(row)` is read when the menu opens: the row's own choices. */
export function useRowContextMenu<R>(items: (row: R) => readonly ContextItem[]): RowMenuState<R> {
  const [at, setAt] = useState<{ x: number; y: number; row: R } | null>(null);
  const shown = at ? items(at.row) : [];
  const menu =
    at && shown.length > 0 ? (
      <Menu
        opened
        onChange={(open) => !open && setAt(null)}
        position="bottom-start"
        offset={0}
        withinPortal
        shadow="md"
      >
        <Menu.Target>
          <div style={{ position: 'fixed', left: at.x, top: at.y, width: 1, height: 1 }} />
        </Menu.Target>
        <Menu.Dropdown data-testid="row-context-menu">
          {shown.map((item) => (
            <Menu.Item
              key={item.label}
              color={item.color}
              disabled={item.disabled}
              onClick={() => {
                setAt(null);
                item.onClick();
              }}
            >
              {item.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    ) : null;
  return { open: (row, event) => setAt({ x: event.clientX, y: event.clientY, row }), menu };
}
