import { describe, expect, it } from 'vitest';
import { findRoute } from '../../core/routes';
import {
  ASSETS_INIT_PATH,
  type FinancialAnswer,
  financialAction,
  INIT_CONFIRM_PATH,
  needsFinancialCheck,
} from './financial-status';

const voucher = '/final/financialSoftware/certificateProcessing/accounting-billing-voucher';
const assetList = '/final/fixed-assets/card-management';
const ledger = '/final/financialSoftware/accountQueryPrinting/account-balance-sheet';

function refusal(data: unknown, message = ''): FinancialAnswer {
  return { success: false, errorCode: 4016, message, data };
}

describe('needsFinancialCheck', () => {
  it('checks signed-in pages', () => {
    expect(needsFinancialCheck(findRoute(voucher), true)).toBe(true);
    expect(needsFinancialCheck(findRoute('/final/welcome'), true)).toBe(true);
    expect(needsFinancialCheck(findRoute('/'), true)).toBe(true);
  });

  it('skips /sign, /selecting, /login, other public pages, unknown paths and visitors', () => {
    for (const path of ['/sign', '/selecting', '/login', '/timeCalibration', '/error401']) {
      expect(needsFinancialCheck(findRoute(path), true), path).toBe(false);
    }
    expect(needsFinancialCheck(undefined, true)).toBe(false);
    expect(needsFinancialCheck(findRoute(voucher), false)).toBe(false);
  });
});

describe('financialAction', () => {
  it('does nothing when the check passes or fails for another reason', () => {
    expect(financialAction(voucher, { success: true, errorCode: 0, message: '', data: null })).toEqual({
      kind: 'none',
    });
    expect(financialAction(voucher, { success: false, errorCode: 4000, message: 'x', data: 1 })).toEqual({
      kind: 'none',
    });
  });

  it('data 1 sends voucher and fixed-asset pages to the opening-balance confirmation', () => {
    expect(financialAction(voucher, refusal(1, '期初余额未确认'))).toEqual({
      kind: 'redirect',
      message: '期初余额未确认',
      to: INIT_CONFIRM_PATH,
    });
    expect(financialAction(assetList, refusal(1))).toMatchObject({ kind: 'redirect', to: INIT_CONFIRM_PATH });
    expect(financialAction(ASSETS_INIT_PATH, refusal('1'))).toMatchObject({ to: INIT_CONFIRM_PATH });
  });

  it('data 1 lets other pages through', () => {
    expect(financialAction(ledger, refusal(1))).toEqual({ kind: 'none' });
    expect(financialAction(INIT_CONFIRM_PATH, refusal(1))).toEqual({ kind: 'none' });
  });

  it('data 4 sends fixed-asset pages but assets-init to assets-init', () => {
    expect(financialAction(assetList, refusal(4))).toMatchObject({
      kind: 'redirect',
      to: ASSETS_INIT_PATH,
      message: '固定资产尚未初始化，请先完成资产初始化',
    });
    expect(financialAction(ASSETS_INIT_PATH, refusal(4))).toEqual({ kind: 'none' });
    expect(financialAction(voucher, refusal(4))).toEqual({ kind: 'none' });
    // Family A's card pages are fixed-asset pages too; its settings stay open for the opening cards.
    expect(financialAction('/final/cardAdministration/cardManagementList', refusal(4))).toMatchObject({
      to: ASSETS_INIT_PATH,
    });
    expect(financialAction('/final/setting/assetClassificationSetting', refusal(4))).toEqual({
      kind: 'none',
    });
  });

  it('data 2 asks for the succession mode on any page', () => {
    expect(financialAction(ledger, refusal(2, '请选择承接方式'))).toEqual({
      kind: 'succession',
      message: '请选择承接方式',
    });
    expect(financialAction('/final/welcome', refusal(2))).toMatchObject({ kind: 'succession' });
  });

  it('ignores states it does not know', () => {
    expect(financialAction(assetList, refusal(9))).toEqual({ kind: 'none' });
    expect(financialAction(assetList, refusal(null))).toEqual({ kind: 'none' });
  });
});

describe('financialAction for a user who cannot complete the step', () => {
  const preparer = (key: string) => ['voucher.entry', 'voucher.modifyDelete'].includes(key);

  it('tells 制单 who completes the succession instead of offering the mode dialog', () => {
    expect(financialAction(voucher, refusal(2), preparer)).toEqual({
      kind: 'tell',
      message: '新旧会计制度科目衔接尚未完成，请联系财务主管完成科目衔接',
      state: 2,
    });
    expect(financialAction(voucher, refusal(2), (key) => key === 'init.subject').kind).toBe('succession');
  });

  it('sends 制单 home with who confirms the opening, not to a confirmation page they cannot use', () => {
    expect(financialAction(voucher, refusal(1), preparer)).toEqual({
      kind: 'redirect',
      message: '期初余额尚未确认，请联系财务主管完成期初余额确认',
      to: '/',
    });
    expect(financialAction(voucher, refusal(1), (key) => key === 'init.confirm')).toMatchObject({
      to: INIT_CONFIRM_PATH,
    });
  });

  it('sends 制单 home with who initialises the assets, not to assets-init they cannot open', () => {
    expect(financialAction(assetList, refusal(4), preparer)).toEqual({
      kind: 'redirect',
      message: '固定资产尚未初始化，请联系资产管理员或财务主管完成资产初始化',
      to: '/',
    });
    expect(financialAction(assetList, refusal(4), (key) => key === 'fixedAsset.init')).toMatchObject({
      to: ASSETS_INIT_PATH,
    });
  });
});
