// The succession calls at the spec's own paths (spec 000 §7.1: /choiceStand, /saveChoiceStand,
// /newchoiceStand, /cjSubjct, /saveChoice) and the old books' balances under /api/succession
// (server/modules/succession/routes.ts). Calls are quiet: the dialog shows refusals itself.
import type { ApiClient } from '../../api/client';
import type { Money } from '../../core/money';
import type { Category, Direction } from '../../core/subjects/types';
import type { SuccessionState } from '../opening/opening-api';

export const SuccessionPath = {
  choiceStand: '/choiceStand',
  saveChoiceStand: '/saveChoiceStand',
  lists: '/newchoiceStand',
  link: '/cjSubjct',
  saveChoice: '/saveChoice',
  oldBalances: '/api/succession/oldBalances',
  oldTemplate: '/api/succession/oldBalances/template',
  oldImport: '/api/succession/oldBalances/import',
  adjustments: '/api/succession/adjustments',
} as const;

export interface ChoiceStand {
  successionState: SuccessionState;
  mode: 1 | 3 | null;
  manualUndertaking: boolean;
  kind: 'grassroots' | 'county';
  standType: 1 | 2;
  oldDebitTotal: Money;
  oldCreditTotal: Money;
  oldBalancesEntered: boolean;
  completedAt: string | null;
}

interface SubjectBase {
  code: string;
  codeName: string;
  codeFullName: string;
  balanceDirection: Direction;
  balanceDirectionFormat: '借' | '贷';
  parentCode: string | null;
  parentCodeArray: string[];
  level: number;
  category: Category;
  hasChild: boolean;
  isLeaf: boolean;
  initAmount: Money;
  checked: boolean;
}

export interface NewSubject extends SubjectBase {
  isStandard: boolean;
  /** Old subjects it takes over (transitional subjects). */
  codeArray: string[];
  sources: { code: string; name: string; rule: string }[];
}

export interface OldSubject extends SubjectBase {
  /** An end-level subject with a balance that no new subject takes over yet. */
  notTaken: boolean;
  /** Where 财会〔2021〕16号 sends it. */
  targets: { code: string; name: string; rule: string; portion: string }[];
}

export interface ChoiceLists {
  standType: 1 | 2;
  newSubList: NewSubject[];
  oldSubList: OldSubject[];
  newDebitTotal: Money;
  newCreditTotal: Money;
  oldDebitTotal: Money;
  oldCreditTotal: Money;
}

export interface AutoResult {
  completed: boolean;
  successionState: SuccessionState;
  untaken: { code: string; name: string }[];
  needsReview: { code: string; name: string; newCode: string }[];
}

export interface AdjustmentEntry {
  summary: string;
  balanceDirection: 1 | 2;
  code: string | null;
  name: string;
  debitAmount: string;
  creditAmount: string;
}

export interface Adjustment {
  id: number;
  itemId: string;
  title: string;
  voucherDate: string;
  basis: string;
  regulationClause: string;
  status: 'proposed' | 'drafted' | 'dismissed';
  /** The voucher (draft) made from it. */
  voucherId?: string | null;
  entries: AdjustmentEntry[];
}

export interface ChoiceDetail {
  code: string;
  initAmount: string;
  codeArray: string[];
  checked: true;
}

const quiet = { quiet: true } as const;

export function loadChoiceStand(api: ApiClient): Promise<ChoiceStand> {
  return api.get<ChoiceStand>(SuccessionPath.choiceStand, undefined, quiet);
}

export function loadChoiceLists(api: ApiClient, standType: 1 | 2): Promise<ChoiceLists> {
  return api.get<ChoiceLists>(SuccessionPath.lists, { standType, financialInstitution: 3 }, quiet);
}

export function saveMode(api: ApiClient, mode: 1 | 3): Promise<AutoResult> {
  return api.post<AutoResult>(SuccessionPath.saveChoiceStand, { mode }, quiet);
}

export function linkOld(
  api: ApiClient,
  code: string,
  codeArry: readonly string[],
): Promise<{ code: string; codeArray: string[]; initAmount: Money; sharedCodes: string[] }> {
  return api.post(SuccessionPath.link, { code, codeArry }, quiet);
}

export function saveChoice(
  api: ApiClient,
  details: readonly ChoiceDetail[],
  manualUndertaking: boolean,
): Promise<{ successionState: 'done'; debitTotal: Money; creditTotal: Money }> {
  return api.post(SuccessionPath.saveChoice, { details, manualUndertaking }, quiet);
}

export function saveOldBalances(
  api: ApiClient,
  details: readonly { code: string; initAmount: string }[],
): Promise<{ saved: number }> {
  return api.post<{ saved: number }>(SuccessionPath.oldBalances, { details }, quiet);
}

export function importOldBalances(
  api: ApiClient,
  fileName: string,
  content: string,
): Promise<{ imported: number }> {
  return api.post<{ imported: number }>(SuccessionPath.oldImport, { fileName, content }, quiet);
}

export function loadAdjustments(api: ApiClient): Promise<Adjustment[]> {
  return api.get<Adjustment[]>(SuccessionPath.adjustments, undefined, { quiet: true, loading: false });
}

/** Marks a proposal as made into the voucher draft `voucherId`; answers the proposal as stored. */
export function markAdjustmentDrafted(api: ApiClient, id: number, voucherId: string): Promise<Adjustment> {
  return api.post<Adjustment>(`${SuccessionPath.adjustments}/draft`, { id, voucherId }, quiet);
}
