// What the log viewer shows of a changed row: the fields that differ, before and after, as text;
// a new row shows what it holds, a deleted one what it held. And the day range of the query bar as
// the server's epoch milliseconds (local days: the user's 11月28日 runs from their midnight).
import type { OplogChange } from '../../core/contracts/oplog';

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const opNames = { INSERT: '新增', UPDATE: '修改', DELETE: '删除' } as const;
export const opName = (op: OplogChange['op']): string => opNames[op];

/** Columns every row has and nobody reads in a diff. */
const quiet = new Set(['updated_at', 'version']);

function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

export function fieldChanges(change: OplogChange): FieldChange[] {
  const before = change.before ?? {};
  const after = change.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const out: FieldChange[] = [];
  for (const field of fields) {
    const b = show(before[field]);
    const a = show(after[field]);
    if (change.op === 'UPDATE' && (a === b || quiet.has(field))) continue;
    if (change.op !== 'UPDATE' && (change.op === 'INSERT' ? a : b) === '') continue;
    out.push({ field, before: change.op === 'INSERT' ? '' : b, after: change.op === 'DELETE' ? '' : a });
  }
  return out;
}

/** 'YYYY-MM-DD' -> epoch ms of that local day's start (or, with end, its last millisecond). */
export function dayBound(day: string, end = false): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const start = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime();
  return end ? start + 86_400_000 - 1 : start;
}

const p2 = (n: number) => String(n).padStart(2, '0');
export function timeText(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())} ${p2(d.getHours())}:${p2(d.getMinutes())}:${p2(d.getSeconds())}`;
}

export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
