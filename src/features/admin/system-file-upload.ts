// One upload of a system file, shared by 系统上传 and 系统文件上传: the extension checked here first
// (the server checks it again, and a template's header row), the file sent through the attachment
// upload (size limits, the file's own signature), then named for its slot.
import type { ApiClient } from '../../api/client';
import { type SystemFileSlotDefinition, systemFileNameProblem } from '../../core/attachments/system-files';
import { attachmentContracts } from '../../core/contracts/attachment';
import { type SystemFileSlot, systemFileContracts } from '../../core/contracts/system-file';
import { runWrite } from '../../ui/run-write';

/** The saved slot, or undefined when refused (the user was told) or checked out here (the message). */
export async function uploadSystemFile(
  api: ApiClient,
  slot: SystemFileSlotDefinition,
  file: File,
): Promise<SystemFileSlot | string | undefined> {
  const problem = systemFileNameProblem(slot, file.name);
  if (problem) return problem;
  return runWrite(
    { action: `上传${slot.title}`, done: `${slot.title}已更新`, refreshCaches: false },
    async () => {
      const form = new FormData();
      form.append('file', file, file.name);
      const [record] = await api.upload(attachmentContracts.fileUpload, form, { quiet: true });
      if (!record) throw new Error('上传失败，请重试');
      return api.call(systemFileContracts.set, { kind: slot.kind, fileId: record.fileId }, { quiet: true });
    },
  );
}
