// 经费快速录入's rules as pure functions: a 快捷凭证模板 plus one amount becomes a voucher's lines.
// The amount is the voucher's total (借贷合计): lines with a fixed amount keep it, and on each side
// the one line without an amount takes what that side still lacks, so the lines always balance
// (报销 1,000.00 with 代扣税 50.00 fixed: 借 费用 1,000.00 / 贷 银行 950.00 / 贷 应交税费 50.00).
import { compare, isZero, parseMoney, sub, sum, tryParseMoney } from '../../../core/money';
import type { VoucherTemplateRecord } from '../../../local/voucher-templates';
import { amountOf, type EntryLine } from '../../../ui/voucher/grid-model';

export type QuickFill = { ok: true; lines: EntryLine[] } | { ok: false; message: string };

/** The typed amount as money, or the reason it cannot be used. */
export function readAmount(text: string): { ok: true; amount: string } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: false, message: '请输入金额' };
  const value = tryParseMoney(text);
  if (value === null) return { ok: false, message: `金额「${text}」不是有效的数字` };
  if (isZero(value)) return { ok: false, message: '金额不能为零' };
  if (compare(value, '0') < 0) return { ok: false, message: '金额必须大于零（红字凭证请在凭证录入中填制）' };
  return { ok: true, amount: parseMoney(value) };
}

const sideName = (col: 'debit' | 'credit') => (col === 'debit' ? '借方' : '贷方');

/**
 * Lines of the template (as linesFromTemplate made them: a line without an amount already has
 * the side it goes to) with the amount filled in, and the summary, when given, on every line.
 */
export function fillQuickAmount(lines: readonly EntryLine[], amountText: string, summary = ''): QuickFill {
  if (lines.length === 0) return { ok: false, message: '该快速凭证没有分录，请在快捷凭证模板中重新设置' };
  const read = readAmount(amountText);
  if (!read.ok) return read;
  const total = read.amount;
  const text = summary.trim();
  const out = lines.map((l) => ({ ...l, ...(text ? { summary: text } : {}) }));
  for (const col of ['debit', 'credit'] as const) {
    const fixed = sum(out.map((l) => amountOf(l[col]) ?? '0'));
    const open = out
      .map((l, index) => ({ l, index }))
      .filter(({ l }) => amountOf(l.debit) === null && amountOf(l.credit) === null)
      .filter(({ l }) => (l.side === 1 ? 'debit' : 'credit') === col);
    const lacking = sub(total, fixed);
    if (open.length === 0) {
      if (!isZero(lacking)) {
        return {
          ok: false,
          message: `${sideName(col)}金额在模板中固定为 ${fixed}，与录入金额 ${total} 不符`,
        };
      }
      continue;
    }
    if (open.length > 1) {
      const rows = open.map(({ index }) => `第${index + 1}行`).join('、');
      return {
        ok: false,
        message: `${sideName(col)}${rows}都没有设定金额，无法分配；请在快捷凭证模板中为其中一行设定金额`,
      };
    }
    if (compare(lacking, '0') <= 0) {
      return {
        ok: false,
        message: `录入金额 ${total} 不大于${sideName(col)}固定金额合计 ${fixed}，请输入更大的金额`,
      };
    }
    const target = open[0];
    if (target) out[target.index] = { ...target.l, [col]: lacking };
  }
  return { ok: true, lines: out };
}

/** The quick vouchers in the order chosen in 快速凭证设置; all templates by name until one is made. */
export function orderedQuickTemplates<T extends Pick<VoucherTemplateRecord, 'id' | 'name'>>(
  templates: readonly T[],
  chosen: readonly number[] | null,
): T[] {
  if (chosen === null) return [...templates].sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
  const byId = new Map(templates.map((t) => [t.id, t]));
  return chosen.flatMap((id) => {
    const t = byId.get(id);
    return t ? [t] : [];
  });
}

/** Moves the id at `from` one place up (-1) or down (+1); the list is unchanged at an end. */
export function moveId(ids: readonly number[], from: number, delta: -1 | 1): number[] {
  const to = from + delta;
  if (from < 0 || from >= ids.length || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
