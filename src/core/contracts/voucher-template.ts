// 常用摘要 (/api/voucher/summaries) and 快捷凭证模板 (/api/voucher/templates) of the session's ledger
// set: the voucher entry screen reads and adds them, the settings screens manage them. And
// 快速凭证设置 (/api/voucher/quickSetting): the session user's own ordered pick of those templates
// for 经费快速录入 (its shape and checks live in src/core/voucher/quick-setting.ts).
import { array, type Infer, nullable, object, optional, refine, string } from 'superstruct';
import type { QuickVoucherSetting } from '../voucher/quick-setting';
import { get, noInput, post } from './contract';
import { id, intIn, text } from './structs';

export interface SummaryView {
  id: number;
  text: string;
  sort: number;
  version: number;
}

/** One line of a template, as saved (normalised by the server). */
export interface TemplateEntry {
  summary: string;
  code: string;
  auxis: { typeNo: string; infoNo: string }[];
  departmentCode: string | null;
  /** '' when the template leaves the amount to the preparer. */
  debitAmount: string;
  creditAmount: string;
}

export interface TemplateView {
  id: number;
  name: string;
  version: number;
  entries: TemplateEntry[];
  updatedAt: string;
}

const labels = {
  templateIds: '快捷凭证模板',
  id: 'ID',
  ids: '选中项',
  text: '摘要',
  sort: '排序号',
  version: '版本号',
  name: '模板名称',
  entries: '分录',
  summary: '摘要',
  code: '科目编码',
  auxis: '辅助核算',
  typeNo: '辅助核算类型',
  infoNo: '辅助核算项目',
  departmentCode: '部门',
  debitAmount: '借方金额',
  creditAmount: '贷方金额',
};

const version = () => optional(nullable(intIn(1, 2_147_483_647)));
const optionalText = (max: number) =>
  optional(
    nullable(refine(string(), 'text', (v) => (v.length <= max ? true : `长度不能超过 ${max} 个字符`))),
  );

/** 新增 (no id) or 修改 (id and the version the user edited). Null means "not given". */
const SummarySave = object({
  id: optional(nullable(id())),
  text: text(200),
  sort: optional(nullable(intIn(0, 999_999))),
  version: version(),
});

const Ids = object({
  ids: refine(array(id()), 'ids', (v) => (v.length >= 1 && v.length <= 500 ? true : '应有 1 到 500 项')),
});

/** The lines are checked against the chart by the server (第N行：科目不能为空, ...). */
const TemplateSave = object({
  id: optional(nullable(id())),
  name: text(40),
  version: version(),
  entries: refine(
    array(
      object({
        summary: optionalText(200),
        code: optionalText(40),
        auxis: optional(nullable(array(object({ typeNo: text(40), infoNo: text(40) })))),
        departmentCode: optionalText(20),
        debitAmount: optionalText(24),
        creditAmount: optionalText(24),
      }),
    ),
    'entries',
    (v) => (v.length >= 1 && v.length <= 100 ? true : '应有 1 到 100 行'),
  ),
});

export type TemplateSaveInput = Infer<typeof TemplateSave>;

const QuickSettingSave = object({
  // The count and duplicates are checked by the server (quickSettingProblem), with the words the
  // screen uses.
  templateIds: array(id()),
  /** The version the screen read (0: never saved). */
  version: optional(nullable(intIn(0, 2_147_483_647))),
});

export const voucherTemplateContracts = {
  summaries: get('/api/voucher/summaries', noInput).answers<SummaryView[]>(),
  saveSummary: post('/api/voucher/summaries/save', SummarySave, labels).answers<SummaryView>(),
  deleteSummaries: post('/api/voucher/summaries/delete', Ids, labels).answers<{ deleted: number }>(),
  templates: get('/api/voucher/templates', noInput).answers<TemplateView[]>(),
  saveTemplate: post('/api/voucher/templates/save', TemplateSave, labels).answers<TemplateView>(),
  deleteTemplates: post('/api/voucher/templates/delete', Ids, labels).answers<{ deleted: number }>(),
  quickSetting: get('/api/voucher/quickSetting', noInput).answers<QuickVoucherSetting>(),
  saveQuickSetting: post(
    '/api/voucher/quickSetting/save',
    QuickSettingSave,
    labels,
  ).answers<QuickVoucherSetting>(),
};
