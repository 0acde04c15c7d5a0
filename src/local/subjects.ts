// The chart of accounts offline: subjectContracts.tree cached in `subjects`, so the subject picker,
// the voucher grid's autocomplete and every check of a voucher line work without a network.
import type { ApiClient } from '../api/client';
import { type SubjectView, subjectContracts } from '../core/contracts/subject';
import type { CachedRow, Plain } from './types';

/** A subject as cached: the fields of the tree's SubjectView that pickers and voucher checks read. */
// Plain<>: cached rows are records, and only types (not interfaces) get an index signature.
export type SubjectRecord = Plain<
  Pick<
    SubjectView,
    | 'id'
    | 'code'
    | 'codeName'
    | 'codeFullName'
    | 'balanceDirection'
    | 'parentCode'
    | 'level'
    | 'category'
    | 'hasChild'
    | 'isLeaf'
    | 'hasAuxi'
    | 'auxTypes'
    | 'enabled'
    | 'deptAccounting'
    | 'isStandard'
  >
>;

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
  const answer = await api.call(subjectContracts.tree, {}, { loading: false, background: true });
  return answer.subjectList.map(toSubjectRow);
}
