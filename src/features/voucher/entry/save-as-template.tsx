// 存为模板: the voucher's lines (subjects, auxiliary items, departments, and the amounts typed) become a
// 快捷凭证模板 under a name the user gives. Needs the server; the cache is refreshed at once so
// the 模板 menu offers it here and offline afterwards. A refused name stays in the dialog to change.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ApiClient } from '../../../api/client';
import { MESSAGE_BOX_WIDTH } from '../../../core/constants';
import { voucherTemplateContracts } from '../../../core/contracts/voucher-template';
import { isZero } from '../../../core/money';
import { openMessageDialog } from '../../../ui/dialogs';
import { useModalForm } from '../../../ui/forms/use-modal-form';
import { runWrite } from '../../../ui/run-write';
import { type EntryLine, toEntries } from '../../../ui/voucher/grid-model';

export const saveAsTemplateFormId = 'save-as-template-form';

/** Asks the name and saves under it; a refused name stays in the form to be changed. */
function NameForm({ save, onDone }: { save(name: string): Promise<boolean>; onDone(saved: boolean): void }) {
  const form = useModalForm<{ name: string }>({
    id: saveAsTemplateFormId,
    // Mounted by modals.open while its dialog shows.
    opened: true,
    initial: () => ({ name: '' }),
    validate: ({ name }) => (name.trim() ? null : '模板名称不能为空'),
    submit: async ({ name }) => ((await save(name.trim())) ? undefined : false),
    onClose: () => onDone(true),
  });
  return (
    <Stack gap="md" component="form" aria-label="存为模板" onSubmit={form.onSubmit}>
      <TextInput
        label="模板名称"
        maxLength={40}
        data-autofocus
        value={form.values.name}
        onChange={(e) => form.set('name', e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => onDone(false)}>
          取消
        </Button>
        <Button type="submit" loading={form.busy}>
          保存
        </Button>
      </Group>
    </Stack>
  );
}

/** Resolves true once a name was given and the template saved, false when the dialog is closed. */
function askAndSave(save: (name: string) => Promise<boolean>): Promise<boolean> {
  return new Promise((resolve) => {
    const modalId = 'save-as-template';
    let answered = false;
    const done = (saved: boolean) => {
      if (answered) return;
      answered = true;
      modals.close(modalId);
      resolve(saved);
    };
    modals.open({
      modalId,
      title: '存为快捷凭证模板',
      size: MESSAGE_BOX_WIDTH,
      onClose: () => done(false),
      children: <NameForm save={save} onDone={done} />,
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
  const templateEntries = entries.map((e) => ({
    ...e,
    auxis: e.auxis && [...e.auxis],
    // A zero side is "not fixed" in a template, left for the preparer.
    debitAmount: isZero(e.debitAmount) ? '' : e.debitAmount,
    creditAmount: isZero(e.creditAmount) ? '' : e.creditAmount,
  }));
  return askAndSave(async (name) => {
    const saved = await runWrite(
      { action: '保存凭证模板', refreshCaches: { api, tables: ['templates'] } },
      () =>
        api
          .call(voucherTemplateContracts.saveTemplate, { name, entries: templateEntries }, { quiet: true })
          .then(() => true),
    );
    return saved === true;
  });
}
