// The asset generate-voucher dialogs' shared pieces (spec 000 §2.5): the entry table, the dialog
// frame with its template machinery, the state hook and the preview. The card and provision dialogs
// use them now; the disposal and transform dialogs are built on the same pieces.
export { AssetEntryTable, type AssetEntryTableProps } from './AssetEntryTable';
export { AssetVoucherFrame, type AssetVoucherFrameProps } from './AssetVoucherFrame';
export { draftOfPreview, PreviewDialog } from './PreviewDialog';
export { type AssetVoucherOptions, type AssetVoucherState, useAssetVoucher } from './use-asset-voucher';
