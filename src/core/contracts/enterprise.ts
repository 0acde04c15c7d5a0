// /api/enterprise (单位前置表, issue 21 item 5): the outside units of the ledger set — suppliers,
// subordinate unions, banks — with their 统一社会信用代码 and bank account, which payments and the
// 往来单位 entries draw on; searched and paged by the server, saved one by one or imported from xlsx.
// The paths are not in the spec.
import { boolean, nullable, object, optional, string } from 'superstruct';
import { ENTERPRISE_KINDS } from '../enterprise/rules';
import { download, get, post } from './contract';
import { flag, id, intIn, text, trimmedString } from './structs';

export interface EnterpriseView {
  id: number;
  code: string;
  name: string;
  /** '' when not given. */
  creditCode: string;
  kind: string;
  bankName: string;
  accountNo: string;
  address: string;
  contact: string;
  phone: string;
  enabled: boolean;
  version: number;
  updatedAt: string;
}

export interface EnterprisePage {
  currentPageItems: EnterpriseView[];
  totalItemCount: number;
}

export interface PreconditionImportAnswer {
  imported: number;
  created: number;
  updated: number;
}

const labels = {
  id: 'ID',
  code: '单位编码',
  name: '单位名称',
  creditCode: '统一社会信用代码',
  kind: '单位性质',
  bankName: '开户行',
  accountNo: '银行账号',
  address: '地址',
  contact: '联系人',
  phone: '联系电话',
  enabled: '状态',
  version: '版本号',
  keyword: '关键字',
  pageIndex: '页码',
  pageSize: '每页条数',
  fileName: '文件名',
  content: '文件内容',
};

const version = () => optional(nullable(intIn(1, 2_147_483_647)));
/** 新增 (no id) or 修改 (id and the version edited); the field rules (enterpriseProblems) run on the server. */
export const EnterpriseSave = object({
  id: optional(nullable(id())),
  code: text(20),
  name: text(60),
  creditCode: optional(trimmedString()),
  kind: text(10),
  bankName: optional(trimmedString()),
  accountNo: optional(trimmedString()),
  address: optional(trimmedString()),
  contact: optional(trimmedString()),
  phone: optional(trimmedString()),
  enabled: optional(nullable(boolean())),
  version: version(),
});

export const enterpriseContracts = {
  page: get(
    '/api/enterprise/page',
    object({
      keyword: optional(string()),
      kind: optional(text(10)),
      enabled: optional(flag()),
      pageIndex: optional(intIn(1, 100_000)),
      pageSize: optional(intIn(1, 500)),
    }),
    labels,
  ).answers<EnterprisePage>(),
  save: post('/api/enterprise/save', EnterpriseSave, labels).answers<EnterpriseView>(),
  setEnabled: post(
    '/api/enterprise/setEnabled',
    object({ id: id(), enabled: boolean(), version: version() }),
    labels,
  ).answers<EnterpriseView>(),
  importTemplate: download('GET', '/api/enterprise/importTemplate', object({})),
  import: post(
    '/api/enterprise/import',
    object({ fileName: optional(text(200)), content: string() }),
    labels,
  ).answers<PreconditionImportAnswer>(),
};

export { ENTERPRISE_KINDS };
