// What the pickers decide, as pure functions over cached rows (spec 000 §2.2, §5): which subjects a
// filter shows in the tree, what the grid's autocomplete offers for typed text, and the messages
// when a choice is not acceptable (请选择科目, 请选择末级科目, 辅助核算项目不能为空, 请选择部门).
import type { AuxItemRow } from '../../local/auxiliary';
import type { SubjectRow } from '../../local/subjects';

export const PICKER_MESSAGES = {
  noSubject: '请选择科目',
  notLeaf: '请选择末级科目',
  auxEmpty: '辅助核算项目不能为空',
  noDepartment: '请选择部门',
} as const;

/** One chosen auxiliary item of a voucher line (the names travel along for display). */
export interface AuxChoice {
  typeNo: string;
  typeName: string;
  infoNo: string;
  infoName: string;
}

export interface DepartmentChoice {
  departmentCode: string;
  departmentName: string;
}

/** null when the subject may take amounts; otherwise the message to show. */
export function checkSubjectChoice(subject: SubjectRow | null | undefined): string | null {
  if (!subject) return PICKER_MESSAGES.noSubject;
  if (!subject.isLeaf) return PICKER_MESSAGES.notLeaf;
  if (!subject.enabled) return `科目 ${subject.code} 已停用`;
  return null;
}

/** Every auxiliary type linked to the subject needs an item. */
export function checkAuxChoice(subject: SubjectRow, chosen: readonly AuxChoice[]): string | null {
  const have = new Set(chosen.filter((c) => c.infoNo !== '').map((c) => c.typeNo));
  return subject.auxTypes.every((t) => have.has(t.typeNo)) ? null : PICKER_MESSAGES.auxEmpty;
}

/** The types of the subject still without an item, by name (to mark the empty selects). */
export function missingAuxTypes(subject: SubjectRow, chosen: readonly AuxChoice[]): string[] {
  const have = new Set(chosen.filter((c) => c.infoNo !== '').map((c) => c.typeNo));
  return subject.auxTypes.filter((t) => !have.has(t.typeNo)).map((t) => t.typeNo);
}

export function checkDepartmentChoice(
  subject: Pick<SubjectRow, 'deptAccounting'> | null | undefined,
  departmentCode: string | null | undefined,
): string | null {
  return subject?.deptAccounting && !departmentCode ? PICKER_MESSAGES.noDepartment : null;
}

/** "办公室·张制单": auxiliary item names joined by a dot, in the subject's type order (spec 000 §2.5). */
export function auxLabel(chosen: readonly AuxChoice[]): string {
  return chosen
    .filter((c) => c.infoNo !== '')
    .map((c) => c.infoName || c.infoNo)
    .join('·');
}

/** Items a select offers for one type: enabled ones of that type, by number. */
export function auxOptionsOf(items: readonly AuxItemRow[], typeNo: string): AuxItemRow[] {
  return items
    .filter((i) => i.typeNo === typeNo && i.enabled)
    .sort((a, b) => (a.infoNo < b.infoNo ? -1 : a.infoNo > b.infoNo ? 1 : 0));
}

/** Keeps the choices for the subject's types only, in its type order (a new subject drops the rest). */
export function alignAuxChoices(subject: SubjectRow, chosen: readonly AuxChoice[]): AuxChoice[] {
  return subject.auxTypes.map((t) => {
    const found = chosen.find((c) => c.typeNo === t.typeNo);
    return found ?? { typeNo: t.typeNo, typeName: t.typeName, infoNo: '', infoName: '' };
  });
}

const normal = (text: string) => text.trim().toLowerCase();

/** True when the subject answers the text: its code starts with it, or a name contains it. */
export function subjectMatches(subject: SubjectRow, text: string): boolean {
  const q = normal(text);
  if (q === '') return true;
  return (
    subject.code.startsWith(q) ||
    subject.codeName.toLowerCase().includes(q) ||
    subject.codeFullName.toLowerCase().includes(q)
  );
}

/**
 * What the grid's subject cell offers for typed text: enabled end-level subjects, code-prefix
 * matches first (by code), then name matches (by code). "1001 库存现金" as typed back also matches.
 */
export function suggestSubjects(rows: readonly SubjectRow[], text: string, limit = 12): SubjectRow[] {
  const q = normal(text.replace(/^(\S+)\s.*$/, '$1'));
  const usable = rows.filter((s) => s.enabled && s.isLeaf);
  if (q === '') return usable.slice(0, limit);
  const byCode = usable.filter((s) => s.code.startsWith(q));
  const byName = usable.filter((s) => !s.code.startsWith(q) && subjectMatches(s, q));
  const cmp = (a: SubjectRow, b: SubjectRow) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
  return [...byCode.sort(cmp), ...byName.sort(cmp)].slice(0, limit);
}

/** The subject a finished cell names: an exact code, or the only suggestion left. */
export function resolveSubject(rows: readonly SubjectRow[], text: string): SubjectRow | null {
  const q = normal(text.replace(/^(\S+)\s.*$/, '$1'));
  if (q === '') return null;
  const exact = rows.find((s) => s.code === q);
  if (exact) return exact;
  const left = suggestSubjects(rows, q, 2);
  return left.length === 1 ? (left[0] ?? null) : null;
}

/**
 * Why typed text left in a subject cell names no subject a voucher line can take, or null when it
 * does (or is empty). The cell keeps the text and shows this, so nothing typed vanishes silently.
 */
export function unresolvedSubjectMessage(rows: readonly SubjectRow[], text: string): string | null {
  if (text.trim() === '') return null;
  const found = resolveSubject(rows, text);
  if (!found) return '没有这个科目，请重新输入或按 F2 选择';
  if (!found.isLeaf) return '请选择末级科目';
  if (!found.enabled) return '科目已停用，请选择其他科目';
  return null;
}

export interface SubjectTreeNode {
  subject: SubjectRow;
  children: SubjectTreeNode[];
}

/** The enabled subjects as a tree (level-1 roots, by code); a subject whose parent is missing is a root. */
export function subjectTree(rows: readonly SubjectRow[]): SubjectTreeNode[] {
  const usable = rows.filter((s) => s.enabled).sort((a, b) => (a.code < b.code ? -1 : 1));
  const nodes = new Map<string, SubjectTreeNode>(usable.map((s) => [s.code, { subject: s, children: [] }]));
  const roots: SubjectTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.subject.parentCode === null ? undefined : nodes.get(node.subject.parentCode);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export interface VisibleNode {
  subject: SubjectRow;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
}

/**
 * The rows the picker shows, top to bottom. Without a filter: roots, and the children of expanded
 * nodes. With one: every match and its ancestors, all open, so nothing matching is hidden.
 */
export function visibleNodes(
  roots: readonly SubjectTreeNode[],
  expanded: ReadonlySet<string>,
  filter: string,
): VisibleNode[] {
  const out: VisibleNode[] = [];
  const filtering = normal(filter) !== '';
  const keep = (node: SubjectTreeNode): boolean =>
    subjectMatches(node.subject, filter) || node.children.some(keep);
  const walk = (nodes: readonly SubjectTreeNode[], depth: number) => {
    for (const node of nodes) {
      if (filtering && !keep(node)) continue;
      const open = filtering || expanded.has(node.subject.code);
      out.push({ subject: node.subject, depth, hasChildren: node.children.length > 0, expanded: open });
      if (open) walk(node.children, depth + 1);
    }
  };
  walk(roots, 0);
  return out;
}

/** The codes to open so that `code` is visible (its ancestors). */
export function ancestorsOf(rows: readonly SubjectRow[], code: string | null | undefined): string[] {
  if (!code) return [];
  const byCode = new Map(rows.map((s) => [s.code, s]));
  const out: string[] = [];
  let parent = byCode.get(code)?.parentCode ?? null;
  while (parent !== null && !out.includes(parent)) {
    out.unshift(parent);
    parent = byCode.get(parent)?.parentCode ?? null;
  }
  return out;
}
