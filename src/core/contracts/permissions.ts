// Operation permission keys checked by the server's API routes. The same keys guard the screens in
// the route catalogue (src/routes), so a user who may not call an API is not shown its screen.

export const Permission = {
  /** 账套管理: create and edit ledger sets. */
  ledgerSetAdmin: 'usercenter.zt',
  /** 操作员管理: users, their roles and ledger-set grants. */
  userAdmin: 'usercenter.operator',
  /** 部门管理. */
  departmentAdmin: 'usercenter.department',
  /** 日志文件: download the request logs. */
  logFile: 'admin.log',
  /** Withdraw or revoke a submitted document (session field canIRevoke). */
  revoke: 'doc.revoke',
} as const;

export type PermissionKey = (typeof Permission)[keyof typeof Permission];
