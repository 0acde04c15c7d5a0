// 辅助核算 (spec 000 §2.2, width 500): one select per auxiliary type linked to the line's subject,
// items from the offline cache; every type needs an item (辅助核算项目不能为空). 取消 / 保存.
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DIALOG_WIDTH } from '../../core/constants';
import type { AuxItemRecord } from '../../local/auxiliary';
import { useReference } from '../../local/hooks';
import type { SubjectRow } from '../../local/subjects';
import { openMessageDialog } from '../dialogs';
import {
  type AuxChoice,
  alignAuxChoices,
  auxOptionsOf,
  checkAuxChoice,
  missingAuxTypes,
} from './picker-rules';

export interface AuxiliaryItemPickerProps {
  opened: boolean;
  /** Default true; a grid that moves the cursor itself after the choice passes false. */
  returnFocus?: boolean;
  subject: SubjectRow | null;
  value: readonly AuxChoice[];
  onClose(): void;
  onSave(value: AuxChoice[]): void;
}

export function AuxiliaryItemPicker({
  opened,
  returnFocus = true,
  subject,
  value,
  onClose,
  onSave,
}: AuxiliaryItemPickerProps) {
  const items = useReference<AuxItemRecord>('auxItems');
  const [draft, setDraft] = useState<AuxChoice[]>([]);
  const [showErrors, setShowErrors] = useState(false);

  // Reset on opening only: later renders of the caller must not wipe what the user picked.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (opened && !wasOpen.current && subject) {
      setDraft(alignAuxChoices(subject, value));
      setShowErrors(false);
    }
    wasOpen.current = opened && subject !== null;
  }, [opened, subject, value]);

  const missing = useMemo(
    () => (subject && showErrors ? new Set(missingAuxTypes(subject, draft)) : new Set<string>()),
    [subject, draft, showErrors],
  );

  const pick = (typeNo: string, infoNo: string | null) => {
    const item = (items ?? []).find((i) => i.typeNo === typeNo && i.infoNo === infoNo);
    setDraft((prev) =>
      prev.map((c) =>
        c.typeNo === typeNo ? { ...c, infoNo: item?.infoNo ?? '', infoName: item?.infoName ?? '' } : c,
      ),
    );
  };

  const save = async () => {
    if (!subject) return;
    const problem = checkAuxChoice(subject, draft);
    if (problem) {
      setShowErrors(true);
      await openMessageDialog({ title: '提示', message: problem, tone: 'warning' });
      return;
    }
    onSave(draft);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={returnFocus}
      size={DIALOG_WIDTH.auxiliaryPicker}
      title="辅助核算"
      centered
    >
      <Stack
        gap="sm"
        component="form"
        aria-label="辅助核算"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {subject && (
          <Text size="xs" c="dimmed">
            科目：{subject.code} {subject.codeFullName}
          </Text>
        )}
        {draft.map((choice, index) => {
          const options = auxOptionsOf(items ?? [], choice.typeNo).map((i) => ({
            value: i.infoNo,
            label: `${i.infoNo} ${i.infoName}`,
          }));
          return (
            <Select
              key={choice.typeNo}
              label={choice.typeName}
              withAsterisk
              size="xs"
              searchable
              clearable
              data-autofocus={index === 0 || undefined}
              placeholder={options.length === 0 ? '本机没有该类型的项目' : `请选择${choice.typeName}`}
              nothingFoundMessage="没有符合条件的项目"
              data={options}
              value={choice.infoNo || null}
              onChange={(v) => pick(choice.typeNo, v)}
              error={missing.has(choice.typeNo) ? `请选择${choice.typeName}` : undefined}
              comboboxProps={{ withinPortal: true, zIndex: 1000 }}
            />
          );
        })}
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button size="xs" variant="default" onClick={onClose}>
            取消
          </Button>
          <Button size="xs" type="submit">
            保存
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
