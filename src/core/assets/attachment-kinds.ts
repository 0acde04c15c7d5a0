// The asset records that carry attachments (issue 20: the same widget and /api/fileRelation as
// reimbursement), by the `attachmentsType` the files are bound under. The server checks that a bound
// record is not another ledger set's; the screens key their files by the record's client-made id.
export const assetAttachmentKinds = {
  card: 'assetCard',
  disposal: 'assetDisposal',
  change: 'assetChange',
  check: 'assetCheck',
} as const;

export type AssetAttachmentKind = (typeof assetAttachmentKinds)[keyof typeof assetAttachmentKinds];
