// The row of fields the one-amount screens share: 凭证字, 凭证日期, 附单据, 摘要, 金额 and 保存 (Enter
// in 金额 saves too).
import { Button, Group, Select, TextInput } from '@mantine/core';
import { cleanAmountCell } from '../../../core/rules/amount-input';
import { capIntegerInput } from '../../../core/rules/integer-input';
import { AccountingDateInput } from '../../../ui/AccountingDateInput';
import type { OneAmountForm } from './use-one-amount-voucher';

export function OneAmountFields({
  form,
  ready,
  invalid = false,
  onSave,
}: {
  form: OneAmountForm;
  /** Lines can be made: 保存 is enabled. */
  ready: boolean;
  /** The amount as typed cannot be used (shown red). */
  invalid?: boolean;
  onSave: () => void;
}) {
  return (
    <Group gap="md" align="flex-end">
      <Select
        size="xs"
        w={130}
        label="凭证字"
        data={form.enabledTypes.map((t) => ({ value: t.code, label: `${t.code}　${t.name}` }))}
        value={form.voucherType || null}
        allowDeselect={false}
        onChange={(v) => v && form.setVoucherType(v)}
        comboboxProps={{ withinPortal: true }}
      />
      <AccountingDateInput
        size="xs"
        w={130}
        label="凭证日期"
        value={form.voucherDate || null}
        onChange={(v) => v && form.setVoucherDate(v.slice(0, 10))}
        popoverProps={{ withinPortal: true }}
      />
      <TextInput
        size="xs"
        w={80}
        label="附单据（张）"
        inputMode="numeric"
        styles={{ input: { textAlign: 'right' } }}
        value={String(form.documents)}
        onChange={(e) => form.setDocuments(Number(capIntegerInput(e.currentTarget.value, 999) || 0))}
        onFocus={(e) => e.currentTarget.select()}
      />
      <TextInput
        size="xs"
        style={{ flex: 1, minWidth: 160 }}
        label="摘要"
        maxLength={200}
        value={form.summary}
        onChange={(e) => form.setSummary(e.currentTarget.value)}
      />
      <TextInput
        size="xs"
        w={150}
        label="金额"
        ref={form.amountRef}
        inputMode="decimal"
        placeholder="0.00"
        styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
        value={form.amount}
        error={invalid}
        onChange={(e) => {
          const next = cleanAmountCell(e.currentTarget.value);
          if (next !== null) form.setAmount(next);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSave();
        }}
      />
      <Button size="xs" loading={form.busy} disabled={!ready} onClick={onSave}>
        保存
      </Button>
    </Group>
  );
}
