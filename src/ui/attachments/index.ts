// The attachment widgets every form shares (spec 000 §2.4, §2.5): the upload field, the supplement /
// approval dialog, and the viewer window's pieces.
export {
  AttachmentField,
  type AttachmentFieldProps,
  type AttachmentMode,
  fileTypeLabel,
} from './AttachmentField';
export { AttachmentsDialog, type AttachmentsDialogProps } from './AttachmentsDialog';
export { FileView } from './FilePreview';
export { formatSize, openViewer, useFileBytes, viewerUrl, viewKindOf } from './file-view';
export { SupplementDialog, type SupplementDialogProps } from './SupplementDialog';
