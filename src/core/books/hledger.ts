// The plain-text journal (hledger/ledger format) of a ledger set's posted vouchers, so auditors can
// check the books with independent tools. An account is the element, then each subject from the
// first level down as "code name": 资产:102 银行存款:10201 经费集中户.
import { fromCents } from '../money';
import type { Category } from '../subjects/types';

export interface JournalSubject {
  code: string;
  name: string;
  parentCode: string | null;
  category: Category;
}

/** hledger ends an account name at two spaces and reads ':' as a level: keep names on one level. */
export function journalText(text: string): string {
  return text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/:/g, '：')
    .replace(/;/g, '；')
    .replace(/ {2,}/g, ' ')
    .trim();
}

export function accountNames(chart: readonly JournalSubject[]): Map<string, string> {
  const byCode = new Map(chart.map((s) => [s.code, s]));
  const names = new Map<string, string>();
  const nameOf = (code: string, seen: Set<string>): string => {
    const known = names.get(code);
    if (known) return known;
    const s = byCode.get(code);
    if (!s) return `未知科目:${code}`;
    const own = `${s.code} ${journalText(s.name)}`;
    const parent =
      s.parentCode !== null && byCode.has(s.parentCode) && !seen.has(s.parentCode)
        ? nameOf(s.parentCode, new Set([...seen, code]))
        : s.category;
    const name = `${parent}:${own}`;
    names.set(code, name);
    return name;
  };
  for (const s of chart) nameOf(s.code, new Set());
  return names;
}

/** hledger's account types (1.25): A asset, L liability, E equity, R revenue, X expense. */
const accountType: Record<Category, string> = { 资产: 'A', 负债: 'L', 净资产: 'E', 收入: 'R', 支出: 'X' };

export function accountDirectives(chart: readonly JournalSubject[]): string {
  const names = accountNames(chart);
  const categories = [...new Set(chart.map((s) => s.category))];
  const lines = categories.map((c) => `account ${c}  ; type:${accountType[c]}`);
  for (const s of [...chart].sort((a, b) => (a.code < b.code ? -1 : 1))) {
    lines.push(`account ${names.get(s.code)}  ; type:${accountType[s.category]}`);
  }
  return `${lines.join('\n')}\n`;
}

export interface JournalPosting {
  account: string;
  /** debit − credit in cents: debits positive, credits negative. */
  amount: bigint;
  comment?: string;
}

export interface JournalTransaction {
  date: string;
  code?: string;
  description: string;
  comment?: string;
  postings: readonly JournalPosting[];
}

export function formatTransaction(t: JournalTransaction): string {
  const head = [t.date, '*'];
  if (t.code) head.push(`(${t.code.replace(/[()\s]/g, '')})`);
  head.push(journalText(t.description) || '-');
  let text = head.join(' ');
  // Comments may carry tags (id:…), so only line breaks are taken out of them.
  if (t.comment) text += `  ; ${t.comment.replace(/[\r\n]+/g, ' ')}`;
  for (const p of t.postings) {
    let line = `    ${p.account}  ${fromCents(p.amount)}`;
    if (p.comment) line += `  ; ${p.comment.replace(/[\r\n]+/g, ' ')}`;
    text += `\n${line}`;
  }
  return `${text}\n`;
}
