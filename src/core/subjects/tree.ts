// A chart is stored flat (code, parentCode); screens need names with their ancestors
// ("银行存款/经费集中户"), the ancestor chain, and nested nodes for tree pickers.

export interface ChartEntry {
  code: string;
  name: string;
  parentCode: string | null;
}

export type ChartIndex<T extends ChartEntry> = ReadonlyMap<string, T>;

export function indexChart<T extends ChartEntry>(list: readonly T[]): Map<string, T> {
  return new Map(list.map((s) => [s.code, s]));
}

/** Ancestor codes, the first-level one first; a broken chain (missing parent) just stops. */
export function parentCodeArray<T extends ChartEntry>(code: string, index: ChartIndex<T>): string[] {
  const chain: string[] = [];
  const seen = new Set<string>([code]);
  let parent = index.get(code)?.parentCode ?? null;
  while (parent !== null && !seen.has(parent)) {
    chain.unshift(parent);
    seen.add(parent);
    parent = index.get(parent)?.parentCode ?? null;
  }
  return chain;
}

/** "银行存款/经费集中户": the names from the first level down, joined by "/". */
export function fullNameOf<T extends ChartEntry>(
  code: string,
  index: ChartIndex<T>,
  separator = '/',
): string {
  const names = parentCodeArray(code, index).map((c) => index.get(c)?.name ?? c);
  names.push(index.get(code)?.name ?? code);
  return names.join(separator);
}

/** Codes of the direct children of each code. */
export function childrenByParent<T extends ChartEntry>(list: readonly T[]): Map<string, string[]> {
  const children = new Map<string, string[]>();
  for (const s of list) {
    if (s.parentCode === null) continue;
    const siblings = children.get(s.parentCode);
    if (siblings) siblings.push(s.code);
    else children.set(s.parentCode, [s.code]);
  }
  for (const list of children.values()) list.sort();
  return children;
}

export type TreeNode<T> = T & { children: TreeNode<T>[] };

/** Nested nodes sorted by code; an entry whose parent is missing becomes a root rather than vanish. */
export function buildSubjectTree<T extends ChartEntry>(list: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<string, TreeNode<T>>();
  for (const s of [...list].sort((a, b) => a.code.localeCompare(b.code))) {
    nodes.set(s.code, { ...s, children: [] });
  }
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentCode === null ? undefined : nodes.get(node.parentCode);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Every descendant code of a subject (children, grandchildren, ...). */
export function descendantsOf(code: string, children: ReadonlyMap<string, readonly string[]>): string[] {
  const out: string[] = [];
  const stack = [...(children.get(code) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    out.push(next);
    stack.push(...(children.get(next) ?? []));
  }
  return out.sort();
}
