// The one voucher list of the lifecycle screens: dense fixed columns, amounts right-aligned in
// tabular figures, optional checkboxes. Keyboard: ↑/↓ move between rows, Space ticks the row,
// Ctrl+A ticks every visible row, Enter opens the voucher.
import { Badge, Checkbox, Group, Loader, Table, Text } from '@mantine/core';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useRef, useState } from 'react';
import { formatMoney } from '../../../core/money';
import { StatusBadge } from '../../../ui/voucher/StatusBadge';
import { formatVoucherNo, personName } from '../../../ui/voucher/voucher-format';
import {
  headerState,
  moveIndex,
  type Selection,
  selectAllVisible,
  toggleAllVisible,
  toggleId,
} from './selection';
import type { VoucherListRow } from './types';
import classes from './voucher-table.module.css';

export interface VoucherTableProps {
  rows: readonly VoucherListRow[];
  /** The first page is loading (rows may still show the previous answer). */
  loading: boolean;
  error?: string | null;
  /** Checkboxes appear when a selection is given. */
  selection?: Selection;
  onSelectionChange?(next: Selection): void;
  /** Opens the read-only view (voucher number link, Enter, double click). */
  onOpen?(row: VoucherListRow): void;
  /** The 操作 column. */
  actions?(row: VoucherListRow): ReactNode;
  actionsWidth?: number;
  /** Shown when the list is empty. */
  emptyText?: string;
  total?: number;
  /** Ids of vouchers saved on this device and not yet on the server: marked 待同步. */
  pending?: ReadonlySet<string>;
  /** The pager under the table (src/ui/Pager). */
  pager?: ReactNode;
  /** The table's accessible name (tests and screen readers find the list by it). */
  label?: string;
}

/** A voucher still waiting for the server has no number yet. */
function rowNo(row: VoucherListRow): string {
  return row.voucherNo > 0 ? formatVoucherNo(row.voucherType, row.voucherNo) : `${row.voucherType}-待编号`;
}

function Amount({ value }: { value: string }) {
  return <span className={classes.amount}>{formatMoney(value, { blankZero: true })}</span>;
}

/** Buttons and links inside a row handle their own clicks; the row must not also toggle. */
function fromControl(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return target.closest('button, a, input, [role="button"]') !== null && target !== event.currentTarget;
}

export function VoucherTable({
  rows,
  loading,
  error,
  selection,
  onSelectionChange,
  onOpen,
  actions,
  actionsWidth = 120,
  emptyText = '没有符合条件的凭证',
  total,
  pending,
  pager,
  label = '凭证列表',
}: VoucherTableProps) {
  const [focused, setFocused] = useState(0);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const selectable = selection !== undefined && onSelectionChange !== undefined;
  const ids = rows.map((r) => r.id);
  const header = selectable ? headerState(selection, ids) : 'none';
  const columns = 9 + (selectable ? 1 : 0) + (actions ? 1 : 0);

  const focusRow = (index: number) => {
    setFocused(index);
    const row = bodyRef.current?.querySelectorAll<HTMLTableRowElement>('tr[data-row]')[index];
    row?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (selectable && (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
      event.preventDefault();
      onSelectionChange(selectAllVisible(selection, ids));
    }
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: VoucherListRow) => {
    if (fromControl(event)) return;
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      event.preventDefault();
      focusRow(moveIndex(index, event.key, rows.length));
    } else if (event.key === ' ' && selectable) {
      event.preventDefault();
      onSelectionChange(toggleId(selection, row.id));
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
              <Table.Th w={96}>日期</Table.Th>
              <Table.Th w={88}>凭证字号</Table.Th>
              <Table.Th>摘要</Table.Th>
              <Table.Th w={128} className={classes.right}>
                借方金额
              </Table.Th>
              <Table.Th w={128} className={classes.right}>
                贷方金额
              </Table.Th>
              <Table.Th w={76} className={classes.center}>
                状态
              </Table.Th>
              <Table.Th w={76}>制单人</Table.Th>
              <Table.Th w={76}>审核人</Table.Th>
              <Table.Th w={76}>记账人</Table.Th>
              {actions && <Table.Th w={actionsWidth}>操作</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody ref={bodyRef}>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns} className={classes.empty}>
                  <div className={classes.emptyInner}>
                    {loading ? (
                      <Group gap={8} justify="center">
                        <Loader size="xs" />
                        <span>正在读取凭证…</span>
                      </Group>
                    ) : (
                      (error ?? emptyText)
                    )}
                  </div>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((row, index) => {
              const ticked = selectable && selection.has(row.id);
              return (
                <Table.Tr
                  key={row.id}
                  data-row
                  data-testid={`voucher-row-${rowNo(row)}`}
                  data-pending={pending?.has(row.id) || undefined}
                  data-selected={ticked || undefined}
                  aria-selected={selectable ? ticked : undefined}
                  tabIndex={index === shownFocus ? 0 : -1}
                  className={classes.row}
                  onFocus={() => setFocused(index)}
                  onKeyDown={(e) => onRowKeyDown(e, index, row)}
                  onClick={(e) => {
                    if (selectable && !fromControl(e)) onSelectionChange(toggleId(selection, row.id));
                  }}
                  onDoubleClick={(e) => {
                    if (onOpen && !fromControl(e)) onOpen(row);
                  }}
                >
                  {selectable && (
                    <Table.Td className={classes.center}>
                      <Checkbox
                        aria-label={`选择 ${rowNo(row)}`}
                        checked={ticked}
                        tabIndex={-1}
                        onChange={() => onSelectionChange(toggleId(selection, row.id))}
                      />
                    </Table.Td>
                  )}
                  <Table.Td className={classes.num}>{row.voucherDate}</Table.Td>
                  <Table.Td className={classes.num}>
                    {onOpen ? (
                      <button
                        type="button"
                        className={classes.link}
                        tabIndex={-1}
                        onClick={() => onOpen(row)}
                        title="查看凭证"
                      >
                        {rowNo(row)}
                      </button>
                    ) : (
                      rowNo(row)
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate title={row.summary}>
                      {row.summary}
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.right}>
                    <Amount value={row.debitTotal} />
                  </Table.Td>
                  <Table.Td className={classes.right}>
                    <Amount value={row.creditTotal} />
                  </Table.Td>
                  <Table.Td className={classes.center}>
                    {pending?.has(row.id) ? (
                      <Badge
                        size="sm"
                        radius="xs"
                        variant="outline"
                        color="orange"
                        title="本机保存，尚未同步到服务器"
                      >
                        待同步
                      </Badge>
                    ) : (
                      <StatusBadge status={row.status} />
                    )}
                  </Table.Td>
                  <Table.Td className={classes.person}>{personName(row.preparedBy)}</Table.Td>
                  <Table.Td className={classes.person}>{personName(row.reviewer)}</Table.Td>
                  <Table.Td className={classes.person}>{personName(row.bookkeeper)}</Table.Td>
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
        </Table>
      </div>
      <Group justify="space-between" className={classes.footer} wrap="nowrap">
        <Text size="xs" c="dimmed" data-testid="voucher-count">
          {total === undefined || pager
            ? `本页 ${rows.length} 张凭证`
            : `共 ${total} 张凭证，已显示 ${rows.length} 张`}
          {selectable && selection.size > 0 ? `，已选 ${selection.size} 张` : ''}
          {loading && rows.length > 0 ? '，正在刷新…' : ''}
        </Text>
        <Group gap={8} wrap="nowrap">
          {selectable && (
            <Text size="xs" c="dimmed" visibleFrom="md">
              空格 勾选当前行 · Ctrl+A 全选 · Enter 查看
            </Text>
          )}
          {pager}
        </Group>
      </Group>
    </div>
  );
}
