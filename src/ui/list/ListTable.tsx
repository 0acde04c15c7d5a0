// The dense table of every list: columns from their definitions, amounts right-aligned in tabular
// figures, optional checkboxes, a 操作 column. Keyboard: ↑/↓/Home/End move between rows, Space
// ticks the row, Ctrl+A ticks every row shown, Enter (and a double click) opens it. Ticks on rows
// that are no longer shown (another page, a reload) are dropped.
import { Checkbox, Group, Loader, Table, Text } from '@mantine/core';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cellText, columnAlign, type ListColumn } from './columns';
import classes from './list-table.module.css';
import {
  headerState,
  moveIndex,
  pruneSelection,
  type Selection,
  selectAllVisible,
  toggleAllVisible,
  toggleId,
} from './selection';

/** data-* attributes a row carries (test ids, marks such as data-pending). */
export type RowAttributes = Readonly<Record<`data-${string}`, string | boolean | undefined>>;

export interface ListTableProps<R> {
  columns: readonly ListColumn<R>[];
  /** The rows shown (one page). */
  rows: readonly R[];
  rowKey(row: R): string;
  /** Rows are being read (the table may still show the previous answer). */
  loading: boolean;
  /** Why there are no rows (shown in place of the empty text). */
  error?: string | null;
  /** Checkboxes appear when a selection is given. */
  selection?: Selection;
  onSelectionChange?(next: Selection): void;
  /** Opens the row (Enter, double click). */
  onOpen?(row: R): void;
  /** The row's right-click menu (spec 000 §2.3 card tables: 新增, 修改, 删除). */
  onRowContextMenu?(row: R, event: MouseEvent): void;
  /** The 操作 column. */
  actions?(row: R): ReactNode;
  actionsWidth?: number;
  /** What one row is, and its measure word: 凭证/张 → 本页 3 张凭证，已选 1 张. */
  noun?: string;
  unit?: string;
  /** Shown when the list is empty; default 没有符合条件的{noun}. */
  emptyText?: string;
  /** Every row of the query; without a pager the count line says how many are shown of it. */
  total?: number;
  /** The pager under the table. */
  pager?: ReactNode;
  /** The table's accessible name (tests and screen readers find the list by it). */
  label: string;
  /** The row's name for its checkbox (选择 记-0001). */
  rowLabel?(row: R): string;
  rowAttributes?(row: R): RowAttributes;
  /**
   * A 合计 row under the rows of every page (the totals of the whole query, not of the page),
   * drawn from the same columns; print and export put it last.
   */
  totals?: R;
}

/** Buttons and links inside a row handle their own clicks; the row must not also toggle. */
function fromControl(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return target.closest('button, a, input, [role="button"]') !== null && target !== event.currentTarget;
}

const alignClass = { left: undefined, center: classes.center, right: classes.right } as const;

function Cell<R>({ column, row }: { column: ListColumn<R>; row: R }) {
  const align = alignClass[columnAlign(column)];
  if (column.render) return <Table.Td className={align}>{column.render(row)}</Table.Td>;
  const text = cellText(column, row);
  if (column.kind === 'money') {
    return (
      <Table.Td className={align}>
        <span className={classes.amount}>{text}</span>
      </Table.Td>
    );
  }
  const kind = column.kind === 'count' ? classes.num : undefined;
  return (
    <Table.Td
      className={[align, kind, classes.truncate].filter(Boolean).join(' ')}
      title={column.truncate ? text : undefined}
    >
      {text}
    </Table.Td>
  );
}

/** A cell's text that opens the row (a voucher number): a link-styled button, out of the tab order. */
export function ListLink({
  children,
  onClick,
  title,
}: {
  children: ReactNode;
  onClick(): void;
  title?: string;
}) {
  return (
    <button type="button" className={classes.link} tabIndex={-1} onClick={onClick} title={title}>
      {children}
    </button>
  );
}

export function ListTable<R>({
  columns,
  rows,
  rowKey,
  loading,
  error,
  selection,
  onSelectionChange,
  onOpen,
  onRowContextMenu,
  actions,
  actionsWidth = 120,
  noun = '记录',
  unit = '条',
  emptyText = `没有符合条件的${noun}`,
  total,
  pager,
  label,
  rowLabel = rowKey,
  rowAttributes,
  totals,
}: ListTableProps<R>) {
  const [focused, setFocused] = useState(0);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const selectable = selection !== undefined && onSelectionChange !== undefined;
  const ids = useMemo(() => rows.map(rowKey), [rows, rowKey]);
  const header = selectable ? headerState(selection, ids) : 'none';
  const span = columns.length + (selectable ? 1 : 0) + (actions ? 1 : 0);

  // The selection is the caller's state; a tick on a row no longer shown is dropped from it.
  const pruneRef = useRef({ selection, onSelectionChange });
  pruneRef.current = { selection, onSelectionChange };
  useEffect(() => {
    const { selection: now, onSelectionChange: change } = pruneRef.current;
    if (now === undefined || change === undefined) return;
    const kept = pruneSelection(now, ids);
    if (kept !== now) change(kept);
  }, [ids]);

  const focusRow = (index: number) => {
    setFocused(index);
    bodyRef.current?.querySelectorAll<HTMLTableRowElement>('tr[data-row]')[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (selectable && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
      event.preventDefault();
      onSelectionChange(selectAllVisible(selection, ids));
    }
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: R) => {
    if (fromControl(event)) return;
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      event.preventDefault();
      focusRow(moveIndex(index, event.key, rows.length));
    } else if (event.key === ' ' && selectable) {
      event.preventDefault();
      onSelectionChange(toggleId(selection, rowKey(row)));
    } else if (event.key === 'Enter' && onOpen) {
      event.preventDefault();
      onOpen(row);
    }
  };

  const shownFocus = Math.min(focused, Math.max(rows.length - 1, 0));

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+A for the rows inside, not a control of its own
    <div className={classes.frame} onKeyDown={onKeyDown}>
      <div className={classes.scroll}>
        <Table
          layout="fixed"
          verticalSpacing={5}
          horizontalSpacing={8}
          fz="sm"
          aria-label={label}
          aria-busy={loading}
          className={classes.table}
        >
          <Table.Thead>
            <Table.Tr>
              {selectable && (
                <Table.Th w={36} className={classes.center}>
                  <Checkbox
                    aria-label="全选"
                    checked={header === 'all'}
                    indeterminate={header === 'some'}
                    disabled={rows.length === 0}
                    onChange={() => onSelectionChange(toggleAllVisible(selection, ids))}
                  />
                </Table.Th>
              )}
              {columns.map((c) => (
                <Table.Th key={c.key} w={c.width} className={alignClass[columnAlign(c)]}>
                  {c.title}
                </Table.Th>
              ))}
              {actions && <Table.Th w={actionsWidth}>操作</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody ref={bodyRef}>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={span} className={classes.empty}>
                  <div className={classes.emptyInner} data-testid="list-empty">
                    {loading ? (
                      <Group gap={8} justify="center">
                        <Loader size="xs" />
                        <span>正在读取{noun}…</span>
                      </Group>
                    ) : (
                      (error ?? emptyText)
                    )}
                  </div>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((row, index) => {
              const id = rowKey(row);
              const ticked = selectable && selection.has(id);
              return (
                <Table.Tr
                  key={id}
                  {...rowAttributes?.(row)}
                  data-row
                  data-selected={ticked || undefined}
                  aria-selected={selectable ? ticked : undefined}
                  tabIndex={index === shownFocus ? 0 : -1}
                  className={classes.row}
                  onFocus={() => setFocused(index)}
                  onKeyDown={(e) => onRowKeyDown(e, index, row)}
                  onClick={(e) => {
                    if (selectable && !fromControl(e)) onSelectionChange(toggleId(selection, id));
                  }}
                  onDoubleClick={(e) => {
                    if (onOpen && !fromControl(e)) onOpen(row);
                  }}
                  onContextMenu={
                    onRowContextMenu
                      ? (e) => {
                          e.preventDefault();
                          onRowContextMenu(row, e);
                        }
                      : undefined
                  }
                >
                  {selectable && (
                    <Table.Td className={classes.center}>
                      <Checkbox
                        aria-label={`选择 ${rowLabel(row)}`}
                        checked={ticked}
                        tabIndex={-1}
                        onChange={() => onSelectionChange(toggleId(selection, id))}
                      />
                    </Table.Td>
                  )}
                  {columns.map((c) => (
                    <Cell key={c.key} column={c} row={row} />
                  ))}
                  {actions && (
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        {actions(row)}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          {totals !== undefined && rows.length > 0 && (
            <Table.Tfoot>
              <Table.Tr className={classes.totals} data-testid="list-totals">
                {selectable && <Table.Td />}
                {columns.map((c) => (
                  <Cell key={c.key} column={c} row={totals} />
                ))}
                {actions && <Table.Td />}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </div>
      <Group justify="space-between" className={classes.footer} wrap="nowrap">
        <Text size="xs" c="dimmed" data-testid="list-count">
          {total === undefined || pager
            ? `本页 ${rows.length} ${unit}${noun}`
            : `共 ${total} ${unit}${noun}，已显示 ${rows.length} ${unit}`}
          {selectable && selection.size > 0 ? `，已选 ${selection.size} ${unit}` : ''}
          {loading && rows.length > 0 ? '，正在刷新…' : ''}
        </Text>
        <Group gap={8} wrap="nowrap">
          {selectable && (
            <Text size="xs" c="dimmed" visibleFrom="md">
              空格 勾选当前行 · Ctrl+A 全选{onOpen ? ' · Enter 查看' : ''}
            </Text>
          )}
          {pager}
        </Group>
      </Group>
    </div>
  );
}
