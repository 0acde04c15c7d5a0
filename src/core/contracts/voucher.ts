// /api/voucher/*: entry, lifecycle, month closing and look-ups of the session's ledger set. The
// answer shapes live in src/core/voucher/types.ts (the pure voucher module owns them). Entries and
// bodies are read leniently (`type`: unknown keys are ignored, so a client may send back a
// VoucherView's entry); every value that matters is checked.
import { array, nullable, optional, refine, size, string, type } from 'superstruct';
import type {
  PeriodView,
  VoucherBatchResult,
  VoucherListPage,
  VoucherTypeView,
  VoucherView,
} from '../voucher/types';
import { get, noInput, post } from './contract';
import { coerceWhen, id, intIn, isMissing, uuid } from './structs';

/** Text that may be missing: null and undefined read as ''. */
const loose = (max: number) =>
  coerceWhen(
    refine(string(), 'text', (v) => (v.length <= max ? true : `长度不能超过 ${max} 个字符`)),
    isMissing,
    () => '',
  );

const Aux = type({ typeNo: string(), infoNo: string() });

const Entry = type({
  summary: optional(loose(1000)),
  code: optional(loose(40)),
  auxis: optional(nullable(array(Aux))),
  departmentCode: optional(nullable(string())),
  debitAmount: optional(loose(40)),
  creditAmount: optional(loose(40)),
});

/** 新增 (an id the server does not know yet) or 修改 (with the version the user edited). */
export const VoucherSave = type({
  id: uuid(),
  version: optional(nullable(intIn(1, 2_147_483_647))),
  voucherDate: string(),
  voucherType: optional(nullable(string())),
  numberOfDocument: optional(nullable(intIn(0, 999))),
  entries: size(array(Entry), 0, 500),
});

const VoucherIds = type({
  ids: refine(array(uuid()), 'ids', (list) =>
    list.length === 0 ? '不能为空' : list.length > 500 ? '一次最多 500 张' : true,
  ),
});

const Period = type({ year: intIn(2022, 2100), month: intIn(1, 12) });

const money = () =>
  refine(string(), 'money', (v) =>
    /^-?\d{1,15}(\.\d{1,2})?$/.test(v.trim()) ? true : '应为金额，如 1234.50',
  );

export const VoucherListQuery = type({
  /** Default: the session's year. */
  year: optional(intIn(2022, 2100)),
  month: optional(intIn(1, 12)),
  monthTo: optional(intIn(1, 12)),
  /** One status or several separated by commas. */
  status: optional(
    refine(string(), 'status', (v) =>
      v.split(',').every((s) => ['saved', 'audited', 'posted'].includes(s.trim()))
        ? true
        : '应为 saved、audited 或 posted',
    ),
  ),
  voucherType: optional(string()),
  code: optional(refine(string(), 'code', (v) => (/^\d{0,40}$/.test(v.trim()) ? true : '应为科目编码'))),
  amountMin: optional(money()),
  amountMax: optional(money()),
  summary: optional(refine(string(), 'summary', (v) => (v.length <= 200 ? true : '长度不能超过 200 个字符'))),
  preparedBy: optional(id()),
  /** Opaque: the previous page's nextCursor. */
  cursor: optional(string()),
  pageSize: optional(intIn(1, 500)),
});

const labels = {
  id: '凭证ID',
  ids: '凭证列表',
  version: '版本号',
  voucherDate: '凭证日期',
  voucherType: '凭证类别',
  numberOfDocument: '附单据数',
  entries: '分录',
  summary: '摘要',
  code: '科目编码',
  auxis: '辅助核算',
  typeNo: '辅助核算类型编号',
  infoNo: '辅助核算项目编号',
  departmentCode: '部门编码',
  debitAmount: '借方金额',
  creditAmount: '贷方金额',
  year: '会计年度',
  month: '月份',
  monthTo: '截止月份',
  status: '凭证状态',
  amountMin: '最小金额',
  amountMax: '最大金额',
  preparedBy: '制单人',
  cursor: '分页游标',
  pageSize: '每页条数',
};

/** A batch move of the lifecycle: each voucher either moves or is listed with its reason. */
const batch = (path: string) => post(path, VoucherIds, labels).answers<VoucherBatchResult>();

export const voucherContracts = {
  save: post('/api/voucher/save', VoucherSave, labels).answers<VoucherView>(),
  get: get('/api/voucher/get', type({ id: uuid() }), labels).answers<VoucherView>(),
  list: get('/api/voucher/list', VoucherListQuery, labels).answers<VoucherListPage>(),
  delete: batch('/api/voucher/delete'),
  audit: batch('/api/voucher/audit'),
  unaudit: batch('/api/voucher/unaudit'),
  post: batch('/api/voucher/post'),
  unpost: batch('/api/voucher/unpost'),
  /** 结账: refused with data.reasons when the month cannot close. */
  closeMonth: post('/api/voucher/closeMonth', Period, labels).answers<PeriodView>(),
  reopenMonth: post('/api/voucher/reopenMonth', Period, labels).answers<PeriodView>(),
  /** 凭证整理: how many vouchers got a new number. */
  renumber: post('/api/voucher/renumber', Period, labels).answers<{ changed: number }>(),
  /** The twelve months of the year (default: the session's), closed or not. */
  periods: get('/api/voucher/periods', type({ year: optional(intIn(2022, 2100)) }), labels).answers<
    PeriodView[]
  >(),
  types: get('/api/voucher/types', noInput).answers<VoucherTypeView[]>(),
  /** The date of the session user's last voucher, the entry screen's default date. */
  lastDate: get('/api/voucher/lastDate', noInput).answers<{ voucherDate: string | null }>(),
};
