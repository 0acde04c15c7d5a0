// The chart of accounts offline: GET /api/subject/tree cached in `subjects`, so the subject picker,
// the voucher grid's autocomplete and every check of a voucher line work without a network.
import type { ApiClient } from '../api/client';
import type { CachedRow } from './types';

export interface SubjectAuxTypeRef {
  id: number;
  typeNo: string;
  typeName: string;
}

/** A row of subjectList (server/modules/subject/views.ts SubjectView, spec 000 §3 names). */
// A type, not an interface: cached rows are records, and only types get an index signature.
export type SubjectRecord = {
  id: number;
  code: string;
  codeName: string;
  /** Names from the first level down joined by "/": 银行存款/经费集中户. */
  codeFullName: string;
  balanceDirection: 1 | 2;
  parentCode: string | null;
  level: number;
  category: string;
  hasChild: boolean;
  /** End-level: only these take amounts. */
  isLeaf: boolean;
  hasAuxi: boolean;
  auxTypes: SubjectAuxTypeRef[];
  enabled: boolean;
  deptAccounting: boolean;
  isStandard: boolean;
};

export type SubjectRow = CachedRow<SubjectRecord>;

export function toSubjectRow(record: SubjectRecord): SubjectRow {
  return {
    id: record.id,
    code: record.code,
    codeName: record.codeName,
    codeFullName: record.codeFullName,
    balanceDirection: record.balanceDirection,
    parentCode: record.parentCode,
    level: record.level,
    category: record.category,
    hasChild: record.hasChild,
    isLeaf: record.isLeaf,
    hasAuxi: record.hasAuxi,
    auxTypes: record.auxTypes ?? [],
    enabled: record.enabled,
    deptAccounting: record.deptAccounting,
    isStandard: record.isStandard,
    // Codes are unique within a ledger set and are what voucher lines carry.
    key: record.code,
  };
}

/** Disabled subjects are cached too: old vouchers still name them; pickers offer enabled ones. */
export async function loadSubjects(api: ApiClient): Promise<CachedRow[]> {
  const answer = await api.get<{ subjectList: SubjectRecord[] }>('/api/subject/tree', undefined, {
    loading: false,
    background: true,
  });
  return answer.subjectList.map(toSubjectRow);
}
