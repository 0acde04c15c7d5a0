// The document's head: 单据编号, 状态 (with this device's actions waiting), 申报人, 部门, 金额 with
// 大写, a paid-out loan's 已冲借款 / 已还款 / 借款余额, and the voucher it generated.
import { Anchor, Badge, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ClaimView } from '../../../core/contracts/reimbursement';
import { formatMoney } from '../../../core/money';
import { loanStatusLabels } from '../../../core/reimbursement/loans';
import { type ClaimAction, claimActionLabels } from '../../../local/claims';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Group>
  );
}

export function DocumentHead({
  view,
  waiting,
  onOpenVoucher,
}: {
  view: ClaimView;
  /** This device's actions on it not yet on the server. */
  waiting: readonly ClaimAction[];
  /** Opens the voucher; null when the user may not open vouchers (the label shows alone). */
  onOpenVoucher: ((voucherId: string) => void) | null;
}) {
  // A paid-out loan shows what was offset, repaid and is still owed on it (逾期 in red).
  const ownLoan = view.type === 'loan' ? view.loans.find((l) => l.loanId === view.id) : undefined;
  return (
    <Paper withBorder p="sm" radius={4} data-testid="claim-head">
      <Group gap="xl" wrap="wrap">
        <Field label="单据编号">{view.no || '（保存后生成）'}</Field>
        <Field label="状态">
          {view.positionLabel}
          {waiting.length > 0 && (
            <Badge ml={6} size="xs" color="orange" variant="light" data-testid="claim-waiting">
              待同步：{waiting.map((a) => claimActionLabels[a]).join('、')}
            </Badge>
          )}
        </Field>
        <Field label="申报人">{view.declarerName}</Field>
        <Field label="部门">{view.departmentName}</Field>
        <Field label="金额">
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(view.figures.amount)}</span>
          <Text span size="xs" c="dimmed" ml={6}>
            {view.amountUpper}
          </Text>
        </Field>
        {ownLoan && (
          <>
            <Field label="已冲借款">{formatMoney(ownLoan.offset)}</Field>
            <Field label="已还款">{formatMoney(ownLoan.repaid)}</Field>
            <Field label="借款余额">
              <span data-testid="loan-balance">{formatMoney(ownLoan.outstanding)}</span>
              <Badge
                ml={6}
                size="xs"
                variant="light"
                color={ownLoan.status === 'overdue' ? 'red' : ownLoan.status === 'cleared' ? 'gray' : 'blue'}
              >
                {loanStatusLabels[ownLoan.status]}
              </Badge>
            </Field>
          </>
        )}
        {view.voucher && (
          <Field label="凭证">
            {onOpenVoucher ? (
              <Anchor size="sm" component="button" onClick={() => onOpenVoucher(view.voucher?.id ?? '')}>
                {view.voucher.label}
              </Anchor>
            ) : (
              view.voucher.label
            )}
          </Field>
        )}
      </Group>
    </Paper>
  );
}
