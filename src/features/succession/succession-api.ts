// The succession calls (src/core/contracts/succession.ts): the spec's own paths (spec 000 §7.1) and
// the old books' balances under /api/succession. Calls are quiet: the dialog shows refusals itself.
import type { ApiClient } from '../../api/client';
import {
  type AdjustmentView,
  type AutoResult,
  type ChoiceDetail,
  type ChoiceLists,
  type ChoiceStand,
  successionContracts as c,
} from '../../core/contracts/succession';
import type { Money } from '../../core/money';

const quiet = { quiet: true } as const;

export function loadChoiceStand(api: ApiClient): Promise<ChoiceStand> {
  return api.call(c.choiceStand, {}, quiet);
}

export function loadChoiceLists(api: ApiClient, standType: 1 | 2): Promise<ChoiceLists> {
  return api.call(c.lists, { standType, financialInstitution: 3 }, quiet);
}

export function saveMode(api: ApiClient, mode: 1 | 3): Promise<AutoResult> {
  return api.call(c.saveChoiceStand, { mode }, quiet);
}

export function linkOld(api: ApiClient, code: string, codeArry: readonly string[]) {
  return api.call(c.link, { code, codeArry: [...codeArry] }, quiet);
}

export function saveChoice(
  api: ApiClient,
  details: readonly ChoiceDetail[],
  manualUndertaking: boolean,
): Promise<{ successionState: 'done'; debitTotal: Money; creditTotal: Money }> {
  return api.call(c.saveChoice, { details: [...details], manualUndertaking }, quiet);
}

export function saveOldBalances(
  api: ApiClient,
  details: readonly { code: string; initAmount: string }[],
): Promise<{ saved: number }> {
  return api.call(c.saveOldBalances, { details: [...details] }, quiet);
}

export function importOldBalances(
  api: ApiClient,
  fileName: string,
  content: string,
): Promise<{ imported: number }> {
  return api.call(c.oldImport, { fileName, content }, quiet);
}

export function downloadOldTemplate(api: ApiClient) {
  return api.call(c.oldTemplate, {}, quiet);
}

export function loadAdjustments(api: ApiClient): Promise<AdjustmentView[]> {
  return api.call(c.adjustments, {}, { quiet: true, loading: false });
}

/** Marks a proposal as made into the voucher draft `voucherId`; answers the proposal as stored. */
export function markAdjustmentDrafted(
  api: ApiClient,
  id: number,
  voucherId: string,
): Promise<AdjustmentView> {
  return api.call(c.markDrafted, { id, voucherId }, quiet);
}
