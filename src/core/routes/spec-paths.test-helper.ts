// Reads every route path out of spec 001 §2 so the catalogue test compares against the spec itself,
// not a copy of it. The spec writes routes as prose bullets; the rules below are the ones it uses:
// a section base (`(under financialSoftware/)`), sub-headers (`Family B, under fixed-assets/:`),
// group labels (`settings: a, b`), a folder heading a list (`provision/a, b` -> provision/b,
// `expenseReimbursement/ a, b`), `a and b`, `{param}` segments and `x-a/b/c-list` shorthand.

/** Segments the spec writes as `{name}`, written TanStack style. */
const toParams = (text: string): string => text.replace(/\{(\w+)\}/g, '$$$1');
const stripParens = (text: string): string => text.replace(/\([^()]*\)/g, ' ');
const isPathLike = (item: string): boolean => /^[\w$-]+(\/[\w$-]+)*$/.test(item);

/** `tow-on-declare/auditing/approval-list` -> tow-on-declare-list, tow-on-auditing-list, tow-on-approval-list. */
export function expandShorthand(item: string): readonly string[] {
  const segments = item.split('/');
  const first = segments[0] ?? '';
  const last = segments[segments.length - 1] ?? '';
  const middle = segments.slice(1, -1);
  const isShorthand =
    segments.length >= 3 &&
    !item.includes('$') &&
    first.includes('-') &&
    last.includes('-') &&
    middle.every((segment) => /^[a-z]+$/.test(segment));
  if (!isShorthand) return [item];
  const suffix = last.slice(last.indexOf('-'));
  const stem = first.slice(0, first.lastIndexOf('-') + 1);
  return [first + suffix, ...middle.map((word) => stem + word + suffix), stem + last];
}

/** The paths of one comma list, relative to `base` (which ends with `/` or is empty). */
function listPaths(text: string, base: string): readonly string[] {
  const clauses = toParams(text)
    .replace(/\.\s*$/, '')
    .split(';')
    .map((clause) => clause.trim().replace(/^child page\s+/, ''));
  const out: string[] = [];
  let folder = '';
  let first = true;
  for (const clause of clauses) {
    for (const raw of clause.split(',').flatMap((part) => part.split(/\s+and\s+/))) {
      let item = raw.trim();
      if (first) {
        // Only a folder on the list's first item carries over to the bare items after it.
        const headed = /^([\w/-]+\/)\s+(.+)$/.exec(item);
        if (headed) {
          folder = headed[1] ?? '';
          item = headed[2] ?? '';
        } else if (item.includes('/') && expandShorthand(item).length === 1) {
          folder = item.slice(0, item.lastIndexOf('/') + 1);
          item = item.slice(folder.length);
        }
        if (!isPathLike(item)) return [];
        first = false;
      }
      if (!isPathLike(item)) continue;
      for (const expanded of expandShorthand(item)) {
        out.push(expanded.includes('/') ? base + expanded : base + folder + expanded);
      }
    }
  }
  return out;
}

/** A bullet: an optional one-word group label, then a list. A prose label (several words) is no list. */
function bulletPaths(text: string, base: string): readonly string[] {
  const body = stripParens(text).trim();
  const labelled = /^([^:]+):\s*(.*)$/.exec(body);
  if (!labelled) return listPaths(body, base);
  const label = (labelled[1] ?? '').trim();
  if (!/^[\w-]+$/.test(label)) return [];
  return listPaths(labelled[2] ?? '', `${base}${label}/`);
}

/** A paragraph: a list when it starts with a path, optionally after a one-word caption (`Contracts:`). */
function paragraphPaths(text: string, base: string): readonly string[] {
  const body = stripParens(text).trim();
  const labelled = /^([^:]+):\s*(.*)$/.exec(body);
  if (!labelled) return listPaths(body, base);
  if (!/^[\w-]+$/.test((labelled[1] ?? '').trim())) return [];
  return listPaths(labelled[2] ?? '', base);
}

/** §2.1: the table's first column, the `/` row's children and the /sign sentence. */
function topLevelPaths(lines: readonly string[]): readonly string[] {
  const out: string[] = [];
  for (const line of lines) {
    const row = /^\|\s*([^|]+?)\s*\|\s*([^|]*?)\s*\|$/.exec(line);
    if (row) {
      const [, cell = '', purpose = ''] = row;
      if (!/^(\/|\/?[A-Za-z][\w/-]*)$/.test(cell) || cell === 'Path') continue;
      out.push(cell.startsWith('/') ? cell : `/${cell}`);
      if (cell === '/') {
        // "/taskBoard (with a board child), /final (welcome, /sideBar ...)": the layout's screens.
        if (purpose.includes('/taskBoard')) out.push('/taskBoard');
        if (/board child/.test(purpose)) out.push('/taskBoard/board');
        if (/\/final \(welcome/.test(purpose)) out.push('/final/welcome');
        if (purpose.includes('/sideBar')) out.push('/final/sideBar');
      }
    } else if (!line.startsWith('|')) {
      for (const token of line.match(/(?<![\w/])\/[A-Za-z][\w-]*/g) ?? []) out.push(token);
    }
  }
  return out;
}

/** Every route path of spec 001 §2, in spec order, duplicates removed. */
export function extractSpecPaths(spec: string): readonly string[] {
  const start = spec.indexOf('## 2.');
  const end = spec.indexOf('## 3.', start);
  const section = spec.slice(start, end);
  const out: string[] = [];
  for (const chunk of section.split(/^### /m).slice(1)) {
    const [heading = '', ...lines] = chunk.split('\n');
    const number = /^(\d+\.\d+)/.exec(heading)?.[1];
    if (number === '2.1') {
      out.push(...topLevelPaths(lines));
      continue;
    }
    if (number === '2.2') continue; // tab rules, no paths
    const sectionBase = /([\w-]+(?:\/[\w-]+)*\/)\)?\s*$/.exec(heading)?.[1] ?? '';
    let base = sectionBase;
    let collecting = true;
    for (const rawLine of lines) {
      const line = rawLine.trim();
      if (line === '') continue;
      if (line.startsWith('- ')) {
        if (collecting) out.push(...bulletPaths(line.slice(2), base).map((p) => `/final/${p}`));
      } else if (line.endsWith(':')) {
        // Sub-headers: "Family B, under fixed-assets/:", "Flow charts under components/flow-chart:",
        // "Family A:" (back to the section base), "Query-driven behaviour:" (prose bullets follow).
        const under = /under ([\w/-]+?)\/?:$/.exec(line);
        collecting = under !== null || line.startsWith('Family ');
        base = under ? `${under[1]}/` : sectionBase;
      } else {
        out.push(...paragraphPaths(line, base).map((p) => `/final/${p}`));
      }
    }
  }
  return [...new Set(out)];
}

/** "budget-execution-see/-list/-approval" -> budget-execution-see, budget-execution-list, ... */
export function expandSuffixShorthand(item: string): readonly string[] {
  const [first = '', ...rest] = item.split('/');
  const stem = first.slice(0, first.lastIndexOf('-'));
  return [first, ...rest.map((suffix) => stem + suffix)];
}

/** The names §2.9 lists as "other budget lists named as parents" (names, not paths). */
export function namedBudgetParents(spec: string): readonly string[] {
  const line = spec.split('\n').find((l) => l.includes('other budget lists named as parents:')) ?? '';
  const list = line.slice(line.indexOf(':') + 1).replace(/\.\s*$/, '');
  return list
    .split(',')
    .map((item) => item.trim())
    .flatMap(expandSuffixShorthand);
}
