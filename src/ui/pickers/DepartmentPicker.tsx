// 选择部门 (spec 000 §2.2, width 500): the ledger set's enabled departments from the offline cache,
// filterable; double-click or Enter chooses. Required when the line's subject has department
// accounting (请选择部门).
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { DIALOG_WIDTH } from '../../core/constants';
import type { DepartmentRecord } from '../../local/departments';
import { useReference } from '../../local/hooks';
import { openMessageDialog } from '../dialogs';
import { type DepartmentChoice, PICKER_MESSAGES } from './picker-rules';
import classes from './pickers.module.css';

export interface DepartmentPickerProps {
  opened: boolean;
  /** Default true; a grid that moves the cursor itself after the choice passes false. */
  returnFocus?: boolean;
  value?: string | null;
  onClose(): void;
  onChoose(department: DepartmentChoice): void;
}

export function DepartmentPicker({
  opened,
  returnFocus = true,
  value,
  onClose,
  onChoose,
}: DepartmentPickerProps) {
  const rows = useReference<DepartmentRecord>('departments');
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setFilter('');
    setSelected(value ?? null);
  }, [opened, value]);

  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return (rows ?? [])
      .filter((d) => d.enabled)
      .filter(
        (d) => q === '' || d.departmentCode.startsWith(q) || d.departmentName.toLowerCase().includes(q),
      );
  }, [rows, filter]);

  const choose = async (code: string | null) => {
    const dept = shown.find((d) => d.departmentCode === code);
    if (!dept) {
      await openMessageDialog({ title: '提示', message: PICKER_MESSAGES.noDepartment, tone: 'warning' });
      return;
    }
    onChoose({ departmentCode: dept.departmentCode, departmentName: dept.departmentName });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const at = shown.findIndex((d) => d.departmentCode === selected);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = shown[Math.min(shown.length - 1, Math.max(0, at < 0 ? 0 : at + step))];
      if (next) setSelected(next.departmentCode);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void choose(selected ?? (shown.length === 1 ? (shown[0]?.departmentCode ?? null) : null));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={returnFocus}
      size={DIALOG_WIDTH.departmentPicker}
      title="选择部门"
      centered
    >
      <Stack gap="xs" onKeyDown={onKeyDown}>
        <TextInput
          size="xs"
          placeholder="输入部门编码或名称过滤"
          aria-label="过滤部门"
          value={filter}
          data-autofocus
          onChange={(e) => {
            setFilter(e.currentTarget.value);
            setSelected(null);
          }}
        />
        <div className={classes.tree} role="listbox" aria-label="部门" style={{ height: 300 }}>
          {shown.length === 0 ? (
            <Text size="xs" c="dimmed" p="sm">
              {rows === undefined ? '正在读取部门…' : '没有可选的部门'}
            </Text>
          ) : (
            shown.map((d) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the list's container handles the keys (arrows, Enter)
              <div
                key={d.key}
                role="option"
                tabIndex={-1}
                aria-selected={d.departmentCode === selected}
                data-testid={`department-option-${d.departmentCode}`}
                className={classes.node}
                data-leaf
                data-selected={d.departmentCode === selected || undefined}
                style={{ paddingLeft: 10 }}
                onClick={() => setSelected(d.departmentCode)}
                onDoubleClick={() => void choose(d.departmentCode)}
              >
                <span className={classes.code}>{d.departmentCode}</span>
                <span className={classes.name}>{d.departmentName}</span>
              </div>
            ))
          )}
        </div>
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onClose}>
            取消
          </Button>
          <Button size="xs" onClick={() => void choose(selected)}>
            确定
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
