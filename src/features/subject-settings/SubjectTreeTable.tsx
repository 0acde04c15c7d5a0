// The chart as a dense tree table: code indented by level with a fold toggle, the flags of each
// subject, and the row actions. It renders what visibleRows chose; the screen owns the state.
import { Badge, Button, Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { SubjectView } from '../../core/contracts/subject';
import type { VisibleRow } from '../../core/subjects/subject-filter';
import { RowActions } from '../../ui/RowActions';

export interface SubjectTreeTableProps {
  rows: readonly VisibleRow[];
  collapsed: ReadonlySet<string>;
  /** null while the first answer is on its way. */
  loading: boolean;
  searching: boolean;
  /** Writes are off (offline, showing the cache). */
  readOnly: boolean;
  onToggle(code: string): void;
  onAddChild(row: SubjectView): void;
  onEdit(row: SubjectView): void;
  onEnable(row: SubjectView): void;
  onDelete(row: SubjectView): void;
}

const INDENT = 16;
const COLUMNS: readonly { title: string; width?: number; center?: boolean }[] = [
  { title: '科目编码', width: 170 },
  { title: '科目名称' },
  { title: '类别', width: 64 },
  { title: '方向', width: 48, center: true },
  { title: '辅助核算', width: 150 },
  { title: '部门核算', width: 70, center: true },
  { title: '末级', width: 48, center: true },
  { title: '状态', width: 60, center: true },
  { title: '有数据', width: 58, center: true },
  { title: '操作', width: 206 },
];

function Chevron({ open }: { open: boolean }) {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden style={{ display: 'block' }}>
      <path
        d={open ? 'M1.5 3.2 L5 6.8 L8.5 3.2' : 'M3.2 1.5 L6.8 5 L3.2 8.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

const Tick = ({ on, label }: { on: boolean; label: string }) =>
  on ? (
    <Text size="sm" c="blue.8" fw={600} aria-label={label}>
      ✓
    </Text>
  ) : null;

function EmptyRow({ children }: { children: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={COLUMNS.length}>
        <Text size="sm" c="dimmed" ta="center" py="md">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

export function SubjectTreeTable(props: SubjectTreeTableProps) {
  const { rows, collapsed, loading, searching, readOnly } = props;
  return (
    <Table layout="fixed" stickyHeader verticalSpacing={4} aria-label="科目列表">
      {/* A sticky header makes Chromium ignore header cell widths under a fixed layout: use cols. */}
      <colgroup>
        {COLUMNS.map((c) => (
          <col key={c.title} style={c.width ? { width: c.width } : undefined} />
        ))}
      </colgroup>
      <Table.Thead bg="gray.0">
        <Table.Tr>
          {COLUMNS.map((c) => (
            <Table.Th key={c.title} ta={c.center ? 'center' : undefined}>
              {c.title}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {loading && rows.length === 0 && <EmptyRow>正在读取科目表…</EmptyRow>}
        {!loading && rows.length === 0 && <EmptyRow>{searching ? '没有匹配的科目' : '没有科目'}</EmptyRow>}
        {rows.map(({ row, depth, expandable, contextOnly }) => {
          const open = searching || !collapsed.has(row.code);
          return (
            <Table.Tr
              key={row.code}
              data-testid={`subject-${row.code}`}
              c={contextOnly || !row.enabled ? 'dimmed' : undefined}
              onDoubleClick={() => !readOnly && props.onEdit(row)}
            >
              <Table.Td>
                <Group gap={4} wrap="nowrap" pl={depth * INDENT}>
                  {expandable ? (
                    <UnstyledButton
                      onClick={() => props.onToggle(row.code)}
                      aria-label={`${open ? '折叠' : '展开'} ${row.code}`}
                      aria-expanded={open}
                      disabled={searching}
                      c="gray.7"
                      w={14}
                      h={18}
                      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
                    >
                      <Chevron open={open} />
                    </UnstyledButton>
                  ) : (
                    <span style={{ width: 14, display: 'inline-block' }} />
                  )}
                  <Text size="sm" ff="monospace" fw={row.level === 1 ? 600 : 400}>
                    {row.code}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" truncate title={row.codeFullName} fw={row.level === 1 ? 600 : 400}>
                    {row.codeName}
                  </Text>
                  {row.isStandard && (
                    <Badge size="xs" radius="sm" variant="light" color="blue" style={{ flexShrink: 0 }}>
                      制度
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{row.category}</Table.Td>
              <Table.Td ta="center">{row.balanceDirectionFormat}</Table.Td>
              <Table.Td>
                <Text size="sm" truncate title={row.auxTypes.map((t) => t.typeName).join('、')}>
                  {row.auxTypes.length > 0 ? row.auxTypes.map((t) => t.typeName).join('、') : ''}
                </Text>
              </Table.Td>
              <Table.Td ta="center">
                <Tick on={row.deptAccounting} label="部门核算" />
              </Table.Td>
              <Table.Td ta="center">
                <Tick on={row.isLeaf} label="末级科目" />
              </Table.Td>
              <Table.Td ta="center">
                <Badge size="sm" radius="sm" variant="light" color={row.enabled ? 'teal' : 'gray'}>
                  {row.enabled ? '启用' : '停用'}
                </Badge>
              </Table.Td>
              <Table.Td ta="center">
                <Tick on={row.used} label="已有数据" />
              </Table.Td>
              <Table.Td>
                <RowActions
                  enabled={row.enabled}
                  disabled={readOnly}
                  onEdit={() => props.onEdit(row)}
                  onToggle={() => props.onEnable(row)}
                  onDelete={row.isStandard ? undefined : () => props.onDelete(row)}
                >
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    disabled={readOnly}
                    onClick={() => props.onAddChild(row)}
                  >
                    新增下级
                  </Button>
                </RowActions>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
