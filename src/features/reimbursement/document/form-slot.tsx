// The one seam to the claim forms built in src/features/reimbursement/form (a parallel piece of work):
// ClaimForm, emptyClaim and toClaimSave are re-exported from here, and the merge points these three
// names at the real form. Until then a small stand-in edits the fields every type has (日期, 事由,
// 金额 as one line or the stated amount), so the document page, its actions and the offline queue work.
import { Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { Infer } from 'superstruct';
import type { ClaimSave as ClaimSaveStruct } from '../../../core/contracts/reimbursement';
import type { Money } from '../../../core/money';
import { tryParseMoney } from '../../../core/money';
import type { ClaimContent } from '../../../core/reimbursement/claim';
import { statesAmount } from '../../../core/reimbursement/claim';
import type { DocumentType } from '../../../core/reimbursement/types';

/** ClaimSave as the server takes it. */
export type ClaimSave = Infer<typeof ClaimSaveStruct>;

/** What the form edits: the claim's content (the real form may hold more; the page passes it through). */
export type ClaimFormValue = ClaimContent;

export interface ClaimFormProps {
  type: DocumentType;
  value: ClaimFormValue;
  onChange(next: ClaimFormValue): void;
  readOnly: boolean;
  /** Field -> message, from toClaimSave or the server. */
  errors: Readonly<Record<string, string>>;
}

export interface ClaimDefaults {
  date: string;
  departmentId: number;
  payee: string;
}

export function emptyClaim(type: DocumentType, defaults: ClaimDefaults): ClaimFormValue {
  return {
    type,
    date: defaults.date,
    departmentId: defaults.departmentId,
    reason: '',
    project: '',
    paymentMethod: 'privateTransfer',
    payee: defaults.payee,
    payeeBank: '',
    payeeAccount: '',
    attachmentCount: 0,
    lines: [],
    travel: null,
    enteredAmount: null,
    loanDueDate: null,
    repaidLoanId: null,
    offsets: [],
  };
}

/** The form's value as the content of a claim the server sent. */
export function fromClaimContent(content: ClaimContent): ClaimFormValue {
  return content;
}

export type ToClaimSave =
  | { ok: true; save: Omit<ClaimSave, 'id' | 'version'> }
  | { ok: false; errors: Record<string, string> };

export function toClaimSave(value: ClaimFormValue): ToClaimSave {
  const errors: Record<string, string> = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.date)) errors.date = '请填写单据日期';
  if (value.reason.trim() === '') errors.reason = '请填写事由';
  const amount = statesAmount(value.type) ? value.enteredAmount : (value.lines[0]?.amount ?? null);
  if (amount === null || tryParseMoney(amount) === null || Number(amount) <= 0)
    errors.amount = '金额必须大于0';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const { type, travel, ...rest } = value;
  return { ok: true, save: { ...rest, type, travel } as Omit<ClaimSave, 'id' | 'version'> };
}

/** The amount field of the stand-in: the stated amount, or the one line of the claim. */
function amountOf(value: ClaimFormValue): string {
  return (statesAmount(value.type) ? value.enteredAmount : value.lines[0]?.amount) ?? '';
}

function withAmount(value: ClaimFormValue, text: string): ClaimFormValue {
  const amount = (tryParseMoney(text) ?? text) as Money;
  if (statesAmount(value.type)) return { ...value, enteredAmount: text === '' ? null : amount };
  const line = value.lines[0] ?? {
    subjectCode: '50101',
    economicClass: '',
    summary: '',
    amount,
    invoiceCount: 0,
  };
  return { ...value, lines: text === '' ? [] : [{ ...line, summary: value.reason, amount }] };
}

export function ClaimForm({ value, onChange, readOnly, errors }: ClaimFormProps) {
  return (
    <Stack gap={6} data-testid="claim-form">
      <Group gap="sm" align="flex-start">
        <TextInput
          size="xs"
          label="单据日期"
          value={value.date}
          readOnly={readOnly}
          error={errors.date}
          onChange={(e) => onChange({ ...value, date: e.currentTarget.value })}
          w={130}
        />
        <TextInput
          size="xs"
          label="事由"
          value={value.reason}
          readOnly={readOnly}
          error={errors.reason}
          onChange={(e) => onChange({ ...value, reason: e.currentTarget.value })}
          w={320}
        />
        <NumberInput
          size="xs"
          label="金额"
          value={amountOf(value)}
          readOnly={readOnly}
          error={errors.amount}
          decimalScale={2}
          thousandSeparator=","
          hideControls
          onChange={(v) => onChange(withAmount(value, String(v)))}
          w={150}
          styles={{ input: { textAlign: 'right' } }}
        />
      </Group>
      {!readOnly && (
        <Text size="xs" c="dimmed">
          明细、差旅行程与附件由报销单表单填写。
        </Text>
      )}
    </Stack>
  );
}
