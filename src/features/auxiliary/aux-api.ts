// The /api/auxi calls of the auxiliary-accounting screens (src/core/contracts/auxiliary.ts). Writes
// are online only and show their refusal in the screen's dialog (quiet).
import type { Infer } from 'superstruct';
import type { ApiClient } from '../../api/client';
import {
  type AuxInfoSave,
  type AuxTypeSave,
  auxiliaryContracts as c,
  type RelationSave,
  type RelationTypeSave,
} from '../../core/contracts/auxiliary';

export type AuxTypeInput = Infer<typeof AuxTypeSave>;
export type AuxInfoInput = Infer<typeof AuxInfoSave>;

const write = { quiet: true } as const;
const read = (signal?: AbortSignal) => ({ loading: false, ...(signal ? { signal } : {}) });

export const auxApi = {
  /** Every type with every item, disabled ones too (the management screens). */
  allTypes: (api: ApiClient, signal?: AbortSignal) => api.call(c.allTypes, {}, read(signal)),
  subjectsOfType: (api: ApiClient, typeId: number, signal?: AbortSignal) =>
    api.call(c.subjectsOfType, { id: typeId }, read(signal)),
  saveType: (api: ApiClient, input: AuxTypeInput) => api.call(c.saveType, input, write),
  deleteType: (api: ApiClient, id: number) => api.call(c.deleteType, { id }, write),
  enableType: (api: ApiClient, id: number, enabled: boolean) =>
    api.call(c.enableType, { id, enabled }, write),
  saveInfo: (api: ApiClient, input: AuxInfoInput) => api.call(c.saveInfo, input, write),
  deleteInfo: (api: ApiClient, id: number) => api.call(c.deleteInfo, { id }, write),
  enableInfo: (api: ApiClient, id: number, enabled: boolean) =>
    api.call(c.enableInfo, { id, enabled }, write),
  saveTypeSubjects: (api: ApiClient, typeId: number, codes: string[]) =>
    api.call(c.saveTypeSubjects, { typeId, codes }, write),
  relationTypes: (api: ApiClient, signal?: AbortSignal) => api.call(c.relationTypes, {}, read(signal)),
  saveRelationType: (api: ApiClient, input: Infer<typeof RelationTypeSave>) =>
    api.call(c.saveRelationType, input, write),
  deleteRelationType: (api: ApiClient, id: number) => api.call(c.deleteRelationType, { id }, write),
  saveRelation: (api: ApiClient, input: Infer<typeof RelationSave>) => api.call(c.saveRelation, input, write),
  deleteRelation: (api: ApiClient, id: number) => api.call(c.deleteRelation, { id }, write),
  syncProjects: (api: ApiClient, targetZids: number[], infoNos?: string[]) =>
    api.call(c.syncProjects, { targetZids, ...(infoNos ? { infoNos } : {}) }, write),
};
