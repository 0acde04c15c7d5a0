// The 结转设置 of a ledger set and its checks against the chart: each part's target is an enabled
// end-level subject under its fund with no department or auxiliary accounting (the carry-forward
// line has neither), and every rule names a 收入 or 支出 subject of the chart.
import {
  type CarryPart,
  carryParts,
  isCarried,
  type PartRule,
  type PartSubject,
  partFunds,
  partLabels,
  type YearEndFund,
  yearEndDefaults,
  yearEndFunds,
} from './parts';

export interface CarryForwardSetting {
  /** 0 until the setting is first saved (the defaults are answered meanwhile). */
  version: number;
  /** Where each part is carried; fiscal is null for a chart without 331. */
  targets: Record<CarryPart, string | null>;
  /** 年末结转: each fund's 累计结转 / 累计结余; null for a fund the chart lacks. */
  yearEndTargets: Record<YearEndFund, string | null>;
  /** Explicit parts; subjects without one take the builtin or 非专项 (parts.ts partOf). */
  rules: PartRule[];
  /** null: the ledger set's default voucher type. */
  voucherType: string | null;
  /** The summary of the carry-forward voucher's lines. */
  summary: string;
  updatedAt: string | null;
  updatedBy: string | null;
}

export const DEFAULT_SUMMARY = '结转本期收入支出';
export const YEAR_END_SUMMARY = '年末转入累计结转（结余）';

export interface TargetSubject extends PartSubject {
  isLeaf: boolean;
  enabled: boolean;
  deptAccounting: boolean;
  auxTypeCount: number;
}

/** The defaults for a chart: each part's 本年收支结转 and each fund's 累计 detail, where they exist. */
export function defaultSetting(chart: ReadonlyMap<string, TargetSubject>): CarryForwardSetting {
  const has = (code: string) => (chart.get(code)?.isLeaf ? code : null);
  return {
    version: 0,
    targets: {
      special: has(partFunds.special.target),
      ordinary: has(partFunds.ordinary.target),
      fiscal: has(partFunds.fiscal.target),
    },
    yearEndTargets: {
      '321': has(yearEndDefaults['321']),
      '322': has(yearEndDefaults['322']),
      '331': has(yearEndDefaults['331']),
      '332': has(yearEndDefaults['332']),
    },
    rules: [],
    voucherType: null,
    summary: DEFAULT_SUMMARY,
    updatedAt: null,
    updatedBy: null,
  };
}

/** Whether `code` is `fund` or under it (codes extend their parent's code). */
export const isUnder = (code: string, fund: string) => code === fund || code.startsWith(fund);

function targetProblem(
  chart: ReadonlyMap<string, TargetSubject>,
  code: string,
  fund: string,
  label: string,
): string | null {
  const s = chart.get(code);
  if (!s) return `${label}：科目 ${code} 不存在`;
  if (!isUnder(code, fund) || code === fund) return `${label}：科目 ${code} 应为 ${fund} 的下级科目`;
  if (!s.isLeaf) return `${label}：科目 ${code} 不是末级科目`;
  if (!s.enabled) return `${label}：科目 ${code} 已停用`;
  if (s.deptAccounting || s.auxTypeCount > 0) {
    return `${label}：科目 ${code} 设有部门或辅助核算，不能作为结转科目`;
  }
  return null;
}

export interface SettingInput {
  targets: Record<CarryPart, string | null>;
  yearEndTargets: Record<YearEndFund, string | null>;
  rules: readonly PartRule[];
  voucherType: string | null;
  summary: string;
}

/** Every problem of a setting against the chart, in the order the screen shows its fields. */
export function settingProblems(input: SettingInput, chart: ReadonlyMap<string, TargetSubject>): string[] {
  const problems: string[] = [];
  for (const part of carryParts) {
    const code = input.targets[part];
    const label = `${partLabels[part]}结转科目`;
    if (code === null || code === '') {
      if (part !== 'fiscal') problems.push(`请选择${label}`);
      continue;
    }
    const p = targetProblem(chart, code, partFunds[part].fund, label);
    if (p) problems.push(p);
  }
  for (const fund of yearEndFunds) {
    const code = input.yearEndTargets[fund];
    const name = chart.get(fund)?.name ?? fund;
    const label = `年末结转（${fund} ${name}）`;
    if (code === null || code === '') {
      if (fund === '321' || fund === '322') problems.push(`请选择${label}的目标科目`);
      continue;
    }
    const p = targetProblem(chart, code, fund, label);
    if (p) problems.push(p);
  }
  const seen = new Set<string>();
  for (const rule of input.rules) {
    const s = chart.get(rule.code);
    if (seen.has(rule.code)) problems.push(`科目 ${rule.code} 重复设置`);
    seen.add(rule.code);
    if (!s) problems.push(`科目 ${rule.code} 不存在`);
    else if (!isCarried(s.category)) problems.push(`科目 ${rule.code} ${s.name} 不是收入或支出科目`);
    if (rule.part === 'fiscal' && !input.targets.fiscal) {
      problems.push(`科目 ${rule.code} 设为财政拨款，请先选择财政拨款结转科目`);
    }
  }
  if (input.summary.trim() === '') problems.push('请填写结转摘要');
  return problems;
}
