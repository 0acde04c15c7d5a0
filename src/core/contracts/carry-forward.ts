// /api/carryForward: 结转设置 (settings/transfer) and 期末结转 (settings/accounting-transfer; also
// offered by 自动凭证). The preview computes the voucher from the posted balances; generate
// recomputes it in its own transaction (never trusting the client's lines), refuses when the
// figures moved since the preview (the total the user saw is sent back), and saves it like any
// voucher, replacing the month's unposted carry-forward voucher instead of adding a second one.
import { array, enums, nullable, object, optional, refine, string } from 'superstruct';
import type { CarryPart, PartRule, PartTotal } from '../carry-forward';
import type { CarryForwardSetting } from '../carry-forward/setting';
import type { Money } from '../money';
import type { VoucherStatus, VoucherView } from '../voucher/types';
import { get, noInput, post } from './contract';
import { intIn, uuid } from './structs';

export type CarryKind = 'period' | 'yearEnd';

export const carryKindLabels: Record<CarryKind, string> = { period: '期末结转', yearEnd: '年末结转' };

const labels = {
  targets: '结转科目',
  special: '专项资金结转科目',
  ordinary: '非专项资金结转科目',
  fiscal: '财政拨款结转科目',
  yearEndTargets: '年末结转目标科目',
  rules: '科目结转类别',
  code: '科目编码',
  part: '结转类别',
  voucherType: '凭证字',
  summary: '结转摘要',
  version: '版本号',
  year: '会计年度',
  month: '月份',
  kind: '结转类型',
  voucherId: '凭证ID',
  total: '预览金额',
};

const code = () =>
  refine(string(), 'code', (v) => (/^\d{3,20}$/.test(v) ? true : '应为科目编码（3 到 20 位数字）'));
const maybeCode = () => nullable(code());

const SettingSave = object({
  targets: object({ special: code(), ordinary: code(), fiscal: maybeCode() }),
  yearEndTargets: object({ '321': maybeCode(), '322': maybeCode(), '331': maybeCode(), '332': maybeCode() }),
  rules: refine(
    array(object({ code: code(), part: enums(['special', 'ordinary', 'fiscal'] as const) })),
    'rules',
    (v) => (v.length <= 2000 ? true : '不能超过 2000 项'),
  ),
  voucherType: optional(
    nullable(refine(string(), 'type', (v) => (v.length <= 10 ? true : '长度不能超过 10 个字符'))),
  ),
  summary: refine(string(), 'summary', (v) =>
    v.trim().length === 0 ? '不能为空' : v.trim().length > 100 ? '长度不能超过 100 个字符' : true,
  ),
  version: optional(nullable(intIn(0, 2_147_483_647))),
});

const Period = object({
  year: intIn(2022, 2100),
  month: intIn(1, 12),
  kind: enums(['period', 'yearEnd'] as const),
});

const Generate = object({
  year: intIn(2022, 2100),
  month: intIn(1, 12),
  kind: enums(['period', 'yearEnd'] as const),
  /** The id a new voucher takes (made by the client, so a replay names the same voucher). */
  voucherId: uuid(),
  /** The previewed total: the server refuses when its own figure differs. */
  total: refine(string(), 'money', (v) => (/^-?\d{1,15}\.\d{2}$/.test(v) ? true : '应为金额，如 1234.50')),
});

export interface CarryEntryView {
  summary: string;
  code: string;
  /** The subject's full name (工会资金结余——本年收支结转). */
  name: string;
  departmentCode: string | null;
  departmentName: string | null;
  auxis: { typeNo: string; infoNo: string }[];
  /** 项目：职工书屋建设 … for display. */
  auxLabel: string;
  debitAmount: Money | '';
  creditAmount: Money | '';
}

export interface CarryVoucherRef {
  id: string;
  voucherType: string;
  voucherNo: number;
  status: VoucherStatus;
  version: number;
  kind: CarryKind;
  year: number;
  month: number;
}

export interface CarryForwardPreview {
  year: number;
  month: number;
  kind: CarryKind;
  /** The last day of the month. */
  voucherDate: string;
  voucherType: string;
  summary: string;
  entries: CarryEntryView[];
  parts: PartTotal[];
  total: Money;
  /** The month's carry-forward voucher not yet posted: generate replaces it. */
  replaces: CarryVoucherRef | null;
  /** The month's carry-forward vouchers already posted (a re-run carries only what is left). */
  posted: CarryVoucherRef[];
  /** Why generating is refused now (unposted vouchers, a closed month, …); empty when it may run. */
  blockers: string[];
  /** Why there is nothing to carry, when there is nothing. */
  nothing: string | null;
}

export interface CarryForwardGenerated {
  voucher: VoucherView;
  replaced: boolean;
}

export type { CarryForwardSetting, CarryPart, PartRule };

export const carryForwardContracts = {
  /** 结转设置: the defaults (version 0) until first saved. */
  setting: get('/api/carryForward/setting', noInput).answers<CarryForwardSetting>(),
  saveSetting: post('/api/carryForward/saveSetting', SettingSave, labels).answers<CarryForwardSetting>(),
  preview: get('/api/carryForward/preview', Period, labels).answers<CarryForwardPreview>(),
  generate: post('/api/carryForward/generate', Generate, labels).answers<CarryForwardGenerated>(),
  /** The year's carry-forward vouchers, every status. */
  vouchers: get('/api/carryForward/vouchers', object({ year: intIn(2022, 2100) }), labels).answers<
    CarryVoucherRef[]
  >(),
};
