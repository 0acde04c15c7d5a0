// /api/assetsReport/summary (assetsReport/asset-prints, 固定资产报表): a class's cards by category over
// a period — at its start (quantity, original value), added and removed within it, at its end
// (quantity, original value, accumulated, net) — with the 合计 row. Original values are those of the
// day (a value change counts from its date), accumulated is what was provisioned up to the end.
import { object } from 'superstruct';
import { accountingMonth, assetClass } from './asset-structs';
import { get } from './contract';

export interface AssetReportRow {
  categoryCode: string;
  categoryName: string;
  openingQuantity: number;
  openingOriginal: string;
  addedOriginal: string;
  removedOriginal: string;
  closingQuantity: number;
  closingOriginal: string;
  closingAccumulated: string;
  closingNet: string;
}

export interface AssetReport {
  rows: AssetReportRow[];
  totals: AssetReportRow;
}

export const assetReportContracts = {
  summary: get(
    '/api/assetsReport/summary',
    object({ assetClass: assetClass(), monthFrom: accountingMonth(), monthTo: accountingMonth() }),
    { assetClass: '资产类别', monthFrom: '起始月份', monthTo: '截止月份' },
  ).answers<AssetReport>(),
};
