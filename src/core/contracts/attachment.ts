// /api/fileRelation (spec 000 §2.4, §7.3): files uploaded to the session's ledger set, bound to a
// record (a voucher, a claim, an asset document) as original vouchers or supporting files, a
// supplement (附件补录) waiting beside them until it is approved (附件审批), and their downloads.
import { array, boolean, enums, object, optional, refine, string } from 'superstruct';
import { download, get, noInput, post, upload } from './contract';
import { coerceWhen, isString, trimmedString } from './structs';

/** A stored file as every call answers it (the browser adds `raw`, the File it came from). */
export interface FileRecord {
  fileId: string;
  name: string;
  /** The extension, lower case, without the dot. */
  fileSuffix: string;
  size: number;
  /** Hex SHA-256 of the content: the client checks a download against it. */
  sha256: string;
}

/** Original vouchers (原始凭证) or supporting files (支持文件). */
export const FILE_TYPES = ['originalFile', 'supportingFile'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/**
 * A record's files (spec 000 §3 "Attachment data"): the bound ones (old) and the supplement not yet
 * approved (new), each in the order the user arranged.
 */
export interface AttachmentLists {
  originalFile: FileRecord[];
  supportingFile: FileRecord[];
  originalFileAttachments: FileRecord[];
  supportingFileAttachments: FileRecord[];
}

/** Files one bind may name: more than any form shows. */
export const maxFilesPerRecord = 200;

const labels = {
  id: '附件ID',
  fileId: '附件ID',
  dataId: '单据ID',
  attachmentsType: '附件类别',
  fileType: '附件类型',
  supplement: '补录',
  isDownload: '下载方式',
};

const FILE_ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A file id as the upload answered it (a UUID made by the server). */
export const fileId = () =>
  refine(string(), 'fileId', (v) => (FILE_ID_RE.test(v) ? true : '应为上传时返回的附件ID'));

/** Ids of records and kinds of records are codes, never free text. */
const code = (max: number) =>
  refine(trimmedString(), 'code', (v) =>
    /^[A-Za-z0-9_.:-]+$/.test(v) && v.length <= max ? true : `应为 1 到 ${max} 位字母、数字或 _ . : -`,
  );

/** '1'/'true' asks for a download (attachment), anything else views inline. */
const yesNo = () =>
  coerceWhen(boolean(), isString, (v) =>
    v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v,
  );

/** The record files are bound to. */
const RecordRef = { dataId: code(64), attachmentsType: code(40) };

const distinct = <T>(items: readonly T[]) => new Set(items).size === items.length;

export const AttachmentBind = object({
  ...RecordRef,
  fileId: refine(array(fileId()), 'fileIds', (v) =>
    v.length > maxFilesPerRecord
      ? `不能超过 ${maxFilesPerRecord} 个`
      : distinct(v.map((id) => id.toLowerCase()))
        ? true
        : '不能重复',
  ),
  fileType: enums(FILE_TYPES),
  /** True from the supplement dialog (附件补录): the files wait for approval as the new ones. */
  supplement: optional(boolean()),
});

export const attachmentContracts = {
  // Multipart, files only, in the field `file`: no text field is read, so the signature covers {}.
  /** The shared upload widget. */
  fileUpload: upload('/api/fileRelation/fileUpload', noInput).answers<FileRecord[]>(),
  /** The asset dialogs. */
  upload: upload('/api/fileRelation/upload', noInput).answers<FileRecord[]>(),
  list: get('/api/fileRelation/getAttachmentsList', object(RecordRef), labels).answers<AttachmentLists>(),
  bind: post('/api/fileRelation/attachments', AttachmentBind, labels).answers<AttachmentLists>(),
  /** 附件审批: the supplement of one file type joins the bound files. */
  approveSupplement: post(
    '/api/fileRelation/attachmentSupplementaryRecords',
    object({ ...RecordRef, fileType: enums(FILE_TYPES) }),
    labels,
  ).answers<AttachmentLists>(),
  download: download('GET', '/api/fileRelation/download', object({ id: fileId() }), labels),
  downloadFile: download(
    'GET',
    '/api/fileRelation/downloadFile/:fileId',
    object({ fileId: fileId(), isDownload: optional(yesNo()) }),
    labels,
  ),
};
