// /api/assetsProvision: the month's depreciation (固定资产) or amortisation (无形资产) — run once a
// month per class, in month order, never for a closed month — its rows and footer totals (spec 000
// §3 provision row, §7.2), the dialog's page of an existing provision, and the xlsx export.
import { object, optional, string } from 'superstruct';
import { accountingMonth, chargedClass } from './asset-structs';
import { download, get, post } from './contract';
import { intIn } from './structs';

/** A provision row (spec 000 §3). */
export interface ProvisionRow {
  cardId: string;
  /** 资产明细编码: the card number. */
  detailFixedNo: string;
  fixedName: string;
  /** 所属期 'YYYY-MM'. */
  accruedStage: string;
  /** 计提日期 (the day the provision was run; the month's last day in a preview). */
  accrueddate: string;
  accruedStageMonthsString: string;
  accrueddateString: string;
  originalValue: string;
  /** 净值 after this month. */
  residualValue: string;
  /** 本月计提额. */
  accruedValue: string;
  /** 累计计提额 after this month. */
  cumulativeValue: string;
  dateOfActivation: string | null;
  estimatedServiceLife: number | null;
  /** 使用月份: months charged so far, this one included. */
  usedMonths: number;
}

export interface ProvisionFooter {
  originalValueSum: string;
  residualValueSum: string;
  accruedValueSum: string;
  cumulativeValueSum: string;
}

export interface ProvisionHeader {
  id: number;
  accruedStage: string;
  total: string;
  cardCount: number;
  voucherId: string | null;
  voucherLabel: string | null;
  createdAt: string;
  createdBy: string;
}

export interface ProvisionPage {
  pageData: { currentPageItems: ProvisionRow[]; totalItemCount: number };
  footer: ProvisionFooter;
  /** The month's provision when it was run; null: the rows are what running it would charge. */
  provision: ProvisionHeader | null;
  /** Why 计提 is refused for this month now (an earlier month first, a closed month…), or null. */
  blocked: string | null;
}

const labels = {
  assetClass: '资产类别',
  accruedStage: '所属期',
  accruedStageDateTime: '计提日期',
  PZAssetType: '凭证模板类型',
  pageIndex: '页码',
  pageSize: '每页条数',
};

const Stage = object({
  assetClass: chargedClass(),
  accruedStage: accountingMonth(),
});

const StagePage = object({
  assetClass: chargedClass(),
  accruedStage: accountingMonth(),
  PZAssetType: optional(string()),
  accruedStageDateTime: optional(string()),
  pageIndex: optional(intIn(1, 100_000)),
  pageSize: optional(intIn(1, 500)),
});

export const assetProvisionContracts = {
  /** 资产折旧 screen: the month's rows (run or previewed), footer and state. */
  page: get('/api/assetsProvision/assetsProvisionPage', StagePage, labels).answers<ProvisionPage>(),
  /** The voucher dialog's table: the rows of the month's provision (empty when not run). */
  stage: get('/api/assetsProvision/accruedStageAssetsProvision', StagePage, labels).answers<
    ProvisionPage['pageData'] & { accruedValueSum: string; provision: ProvisionHeader | null }
  >(),
  /** 计提: refused for a month already run, a month before the last one run, or an earlier month not run. */
  accrue: post('/api/assetsProvision/accrue', Stage, labels).answers<ProvisionHeader>(),
  /** 取消计提 of the last month run, while it has no voucher. */
  cancel: post('/api/assetsProvision/cancel', Stage, labels).answers<{ accruedStage: string }>(),
  dataOut: download('POST', '/api/assetsProvision/assetsProvisionDataOut', Stage, labels),
};
