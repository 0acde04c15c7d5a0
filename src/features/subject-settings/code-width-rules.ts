// 科目编码宽度设置: the widths edited level by level, checked as the server checks them (format,
// 2..6 levels of 1..4 digits, no existing code left without its level), with a sample code per
// level so the user sees what "3-2-2-2" means before saving.
import {
  codesBreakingWidths,
  formatCodeWidths,
  levelLengths,
  MAX_LEVELS,
  MAX_SEGMENT,
  parseCodeWidths,
} from '../../core/subjects/code-width';

/** First-level codes are the 3 digits 工会会计制度 prescribes; that level is not the user's to change. */
export const FIRST_LEVEL_WIDTH = 3;
export const MIN_LEVELS = 2;

export interface LevelRow {
  level: number;
  width: number;
  /** Code length at this level. */
  length: number;
  /** e.g. 101, 10101, 1010101. */
  sample: string;
}

const chineseLevel = ['一', '二', '三', '四', '五', '六'];

export function levelName(level: number): string {
  return `${chineseLevel[level - 1] ?? level}级`;
}

/** One row per level with the code length and a sample code built on 101 库存现金. */
export function levelRows(widths: readonly number[]): LevelRow[] {
  const lengths = levelLengths(widths);
  let sample = '';
  return widths.map((width, index) => {
    sample = index === 0 ? '101'.padEnd(width, '0').slice(0, width) : sample + '1'.padStart(width, '0');
    return { level: index + 1, width, length: lengths[index] ?? 0, sample };
  });
}

/** The first reason the draft widths cannot be saved, or null. */
export function widthsProblem(
  widths: readonly number[],
  subjects: readonly { code: string; level: number }[],
): string | null {
  if (widths[0] !== FIRST_LEVEL_WIDTH) return `一级科目编码由《工会会计制度》规定为 ${FIRST_LEVEL_WIDTH} 位`;
  const parsed = parseCodeWidths(formatCodeWidths(widths));
  if (!parsed.ok) return parsed.message;
  const broken = codesBreakingWidths(subjects, widths);
  if (broken.length > 0) {
    const shown =
      broken.length > 10 ? `${broken.slice(0, 10).join('、')} 等 ${broken.length} 个` : broken.join('、');
    return `以下科目编码不符合新的编码规则 ${formatCodeWidths(widths)}：${shown}`;
  }
  return null;
}

/** The deepest level any subject uses: levels down to it cannot be removed. */
export function deepestUsedLevel(subjects: readonly { level: number }[]): number {
  return subjects.reduce((max, s) => Math.max(max, s.level), 1);
}

export function canAddLevel(widths: readonly number[]): boolean {
  return widths.length < MAX_LEVELS;
}

export function canRemoveLevel(widths: readonly number[], subjects: readonly { level: number }[]): boolean {
  return widths.length > Math.max(MIN_LEVELS, deepestUsedLevel(subjects));
}

/** Widths a level input may take. */
export const widthChoices = Array.from({ length: MAX_SEGMENT }, (_, i) => i + 1);
