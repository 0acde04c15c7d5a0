// The small 编辑 / 停用(启用) / 删除 buttons at the end of a settings table row. An action without a
// handler is not shown (a built-in row has no 删除); a blocked one shows greyed, with its reason on
// hover when the screen gives one.
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** false/undefined: usable; true: greyed; a string: greyed, and the string says why. */
export type Blocked = boolean | string | null | undefined;

export type RowAction = 'edit' | 'toggle' | 'delete';

export interface RowActionsProps {
  onEdit?: () => void;
  onToggle?: () => void;
  /** The row's state: the toggle offers 停用 for an enabled row, 启用 for a disabled one. */
  enabled?: boolean;
  onDelete?: () => void;
  /** Every action at once (the screen is read-only), or each on its own. */
  disabled?: Blocked | Partial<Record<RowAction, Blocked>>;
  /** Actions of this table only (新增下级), placed before 编辑. */
  children?: ReactNode;
}

function blockOf(disabled: RowActionsProps['disabled'], action: RowAction): Blocked {
  return disabled !== null && typeof disabled === 'object' ? disabled[action] : disabled;
}

export function RowButton(props: { label: string; color?: string; blocked?: Blocked; onClick: () => void }) {
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color={props.color}
      disabled={!!props.blocked}
      title={typeof props.blocked === 'string' ? props.blocked : undefined}
      onClick={props.onClick}
    >
      {props.label}
    </Button>
  );
}

export function RowActions({ onEdit, onToggle, enabled, onDelete, disabled, children }: RowActionsProps) {
  return (
    <Group gap={2} wrap="nowrap">
      {children}
      {onEdit && <RowButton label="编辑" blocked={blockOf(disabled, 'edit')} onClick={onEdit} />}
      {onToggle && (
        <RowButton
          label={enabled ? '停用' : '启用'}
          color={enabled ? 'gray.7' : 'teal'}
          blocked={blockOf(disabled, 'toggle')}
          onClick={onToggle}
        />
      )}
      {onDelete && (
        <RowButton label="删除" color="red" blocked={blockOf(disabled, 'delete')} onClick={onDelete} />
      )}
    </Group>
  );
}
