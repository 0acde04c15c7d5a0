// The editable claim, one component for the six document types: the head every claim has, then what
// the type adds (明细 and 冲借款; the trip; a stated amount), the live figures from claimFigures and
// the rule that blocks the claim, if any. The page owns the draft (value/onChange) and the saving.
import { Alert, Button } from '@mantine/core';
import { type ReactNode, useCallback } from 'react';
import type { LoanView } from '../../../core/contracts/reimbursement';
import type { DocumentType } from '../../../core/reimbursement';
import type { SubjectRow } from '../../../local/subjects';
import type { ClaimDraft } from './draft';
import classes from './form.module.css';
import { HeaderFields } from './HeaderFields';
import { InvoicesGrid } from './InvoicesGrid';
import { LinesGrid, useExpenseSubjects } from './LinesGrid';
import { OffsetsSection } from './OffsetsSection';
import { LoanFields, ProvisionFields, RepaymentFields } from './StatedForms';
import { Settlement, Totals } from './Totals';
import { addStay, LegsGrid, StaysGrid, TravelFigures, TripFields } from './TravelSection';
import { type ClaimErrors, FORM_ERROR } from './to-save';
import { useClaimFigures } from './use-claim-figures';

export const claimFormTitles: Readonly<Record<DocumentType, string>> = {
  expense: '费用报销单',
  travel: '差旅费报销单',
  loan: '借款单',
  repayment: '还款单',
  provision: '备用金申请单',
  interAccount: '往来报销单',
};

export interface ClaimFormProps {
  type: DocumentType;
  value: ClaimDraft;
  onChange(next: ClaimDraft): void;
  readOnly?: boolean;
  /** Messages by field path (toClaimSave's, or the server's answer). */
  errors?: ClaimErrors;
  /** The claimant's loans: 冲借款 / 预借 choose from those with an outstanding balance. */
  loans?: readonly LoanView[];
  /** The expense subjects to offer; the cached chart's when not given. */
  subjects?: readonly SubjectRow[];
  /** The attachment widget the page passes, shown under the head. */
  attachments?: ReactNode;
  /** The sheet's title when the screen names it otherwise (办公费报销单). */
  title?: string;
}

export function ClaimForm({
  type,
  value,
  onChange,
  readOnly = false,
  errors = {},
  loans = [],
  subjects,
  attachments,
  title,
}: ClaimFormProps) {
  const patch = useCallback(
    (change: Partial<ClaimDraft>) => onChange({ ...value, ...change }),
    [onChange, value],
  );
  const live = useClaimFigures(value);
  const offered = useExpenseSubjects(subjects);
  const section = { draft: value, patch, errors, readOnly };
  const figures = live?.result.ok ? live.result.figures : null;
  // A rule's refusal blocks the claim; while typing it is shown live, after 保存 as the save's message.
  const blocking = errors[FORM_ERROR] ?? (live && !live.result.ok ? live.result.message : null);

  return (
    <div className={classes.sheet} data-testid={`claim-form-${type}`} data-readonly={readOnly || undefined}>
      <div className={classes.title}>{title ?? claimFormTitles[type]}</div>
      {blocking && (
        <Alert color="red" variant="light" p="xs" title="不能提交" role="alert" data-testid="claim-blocking">
          {blocking}
        </Alert>
      )}
      {type === 'loan' && <LoanFields {...section} />}
      {type === 'repayment' && <RepaymentFields {...section} loans={loans} />}
      {type === 'provision' && <ProvisionFields {...section} />}
      {(type === 'expense' || type === 'interAccount') && (
        <>
          <div className={classes.fields}>
            <HeaderFields {...section} show={['project', 'paymentMethod', 'payee', 'attachmentCount']} />
          </div>
          {attachments}
          <div className={classes.gridTools}>
            <div className={classes.section}>费用明细</div>
            {!readOnly && <span className={classes.hint}>Enter / Tab 下一格，最后一格 Enter 新增一行</span>}
          </div>
          <LinesGrid {...section} subjects={offered} />
          <InvoicesGrid {...section} />
          <Totals figures={figures} />
          <OffsetsSection {...section} loans={loans} title="冲借款" />
          <Settlement figures={figures} />
        </>
      )}
      {type === 'travel' && value.travel && (
        <>
          <div className={classes.fields}>
            <HeaderFields
              {...section}
              reasonLabel="出差事由"
              show={['project', 'paymentMethod', 'payee', 'attachmentCount']}
            />
            <TripFields {...section} />
          </div>
          {attachments}
          <div className={classes.gridTools}>
            <div className={classes.section}>城市间交通</div>
            {!readOnly && <span className={classes.hint}>座位超出职级标准时填写标准等级票价，差额自理</span>}
          </div>
          <LegsGrid {...section} live={live} />
          <div className={classes.gridTools}>
            <div className={classes.section}>住宿</div>
            {!readOnly && (
              <Button size="compact-xs" variant="default" onClick={() => addStay(section)}>
                添加住宿
              </Button>
            )}
          </div>
          <StaysGrid {...section} live={live} />
          <InvoicesGrid {...section} />
          <TravelFigures live={live} />
          <Totals figures={figures} label="报销总额" />
          <OffsetsSection {...section} loans={loans} title="预借" />
          <Settlement figures={figures} />
        </>
      )}
      {(type === 'loan' || type === 'repayment' || type === 'provision') && attachments}
    </div>
  );
}
