// The checks a picked or dropped file passes before anything is queued (spec 000 §5, §9): the same
// rules the server applies (src/core/attachments/upload-rules.ts), with the session's limits, so a
// refused pick leaves nothing in the outbox and the user reads why at once.
import { SNIFF_BYTES } from '../../core/attachments/file-type';
import { type UploadLimits, uploadProblem } from '../../core/attachments/upload-rules';
import { ASSET_ATTACHMENT_TYPES, UPLOAD_LIMIT_BYTES } from '../../core/constants';

/** The session fields that set the limits (spec 000 §3). */
export interface SessionLimits {
  fileUploadContentLength?: number;
  fileUploadAllContentLength?: number;
  allowUploadFileType?: readonly string[];
}

/** 1 GB: the server's total for one upload when the session names none. */
export const DEFAULT_TOTAL_BYTES = 1024 * 1024 * 1024;

/** The session's limits, with the spec's defaults where it names none. */
export function limitsOf(session: SessionLimits | null | undefined): UploadLimits {
  const allowed = session?.allowUploadFileType?.length
    ? session.allowUploadFileType.map((t) => t.toLowerCase())
    : ASSET_ATTACHMENT_TYPES;
  return {
    allowed,
    singleFileBytes: session?.fileUploadContentLength || UPLOAD_LIMIT_BYTES,
    totalBytes: session?.fileUploadAllContentLength || DEFAULT_TOTAL_BYTES,
  };
}

/** A blob's bytes (FileReader where a DOM's Blob has no arrayBuffer). */
export function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new Error('读取文件失败，请重新选择'));
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
}

async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await bytesOf(file.slice(0, SNIFF_BYTES)));
}

/** The first rule the picked files break, or null when all may be queued; the pick is taken whole or not at all. */
export async function pickProblem(files: readonly File[], limits: UploadLimits): Promise<string | null> {
  const checked = await Promise.all(
    files.map(async (f) => ({ name: f.name, size: f.size, head: await headOf(f) })),
  );
  return uploadProblem(checked, limits);
}
