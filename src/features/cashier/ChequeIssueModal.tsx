// 领用 a cheque: 领用日期, 领用人, 部门, 用途, 限额 (the write-off may not exceed it), 收款单位 and
// 批准人 — the 支票签发登记簿's columns. Saved through the outbox with the version seen.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { chequeExpiry } from '../../core/cashier/cheques';
import { toCents } from '../../core/money';
import { toCalendarDate } from '../../core/rules/dates';
import { type ChequeRow, queueChequeAction } from '../../local/cheques';
import { AccountingDateInput } from '../../ui/AccountingDateInput';
import { useModalForm } from '../../ui/forms/use-modal-form';
import { MoneyInput } from './money-input';

interface IssueForm {
  issuedOn: string;
  holder: string;
  department: string;
  purpose: string;
  limitAmount: string;
  payee: string;
  approver: string;
}

export function validateIssue(v: IssueForm, boughtOn: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.issuedOn)) return '请填写领用日期';
  if (v.issuedOn < boughtOn) return `领用日期不能早于购置日期 ${boughtOn}`;
  if (!v.holder.trim()) return '领用人不能为空';
  if (!v.purpose.trim()) return '用途不能为空';
  if (v.limitAmount.trim() !== '') {
    try {
      if (toCents(v.limitAmount) <= 0n) return '限额必须大于 0';
    } catch {
      return '限额应为金额，如 5000.00';
    }
  }
  return null;
}

export function ChequeIssueModal({
  row,
  onClose,
  onSaved,
}: {
  row: ChequeRow | null;
  onClose(): void;
  onSaved(label: string): void;
}) {
  const form = useModalForm<IssueForm>({
    id: 'cheque-issue-form',
    opened: row !== null,
    initial: () => ({
      issuedOn: toCalendarDate(new Date()),
      holder: '',
      department: '',
      purpose: '',
      limitAmount: '',
      payee: '',
      approver: '',
    }),
    validate: (v) => validateIssue(v, row?.boughtOn ?? ''),
    submit: async (v) => {
      if (!row) return;
      const limit = v.limitAmount.trim() === '' ? null : v.limitAmount.trim();
      const fields = {
        issuedOn: v.issuedOn,
        holder: v.holder.trim(),
        department: v.department.trim(),
        purpose: v.purpose.trim(),
        limitAmount: limit,
        payee: v.payee.trim(),
        approver: v.approver.trim(),
      };
      const entry = await queueChequeAction(row, 'issue', fields, { ...fields, state: 'issued' });
      onSaved(entry.label);
    },
    onClose,
  });
  const title = `领用支票 ${row?.chequeNo ?? ''}`;
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={<Text fw={600}>{title}</Text>}
      size={480}
      closeOnClickOutside={!form.dirty}
    >
      <form noValidate aria-label="领用支票" onSubmit={form.onSubmit}>
        <Stack gap="xs">
          <Group grow gap="xs">
            <AccountingDateInput
              size="xs"
              label="领用日期"
              withAsterisk
              value={form.values.issuedOn}
              onChange={(v) => v && form.set('issuedOn', String(v).slice(0, 10))}
            />
            <TextInput
              size="xs"
              label="领用人"
              withAsterisk
              maxLength={40}
              data-autofocus
              value={form.values.holder}
              onChange={(e) => form.set('holder', e.currentTarget.value)}
            />
          </Group>
          <Group grow gap="xs">
            <TextInput
              size="xs"
              label="领用部门"
              maxLength={40}
              value={form.values.department}
              onChange={(e) => form.set('department', e.currentTarget.value)}
            />
            <TextInput
              size="xs"
              label="批准人"
              maxLength={40}
              value={form.values.approver}
              onChange={(e) => form.set('approver', e.currentTarget.value)}
            />
          </Group>
          <TextInput
            size="xs"
            label="用途"
            withAsterisk
            maxLength={100}
            value={form.values.purpose}
            onChange={(e) => form.set('purpose', e.currentTarget.value)}
          />
          <Group grow gap="xs">
            <TextInput
              size="xs"
              label="收款单位"
              maxLength={60}
              value={form.values.payee}
              onChange={(e) => form.set('payee', e.currentTarget.value)}
            />
            <MoneyInput
              size="xs"
              label="限额"
              description="报销金额不得超过限额"
              value={form.values.limitAmount}
              onChange={(v) => form.set('limitAmount', v)}
            />
          </Group>
          {/^\d{4}-\d{2}-\d{2}$/.test(form.values.issuedOn) && (
            <Text size="xs" c="dimmed">
              支票自出票日起 10 日内有效（至 {chequeExpiry(form.values.issuedOn)}
              ），逾期未报销将标为「逾期」。
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={form.busy}>
              领用
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
