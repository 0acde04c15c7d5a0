// The /api/subject calls of the accounting-settings screens (src/core/contracts/subject.ts). Writes
// are online only: the server decides codes, usage and locks.
import type { Infer } from 'superstruct';
import type { ApiClient } from '../../api/client';
import { subjectContracts as c, type SubjectSave } from '../../core/contracts/subject';

export type SubjectSaveInput = Infer<typeof SubjectSave>;

/** Writes show their refusal in the screen's own dialog, not as a notice. */
const write = { quiet: true } as const;
const read = (signal?: AbortSignal) => ({ loading: false, ...(signal ? { signal } : {}) });

export const subjectApi = {
  tree: (api: ApiClient, signal?: AbortSignal) => api.call(c.tree, {}, read(signal)),
  nextCode: (api: ApiClient, parentCode: string) =>
    api.call(c.nextCode, { parentCode }, { loading: false, quiet: true }),
  save: (api: ApiClient, input: SubjectSaveInput) => api.call(c.save, input, write),
  remove: (api: ApiClient, id: number) => api.call(c.remove, { id }, write),
  enable: (api: ApiClient, id: number, enabled: boolean) => api.call(c.enable, { id, enabled }, write),
  codeWidth: (api: ApiClient, signal?: AbortSignal) => api.call(c.codeWidth, {}, read(signal)),
  saveCodeWidth: (api: ApiClient, codeWidths: string) => api.call(c.saveCodeWidth, { codeWidths }, write),
  otherSetting: (api: ApiClient, signal?: AbortSignal) => api.call(c.otherSetting, {}, read(signal)),
  saveOtherSetting: (api: ApiClient, input: { cashCodes: string[]; bankCodes: string[] }) =>
    api.call(c.saveOtherSetting, input, write),
};
