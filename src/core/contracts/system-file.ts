// 系统上传 / 系统文件上传 (issue 21 item 6): the administrator's system files. A file is first uploaded
// as an attachment (/api/fileRelation/fileUpload: size limits, the file's own signature), then named
// for its slot here, where its extension and (for a template) its header row are checked.
import { enums, object, refine, string } from 'superstruct';
import { SYSTEM_FILE_KINDS, type SystemFileSlotDefinition } from '../attachments/system-files';
import { get, noInput, post } from './contract';
import { UUID_RE } from './structs';

export interface SystemFileSlot extends SystemFileSlotDefinition {
  /** null: none uploaded (a template is then the built-in one). */
  current: { fileId: string; name: string; size: number; setBy: string; setAt: string } | null;
}

const labels = { kind: '文件类别', fileId: '文件' };
const kind = () => enums(SYSTEM_FILE_KINDS);

export const systemFileContracts = {
  list: get('/api/systemFile/list', noInput, labels).answers<SystemFileSlot[]>(),
  set: post(
    '/api/systemFile/set',
    object({
      kind: kind(),
      fileId: refine(string(), 'fileId', (v) => (UUID_RE.test(v) ? true : '不是有效的文件')),
    }),
    labels,
  ).answers<SystemFileSlot>(),
  /** Drops the upload: a template goes back to the built-in one, the manual to none. */
  clear: post('/api/systemFile/clear', object({ kind: kind() }), labels).answers<SystemFileSlot>(),
};
