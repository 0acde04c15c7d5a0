// 上传操作手册 and the help menu's 操作手册 (issue 21 item 4): the administrator uploads a PDF through
// the attachments (/api/fileRelation/fileUpload) and names it the manual; every signed-in user opens it.
import { object, refine, string } from 'superstruct';
import { download, get, noInput, post } from './contract';
import { UUID_RE } from './structs';

export interface ManualInfo {
  fileId: string;
  name: string;
  size: number;
  setBy: string;
  /** ISO time. */
  setAt: string;
}

export const manualContracts = {
  set: post(
    '/api/manual/set',
    object({ fileId: refine(string(), 'fileId', (v) => (UUID_RE.test(v) ? true : '不是有效的文件')) }),
    { fileId: '操作手册文件' },
  ).answers<ManualInfo>(),
  /** null until a manual is uploaded. */
  info: get('/api/manual/info', noInput).answers<ManualInfo | null>(),
  download: download('GET', '/api/manual/download', noInput),
};
