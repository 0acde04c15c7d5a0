// Reads an upload's multipart body into temporary files, one per part of the field `file`. Text
// fields are refused: the signature covers none (DESIGN §4), so none may be read. A file above the
// 50 MB limit is cut by the parser one byte past it and marked truncated; the caller refuses the
// whole upload then, never keeps a cut file. Whatever goes wrong here, nothing received is left.
import type { FastifyRequest } from 'fastify';
import { fileExtension } from '../../../src/core/constants.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { FileStore, Received } from './storage.ts';

/** The multipart field the files travel in (spec 000 §7.3). */
export const FILE_FIELD = 'file';
/** Files one request may carry. */
export const MAX_FILES = 50;
const MAX_NAME = 200;

export interface Incoming {
  readonly name: string;
  readonly suffix: string;
  readonly received: Received;
  /** The parser stopped reading it at its limit. */
  readonly truncated: boolean;
}

/** The base name the browser sent, without folders or characters no database keeps. */
export function cleanName(raw: string): string {
  const base = raw.slice(Math.max(raw.lastIndexOf('/'), raw.lastIndexOf('\\')) + 1);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return base.replace(/[\u0000-\u001f\u007f]|[\ud800-\udfff]/g, '').trim();
}

/** A parser's refusal (a broken body, too many parts) rather than a fault of the disk. */
function parseProblem(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const { code, syscall } = (error ?? {}) as { code?: string; syscall?: string };
  if (syscall) return null;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return badRequest(`一次最多上传 ${MAX_FILES} 个文件`);
  }
  return badRequest('上传内容格式不正确，请重新选择文件上传');
}

export async function receiveFiles(request: FastifyRequest, store: FileStore): Promise<Incoming[]> {
  if (!request.isMultipart()) throw badRequest(`请以 multipart/form-data 上传文件（字段 ${FILE_FIELD}）`);
  const files: Incoming[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') throw badRequest(`上传请求只能包含文件，不能包含字段「${part.fieldname}」`);
      if (part.fieldname !== FILE_FIELD) {
        throw badRequest(`文件应放在字段「${FILE_FIELD}」中，而不是「${part.fieldname}」`);
      }
      const received = await store.receive(part.file);
      const name = cleanName(part.filename);
      files.push({ name, suffix: fileExtension(name), received, truncated: part.file.truncated });
      if (!name) throw badRequest('文件名不能为空');
      if (name.length > MAX_NAME) throw badRequest(`文件名「${name.slice(0, 20)}…」超过 ${MAX_NAME} 个字符`);
    }
  } catch (error) {
    // Stop parsing and let the rest of the body drain, so the refusal reaches the client.
    request.raw.unpipe();
    request.raw.resume();
    await Promise.all(files.map((f) => store.discard(f.received)));
    throw parseProblem(error) ?? error;
  }
  return files;
}
