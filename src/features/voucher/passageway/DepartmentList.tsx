// The departments of the ledger set as a pick list (enabled ones, by code), for the two
// department-level screens: the chosen one is highlighted, a note (快捷科目数, 待同步) at the right.
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DepartmentRecord } from '../../../local/departments';
import { Panel } from '../../../ui/Panel';

export function DepartmentList({
  departments,
  chosen,
  onChoose,
  noteOf,
}: {
  departments: readonly DepartmentRecord[];
  chosen: string | null;
  onChoose: (code: string) => void;
  noteOf?: (code: string) => ReactNode;
}) {
  return (
    <Panel title="部门" note={`${departments.length} 个`} style={{ width: 240, flex: 'none' }}>
      <Stack gap={2} role="listbox" aria-label="部门">
        {departments.length === 0 && (
          <Text size="sm" c="dimmed" py="md" ta="center">
            暂无部门：请先在部门设置中新增
          </Text>
        )}
        {departments.map((d) => (
          <Group
            key={d.departmentCode}
            role="option"
            aria-selected={d.departmentCode === chosen}
            justify="space-between"
            wrap="nowrap"
            px={8}
            py={5}
            style={{
              cursor: 'pointer',
              borderRadius: 3,
              background: d.departmentCode === chosen ? 'var(--mantine-color-blue-0)' : undefined,
            }}
            onClick={() => onChoose(d.departmentCode)}
          >
            <Text size="sm" truncate>
              {d.departmentCode} {d.departmentName}
            </Text>
            {noteOf?.(d.departmentCode)}
          </Group>
        ))}
      </Stack>
    </Panel>
  );
}
