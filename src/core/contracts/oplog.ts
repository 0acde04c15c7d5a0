// The operation log (issue 21 item 6, admin-log): every write the server accepted, who made it, when,
// from which address, and the rows it changed before and after; filtered by user, time and kind,
// paged, exported to Excel. Beside it the server's own log files, for the administrator only.
import { object, optional, refine, string } from 'superstruct';
import { download, get } from './contract';
import { epochMs } from './request-log';
import { id, intIn } from './structs';

/** What a write's API module is called in the viewer (the path's first segment after /api/). */
export const oplogKindNames: Readonly<Record<string, string>> = {
  voucher: '凭证',
  certificate: '凭证',
  template: '凭证模板',
  subject: '科目',
  auxi: '辅助核算',
  init: '期初设置',
  succession: '科目承接',
  departMent: '部门',
  zt: '账套',
  user: '操作员',
  role: '角色权限',
  menu: '菜单',
  auth: '登录与密码',
  carryForward: '期末结转',
  autoVoucher: '自动凭证',
  reporter: '报表人员',
  passageway: '部门经费',
  cashier: '出纳',
  cheque: '支票',
  bankAccount: '银行账户',
  bankCard: '拨款卡',
  reconciliation: '银行对账',
  reimbursement: '报销',
  personnel: '人员',
  enterprise: '单位前置表',
  configuration: '配置管理',
  systemFile: '系统文件',
  userIntegration: '用户集成',
  process: '流程',
  fileRelation: '附件',
  todo: '待办',
  taskPanel: '任务看板',
  aetCard: '资产卡片',
  assetsInit: '资产初始化',
  assetSetting: '资产设置',
  assetsProvision: '资产折旧',
  assetsCertificate: '资产凭证',
  report: '报表',
  ledger: '账簿',
  oplog: '日志',
};

export const kindName = (kind: string): string => oplogKindNames[kind] ?? kind;

/** Past this many matches the page count stops counting (the first page stays fast on any log). */
export const oplogCountCap = 10_000;
/** The most rows one export writes. */
export const oplogExportMax = 50_000;

const labels = {
  userId: '操作人',
  kind: '操作类型',
  beginTime: '开始时间',
  endTime: '结束时间',
  pageIndex: '页码',
  pageSize: '每页条数',
  id: '日志',
  fileName: '日志文件名',
};

const kind = () =>
  refine(string(), 'kind', (v) => (/^[A-Za-z]{1,40}$/.test(v) ? true : '不是已知的操作类型'));

const filterFields = {
  userId: optional(id()),
  kind: optional(kind()),
  beginTime: optional(epochMs()),
  endTime: optional(epochMs()),
};

export const OplogFilter = object(filterFields);
export const OplogQuery = object({
  ...filterFields,
  pageIndex: optional(intIn(1, 100_000)),
  pageSize: optional(intIn(1, 500)),
});

export interface OplogEntry {
  id: string;
  /** ISO time. */
  at: string;
  userId: number | null;
  userName: string;
  /** The client's address as the server saw it. */
  address: string;
  method: string;
  path: string;
  kind: string;
  kindName: string;
  ledgerSetId: number | null;
  /** The server's answer (保存成功 ...). */
  message: string;
  /** Rows the write changed. */
  changes: number;
}

export interface OplogPage {
  currentPageItems: OplogEntry[];
  /** Matches, counted up to oplogCountCap. */
  totalItemCount: number;
  /** More than oplogCountCap matched: the count is a floor. */
  capped: boolean;
}

/**
 * Changed rows kept per write: a bulk write (an import, automatic matching) keeps its first rows and
 * the count of all. Migration 0078 writes the same number into the row trigger.
 */
export const oplogRowsKept = 200;

export interface OplogChange {
  /** The row change's number within the log. */
  seq: string;
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface OplogDetail extends OplogEntry {
  /** The request as sent, passwords and file contents left out. */
  request: Record<string, unknown>;
  rows: OplogChange[];
  /** Rows the write changed past the oplogRowsKept kept. */
  moreRows: number;
}

export interface ServerLogFile {
  fileName: string;
  size: number;
  /** ISO time of the last write. */
  modifiedAt: string;
}

export const oplogContracts = {
  list: get('/api/oplog/list', OplogQuery, labels).answers<OplogPage>(),
  get: get('/api/oplog/get', object({ id: id() }), labels).answers<OplogDetail>(),
  export: download('GET', '/api/oplog/export', OplogFilter, labels),
  /** The server's log files (LOG_DIR), newest first; download one with GetLogFile?fileName=. */
  files: get('/api/user/logFiles', object({}), labels).answers<ServerLogFile[]>(),
};
