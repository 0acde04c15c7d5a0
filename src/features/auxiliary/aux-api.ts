// The /api/auxi calls of the auxiliary-accounting screens (spec 000 §7.5), typed as
// server/modules/auxiliary answers them. Writes are online only and show their refusal in the
// screen's dialog (quiet).
import type { ApiClient } from '../../api/client';
import type { AuxField, AuxFieldTypeValue } from '../../core/subjects/aux-fields';

export type BuiltinAuxType = 'department' | 'person' | 'project' | 'unit';

export interface AuxInfo {
  /** null for the 部门 type's items, which are departments (kept in 部门设置). */
  id: number | null;
  typeId: number;
  infoNo: string;
  infoName: string;
  details: Record<string, string>;
  enabled: boolean;
  readOnly: boolean;
}

export interface AuxType {
  id: number;
  typeNo: string;
  typeName: string;
  builtInSystem: boolean;
  builtin: BuiltinAuxType | null;
  enabled: boolean;
  fields: AuxField[];
  childData: AuxInfo[];
}

export interface AuxTypeInput {
  id?: number;
  typeNo?: string;
  typeName: string;
  fields?: { fieldNo?: string; fieldName: string; fieldType: AuxFieldTypeValue }[];
}

export interface AuxInfoInput {
  id?: number;
  typeId: number;
  infoNo: string;
  infoName: string;
  details?: Record<string, string>;
  enabled?: boolean;
}

export interface LinkedSubject {
  code: string;
  codeName: string;
  codeFullName: string;
  isLeaf: boolean;
  enabled: boolean;
}

export interface ProjectRelation {
  id: number;
  relatedTypeId: number;
  projectInfoNo: string;
  projectName: string;
  relatedCode: string;
  relatedName: string;
}

export interface RelationType {
  id: number;
  typeName: string;
  remark: string;
  relations: ProjectRelation[];
}

export interface SyncResult {
  zid: number;
  name: string;
  created: number;
  updated: number;
}

const write = { quiet: true } as const;
const read = (signal?: AbortSignal) => ({ loading: false, ...(signal ? { signal } : {}) });

export const auxApi = {
  /** Every type with every item, disabled ones too (the management screens). */
  allTypes: (api: ApiClient, signal?: AbortSignal) =>
    api.get<AuxType[]>('/api/auxi/GetAuxiTypeAllList', undefined, read(signal)),
  subjectsOfType: (api: ApiClient, typeId: number, signal?: AbortSignal) =>
    api.get<LinkedSubject[]>(`/api/auxi/GetSubjectListByAuxiType/${typeId}`, undefined, read(signal)),
  saveType: (api: ApiClient, input: AuxTypeInput) =>
    api.post<AuxType>('/api/auxi/SaveAuxiType', input, write),
  deleteType: (api: ApiClient, id: number) =>
    api.post<{ id: number }>(`/api/auxi/DeleteAuxiType/${id}`, {}, write),
  enableType: (api: ApiClient, id: number, enabled: boolean) =>
    api.post<AuxType>(`/api/auxi/EnableAuxiType/${id}`, { enabled }, write),
  saveInfo: (api: ApiClient, input: AuxInfoInput) =>
    api.post<AuxInfo>('/api/auxi/SaveAuxiInfo', input, write),
  deleteInfo: (api: ApiClient, id: number) =>
    api.post<{ id: number }>(`/api/auxi/DeleteAuxiInfo/${id}`, {}, write),
  enableInfo: (api: ApiClient, id: number, enabled: boolean) =>
    api.post<AuxInfo>(`/api/auxi/EnableAuxiInfo/${id}`, { enabled }, write),
  saveTypeSubjects: (api: ApiClient, typeId: number, codes: string[]) =>
    api.post<LinkedSubject[]>('/api/auxi/SaveAuxiTypeSubject', { typeId, codes }, write),
  relationTypes: (api: ApiClient, signal?: AbortSignal) =>
    api.get<RelationType[]>('/api/auxi/GetProjecRelatedTypeList', undefined, read(signal)),
  saveRelationType: (api: ApiClient, input: { id?: number; typeName: string; remark?: string }) =>
    api.post<RelationType>('/api/auxi/SaveProjecRelatedType', input, write),
  deleteRelationType: (api: ApiClient, id: number) =>
    api.post<{ id: number }>(`/api/auxi/DeleteProjecRelatedType/${id}`, {}, write),
  saveRelation: (
    api: ApiClient,
    input: {
      id?: number;
      relatedTypeId: number;
      projectInfoNo: string;
      relatedCode: string;
      relatedName: string;
    },
  ) => api.post<ProjectRelation>('/api/auxi/SaveProjecRelated', input, write),
  deleteRelation: (api: ApiClient, id: number) =>
    api.post<{ id: number }>(`/api/auxi/DeleteProjecRelated/${id}`, {}, write),
  syncProjects: (api: ApiClient, targetZids: number[], infoNos?: string[]) =>
    api.post<SyncResult[]>(
      '/api/auxi/SyncOutputProject',
      { targetZids, ...(infoNos ? { infoNos } : {}) },
      write,
    ),
};
