// Subject code widths (科目编码宽度, e.g. "3-2-2-2"): level n's code is its parent's code plus a
// segment of the n-th width. First-level codes are the charts' 3 digits, prescribed details 5.

export const DEFAULT_CODE_WIDTHS = '3-2-2-2';
export const MAX_LEVELS = 6;
export const MAX_SEGMENT = 4;

export type CodeWidthsResult = { ok: true; widths: number[] } | { ok: false; message: string };

/** Reads "3-2-2-2"; each segment 1..4 digits, 2..6 levels. */
export function parseCodeWidths(text: string): CodeWidthsResult {
  const trimmed = text.trim();
  if (!/^\d+(-\d+)*$/.test(trimmed)) {
    return { ok: false, message: `编码规则“${text}”格式不正确，应为用“-”分隔的数字，如 3-2-2-2` };
  }
  const widths = trimmed.split('-').map(Number);
  if (widths.length < 2 || widths.length > MAX_LEVELS) {
    return { ok: false, message: `编码规则应有 2 到 ${MAX_LEVELS} 级` };
  }
  const bad = widths.findIndex((w) => w < 1 || w > MAX_SEGMENT);
  if (bad >= 0) return { ok: false, message: `第${bad + 1}级编码长度应为 1 到 ${MAX_SEGMENT} 位` };
  return { ok: true, widths };
}

export function formatCodeWidths(widths: readonly number[]): string {
  return widths.join('-');
}

/** Code lengths of each level: 3-2-2-2 -> [3, 5, 7, 9]. */
export function levelLengths(widths: readonly number[]): number[] {
  const lengths: number[] = [];
  let total = 0;
  for (const w of widths) {
    total += w;
    lengths.push(total);
  }
  return lengths;
}

/** The level (1-based) a code's length stands for, or null when it fits none. */
export function levelOfCode(code: string, widths: readonly number[]): number | null {
  if (!/^\d+$/.test(code)) return null;
  const index = levelLengths(widths).indexOf(code.length);
  return index < 0 ? null : index + 1;
}

/** The parent code by length, or null for a first-level code or a code that fits no level. */
export function parentCodeOf(code: string, widths: readonly number[]): string | null {
  const level = levelOfCode(code, widths);
  if (level === null || level === 1) return null;
  return code.slice(0, levelLengths(widths)[level - 2]);
}

const ruleBreak = (code: string, widths: readonly number[]) =>
  `科目编码 ${code} 不符合编码规则 ${formatCodeWidths(widths)}`;

/**
 * Why a new child code does not fit under its parent, or null when it does. The parent's own code
 * is trusted (it is in the chart already).
 */
export function childCodeProblem(parentCode: string, code: string, widths: readonly number[]): string | null {
  if (!/^\d+$/.test(code)) return `科目编码 ${code} 只能由数字组成`;
  const parentLevel = levelOfCode(parentCode, widths);
  if (parentLevel === null) return ruleBreak(parentCode, widths);
  const width = widths[parentLevel];
  if (width === undefined) {
    return `科目 ${parentCode} 已是第 ${parentLevel} 级，编码规则 ${formatCodeWidths(widths)} 不允许再增加下级科目`;
  }
  if (!code.startsWith(parentCode) || code.length !== parentCode.length + width) {
    return `${ruleBreak(code, widths)}（应为上级科目编码 ${parentCode} 后加 ${width} 位数字）`;
  }
  if (/^0+$/.test(code.slice(parentCode.length))) return `科目编码 ${code} 的本级编码不能全为 0`;
  return null;
}

/** The first free child code under a parent ("01", "02", ...), or null when the level is full. */
export function nextChildCode(
  parentCode: string,
  siblings: readonly string[],
  widths: readonly number[],
): string | null {
  const parentLevel = levelOfCode(parentCode, widths);
  const width = parentLevel === null ? undefined : widths[parentLevel];
  if (width === undefined) return null;
  const taken = new Set(siblings);
  const max = 10 ** width - 1;
  for (let n = 1; n <= max; n++) {
    const code = parentCode + String(n).padStart(width, '0');
    if (!taken.has(code)) return code;
  }
  return null;
}

/** Existing codes that would not fit new widths at their current level (a width change must not orphan them). */
export function codesBreakingWidths(
  subjects: readonly { code: string; level: number }[],
  widths: readonly number[],
): string[] {
  return subjects.filter((s) => levelOfCode(s.code, widths) !== s.level).map((s) => s.code);
}
