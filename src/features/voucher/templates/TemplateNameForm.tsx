// 重命名 of a 快捷凭证模板, inline in the template's header: Enter saves, Esc or 取消 gives up. The
// lines are sent unchanged with the version read.
import { Button, Group, TextInput } from '@mantine/core';
import { voucherTemplateContracts } from '../../../core/contracts/voucher-template';
import type { VoucherTemplateRecord } from '../../../local/voucher-templates';
import { useModalForm } from '../../../ui/forms/use-modal-form';
import { runWrite } from '../../../ui/run-write';
import { useServices } from '../../../ui/services';

export const templateNameFormId = 'template-name-form';

export function TemplateNameForm({
  template,
  onClose,
}: {
  template: VoucherTemplateRecord;
  onClose(): void;
}) {
  const { api } = useServices();
  const form = useModalForm<{ name: string }>({
    id: templateNameFormId,
    opened: true,
    initial: () => ({ name: template.name }),
    validate: ({ name }) => (name.trim() ? null : '模板名称不能为空'),
    submit: async ({ name }) => {
      const body = { id: template.id, version: template.version, name, entries: template.entries };
      const done = await runWrite(
        { action: '重命名凭证模板', refreshCaches: { api, tables: ['templates'] } },
        () => api.call(voucherTemplateContracts.saveTemplate, body, { quiet: true }).then(() => true),
      );
      return done ? undefined : false;
    },
    onClose,
  });

  return (
    <Group gap="xs" component="form" aria-label="重命名凭证模板" onSubmit={form.onSubmit}>
      <TextInput
        size="xs"
        aria-label="模板名称"
        maxLength={40}
        autoFocus
        value={form.values.name}
        onChange={(e) => form.set('name', e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
      />
      <Button size="xs" type="submit" loading={form.busy}>
        保存
      </Button>
      <Button size="xs" variant="default" onClick={onClose}>
        取消
      </Button>
    </Group>
  );
}
