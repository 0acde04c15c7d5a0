// The white bordered block screens put their tables and forms in, below the PageHeader. With a
// title it gets a title row (title left; note and action right), as the auxiliary screens use it.
import { Group, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

const frame: CSSProperties = {
  background: '#fff',
  border: '1px solid #e4e7ed',
  borderRadius: 4,
  padding: 12,
  minWidth: 0,
};

export interface PanelProps {
  title?: ReactNode;
  /** Small grey text beside the action: "共 5 个类型". */
  note?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  /** Inner padding in px: 12 (tables), 16 for loose form content. */
  padding?: number;
  /** Placement only (width, flex, maxWidth); the look stays the panel's. */
  style?: CSSProperties;
}

export function Panel({ title, note, action, children, padding, style }: PanelProps) {
  const header = title !== undefined || note !== undefined || action !== undefined;
  return (
    <section style={{ ...frame, ...(padding === undefined ? {} : { padding }), ...style }}>
      {header && (
        <Group justify="space-between" mb={8} wrap="nowrap" h={24}>
          <Text fw={600} size="sm" truncate>
            {title}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {note && (
              <Text size="xs" c="dimmed">
                {note}
              </Text>
            )}
            {action}
          </Group>
        </Group>
      )}
      {children}
    </section>
  );
}
