// A white bordered block with a title row, the frame the auxiliary screens put their tables in.
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function Panel(props: {
  title: ReactNode;
  note?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      style={{ background: '#fff', border: '1px solid #e4e7ed', borderRadius: 4, padding: 12, minWidth: 0 }}
    >
      <Group justify="space-between" mb={8} wrap="nowrap" h={24}>
        <Text fw={600} size="sm" truncate>
          {props.title}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {props.note && (
            <Text size="xs" c="dimmed">
              {props.note}
            </Text>
          )}
          {props.action}
        </Group>
      </Group>
      {props.children}
    </section>
  );
}
