// The generate-voucher dialogs of the assets module (spec 000 §2.5, §3, §4.2, §7.2): the templates
// (GET /api/template, POST /api/template/saveAssetsTemplateAsync; built-in ones from the 制度's
// entries), the voucher request previewed and saved through /api/assetsCertificate, the existing
// provision voucher (/api/certificate/get…ProvisionCertificate), the voucher types (elect) and the
// operators (czyList). The kinds: card (acquisition), provision, and for the later documents
// disposal and transform.
import { array, boolean, literal, nullable, object, optional, refine, string, union } from 'superstruct';
import type { AssetClass } from '../assets/types';
import { accountingMonth, assetClass, oneOf, optionalDate, optionalText } from './asset-structs';
import { get, post } from './contract';
import { intIn, text, uuid } from './structs';

export const ASSET_TEMPLATE_TYPES = [
  ['card', '资产取得'],
  ['provision', '计提折旧（摊销）'],
  ['disposal', '资产处置'],
  ['transform', '价值变动'],
] as const;
export type AssetTemplateType = (typeof ASSET_TEMPLATE_TYPES)[number][0];

/** One row of a template (spec 000 §3): a subject and its side (debitAmount/creditAmount 1 or 0). */
export interface TemplateDetail {
  subjectCode: string;
  code: string;
  debitAmount: 1 | 0;
  creditAmount: 1 | 0;
  subjectName: string;
  codeFullName: string;
}

export interface AssetTemplateView {
  /** Built-in templates have a negative id (they are not stored). */
  id: number;
  name: string;
  templateType: AssetTemplateType;
  assetClass: AssetClass;
  isBuiltIn: boolean;
  details: TemplateDetail[];
  version: number;
}

/** The subjects of a class the dialog needs to know (which rows are the asset side, spec 000 §3 funding). */
export interface AssetSubInfo {
  assetClass: AssetClass;
  assetSubject: string | null;
  contraSubject: string | null;
  fundSubject: string | null;
}

export interface PreviewEntry {
  summary: string;
  code: string;
  name: string;
  codeFullName: string;
  departmentCode: string | null;
  departmentName: string | null;
  auxis: { typeNo: string; typeName: string; infoNo: string; infoName: string }[];
  debitAmount: string;
  creditAmount: string;
}

/** A voucher the request makes, as the preview shows it (spec 000 §7.2: a list of voucher data). */
export interface AssetVoucherPreview {
  voucherDate: string;
  voucherType: string;
  voucherTypeName: string;
  numberOfDocument: number;
  preparedBy: string;
  entries: PreviewEntry[];
  debitTotal: string;
  creditTotal: string;
}

export interface SavedAssetVoucher {
  voucherId: string;
  /** 记-0005 */
  label: string;
}

const labels = {
  templateType: '模板类型',
  assetClass: '资产类别',
  AssetClass: '资产类别',
  PZAssetType: '凭证模板类型',
  template: '模板',
  name: '模板名称',
  id: 'ID',
  version: '版本号',
  details: '模板分录',
  code: '科目',
  debitAmount: '借方',
  creditAmount: '贷方',
  isBuiltIn: '内置模板',
  voucherList: '分录',
  balanceDirection: '余额方向',
  auxiInfoList: '辅助核算',
  typeNo: '辅助核算类型',
  infoNo: '辅助核算项目',
  funding: '资金来源行',
  departmentCode: '部门',
  isAuto: '自动生成',
  numberOfDocument: '附件张数',
  certificateType: '凭证类别',
  czy: '制单人',
  accruedStage: '所属期',
  accruedStageMoney: '计提金额',
  isAssetsInit: '初始化模式',
  assetsCards: '资产卡片',
  assetsDocs: '资产单据',
  certificateDateTime: '凭证日期',
  voucherDate: '凭证日期',
  voucherId: '凭证ID',
  assetsChanges: '价值变动单',
  changeId: '价值变动单',
};

const templateType = () => oneOf(ASSET_TEMPLATE_TYPES);

const side = () => union([literal(0), literal(1)]);

export const TemplateSave = object({
  template: object({
    id: optional(nullable(intIn(1, 2_147_483_647))),
    name: text(40),
    templateType: templateType(),
    assetClass: assetClass(),
    version: optional(nullable(intIn(1, 2_147_483_647))),
  }),
  details: refine(
    array(object({ code: optional(nullable(string())), debitAmount: side(), creditAmount: side() })),
    'details',
    (v) => (v.length >= 1 && v.length <= 20 ? true : '应有 1 到 20 行'),
  ),
  isBuiltIn: optional(boolean()),
});

const VoucherLine = object({
  balanceDirection: union([literal(1), literal(2)]),
  code: optional(nullable(string())),
  auxiInfoList: optional(nullable(array(object({ typeNo: text(40), infoNo: text(40) })))),
  funding: optional(nullable(boolean())),
  departmentCode: optionalText(20),
  debitAmount: optionalText(24),
  creditAmount: optionalText(24),
  documentNo: optionalText(40),
});

const requestFields = {
  voucherList: refine(array(VoucherLine), 'voucherList', (v) =>
    v.length >= 1 && v.length <= 30 ? true : '应有 1 到 30 行',
  ),
  assetClass: assetClass(),
  PZAssetType: templateType(),
  isAuto: optional(nullable(boolean())),
  numberOfDocument: optional(nullable(intIn(0, 999))),
  certificateType: optionalText(10),
  czy: optionalText(40),
  accruedStage: optional(nullable(accountingMonth())),
  accruedStageMoney: optionalText(24),
  isAssetsInit: optional(nullable(boolean())),
  assetsCards: optional(
    nullable(refine(array(uuid()), 'assetsCards', (v) => (v.length <= 500 ? true : '一次最多 500 张卡片'))),
  ),
  assetsDocs: optional(
    nullable(
      refine(
        array(
          object({
            documentId: uuid(),
            originalAmount: optionalText(24),
            cumulativeAmount: optionalText(24),
            residualAmount: optionalText(24),
            repayDate: optionalText(10),
          }),
        ),
        'assetsDocs',
        (v) => (v.length <= 100 ? true : '一次最多 100 张单据'),
      ),
    ),
  ),
  certificateDateTime: optionalDate(),
  voucherDate: optionalDate(),
  /** Transform: the value change the voucher books (one a voucher). */
  assetsChanges: optional(nullable(array(object({ changeId: uuid() })))),
};

export const VoucherRequest = object(requestFields);
export const VoucherSaveRequest = object({ ...requestFields, voucherId: uuid() });

const ShowRequest = object({
  assetClass: assetClass(),
  PZAssetType: templateType(),
  assetsCards: optional(nullable(array(uuid()))),
  assetsDocs: optional(nullable(array(object({ documentId: uuid() })))),
  assetsChanges: optional(nullable(array(object({ changeId: uuid() })))),
  accruedStage: optional(nullable(accountingMonth())),
});

const ProvisionVoucherQuery = object({ accruedStage: accountingMonth() });

export const assetVoucherContracts = {
  templates: get(
    '/api/template',
    object({ templateType: templateType(), assetClass: assetClass() }),
    labels,
  ).answers<{ currentPageItems: AssetTemplateView[] }>(),
  saveTemplate: post(
    '/api/template/saveAssetsTemplateAsync',
    TemplateSave,
    labels,
  ).answers<AssetTemplateView>(),
  /** 凭证类别 of the ledger set (certificateTypeList: name, value). */
  elect: get('/api/certificate/elect', object({}), labels).answers<{ name: string; value: string }[]>(),
  /** 制单人: who the session may prepare vouchers as (itself). */
  operators: get('/api/user/czyList', object({}), labels).answers<{ userName: string; realName: string }[]>(),
  subInfo: get(
    '/api/assetsCertificate/getAssetsSubInfoList',
    object({ AssetClass: assetClass(), PZAssetType: optional(templateType()) }),
    labels,
  ).answers<AssetSubInfo>(),
  preview: post('/api/assetsCertificate/preview', VoucherRequest, labels).answers<AssetVoucherPreview[]>(),
  save: post('/api/assetsCertificate/save', VoucherSaveRequest, labels).answers<SavedAssetVoucher>(),
  /** The voucher already generated for the cards or the month, or null. */
  show: post('/api/assetsCertificate/show', ShowRequest, labels).answers<SavedAssetVoucher | null>(),
  fixedProvisionVoucher: get(
    '/api/certificate/getAssetCardProvisionCertificate',
    ProvisionVoucherQuery,
    labels,
  ).answers<SavedAssetVoucher | null>(),
  intangibleProvisionVoucher: get(
    '/api/certificate/getIntangibleAssetCardProvisionCertificate',
    ProvisionVoucherQuery,
    labels,
  ).answers<SavedAssetVoucher | null>(),
};

/** The class a provision voucher view is asked for. */
export const provisionVoucherContract = (c: 1 | 2) =>
  c === 1 ? assetVoucherContracts.fixedProvisionVoucher : assetVoucherContracts.intangibleProvisionVoucher;
