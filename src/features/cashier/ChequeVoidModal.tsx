// 作废 a cheque with its date and reason (a spoilt cheque is stamped 作废 and kept with its stub).
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { CHEQUE_STATE_LABEL } from '../../core/cashier/types';
import { toCalendarDate } from '../../core/rules/dates';
import { type ChequeRow, queueChequeAction } from '../../local/cheques';
import { AccountingDateInput } from '../../ui/AccountingDateInput';
import { useModalForm } from '../../ui/forms/use-modal-form';

interface VoidForm {
  date: string;
  reason: string;
}

export function ChequeVoidModal({
  row,
  onClose,
  onSaved,
}: {
  row: ChequeRow | null;
  onClose(): void;
  onSaved(label: string): void;
}) {
  const since = row?.issuedOn ?? row?.boughtOn ?? '';
  const form = useModalForm<VoidForm>({
    id: 'cheque-void-form',
    opened: row !== null,
    initial: () => ({ date: toCalendarDate(new Date()), reason: '' }),
    validate: (v) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date)) return '请填写作废日期';
      if (v.date < since) return `作废日期不能早于${row?.issuedOn ? '领用' : '购置'}日期 ${since}`;
      if (!v.reason.trim()) return '作废原因不能为空';
      return null;
    },
    submit: async (v) => {
      if (!row) return;
      const entry = await queueChequeAction(
        row,
        'void',
        { date: v.date, reason: v.reason.trim() },
        {
          state: 'void',
          voidedOn: v.date,
          voidReason: v.reason.trim(),
        },
      );
      onSaved(entry.label);
    },
    onClose,
  });
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={<Text fw={600}>作废支票 {row?.chequeNo ?? ''}</Text>}
      size={440}
      closeOnClickOutside={!form.dirty}
    >
      <form noValidate aria-label="作废支票" onSubmit={form.onSubmit}>
        <Stack gap="xs">
          {row && (
            <Text size="xs" c="dimmed">
              {row.accountLabel}，{CHEQUE_STATE_LABEL[row.state]}
              {row.holder ? `，领用人 ${row.holder}` : ''}。作废的支票应加盖「作废」章，与存根一并保存。
            </Text>
          )}
          <AccountingDateInput
            size="xs"
            label="作废日期"
            withAsterisk
            value={form.values.date}
            onChange={(v) => v && form.set('date', String(v).slice(0, 10))}
          />
          <TextInput
            size="xs"
            label="作废原因"
            withAsterisk
            maxLength={100}
            data-autofocus
            value={form.values.reason}
            onChange={(e) => form.set('reason', e.currentTarget.value)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" color="red" loading={form.busy}>
              作废
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
