// The /api/subject calls of the accounting-settings screens, typed as the server answers them
// (server/modules/subject). Writes are online only: the server decides codes, usage and locks.
import type { ApiClient } from '../../api/client';
import type { Category, ChartKind, Direction } from '../../core/subjects/types';

export interface AuxTypeRef {
  id: number;
  typeNo: string;
  typeName: string;
}

export interface SubjectRow {
  id: number;
  code: string;
  codeName: string;
  /** Names from the first level down joined by "/". */
  codeFullName: string;
  balanceDirection: Direction;
  balanceDirectionFormat: '借' | '贷';
  parentCode: string | null;
  parentCodeArray: string[];
  childCodeArray: string[];
  level: number;
  category: Category;
  hasChild: boolean;
  /** End-level: only these take amounts. */
  isLeaf: boolean;
  hasAuxi: boolean;
  auxTypes: AuxTypeRef[];
  /** Prescribed by 工会会计制度: no rename, no delete. */
  isStandard: boolean;
  enabled: boolean;
  deptAccounting: boolean;
  /** Has data (opening balances, succession, vouchers). */
  used: boolean;
}

export interface SubjectTree {
  subjectList: SubjectRow[];
  codeWidths: string;
  kind: ChartKind;
}

export interface SubjectSaveInput {
  id?: number;
  parentCode?: string;
  code: string;
  name: string;
  deptAccounting?: boolean;
  auxTypeIds?: number[];
  enabled?: boolean;
}

export interface CodeWidthView {
  codeWidths: string;
  widths: number[];
  levelLengths: number[];
  /** Opening balances confirmed: the widths can no longer change. */
  locked: boolean;
}

export interface OtherSubjectSetting {
  cashCodes: string[];
  bankCodes: string[];
  locked: boolean;
}

/** Writes show their refusal in the screen's own dialog, not as a notice. */
const write = { quiet: true } as const;

export const subjectApi = {
  tree: (api: ApiClient, signal?: AbortSignal) =>
    api.get<SubjectTree>('/api/subject/tree', undefined, { loading: false, ...(signal ? { signal } : {}) }),
  nextCode: (api: ApiClient, parentCode: string) =>
    api.get<{ parentCode: string; code: string | null }>(
      '/api/subject/nextCode',
      { parentCode },
      { loading: false, quiet: true },
    ),
  save: (api: ApiClient, input: SubjectSaveInput) => api.post<SubjectRow>('/api/subject/save', input, write),
  remove: (api: ApiClient, id: number) => api.post<{ code: string }>('/api/subject/delete', { id }, write),
  enable: (api: ApiClient, id: number, enabled: boolean) =>
    api.post<SubjectRow>('/api/subject/enable', { id, enabled }, write),
  codeWidth: (api: ApiClient, signal?: AbortSignal) =>
    api.get<CodeWidthView>('/api/subject/codeWidth', undefined, {
      loading: false,
      ...(signal ? { signal } : {}),
    }),
  saveCodeWidth: (api: ApiClient, codeWidths: string) =>
    api.post<CodeWidthView>('/api/subject/codeWidth', { codeWidths }, write),
  otherSetting: (api: ApiClient, signal?: AbortSignal) =>
    api.get<OtherSubjectSetting>('/api/subject/otherSetting', undefined, {
      loading: false,
      ...(signal ? { signal } : {}),
    }),
  saveOtherSetting: (api: ApiClient, input: { cashCodes: string[]; bankCodes: string[] }) =>
    api.post<OtherSubjectSetting>('/api/subject/otherSetting', input, write),
};
