// How the sidebar groups the catalogue: modules in the order finance staff reach for them, folder
// groups inside large modules. The server seeds its menu table (platMenuList) from the same data,
// and the client falls back to it when the server sends no menu.

/** [module, menu title, icon name, one-character glyph shown when the sidebar is collapsed]. */
export const menuModules: ReadonlyArray<readonly [string, string, string, string]> = [
  ['financialSoftware', '财务核算', 'calculator', '账'],
  ['auxiliaryAccount', '辅助核算', 'tags', '辅'],
  ['fixedAssets', '资产管理', 'building', '资'],
  ['reimbursement', '报销管理', 'receipt', '报'],
  ['appropriation', '拨款管理', 'transfer', '拨'],
  ['newBudget', '预算管理', 'chart', '预'],
  ['reports', '报表管理', 'report', '表'],
  ['financialAnalysis', '财务分析', 'analytics', '析'],
  ['fundsCount', '经费核算', 'coins', '经'],
  ['msBank', '收支预算', 'bank', '收'],
  ['difficultHelp', '困难帮扶', 'heart', '帮'],
  ['contracts', '合同管理', 'file', '合'],
  ['toDo', '待办事项', 'checklist', '办'],
  ['usercenter', '用户中心', 'users', '用'],
];

/** Folder groups inside large modules, in menu order. */
export const menuFolderTitles: Readonly<Record<string, string>> = {
  certificateProcessing: '凭证处理',
  accountQueryPrinting: '账簿查询',
  VoucherInquiryAndPrinting: '凭证查询打印',
  accountReport: '财务报表',
  initSubjectSetting: '初始设置',
  settings: '基础设置',
  passageway: '快捷通道',
  'cashier-management': '出纳管理',
  reconciliations: '银行对账',
  departments: '部门核算',
  'menu-management': '反操作',
  expenseReimbursement: '费用报销',
  repayment: '还款管理',
  provision: '备用金',
  currentReimbursement: '往来报销',
  reimbursementStatistics: '报销统计',
  downPickinBank: '公务卡',
  personnelManagement: '人员管理',
  subsidy: '补助申报',
  'final-accounts': '决算管理',
  budgetStatement: '预算报表',
  quota: '额度管理',
  adjustment: '预算调整',
  budgetReport: '预算报告',
  check: '预算审核',
  rebut: '驳回预算',
  implement: '预算执行',
  revenue: '收入预算',
  expenditure: '支出预算',
  'budget-approval-project': '预算审批',
  'project-budget': '项目预算',
  'budget-expenditure': '支出调整',
};

/** A module is split into folder sections only above this many screens. */
export const MENU_GROUP_ABOVE = 12;
