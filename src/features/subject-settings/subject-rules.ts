// The 科目设置 screen's rules: the server's refusals checked first from what the tree already says
// (so the user reads the reason before a round trip; the server still decides). Which rows the tree
// shows is core/subjects/subject-filter.ts.

import type { SubjectView } from '../../core/contracts/subject';
import { childCodeProblem, levelLengths } from '../../core/subjects/code-width';
import type { Category } from '../../core/subjects/types';
import { categories } from '../../core/subjects/types';

export const NAME_MAX = 40;

const label = (s: Pick<SubjectView, 'code' | 'codeName'>) => `${s.code} ${s.codeName}`;

/** The categories the chart has, in the order of 工会会计制度 第九条. */
export function categoriesOf(rows: readonly SubjectView[]): Category[] {
  const present = new Set(rows.map((r) => r.category));
  return categories.filter((c) => present.has(c));
}

/** Codes that have children: "全部折叠" folds exactly these. */
export function branchCodes(rows: readonly SubjectView[]): string[] {
  return rows.filter((r) => r.hasChild).map((r) => r.code);
}

/**
 * Why a subject cannot be deleted, in the server's words, or null. A used subject is left to the
 * server, which names the data that holds it.
 */
export function deleteBlocker(row: SubjectView): string | null {
  if (row.isStandard) return `科目 ${label(row)} 是《工会会计制度》规定的科目，不能删除`;
  if (row.hasChild) return `科目 ${label(row)} 有下级科目，不能删除`;
  return null;
}

/** Why no child can be added under `parent`, or null. */
export function addChildBlocker(parent: SubjectView, widths: readonly number[]): string | null {
  if (parent.level >= widths.length) {
    return `科目 ${label(parent)} 已是第 ${parent.level} 级，编码规则 ${widths.join('-')} 不允许再增加下级科目`;
  }
  if (!parent.enabled) return `上级科目 ${label(parent)} 已停用，请先启用`;
  if (parent.isLeaf && parent.used) return `该科目已有数据，不能增加下级科目（科目 ${label(parent)}）`;
  return null;
}

export interface SubjectForm {
  code: string;
  name: string;
  deptAccounting: boolean;
  auxTypeIds: number[];
}

/**
 * The first error of the add/edit form, or null. `parent` is set when adding; `editing` when
 * editing; `rows` is the chart.
 */
export function validateSubjectForm(
  form: SubjectForm,
  context: {
    parent: SubjectView | null;
    editing: SubjectView | null;
    rows: readonly SubjectView[];
    widths: readonly number[];
  },
): string | null {
  const code = form.code.trim();
  const name = form.name.trim();
  const { parent, editing, rows, widths } = context;
  if (!editing) {
    if (!parent) return '请选择上级科目';
    if (!code) return '科目编码不能为空';
    const problem = childCodeProblem(parent.code, code, widths);
    if (problem) return problem;
    if (rows.some((r) => r.code === code)) return `科目编码 ${code} 已存在`;
  }
  if (!name) return '科目名称不能为空';
  if (name.length > NAME_MAX) return `科目名称不能超过 ${NAME_MAX} 个字符`;
  const parentCode = editing ? editing.parentCode : (parent?.code ?? null);
  const twin = rows.find(
    (r) => r.parentCode === parentCode && r.codeName === name && r.code !== editing?.code,
  );
  if (twin) return `同一上级科目下已有名为“${name}”的科目（${twin.code}）`;
  return null;
}

/** The segment the user types after the parent's code, and its width, for the code input's hint. */
export function childSegment(
  parentCode: string,
  widths: readonly number[],
): { width: number; length: number } | null {
  const lengths = levelLengths(widths);
  const level = lengths.indexOf(parentCode.length);
  const width = level < 0 ? undefined : widths[level + 1];
  return width === undefined ? null : { width, length: parentCode.length + width };
}
