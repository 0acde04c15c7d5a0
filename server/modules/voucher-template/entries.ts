// The entries of a 快捷凭证模板: checked against the chart when saved (spec 000 §7: "voucher
// template save: subject cannot be empty"), so applying a template never brings a bad subject.
// Amounts are optional: a template may fix them or leave them for the preparer.
import type { Transaction } from 'kysely';
import type { TemplateEntry, TemplateSaveInput } from '../../../src/core/contracts/voucher-template.ts';
import { isZero, tryParseMoney } from '../../../src/core/money.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';

type Trx = Transaction<Database>;

/** One line as the request carries it. */
export type TemplateEntryInput = TemplateSaveInput['entries'][number];

/** '' stays '' (no amount); anything else must be money, kept with two decimals. */
function amount(raw: string | null | undefined, line: number, side: string): string {
  const text = (raw ?? '').trim();
  if (text === '') return '';
  const value = tryParseMoney(text);
  if (value === null) throw badRequest(`第${line}行：${side}金额格式不正确`);
  return isZero(value) ? '' : value;
}

/** Normalises and checks every line; throws the first problem as `第N行：...`. */
export async function checkTemplateEntries(
  trx: Trx,
  ledgerSetId: number,
  input: readonly TemplateEntryInput[],
): Promise<TemplateEntry[]> {
  const codes = [...new Set(input.map((e) => (e.code ?? '').trim()).filter(Boolean))];
  const subjects = codes.length
    ? await trx
        .selectFrom('subject')
        .select(['code', 'is_leaf', 'enabled'])
        .where('ledger_set_id', '=', ledgerSetId)
        .where('code', 'in', codes)
        .execute()
    : [];
  const byCode = new Map(subjects.map((s) => [s.code, s]));
  return input.map((e, i) => {
    const line = i + 1;
    const code = (e.code ?? '').trim();
    if (!code) throw badRequest(`第${line}行：科目不能为空`);
    const subject = byCode.get(code);
    if (!subject) throw badRequest(`第${line}行：科目 ${code} 不存在`);
    if (!subject.is_leaf) throw badRequest(`第${line}行：请选择末级科目`);
    if (!subject.enabled) throw badRequest(`第${line}行：科目 ${code} 已停用`);
    const debitAmount = amount(e.debitAmount, line, '借方');
    const creditAmount = amount(e.creditAmount, line, '贷方');
    if (debitAmount && creditAmount) throw badRequest(`第${line}行：借方和贷方不能同时有金额`);
    return {
      summary: (e.summary ?? '').trim(),
      code,
      auxis: e.auxis ?? [],
      departmentCode: e.departmentCode?.trim() || null,
      debitAmount,
      creditAmount,
    };
  });
}
