// 新增 / 编辑 银行账户: 开户行, 户名, 账号 (spaces dropped), 存款种类, the end-level 102 subject it is
// booked in, 开户日期, 备注. Saved through the outbox.
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { DEPOSIT_TYPES, type DepositType } from '../../core/contracts/bank-account';
import { toCalendarDate } from '../../core/rules/dates';
import { type BankAccountRow, saveBankAccount } from '../../local/cashier-accounts';
import { AccountingDateInput } from '../../ui/AccountingDateInput';
import { useModalForm } from '../../ui/forms/use-modal-form';
import { type BankAccountForm, initialBankAccountForm, validateBankAccount } from './account-rules';
import { useCashSubjects } from './use-cash-subjects';

export interface BankAccountFormModalProps {
  opened: boolean;
  editing: BankAccountRow | null;
  rows: readonly BankAccountRow[];
  onClose(): void;
  onSaved?(label: string): void;
}

export function BankAccountFormModal({ opened, editing, rows, onClose, onSaved }: BankAccountFormModalProps) {
  const subjects = useCashSubjects('bank');
  const subjectOptions = useMemo(
    () => subjects.map((s) => ({ value: s.code, label: `${s.code} ${s.codeFullName || s.codeName}` })),
    [subjects],
  );
  const form = useModalForm<BankAccountForm>({
    id: 'bank-account-form',
    opened,
    initial: () => initialBankAccountForm(editing, toCalendarDate(new Date())),
    validate: (v) => validateBankAccount(v, rows, editing),
    submit: async (v) => {
      const subject = subjects.find((s) => s.code === v.subjectCode);
      const entry = await saveBankAccount({
        editing,
        bankName: v.bankName,
        accountName: v.accountName,
        accountNo: v.accountNo,
        depositType: v.depositType,
        subjectCode: v.subjectCode ?? '',
        subjectName: subject?.codeName ?? editing?.subjectName ?? '',
        openedOn: v.openedOn,
        remark: v.remark,
      });
      onSaved?.(entry.label);
    },
    onClose,
  });
  const title = editing ? '编辑银行账户' : '新增银行账户';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600}>{title}</Text>}
      size={520}
      closeOnClickOutside={!form.dirty}
    >
      <form noValidate aria-label={title} onSubmit={form.onSubmit}>
        <Stack gap="xs">
          <TextInput
            size="xs"
            label="开户行"
            withAsterisk
            maxLength={60}
            data-autofocus
            value={form.values.bankName}
            onChange={(e) => form.set('bankName', e.currentTarget.value)}
          />
          <TextInput
            size="xs"
            label="户名"
            withAsterisk
            maxLength={60}
            value={form.values.accountName}
            onChange={(e) => form.set('accountName', e.currentTarget.value)}
          />
          <TextInput
            size="xs"
            label="账号"
            withAsterisk
            inputMode="numeric"
            description="8 到 30 位数字，空格自动去除"
            maxLength={40}
            styles={{ input: { fontFamily: 'monospace' } }}
            value={form.values.accountNo}
            onChange={(e) => form.set('accountNo', e.currentTarget.value)}
          />
          <Group grow gap="xs">
            <Select
              size="xs"
              label="存款种类"
              withAsterisk
              data={[...DEPOSIT_TYPES]}
              value={form.values.depositType}
              onChange={(v) => v && form.set('depositType', v as DepositType)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <AccountingDateInput
              size="xs"
              label="开户日期"
              withAsterisk
              value={form.values.openedOn}
              onChange={(v) => v && form.set('openedOn', String(v).slice(0, 10))}
            />
          </Group>
          <Select
            size="xs"
            label="对应科目"
            withAsterisk
            description="银行存款的末级明细科目，一个科目对应一个银行账户"
            placeholder="选择 102 下的明细科目"
            data={subjectOptions}
            value={form.values.subjectCode}
            onChange={(v) => form.set('subjectCode', v)}
            searchable
            nothingFoundMessage="没有可用的银行存款明细科目，请先在科目设置中增加"
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            size="xs"
            label="备注"
            maxLength={100}
            value={form.values.remark}
            onChange={(e) => form.set('remark', e.currentTarget.value)}
          />
          <Text size="xs" c="dimmed">
            保存后先记录在本机，联网时自动提交。
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={form.busy}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
