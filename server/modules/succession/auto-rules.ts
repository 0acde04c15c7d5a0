// Automatic take-over (mode 1): each old end-level subject goes where succession_map.csv sends it,
// matched by the OLD system's code (old 121 借出款 -> new 135, never new 121). Direct and merge
// rules move the full balance. Rules that need analysis (建会筹备金 parts, the 162 split, the 331
// analysis) take every analysed portion as zero, so the whole balance goes to the remainder
// target the rule names; the user reviews those (needsReview) and fixes them with the 2022-01-01
// adjusting entries or in the manual dialog. 331 结余 first gives 资产基金——库存物品 the old 141 balance.
import type { ChartKind } from '../../../src/core/subjects/types.ts';
import { officialChart, successionRules } from '../chart/catalog.ts';

/** Old details with a prescribed counterpart (the map's notes: 按名称对应, or 旧明细可自动). */
export const DETAIL_TARGETS: Readonly<Record<string, string>> = {
  '11201': '12101',
  '11202': '12102',
  '13101': '13101',
  '13102': '13102',
  '13103': '135',
  '22201': '21201',
  '22202': '21202',
  '22203': '215',
  '32101': '32205',
  '32102': '32205',
  '32103': '311',
};

/** The remainder target of rules that split after analysis (财会〔2021〕16号 二(一)5、9，二(二)2，二(三)1、4). */
export const REMAINDER_TARGETS: Readonly<Record<string, string>> = {
  '132': '132',
  '221': '211',
  '162': '162',
  '301': '30104',
  '331': '32205',
};

/** Where a balance lands when the rule names a subject with prescribed details (NOTES: 累计结余). */
export const DEFAULT_DETAILS: Readonly<Record<string, string>> = {
  '322': '32205',
  '321': '32104',
  '331': '33104',
  '332': '33205',
};

const FULL_RULES = new Set(['direct', 'merge', 'none', 'no_balance']);

export interface AutoTarget {
  newCode: string;
  /** The rule applied: the map's rule name, or 'remainder' / 'detail'. */
  rule: string;
  /** True when the rule needs analysis the automatic mode skipped. */
  needsReview: boolean;
}

/** Where automatic take-over sends one old end-level subject of a ledger set of this kind. */
export function autoTargetOf(oldCode: string, kind: ChartKind): AutoTarget | null {
  const detail = DETAIL_TARGETS[oldCode];
  if (detail) return { newCode: detail, rule: 'detail', needsReview: false };
  const rules = successionRules.filter((r) => r.oldCode === oldCode);
  const inKind = new Set(officialChart(kind).map((s) => s.code));
  const full = rules.filter((r) => FULL_RULES.has(r.rule));
  const chosen = full.find((r) => inKind.has(r.newCode)) ?? full[0];
  const remainder = REMAINDER_TARGETS[oldCode];
  if (remainder && oldCode !== '331')
    return { newCode: DEFAULT_DETAILS[remainder] ?? remainder, rule: 'remainder', needsReview: true };
  if (chosen)
    return {
      newCode: DEFAULT_DETAILS[chosen.newCode] ?? chosen.newCode,
      rule: chosen.rule,
      needsReview: false,
    };
  return null;
}

export interface PlanInput {
  code: string;
  name: string;
  isLeaf: boolean;
  debitNet: bigint;
}

export interface AutoPlan {
  /** New end-level code -> debit-net cents it takes over. */
  takes: Map<string, bigint>;
  links: { newCode: string; oldCode: string }[];
  /** Old subjects with a balance that found no rule. */
  untaken: { code: string; name: string }[];
  /** Old subjects taken over by a remainder rule: their split needs the user's analysis. */
  needsReview: { code: string; name: string; newCode: string }[];
}

export function autoPlan(old: readonly PlanInput[], kind: ChartKind): AutoPlan {
  const plan: AutoPlan = { takes: new Map(), links: [], untaken: [], needsReview: [] };
  const give = (newCode: string, oldCode: string, value: bigint) => {
    plan.takes.set(newCode, (plan.takes.get(newCode) ?? 0n) + value);
    if (!plan.links.some((l) => l.newCode === newCode && l.oldCode === oldCode))
      plan.links.push({ newCode, oldCode });
  };
  const stock = old.find((s) => s.code === '141')?.debitNet ?? 0n;
  for (const s of old) {
    if (!s.isLeaf || s.debitNet === 0n) continue;
    if (s.code === '331') {
      // 二(三)4: the part of 结余 equal to the old 库存物品 balance becomes 资产基金——库存物品.
      if (stock !== 0n) give('30101', '331', -stock);
      give(REMAINDER_TARGETS['331'] as string, '331', s.debitNet + stock);
      plan.needsReview.push({ code: s.code, name: s.name, newCode: REMAINDER_TARGETS['331'] as string });
      continue;
    }
    const target = autoTargetOf(s.code, kind);
    if (!target) {
      plan.untaken.push({ code: s.code, name: s.name });
      continue;
    }
    give(target.newCode, s.code, s.debitNet);
    if (target.needsReview) plan.needsReview.push({ code: s.code, name: s.name, newCode: target.newCode });
  }
  return plan;
}
