// The /api/init calls of the opening-balance screens (server/modules/opening/routes.ts) and the
// shapes they answer. Every call is quiet: the screens show refusals in place (row lists, tables).
import type { ApiClient } from '../../api/client';
import type { Money } from '../../core/money';
import type { Category, Direction } from '../../core/subjects/types';

export const OpeningPath = {
  balances: '/api/init/balances',
  template: '/api/init/balances/template',
  import: '/api/init/balances/import',
  departmentBalances: '/api/init/departmentBalances',
  auxiliaryBalances: '/api/init/auxiliaryBalances',
  verify: '/api/init/verify',
  confirm: '/api/init/confirm',
  unconfirm: '/api/init/unconfirm',
  departments: '/api/departMent/listDept',
  auxTypes: '/api/auxi/GetAuxiTypeList',
} as const;

export const OpeningRoute = {
  subjectBalance: '/final/financialSoftware/initSubjectSetting/init-subject-balance',
  departmentBalance: '/final/financialSoftware/initSubjectSetting/init-department-balance',
  auxiliaryBalance: '/final/financialSoftware/initSubjectSetting/init-auxiliary-balance',
  verification: '/final/financialSoftware/initSubjectSetting/init-balance-verification',
  confirm: '/final/financialSoftware/initSubjectSetting/init-setting-confirm',
} as const;

export type SuccessionState = 'pending' | 'done' | 'skipped';

export interface OpeningRow {
  code: string;
  codeName: string;
  codeFullName: string;
  parentCode: string | null;
  level: number;
  category: Category;
  balanceDirection: Direction;
  balanceDirectionFormat: '借' | '贷';
  isLeaf: boolean;
  enabled: boolean;
  deptAccounting: boolean;
  hasAuxi: boolean;
  /** In the subject's direction; a parent's is the roll-up of its end-level subjects. */
  initAmount: Money;
  departmentAmount: Money | null;
  auxiliaryAmount: Money | null;
}

export interface OpeningView {
  startYear: number;
  confirmed: boolean;
  confirmedAt: string | null;
  successionState: SuccessionState;
  subjectList: OpeningRow[];
}

export type BreakdownKind = 'department' | 'auxiliary';

export interface BreakdownAux {
  typeId: number;
  typeNo: string;
  typeName: string;
  infoNo: string;
  infoName: string;
}

export interface BreakdownRow {
  departmentCode?: string;
  departmentName?: string;
  auxKey?: string;
  auxis?: BreakdownAux[];
  initAmount: Money;
}

export interface BreakdownView {
  code: string;
  codeName: string;
  codeFullName: string;
  balanceDirection: Direction;
  auxTypes: { id: number; typeNo: string; typeName: string }[];
  initAmount: Money;
  breakdownAmount: Money;
  /** breakdownAmount - initAmount. */
  difference: Money;
  rows: BreakdownRow[];
}

export interface TrialBreakdown {
  code: string;
  name: string;
  kind: BreakdownKind;
  subjectAmount: Money;
  breakdownAmount: Money;
  difference: Money;
}

export interface TrialBalance {
  balanced: boolean;
  debitTotal: Money;
  creditTotal: Money;
  debitCreditDifference: Money;
  assets: Money;
  liabilities: Money;
  netAssets: Money;
  liabilitiesAndNetAssets: Money;
  equationDifference: Money;
  income: Money;
  expense: Money;
  breakdowns: TrialBreakdown[];
  problems: string[];
}

export interface DepartmentOption {
  departmentCode: string;
  departmentName: string;
  enabled: boolean;
}

export interface AuxTypeOption {
  typeNo: string;
  typeName: string;
  childData: { infoNo: string; infoName: string; enabled: boolean }[];
}

const quiet = { quiet: true } as const;

export function loadOpening(api: ApiClient): Promise<OpeningView> {
  return api.get<OpeningView>(OpeningPath.balances, undefined, quiet);
}

export function saveOpening(
  api: ApiClient,
  details: readonly { code: string; initAmount: string }[],
): Promise<{ saved: number }> {
  return api.post<{ saved: number }>(OpeningPath.balances, { details }, quiet);
}

export function importOpening(
  api: ApiClient,
  fileName: string,
  content: string,
): Promise<{ imported: number }> {
  return api.post<{ imported: number }>(OpeningPath.import, { fileName, content }, quiet);
}

const breakdownPath = (kind: BreakdownKind) =>
  kind === 'department' ? OpeningPath.departmentBalances : OpeningPath.auxiliaryBalances;

export function loadBreakdowns(api: ApiClient, kind: BreakdownKind): Promise<BreakdownView[]> {
  return api.get<BreakdownView[]>(breakdownPath(kind), undefined, quiet);
}

export type BreakdownDetail =
  | { departmentCode: string; initAmount: string }
  | { auxis: { typeNo: string; infoNo: string }[]; initAmount: string };

export function saveBreakdown(
  api: ApiClient,
  kind: BreakdownKind,
  code: string,
  details: readonly BreakdownDetail[],
): Promise<BreakdownView> {
  return api.post<BreakdownView>(breakdownPath(kind), { code, details }, quiet);
}

export function loadTrial(api: ApiClient): Promise<TrialBalance> {
  return api.get<TrialBalance>(OpeningPath.verify, undefined, quiet);
}

export function confirmOpening(api: ApiClient): Promise<{ confirmedAt: string }> {
  return api.post<{ confirmedAt: string }>(OpeningPath.confirm, {}, quiet);
}

export function unconfirmOpening(api: ApiClient): Promise<{ confirmed: false }> {
  return api.post<{ confirmed: false }>(OpeningPath.unconfirm, {}, quiet);
}

export function loadDepartments(api: ApiClient): Promise<DepartmentOption[]> {
  return api.get<DepartmentOption[]>(OpeningPath.departments, undefined, { quiet: true, loading: false });
}

export function loadAuxTypes(api: ApiClient): Promise<AuxTypeOption[]> {
  return api.get<AuxTypeOption[]>(OpeningPath.auxTypes, undefined, { quiet: true, loading: false });
}
