// The document as this device shows it before the server answered: a claim drafted offline has no
// 单据编号 yet and its figures are worked out here by the same claimFigures the server uses.
import type { ClaimAllowed, ClaimView } from '../../../core/contracts/reimbursement';
import { type Money, toChineseUppercase } from '../../../core/money';
import { type ClaimContent, claimFigures } from '../../../core/reimbursement/claim';
import type { ClaimAction, ClaimQueue } from '../../../local/claims';
import { contentOf, type ClaimDraft as FormDraft, toClaimSave } from '../form';

/** What the draft record of a claim holds: the content typed and the view shown meanwhile. */
export interface ClaimDraft {
  content: ClaimContent;
  view: ClaimView;
}

const zero = '0.00' as Money;

/**
 * The content a typed draft stands for: the checked save's while the draft is complete, else what
 * the document held (or an empty claim of the type), so the header shows figures only when they hold.
 */
export function draftContent(draft: FormDraft, base: ClaimView | null): ClaimContent {
  const checked = toClaimSave(
    draft,
    base?.id ?? '00000000-0000-4000-8000-000000000000',
    base?.version ?? null,
  );
  if (checked.ok) return contentOf(checked.save);
  return (
    base?.content ?? {
      type: draft.type,
      date: draft.date,
      departmentId: Number(draft.departmentId) || 0,
      reason: draft.reason,
      project: draft.project,
      paymentMethod: 'privateTransfer',
      payee: draft.payee,
      payeeBank: draft.payeeBank,
      payeeAccount: draft.payeeAccount,
      attachmentCount: 0,
      lines: [],
      travel: null,
      enteredAmount: null,
      loanDueDate: null,
      repaidLoanId: null,
      offsets: [],
    }
  );
}

export function localView(
  id: string,
  content: ClaimContent,
  base: ClaimView | null,
  who: { name: string; departmentName: string },
): ClaimView {
  const worked = claimFigures(content);
  const figures = worked.ok
    ? worked.figures
    : { amount: zero, offset: zero, settlement: { kind: '持平' as const, amount: zero }, travel: null };
  const now = new Date().toISOString();
  return {
    id,
    no: base?.no ?? '',
    type: content.type,
    status: base?.status ?? 'draft',
    positionLabel: base?.positionLabel ?? '草稿',
    version: base?.version ?? 0,
    declarerId: base?.declarerId ?? '',
    declarerName: base?.declarerName ?? who.name,
    departmentName: base?.departmentName ?? who.departmentName,
    content,
    figures,
    amountUpper: toChineseUppercase(figures.amount),
    process: base?.process ?? null,
    stepIndex: base?.stepIndex ?? null,
    approvals: base?.approvals ?? [],
    history: base?.history ?? [],
    voucher: base?.voucher ?? null,
    loans: base?.loans ?? [],
    allowed: base?.allowed ?? {
      edit: true,
      submit: true,
      withdraw: false,
      approve: false,
      reject: false,
      cancel: false,
      delete: false,
      generateVoucher: false,
    },
    createdAt: base?.createdAt ?? now,
    updatedAt: now,
  };
}

const none: ClaimAllowed = {
  edit: false,
  submit: false,
  withdraw: false,
  approve: false,
  reject: false,
  cancel: false,
  delete: false,
  generateVoucher: false,
};

/**
 * The buttons while this device's actions wait: after a queued 保存 the claim may still be edited
 * and submitted; after any other queued action (or a refusal) nothing until the server answered,
 * since the next action depends on what the server made of it.
 */
export function allowedNow(view: ClaimView, queue: ClaimQueue, online: boolean): ClaimAllowed {
  if (queue.refused) return none;
  const others = queue.waiting.filter((a: ClaimAction) => a !== 'save');
  if (others.length > 0) return none;
  const onServer = view.version > 0;
  return {
    ...view.allowed,
    // Deleting a claim the server never had is discarding its queued save (the sync panel does).
    delete: view.allowed.delete && onServer && queue.waiting.length === 0,
    // A voucher needs the server's preview: online only.
    generateVoucher: view.allowed.generateVoucher && online,
  };
}
