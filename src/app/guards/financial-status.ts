// The financial-status check of spec 000 §4.1 as pure decisions: which navigations are checked and
// what a 4016 answer means on the page the user is opening. The hook that calls the server is apart.
import { ErrorCode } from '../../core/contracts/errors';
import { FinancialState } from '../../core/contracts/financial-status';
import { P } from '../../core/permissions/keys';
import { fixedAssetsRoutes } from '../../core/routes/fixed-assets';
import type { RouteEntry } from '../../core/routes/types';

export const INIT_CONFIRM_PATH = '/final/financialSoftware/initSubjectSetting/init-setting-confirm';
export const ASSETS_INIT_PATH = '/final/fixed-assets/assets-init';
const VOUCHER_PREFIX = '/final/financialSoftware/certificateProcessing/';
const FIXED_ASSETS_PREFIX = '/final/fixed-assets/';
/**
 * Fixed-asset pages (spec 000 §4.1): family B under /final/fixed-assets and family A's card pages.
 * Family A's settings (分类, 卡片宽度) stay open: the opening cards need them first.
 */
const familyA = new Set(
  fixedAssetsRoutes
    .filter((r) => !r.path.startsWith(FIXED_ASSETS_PREFIX) && !r.path.startsWith('/final/setting/'))
    .map((r) => r.path),
);
const isAssetPage = (pathname: string) => pathname.startsWith(FIXED_ASSETS_PREFIX) || familyA.has(pathname);

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
  | { readonly kind: 'succession'; readonly message: string }
  /** The user cannot finish the step: told who can, once, with no dialog they cannot complete. */
  | { readonly kind: 'tell'; readonly message: string; readonly state: number };

const none: FinancialAction = { kind: 'none' };

/** Where a user goes who may not confirm the opening balances themselves. */
export const HOME_PATH = '/';

/** Who completes the steps of §4.1 (the 财务主管 duty holds 初始设置, src/core/permissions/duties). */
const stepOwner = '财务主管';
export const successionOwnerMessage = `新旧会计制度科目衔接尚未完成，请联系${stepOwner}完成科目衔接`;
export const openingOwnerMessage = `期初余额尚未确认，请联系${stepOwner}完成期初余额确认`;
/** 资产初始化 is held by 资产管理员 and 财务主管 (fixedAsset.init). */
export const assetsOwnerMessage = `固定资产尚未初始化，请联系资产管理员或${stepOwner}完成资产初始化`;

/**
 * `can` answers from the session's permissions: a user who may not take over subjects
 * (init.subject, what /saveChoiceStand requires) or confirm the opening (init.confirm) is told who
 * can instead of being shown the succession dialog or the confirmation page.
 */
export function financialAction(
  pathname: string,
  answer: FinancialAnswer,
  can: (key: string) => boolean = () => true,
): FinancialAction {
  if (answer.success || answer.errorCode !== ErrorCode.operation) return none;
  const state = Number(answer.data);
  const onAssets = isAssetPage(pathname);
  if (state === FinancialState.openingPending) {
    if (!pathname.startsWith(VOUCHER_PREFIX) && !onAssets) return none;
    if (!can(P.init.confirm)) return { kind: 'redirect', message: openingOwnerMessage, to: HOME_PATH };
    return {
      kind: 'redirect',
      message: answer.message || '期初余额尚未确认，请先完成期初余额确认',
      to: INIT_CONFIRM_PATH,
    };
  }
  if (state === FinancialState.assetsPending) {
    if (!onAssets || pathname === ASSETS_INIT_PATH) return none;
    if (!can(P.fixedAsset.init)) return { kind: 'redirect', message: assetsOwnerMessage, to: HOME_PATH };
    return {
      kind: 'redirect',
      message: answer.message || '固定资产尚未初始化，请先完成资产初始化',
      to: ASSETS_INIT_PATH,
    };
  }
  if (state === FinancialState.successionPending) {
    if (!can(P.init.subject)) return { kind: 'tell', message: successionOwnerMessage, state };
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
