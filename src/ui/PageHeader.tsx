// The title bar of a screen inside the layout: title (and where it belongs), actions on the right.
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  /** Small grey text beside the title: the module or parent screen. */
  subtitle?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      px="md"
      h={48}
      style={{ background: '#fff', border: '1px solid #e4e7ed', borderRadius: 4 }}
    >
      <Group gap={10} wrap="nowrap" style={{ minWidth: 0 }}>
        <span
          aria-hidden
          style={{ width: 3, height: 16, borderRadius: 2, background: 'var(--mantine-color-blue-7)' }}
        />
        <Text component="h1" fw={600} size="md" c="#1d2b42" m={0} truncate>
          {title}
        </Text>
        {subtitle && (
          <Text size="xs" c="dimmed" truncate>
            {subtitle}
          </Text>
        )}
      </Group>
      {actions && (
        <Group gap="xs" wrap="nowrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
