// The inline 新增 / 修改 form of 常用摘要, above the list. Mounted afresh for each row it edits (the
// screen keys it), so it opens with that row's values.
import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { voucherTemplateContracts } from '../../../core/contracts/voucher-template';
import { useModalForm } from '../../../ui/forms/use-modal-form';
import { runWrite } from '../../../ui/run-write';
import { useServices } from '../../../ui/services';

export const summaryFormId = 'summary-form';

/** What is edited: a new summary has no id. */
export interface SummaryEditing {
  id?: number;
  version?: number;
  text: string;
  sort: number;
}

export function SummaryForm({ editing, onClose }: { editing: SummaryEditing; onClose(): void }) {
  const { api } = useServices();
  const form = useModalForm<{ text: string; sort: number }>({
    id: summaryFormId,
    opened: true,
    initial: () => ({ text: editing.text, sort: editing.sort }),
    validate: ({ text }) => (text.trim() ? null : '摘要不能为空'),
    submit: async (values) => {
      const body =
        editing.id === undefined ? values : { id: editing.id, version: editing.version, ...values };
      const saved = await runWrite(
        { action: '保存常用摘要', refreshCaches: { api, tables: ['summaries'] } },
        () => api.call(voucherTemplateContracts.saveSummary, body, { quiet: true }).then(() => true),
      );
      return saved ? undefined : false;
    },
    onClose,
  });

  return (
    <Group
      gap="xs"
      mb="xs"
      p="xs"
      style={{ background: '#f5f8ff', borderRadius: 4 }}
      component="form"
      aria-label={editing.id ? '修改常用摘要' : '新增常用摘要'}
      onSubmit={form.onSubmit}
    >
      <TextInput
        size="xs"
        label="摘要"
        w={420}
        maxLength={200}
        data-autofocus
        autoFocus
        value={form.values.text}
        onChange={(e) => form.set('text', e.currentTarget.value)}
      />
      <NumberInput
        size="xs"
        label="排序号"
        w={100}
        min={0}
        max={999999}
        allowDecimal={false}
        value={form.values.sort}
        onChange={(v) => form.set('sort', typeof v === 'number' ? v : 0)}
      />
      <Group gap="xs" mt={22}>
        <Button size="xs" type="submit" loading={form.busy}>
          保存
        </Button>
        <Button size="xs" variant="default" onClick={onClose}>
          取消
        </Button>
      </Group>
    </Group>
  );
}
