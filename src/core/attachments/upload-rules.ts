// The checks every upload passes before a byte is stored (spec 000 §2.4, §5, §9): the extension is
// one the place allows, the content fits the extension, no file passes the session's single-file
// limit or the request layer's fixed 50 MB, and the files of one upload stay within the total
// limit. A refused upload is refused whole, so nothing of it is kept.
import { fileExtension, UPLOAD_LIMIT_BYTES } from '../constants';
import { contentFitsExtension } from './file-type';

export interface UploadFile {
  name: string;
  size: number;
  /** The first bytes (SNIFF_BYTES or the whole file when shorter). */
  head: Uint8Array;
}

export interface UploadLimits {
  /** Lower-case extensions allowed here. */
  allowed: readonly string[];
  /** The session's single-file limit in bytes (never above UPLOAD_LIMIT_BYTES). */
  singleFileBytes: number;
  /** One upload's total in bytes. */
  totalBytes: number;
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** The request layer's own message for a file above 50 MB (spec 000 §5). */
export const OVER_REQUEST_LIMIT = '文件大小超过50M，请重新上传';

const mb = (bytes: number) => `${Number((bytes / MB).toFixed(2))}MB`;
/** The total limit is set in GB (spec 000 §5); a smaller one reads better in MB. */
const size = (bytes: number) => (bytes >= GB ? `${Number((bytes / GB).toFixed(2))}GB` : mb(bytes));

/** The first rule one file breaks, in Chinese; null when it may be stored. */
export function fileProblem(file: UploadFile, limits: UploadLimits): string | null {
  const extension = fileExtension(file.name);
  if (!limits.allowed.includes(extension)) {
    return `不支持「${file.name}」的文件格式，支持的格式：${limits.allowed.join('、')}`;
  }
  if (file.size > UPLOAD_LIMIT_BYTES) return OVER_REQUEST_LIMIT;
  if (file.size > limits.singleFileBytes) {
    return `文件「${file.name}」超过单个文件大小限制 ${mb(limits.singleFileBytes)}`;
  }
  if (file.size === 0) return `文件「${file.name}」是空文件`;
  if (!contentFitsExtension(extension, file.head)) {
    return `文件「${file.name}」的内容不是 ${extension} 格式，已拒绝上传`;
  }
  return null;
}

/** The first rule an upload breaks (its files, then their total); null when all may be stored. */
export function uploadProblem(files: readonly UploadFile[], limits: UploadLimits): string | null {
  if (files.length === 0) return '请选择要上传的文件';
  for (const file of files) {
    const problem = fileProblem(file, limits);
    if (problem) return problem;
  }
  const total = files.reduce((sum, f) => sum + f.size, 0);
  return total > limits.totalBytes ? `本次上传的文件总大小不能超过 ${size(limits.totalBytes)}` : null;
}
