// The succession-mode dialog of spec 000 §4.1: take over all subjects automatically (1) or by hand
// (3, which needs the 2021 year-end balances keyed in, so it is confirmed twice); or go straight to
// the succession table (spec 000 §2.1) and map old subjects to new ones there.
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { SuccessionMode, type SuccessionModeValue } from './financial-status';

let counter = 0;

/** A mode for /saveChoiceStand, or 'table': open the succession table without choosing one. */
export type SuccessionChoice = SuccessionModeValue | 'table';

function ModeForm({ onChoose, onCancel }: { onChoose(mode: SuccessionChoice): void; onCancel(): void }) {
  const [mode, setMode] = useState<SuccessionChoice>(SuccessionMode.automatic);
  return (
    <Stack gap="md">
      <Text size="sm">本账套从旧会计制度转入新制度，请选择科目承接方式：</Text>
      <Radio.Group
        value={String(mode)}
        onChange={(v) => setMode(v === 'table' ? 'table' : (Number(v) as SuccessionModeValue))}
      >
        <Stack gap="sm">
          <Radio
            value={String(SuccessionMode.automatic)}
            label="自动承接全部科目"
            description="按新旧科目对照关系，自动把 2021 年末余额转入新制度科目"
          />
          <Radio
            value="table"
            label="在衔接表中逐项对照承接"
            description="为每个新制度科目选择承接的旧科目，可调整金额，借贷合计一致后确认"
          />
          <Radio
            value={String(SuccessionMode.manual)}
            label="手动承接"
            description="逐个选择要承接的旧科目，并手工录入 2021 年末余额"
          />
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          稍后处理
        </Button>
        <Button onClick={() => onChoose(mode)}>确定</Button>
      </Group>
    </Stack>
  );
}

/** Resolves the chosen mode, or null when the user closes the dialog. */
export function chooseSuccessionMode(): Promise<SuccessionChoice | null> {
  return new Promise((resolve) => {
    counter += 1;
    const modalId = `succession-mode-${counter}`;
    let chosen: SuccessionChoice | null = null;
    modals.open({
      modalId,
      title: <Text fw={600}>选择科目承接方式</Text>,
      size: 440,
      closeOnClickOutside: false,
      onClose: () => resolve(chosen),
      children: (
        <ModeForm
          onChoose={(mode) => {
            chosen = mode;
            modals.close(modalId);
          }}
          onCancel={() => modals.close(modalId)}
        />
      ),
    });
  });
}
