// 新增 / 编辑 出纳账户 (现金 or 银行): 账户编码, 名称, for a bank account the unit's bank account it
// keeps the book of (its 102 subject comes with it), for a cash account an end-level 101 subject,
// 启用日期 and 期初余额 (the balance on that day). Saved through the outbox.
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import type { AccountKind } from '../../core/cashier/types';
import { toCalendarDate } from '../../core/rules/dates';
import { useReference } from '../../local';
import {
  type BankAccountRecord,
  type BankAccountRow,
  type CashierAccountRow,
  saveCashierAccount,
} from '../../local/cashier-accounts';
import { AccountingDateInput } from '../../ui/AccountingDateInput';
import { useModalForm } from '../../ui/forms/use-modal-form';
import { type CashierAccountForm, initialCashierAccountForm, validateCashierAccount } from './account-rules';
import { groupDigits } from './BankAccountScreen';
import { MoneyInput } from './money-input';
import { useCashSubjects } from './use-cash-subjects';

export interface CashierAccountFormModalProps {
  kind: AccountKind;
  opened: boolean;
  editing: CashierAccountRow | null;
  rows: readonly CashierAccountRow[];
  onClose(): void;
  onSaved?(label: string): void;
}

export function CashierAccountFormModal(props: CashierAccountFormModalProps) {
  const { kind, opened, editing, rows, onClose, onSaved } = props;
  const subjects = useCashSubjects(kind);
  const banks = (useReference<BankAccountRecord>('bankAccounts') ?? []) as BankAccountRow[];
  const bankOptions = useMemo(
    () =>
      banks
        .filter((b) => b.id !== null && (b.enabled || b.id === editing?.bankAccountId))
        .map((b) => ({
          value: b.key,
          label: `${b.bankName} ${groupDigits(b.accountNo)}（${b.subjectCode}）`,
        })),
    [banks, editing],
  );
  const form = useModalForm<CashierAccountForm>({
    id: `cashier-account-form-${kind}`,
    opened,
    initial: () =>
      initialCashierAccountForm(editing, toCalendarDate(new Date()), (id) =>
        id === null ? null : (banks.find((b) => b.id === id)?.key ?? null),
      ),
    validate: (v) => validateCashierAccount(kind, v, rows, editing),
    submit: async (v) => {
      const bank = banks.find((b) => b.key === v.bankAccountKey) ?? null;
      const subject = subjects.find((s) => s.code === v.subjectCode);
      const entry = await saveCashierAccount({
        editing,
        kind,
        code: v.code,
        name: v.name,
        subjectCode: v.subjectCode ?? '',
        subjectName: subject?.codeName ?? editing?.subjectName ?? '',
        bank:
          bank && bank.id !== null
            ? { id: bank.id, bankName: bank.bankName, accountNo: bank.accountNo }
            : null,
        openedOn: v.openedOn,
        openingBalance: v.openingBalance.trim() === '' ? '0.00' : v.openingBalance.trim(),
      });
      onSaved?.(entry.label);
    },
    onClose,
  });
  const chooseBank = (key: string | null) => {
    const bank = banks.find((b) => b.key === key);
    form.update({
      bankAccountKey: key,
      subjectCode: bank?.subjectCode ?? null,
      ...(bank && !form.values.name.trim() ? { name: bank.remark || bank.bankName } : {}),
    });
  };
  const noun = kind === 'cash' ? '现金账户' : '银行账户';
  const title = `${editing ? '编辑' : '新增'}出纳${noun}`;
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
          <Group grow gap="xs">
            <TextInput
              size="xs"
              label="账户编码"
              withAsterisk
              maxLength={20}
              data-autofocus
              value={form.values.code}
              onChange={(e) => form.set('code', e.currentTarget.value)}
            />
            <TextInput
              size="xs"
              label="账户名称"
              withAsterisk
              maxLength={40}
              value={form.values.name}
              onChange={(e) => form.set('name', e.currentTarget.value)}
            />
          </Group>
          {kind === 'bank' ? (
            <Select
              size="xs"
              label="银行账户"
              withAsterisk
              description="在「银行账户」中登记的单位账户；对应科目随之确定"
              data={bankOptions}
              value={form.values.bankAccountKey}
              onChange={chooseBank}
              searchable
              nothingFoundMessage="没有可用的银行账户，请先在「银行账户」中登记"
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
          <Select
            size="xs"
            label="对应科目"
            withAsterisk
            description={kind === 'cash' ? '库存现金的末级科目' : '随银行账户确定'}
            data={subjects.map((s) => ({
              value: s.code,
              label: `${s.code} ${s.codeFullName || s.codeName}`,
            }))}
            value={form.values.subjectCode}
            onChange={(v) => form.set('subjectCode', v)}
            disabled={kind === 'bank'}
            searchable
            nothingFoundMessage="没有可用的末级科目"
            comboboxProps={{ withinPortal: true }}
          />
          <Group grow gap="xs">
            <AccountingDateInput
              size="xs"
              label="启用日期"
              withAsterisk
              value={form.values.openedOn}
              onChange={(v) => v && form.set('openedOn', String(v).slice(0, 10))}
            />
            <MoneyInput
              size="xs"
              label="期初余额"
              description="启用日当天登记前的余额"
              allowNegative
              value={form.values.openingBalance}
              onChange={(v) => form.set('openingBalance', v)}
            />
          </Group>
          <Text size="xs" c="dimmed">
            出纳账从启用日期开始登记；期初余额应与总账该科目启用日前的余额一致，日报表逐户核对。
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
