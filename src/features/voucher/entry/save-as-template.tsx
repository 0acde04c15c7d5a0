// 存为模板: the voucher's lines (subjects, auxiliary items, departments, and the amounts typed) become a
// 快捷凭证模板 under a name the user gives. Needs the server; the cache is refreshed at once so
// the 模板 menu offers it here and offline afterwards.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { ApiClient } from '../../../api/client';
import { MESSAGE_BOX_WIDTH } from '../../../core/constants';
import { voucherTemplateContracts } from '../../../core/contracts/voucher-template';
import { isZero } from '../../../core/money';
import { openMessageDialog } from '../../../ui/dialogs';
import { runWrite } from '../../../ui/run-write';
import { type EntryLine, toEntries } from '../../../ui/voucher/grid-model';

function NameForm({ onDone }: { onDone: (name: string | null) => void }) {
  const [name, setName] = useState('');
  return (
    <Stack
      gap="md"
      component="form"
      aria-label="存为模板"
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) onDone(name.trim());
      }}
    >
      <TextInput
        label="模板名称"
        maxLength={40}
        data-autofocus
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => onDone(null)}>
          取消
        </Button>
        <Button type="submit" disabled={!name.trim()}>
          保存
        </Button>
      </Group>
    </Stack>
  );
}

function askName(): Promise<string | null> {
  return new Promise((resolve) => {
    const modalId = 'save-as-template';
    let answered = false;
    const done = (name: string | null) => {
      if (answered) return;
      answered = true;
      modals.close(modalId);
      resolve(name);
    };
    modals.open({
      modalId,
      title: '存为快捷凭证模板',
      size: MESSAGE_BOX_WIDTH,
      onClose: () => done(null),
      children: <NameForm onDone={done} />,
    });
  });
}

/** True when the template was saved. */
export async function saveAsTemplate(api: ApiClient, lines: readonly EntryLine[]): Promise<boolean> {
  const { entries } = toEntries(lines);
  if (entries.length === 0) {
    await openMessageDialog({ title: '提示', message: '没有可保存的分录', tone: 'warning' });
    return false;
  }
  const name = await askName();
  if (name === null) return false;
  const body = {
    name,
    entries: entries.map((e) => ({
      ...e,
      auxis: e.auxis && [...e.auxis],
      // A zero side is "not fixed" in a template, left for the preparer.
      debitAmount: isZero(e.debitAmount) ? '' : e.debitAmount,
      creditAmount: isZero(e.creditAmount) ? '' : e.creditAmount,
    })),
  };
  const saved = await runWrite(
    { action: '保存凭证模板', refreshCaches: { api, tables: ['templates'] } },
    () => api.call(voucherTemplateContracts.saveTemplate, body, { quiet: true }).then(() => true),
  );
  return saved === true;
}
