// The /api/init calls of the opening-balance screens (src/core/contracts/opening.ts). Every call is
// quiet: the screens show refusals in place (row lists, tables).
import type { Infer } from 'superstruct';
import type { ApiClient } from '../../api/client';
import { auxiliaryContracts } from '../../core/contracts/auxiliary';
import { departmentContracts } from '../../core/contracts/department';
import {
  type AuxiliaryBreakdownSave,
  type BreakdownKind,
  type BreakdownView,
  openingContracts as c,
  type DepartmentBreakdownSave,
  type OpeningView,
} from '../../core/contracts/opening';
import type { TrialBalance } from '../../core/subjects/trial-balance';

const quiet = { quiet: true } as const;

export function loadOpening(api: ApiClient): Promise<OpeningView> {
  return api.call(c.balances, {}, quiet);
}

export function saveOpening(
  api: ApiClient,
  details: readonly { code: string; initAmount: string }[],
): Promise<{ saved: number }> {
  return api.call(c.saveBalances, { details: [...details] }, quiet);
}

export function importOpening(
  api: ApiClient,
  fileName: string,
  content: string,
): Promise<{ imported: number }> {
  return api.call(c.import, { fileName, content }, quiet);
}

export function loadTemplate(api: ApiClient) {
  return api.call(c.template, {}, quiet);
}

export function loadBreakdowns(api: ApiClient, kind: BreakdownKind): Promise<BreakdownView[]> {
  return api.call(kind === 'department' ? c.departmentBalances : c.auxiliaryBalances, {}, quiet);
}

/** A breakdown row as saved: a department's or an auxiliary combination's amount. */
export type BreakdownDetail = DepartmentDetail | AuxiliaryDetail;
type DepartmentDetail = Infer<typeof DepartmentBreakdownSave>['details'][number];
type AuxiliaryDetail = Infer<typeof AuxiliaryBreakdownSave>['details'][number];

const isDepartment = (d: BreakdownDetail): d is DepartmentDetail => 'departmentCode' in d;
const isAuxiliary = (d: BreakdownDetail): d is AuxiliaryDetail => 'auxis' in d;

export function saveBreakdown(
  api: ApiClient,
  kind: BreakdownKind,
  code: string,
  details: readonly BreakdownDetail[],
): Promise<BreakdownView> {
  return kind === 'department'
    ? api.call(c.saveDepartmentBalances, { code, details: details.filter(isDepartment) }, quiet)
    : api.call(c.saveAuxiliaryBalances, { code, details: details.filter(isAuxiliary) }, quiet);
}

export function loadTrial(api: ApiClient): Promise<TrialBalance> {
  return api.call(c.verify, {}, quiet);
}

export function confirmOpening(api: ApiClient): Promise<{ confirmedAt: string }> {
  return api.call(c.confirm, {}, quiet);
}

export function unconfirmOpening(api: ApiClient): Promise<{ confirmed: false }> {
  return api.call(c.unconfirm, {}, quiet);
}

/** The departments a department breakdown may name. */
export function loadDepartments(api: ApiClient) {
  return api.call(departmentContracts.list, {}, { quiet: true, loading: false });
}

/** The enabled auxiliary types and items an auxiliary breakdown may name. */
export function loadAuxTypes(api: ApiClient) {
  return api.call(auxiliaryContracts.types, {}, { quiet: true, loading: false });
}
