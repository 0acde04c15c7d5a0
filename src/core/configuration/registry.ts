// 配置管理: the values the system reads by key, each with its bounds and default. A key is here
// only when some code reads it (the `readBy` line says where); the administrator's value overrides
// the default, and returning to the default deletes the override. Session, password, throttle and
// upload limits are 系统设置's, not repeated here.

export type ConfigValue = number | boolean;

interface Base {
  key: string;
  /** The screen's group heading. */
  group: string;
  label: string;
  /** What changes when the value does. */
  description: string;
  /** Where the system reads it, for the administrator who wonders whether it matters. */
  readBy: string;
}

export type ConfigDefinition =
  | (Base & { kind: 'int'; defaultValue: number; min: number; max: number; unit?: string })
  | (Base & { kind: 'choice'; defaultValue: number; options: readonly number[]; unit?: string })
  | (Base & { kind: 'bool'; defaultValue: boolean });

export const configDefinitions = [
  {
    key: 'list.defaultPageSize',
    group: '列表与导入导出',
    label: '列表默认每页条数',
    description: '服务器分页的列表（单位前置表、外部接口日志）未指定每页条数时按此返回',
    readBy: '单位前置表、外部接口日志的分页查询',
    kind: 'choice',
    defaultValue: 20,
    options: [20, 30, 40, 50],
    unit: '条',
  },
  {
    key: 'import.maxRows',
    group: '列表与导入导出',
    label: '导入文件最多行数',
    description: '人员前置表、单位前置表一次导入的数据行数上限，超出时整个文件不导入',
    readBy: '人员前置表导入、单位前置表导入',
    kind: 'int',
    defaultValue: 500,
    min: 10,
    max: 5000,
    unit: '行',
  },
  {
    key: 'personnel.requireMobile',
    group: '人员前置表',
    label: '人员须填写手机号',
    description: '开启后新增、修改和导入人员时手机号为必填（报销审批短信提醒等依赖手机号）',
    readBy: '人员保存、人员导入',
    kind: 'bool',
    defaultValue: false,
  },
  {
    key: 'enterprise.requireCreditCode',
    group: '单位前置表',
    label: '单位须填写统一社会信用代码',
    description: '开启后新增、修改和导入单位时统一社会信用代码为必填',
    readBy: '单位保存、单位导入',
    kind: 'bool',
    defaultValue: false,
  },
  {
    key: 'enterprise.requireBankAccount',
    group: '单位前置表',
    label: '单位须填写开户行和账号',
    description: '开启后新增、修改和导入单位时开户行和银行账号为必填（对公支付需要）',
    readBy: '单位保存、单位导入',
    kind: 'bool',
    defaultValue: false,
  },
  {
    key: 'integration.logKeepDays',
    group: '外部接口',
    label: '外部接口日志保留天数',
    description: '外部接口调用日志超过此天数的记录在每日清理时删除',
    readBy: '外部接口日志清理',
    kind: 'int',
    defaultValue: 180,
    min: 7,
    max: 3650,
    unit: '天',
  },
] as const satisfies readonly ConfigDefinition[];

export type ConfigKey = (typeof configDefinitions)[number]['key'];

/** The value type of one key, so a reader of a bool key gets a boolean. */
export type ConfigValueOf<K extends ConfigKey> = Extract<
  (typeof configDefinitions)[number],
  { key: K }
>['defaultValue'] extends boolean
  ? boolean
  : number;

export function configDefinition(key: string): ConfigDefinition | undefined {
  return (configDefinitions as readonly ConfigDefinition[]).find((d) => d.key === key);
}

/** Why `value` cannot be the value of `def`; null when it can. */
export function configValueProblem(def: ConfigDefinition, value: unknown): string | null {
  switch (def.kind) {
    case 'bool':
      return typeof value === 'boolean' ? null : `${def.label}应为“是”或“否”`;
    case 'int':
      if (typeof value !== 'number' || !Number.isInteger(value)) return `${def.label}应为整数`;
      if (value < def.min || value > def.max) return `${def.label}应在 ${def.min} 到 ${def.max} 之间`;
      return null;
    case 'choice':
      if (typeof value !== 'number' || !def.options.includes(value))
        return `${def.label}只能是 ${def.options.join('、')} 之一`;
      return null;
  }
}

/** A stored value as the reader should see it: a value the bounds no longer allow falls back. */
export function effectiveValue(def: ConfigDefinition, stored: unknown): ConfigValue {
  return stored !== undefined && configValueProblem(def, stored) === null
    ? (stored as ConfigValue)
    : def.defaultValue;
}

export function formatConfigValue(def: ConfigDefinition, value: ConfigValue): string {
  if (def.kind === 'bool') return value ? '是' : '否';
  return `${value}${def.unit ?? ''}`;
}
