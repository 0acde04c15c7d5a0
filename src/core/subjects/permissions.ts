// The catalogue keys (src/routes/financial-software.ts, auxiliary-account.ts) that guard the
// accounting-settings APIs; a test keeps them in step with the catalogue.

export const SettingsPermission = {
  /** 科目设置: add, edit, enable, delete subjects; a subject's auxiliary types. */
  subject: 'settings.subject',
  /** 科目编码宽度设置. */
  codeWidth: 'init.codeWidth',
  /** 其他科目设置 (cash and bank subjects). */
  otherSubject: 'init.otherSubject',
  /** 初始科目设置: the old chart's balances and the subject succession (科目衔接). */
  initSubject: 'init.subject',
  /** 科目期初余额 (entry, template, import). */
  subjectBalance: 'init.subjectBalance',
  departmentBalance: 'init.departmentBalance',
  auxiliaryBalance: 'init.auxiliaryBalance',
  /** 期初余额试算平衡. */
  verification: 'init.verification',
  /** 期初余额确认 and its undo (the undo also needs the administrator role). */
  confirm: 'init.confirm',
  /** 辅助核算: items, project relations. */
  auxiliaryItems: 'auxiliary.index',
  /** 辅助核算类型管理: types, their fields and subjects. */
  auxiliaryTypes: 'auxiliary.types',
  /** 辅助项目余额表. */
  auxiliaryBalanceReport: 'auxiliary.balance',
} as const;
