// 报销 (销号) of an issued cheque against what paid it: a payment of the cashier book on the cheque's
// account (its 票号 matching the cheque first), or a voucher crediting the account's subject; the
// amount comes from it and may not exceed the cheque's 限额. Saved through the outbox.
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { writeOffProblem } from '../../core/cashier/cheques';
import { firstDayOf, lastDayOf } from '../../core/cashier/journal';
import { cashierContracts } from '../../core/contracts/cashier';
import { formatMoney, toCents } from '../../core/money';
import { toCalendarDate } from '../../core/rules/dates';
import { type ChequeRow, queueChequeAction } from '../../local/cheques';
import { AccountingDateInput } from '../../ui/AccountingDateInput';
import { useReport } from '../../ui/data/use-report';
import { useModalForm } from '../../ui/forms/use-modal-form';
import { MoneyInput } from './money-input';

interface WriteOffForm {
  date: string;
  by: 'entry' | 'voucher';
  ref: string | null;
  amount: string;
  payee: string;
}

interface Candidate {
  value: string;
  label: string;
  date: string;
  amount: string;
  voucherId: string | null;
  entryId: string | null;
}

export interface ChequeWriteOffModalProps {
  row: ChequeRow | null;
  /** Entries other cheques were written off against: not offered again. */
  usedEntryIds: ReadonlySet<string>;
  onClose(): void;
  onSaved(label: string): void;
}

export function ChequeWriteOffModal({ row, usedEntryIds, onClose, onSaved }: ChequeWriteOffModalProps) {
  const form = useModalForm<WriteOffForm>({
    id: 'cheque-write-off-form',
    opened: row !== null,
    initial: () => ({
      date: toCalendarDate(new Date()),
      by: 'entry',
      ref: null,
      amount: '',
      payee: row?.payee ?? '',
    }),
    validate: (v) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v.date)) return '请填写报销日期';
      if (!v.ref) return v.by === 'entry' ? '请选择支付该支票的出纳账分录' : '请选择支付该支票的凭证';
      let cents: bigint;
      try {
        cents = toCents(v.amount);
      } catch {
        return '报销金额应为金额，如 1234.50';
      }
      return writeOffProblem({
        amountCents: cents,
        limitCents: row?.limitAmount ? toCents(row.limitAmount) : null,
        issuedOn: row?.issuedOn ?? '',
        date: v.date,
      });
    },
    submit: async (v) => {
      if (!row) return;
      const chosen = candidates.find((c) => c.value === v.ref);
      const body = {
        date: v.date,
        amount: v.amount,
        payee: v.payee.trim(),
        entryId: chosen?.entryId ?? null,
        voucherId: chosen?.voucherId ?? null,
      };
      const entry = await queueChequeAction(row, 'writeOff', body, {
        state: 'writtenOff',
        writtenOffOn: v.date,
        amount: v.amount,
        payee: v.payee.trim() || row.payee,
        entryId: body.entryId,
        voucherId: body.voucherId,
        paidBy: chosen?.label ?? null,
      });
      onSaved(entry.label);
    },
    onClose,
  });
  const month = /^\d{4}-\d{2}/.test(form.values.date)
    ? { year: Number(form.values.date.slice(0, 4)), month: Number(form.values.date.slice(5, 7)) }
    : null;
  const journal = useReport(
    cashierContracts.journal,
    row && month && form.values.by === 'entry' ? { accountId: row.accountId, ...month } : null,
  );
  const lines = useReport(
    cashierContracts.voucherLines,
    row && month && form.values.by === 'voucher'
      ? {
          accountId: row.accountId,
          dateFrom: firstDayOf(month.year, month.month),
          dateTo: lastDayOf(month.year, month.month),
        }
      : null,
  );
  const candidates: Candidate[] = useMemo(() => {
    if (!row) return [];
    if (form.values.by === 'entry') {
      const entries = (journal.data?.entries ?? []).filter(
        (e) => e.payment !== '0.00' && !e.payment.startsWith('-') && !usedEntryIds.has(e.id),
      );
      // The entry whose 票号 is this cheque's comes first.
      entries.sort((a, b) => Number(b.settleNo === row.chequeNo) - Number(a.settleNo === row.chequeNo));
      return entries.map((e) => ({
        value: e.id,
        label: `${e.date} ${e.summary}${e.settleNo ? `（${e.settleNo}）` : ''} ${formatMoney(e.payment)}`,
        date: e.date,
        amount: e.payment,
        entryId: e.id,
        voucherId: e.voucherId,
      }));
    }
    return (lines.data ?? [])
      .filter((l) => l.payment !== '0.00' && !l.payment.startsWith('-'))
      .map((l) => ({
        value: `${l.voucherId}#${l.lineNo}`,
        label: `${l.date} ${l.word} ${l.summary} ${formatMoney(l.payment)}`,
        date: l.date,
        amount: l.payment,
        entryId: null,
        voucherId: l.voucherId,
      }));
  }, [row, form.values.by, journal.data, lines.data, usedEntryIds]);

  const choose = (value: string | null) => {
    const c = candidates.find((x) => x.value === value);
    form.update({ ref: value, ...(c ? { amount: c.amount, date: c.date } : {}) });
  };
  const loading = form.values.by === 'entry' ? journal.loading : lines.loading;
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={<Text fw={600}>报销支票 {row?.chequeNo ?? ''}</Text>}
      size={560}
      closeOnClickOutside={!form.dirty}
    >
      <form noValidate aria-label="报销支票" onSubmit={form.onSubmit}>
        <Stack gap="xs">
          {row && (
            <Text size="xs" c="dimmed">
              领用人 {row.holder}，用途 {row.purpose}，领用日期 {row.issuedOn}
              {row.limitAmount ? `，限额 ${formatMoney(row.limitAmount)}` : '，不限额'}
            </Text>
          )}
          <Group gap="xs" align="flex-end">
            <AccountingDateInput
              size="xs"
              w={140}
              label="报销日期"
              withAsterisk
              value={form.values.date}
              onChange={(v) => v && form.update({ date: String(v).slice(0, 10), ref: null })}
            />
            <SegmentedControl
              size="xs"
              data={[
                { value: 'entry', label: '按出纳账' },
                { value: 'voucher', label: '按凭证' },
              ]}
              value={form.values.by}
              onChange={(v) => form.update({ by: v as WriteOffForm['by'], ref: null })}
            />
          </Group>
          <Select
            size="xs"
            label={
              form.values.by === 'entry'
                ? '支付该支票的出纳账分录（报销日期所在月）'
                : '支付该支票的凭证（报销日期所在月）'
            }
            withAsterisk
            placeholder={loading ? '正在读取…' : '选择'}
            data={candidates.map((c) => ({ value: c.value, label: c.label }))}
            value={form.values.ref}
            onChange={choose}
            searchable
            nothingFoundMessage={
              form.values.by === 'entry' ? '该月没有可用的支出分录' : '该月没有贷记该账户的凭证'
            }
            comboboxProps={{ withinPortal: true }}
          />
          <Group grow gap="xs">
            <MoneyInput
              size="xs"
              label="报销金额"
              withAsterisk
              value={form.values.amount}
              onChange={(v) => form.set('amount', v)}
            />
            <TextInput
              size="xs"
              label="收款单位"
              maxLength={60}
              value={form.values.payee}
              onChange={(e) => form.set('payee', e.currentTarget.value)}
            />
          </Group>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={form.busy}>
              报销销号
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
