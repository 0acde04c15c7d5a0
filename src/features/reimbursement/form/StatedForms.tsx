// The documents that state their amount: 借款单 (最迟还款日 not before the date), 还款单 (a loan with
// its outstanding balance, at most that), 备用金.
import { SegmentedControl, Select } from '@mantine/core';
import type { LoanView } from '../../../core/contracts/reimbursement';
import { compare, formatMoney } from '../../../core/money';
import { AccountingDateInput } from '../../../ui/AccountingDateInput';
import { AmountCell } from '../../../ui/grid/AmountCell';
import { Field, Figure } from './Field';
import classes from './form.module.css';
import { HeaderFields } from './HeaderFields';
import type { SectionProps } from './section';
import { upper } from './Totals';

function AmountField({ draft, patch, errors, readOnly, label }: SectionProps & { label: string }) {
  return (
    <>
      <Field label={label} required error={errors.enteredAmount}>
        <AmountCell
          className={`${classes.cell} ${classes.amount} ${classes.boxed}`}
          label={label}
          value={draft.enteredAmount}
          readOnly={readOnly}
          onText={(amount) => patch({ enteredAmount: amount.replace('-', '') })}
        />
      </Field>
      <Field label="大写金额" span={2}>
        <span className={classes.upper} data-testid="claim-upper">
          {draft.enteredAmount ? upper(draft.enteredAmount) : ''}
        </span>
      </Field>
    </>
  );
}

export function LoanFields(props: SectionProps) {
  const { draft, patch, errors, readOnly } = props;
  return (
    <div className={classes.fields}>
      <HeaderFields
        {...props}
        dateLabel="借款日期"
        reasonLabel="借款事由"
        show={['paymentMethod', 'payee', 'attachmentCount']}
      />
      <AmountField {...props} label="借款金额" />
      <Field label="最迟还款日" required error={errors.loanDueDate} span={3}>
        <AccountingDateInput
          size="xs"
          w={160}
          aria-label="最迟还款日"
          value={draft.loanDueDate || null}
          readOnly={readOnly}
          onChange={(v) => v && patch({ loanDueDate: v.slice(0, 10) })}
          popoverProps={{ withinPortal: true }}
        />
      </Field>
    </div>
  );
}

/** 还款方式: cash back to 库存现金, or a transfer into the union's bank account (voucher V06). */
const REPAY_METHODS = [
  { value: 'cash', label: '现金' },
  { value: 'publicTransfer', label: '银行' },
];

export function RepaymentFields(props: SectionProps & { loans: readonly LoanView[] }) {
  const { draft, patch, errors, readOnly, loans } = props;
  const open = loans.filter((l) => compare(l.outstanding, '0') > 0 || l.loanId === draft.repaidLoanId);
  const loan = loans.find((l) => l.loanId === draft.repaidLoanId);
  return (
    <div className={classes.fields}>
      <HeaderFields {...props} dateLabel="还款日期" reasonLabel="还款说明" show={['attachmentCount']} />
      <Field label="归还的借款单" required error={errors.repaidLoanId} span={2}>
        <Select
          size="xs"
          aria-label="归还的借款单"
          data={open.map((l) => ({
            value: l.loanId,
            label: `${l.no} ${l.reason}（余额 ${formatMoney(l.outstanding)}）`,
          }))}
          value={draft.repaidLoanId || null}
          readOnly={readOnly}
          nothingFoundMessage="没有未还清的借款"
          onChange={(v) => {
            const picked = loans.find((l) => l.loanId === v);
            patch({
              repaidLoanId: v ?? '',
              ...(picked && draft.reason.trim() === '' ? { reason: `归还借款 ${picked.no}` } : {}),
            });
          }}
          comboboxProps={{ withinPortal: true }}
        />
      </Field>
      <Figure label="借款余额" value={loan ? formatMoney(loan.outstanding) : ''} testId="loan-outstanding" />
      <AmountField {...props} label="还款金额" />
      <Field label="还款方式" required error={errors.paymentMethod} span={3}>
        <SegmentedControl
          size="xs"
          w={160}
          aria-label="还款方式"
          data={REPAY_METHODS}
          value={draft.paymentMethod === 'cash' ? 'cash' : 'publicTransfer'}
          readOnly={readOnly}
          onChange={(v) => patch({ paymentMethod: v })}
        />
      </Field>
    </div>
  );
}

export function ProvisionFields(props: SectionProps) {
  return (
    <div className={classes.fields}>
      <HeaderFields
        {...props}
        dateLabel="申请日期"
        reasonLabel="用途事由"
        show={['paymentMethod', 'payee', 'attachmentCount']}
      />
      <AmountField {...props} label="备用金金额" />
    </div>
  );
}
