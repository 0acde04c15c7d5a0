// The financial-status check of spec 000 §4.1 as pure decisions: which navigations are checked and
// what a 4016 answer means on the page the user is opening. The hook that calls the server is apart.
import { ErrorCode } from '../../core/contracts/errors';
import { FinancialState } from '../../core/contracts/financial-status';
import type { RouteEntry } from '../../core/routes/types';

export const INIT_CONFIRM_PATH = '/final/financialSoftware/initSubjectSetting/init-setting-confirm';
export const ASSETS_INIT_PATH = '/final/fixed-assets/assets-init';
const VOUCHER_PREFIX = '/final/financialSoftware/certificateProcessing/';
const FIXED_ASSETS_PREFIX = '/final/fixed-assets/';

/** Spec 000 §2: the pages before a session is ready are never checked. */
const exempt = new Set(['/sign', '/selecting', '/login']);

/** Checked: signed-in pages only (a public page has no ledger set to check), never the exempt ones. */
export function needsFinancialCheck(route: RouteEntry | undefined, loggedIn: boolean): boolean {
  if (!loggedIn || !route?.requiresAuth) return false;
  return !exempt.has(route.path);
}

export interface FinancialAnswer {
  readonly success: boolean;
  readonly errorCode: number;
  readonly message: string;
  readonly data: unknown;
}

export type FinancialAction =
  | { readonly kind: 'none' }
  | { readonly kind: 'redirect'; readonly message: string; readonly to: string }
  | { readonly kind: 'succession'; readonly message: string };

const none: FinancialAction = { kind: 'none' };

export function financialAction(pathname: string, answer: FinancialAnswer): FinancialAction {
  if (answer.success || answer.errorCode !== ErrorCode.operation) return none;
  const state = Number(answer.data);
  const onAssets = pathname.startsWith(FIXED_ASSETS_PREFIX);
  if (state === FinancialState.openingPending) {
    if (!pathname.startsWith(VOUCHER_PREFIX) && !onAssets) return none;
    return {
      kind: 'redirect',
      message: answer.message || '期初余额尚未确认，请先完成期初余额确认',
      to: INIT_CONFIRM_PATH,
    };
  }
  if (state === FinancialState.assetsPending) {
    if (!onAssets || pathname === ASSETS_INIT_PATH) return none;
    return {
      kind: 'redirect',
      message: answer.message || '固定资产尚未初始化，请先完成资产初始化',
      to: ASSETS_INIT_PATH,
    };
  }
  if (state === FinancialState.successionPending) {
    return {
      kind: 'succession',
      message: answer.message || '新旧会计制度科目衔接尚未完成，请先选择承接方式',
    };
  }
  return none;
}

/** Succession modes the dialog offers (spec 000 §4.1); 2 is not offered by the spec. */
export const SuccessionMode = { automatic: 1, manual: 3 } as const;
export type SuccessionModeValue = (typeof SuccessionMode)[keyof typeof SuccessionMode];
