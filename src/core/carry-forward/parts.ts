// 结转设置 (domain NOTES §1.2 期末结转; NOTES-assets-cashier §4): which part of the union's funds each
// 收入/支出 subject belongs to, and where 期末结转 carries each part. 专项 (special-purpose) goes to
// 321 工会资金结转——本年收支结转, the rest (411 and 521 included) to 322 工会资金结余——本年收支结转,
// and 财政拨款 (40401 against the 支出 details named 财政拨款) to 331 财政拨款结转——本年收支结转.
import type { Category } from '../subjects/types';

export type CarryPart = 'special' | 'ordinary' | 'fiscal';

export const carryParts: readonly CarryPart[] = ['special', 'ordinary', 'fiscal'];

export const partLabels: Record<CarryPart, string> = {
  special: '专项资金',
  ordinary: '非专项资金',
  fiscal: '财政拨款',
};

/** The first-level fund each part is carried into, and its default 本年收支结转 detail. */
export const partFunds: Record<CarryPart, { fund: string; target: string }> = {
  special: { fund: '321', target: '32103' },
  ordinary: { fund: '322', target: '32203' },
  fiscal: { fund: '331', target: '33103' },
};

/** 年末结转: each fund's details move into its 累计结转 / 累计结余 (NOTES §1.2 Year-end steps). */
export const yearEndFunds = ['321', '322', '331', '332'] as const;
export type YearEndFund = (typeof yearEndFunds)[number];
export const yearEndDefaults: Record<YearEndFund, string> = {
  '321': '32104',
  '322': '32205',
  '331': '33104',
  '332': '33205',
};

/**
 * Parts the 制度 names by code: 40302 专项转移支付补助 and 50802 专项转移支付补助 are special-purpose
 * (403条三(三)、508条三(三)), 40401 财政拨款收入 is 财政拨款. A subject whose name starts with
 * 财政拨款 (the county unions' split of every 支出 subject, 总说明三) is 财政拨款 too; 40402
 * 非同级财政拨款收入 is not.
 */
export const builtinParts: Readonly<Record<string, CarryPart>> = {
  '40302': 'special',
  '50802': 'special',
  '40401': 'fiscal',
};

export interface PartSubject {
  code: string;
  name: string;
  parentCode: string | null;
  category: Category;
}

export interface PartRule {
  code: string;
  part: CarryPart;
}

export interface ResolvedPart {
  part: CarryPart;
  /** rule: set in 结转设置; builtin: by the 制度's code or the 财政拨款 name; default: 非专项. */
  source: 'rule' | 'builtin' | 'default';
  /** The subject whose rule or builtin part decided it (itself or an ancestor); null by default. */
  from: string | null;
}

function builtinOf(subject: PartSubject): CarryPart | undefined {
  return builtinParts[subject.code] ?? (subject.name.startsWith('财政拨款') ? 'fiscal' : undefined);
}

/** The nearest decision from the subject up to its first level: a rule first, then a builtin. */
export function partOf(
  code: string,
  chart: ReadonlyMap<string, PartSubject>,
  rules: ReadonlyMap<string, CarryPart>,
): ResolvedPart {
  let subject = chart.get(code);
  const seen = new Set<string>();
  while (subject && !seen.has(subject.code)) {
    seen.add(subject.code);
    const rule = rules.get(subject.code);
    if (rule) return { part: rule, source: 'rule', from: subject.code };
    const builtin = builtinOf(subject);
    if (builtin) return { part: builtin, source: 'builtin', from: subject.code };
    subject = subject.parentCode ? chart.get(subject.parentCode) : undefined;
  }
  return { part: 'ordinary', source: 'default', from: null };
}

export const isCarried = (category: Category) => category === '收入' || category === '支出';
