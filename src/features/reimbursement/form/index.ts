// The editable claim forms of the reimbursement module (issue 18 items 2-3): the form, its draft and
// the save it makes, and the live figures.
export { ClaimForm, type ClaimFormProps, claimFormTitles } from './ClaimForm';
export {
  type ClaimDefaults,
  type ClaimDraft,
  type ClaimLineDraft,
  emptyClaim,
  fromClaimView,
  type OffsetDraft,
  type TravelDraft,
  type TravelLegDraft,
  type TravelStayDraft,
} from './draft';
export type { LiveFigures } from './live-figures';
export {
  answerErrors,
  type ClaimErrors,
  type ClaimSaveInput,
  contentOf,
  FORM_ERROR,
  filledRows,
  type ToClaimSave,
  type ToClaimSaveOptions,
  toClaimSave,
} from './to-save';
export { useClaimFigures } from './use-claim-figures';
