// 新增 / 编辑 拨款卡: whose card (a person, or none for a unit payee), 户名, 开户行, 账号 (spaces typed
// or pasted are dropped), 默认卡. A person's 户名 starts as the person's name. Saved through the outbox.
import { Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { type BankCardRow, type PersonRow, saveBankCard } from '../../local/personnel';
import { useModalForm } from '../../ui/forms/use-modal-form';
import { type BankCardForm, initialBankCardForm, validateBankCard } from './personnel-rules';

export const bankCardFormId = 'bank-card-form';

export interface BankCardFormModalProps {
  opened: boolean;
  editing: BankCardRow | null;
  rows: readonly BankCardRow[];
  people: readonly PersonRow[];
  onClose(): void;
  onSaved?(label: string): void;
}

export function BankCardFormModal(props: BankCardFormModalProps) {
  const { opened, editing, rows, people, onClose, onSaved } = props;
  // New cards go to enabled people; a card of a person disabled later still shows its owner.
  const personOptions = useMemo(
    () =>
      people
        .filter((p) => p.id !== null && (p.enabled || p.id === editing?.personId))
        .map((p) => ({ value: String(p.id), label: `${p.name}（${p.code}）` })),
    [people, editing],
  );
  const form = useModalForm<BankCardForm>({
    id: bankCardFormId,
    opened,
    initial: () => initialBankCardForm(editing),
    validate: (values) => validateBankCard(values, rows, editing),
    submit: async (values) => {
      const person = people.find((p) => String(p.id) === values.personId);
      const entry = await saveBankCard({
        editing,
        personId: values.personId === null ? null : Number(values.personId),
        personName: person?.name ?? null,
        accountName: values.accountName,
        bankName: values.bankName,
        accountNo: values.accountNo,
        isDefault: values.isDefault,
      });
      onSaved?.(entry.label);
    },
    onClose,
  });
  const title = editing ? '编辑拨款卡' : '新增拨款卡';
  const choosePerson = (value: string | null) => {
    const person = people.find((p) => String(p.id) === value);
    form.update({
      personId: value,
      // The bank pays only to the holder's name: a person's card starts with the person's name.
      ...(person && !form.values.accountName.trim() ? { accountName: person.name } : {}),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={600} size="md">
          {title}
        </Text>
      }
      size={480}
      closeOnClickOutside={!form.dirty}
    >
      <form noValidate aria-label={title} onSubmit={form.onSubmit}>
        <Stack gap="xs">
          <Select
            size="xs"
            label="收款人"
            description="不选人员即为单位收款账户"
            placeholder="单位收款"
            data={personOptions}
            value={form.values.personId}
            onChange={choosePerson}
            clearable
            searchable
            nothingFoundMessage="没有匹配的人员"
            comboboxProps={{ withinPortal: true }}
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
            label="开户行"
            withAsterisk
            maxLength={60}
            value={form.values.bankName}
            onChange={(e) => form.set('bankName', e.currentTarget.value)}
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
          <Checkbox
            size="xs"
            label="设为默认卡（报销款默认付到此卡）"
            checked={form.values.isDefault}
            disabled={editing?.isDefault === true}
            onChange={(e) => form.set('isDefault', e.currentTarget.checked)}
          />
          <Text size="xs" c="dimmed">
            每个收款人只有一张默认卡；其第一张卡自动成为默认卡。保存后先记录在本机，联网时自动提交。
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
