// Per-ledger-set subject settings: the code widths (科目编码宽度设置) and the cash and bank
// subjects (其他科目设置) that the journals read. Both are init settings, locked by confirmation.
import type { Kysely } from 'kysely';
import type { CodeWidthView, OtherSubjectSetting } from '../../../src/core/contracts/subject.ts';
import {
  codesBreakingWidths,
  DEFAULT_CODE_WIDTHS,
  formatCodeWidths,
  levelLengths,
  parseCodeWidths,
} from '../../../src/core/subjects/code-width.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, refused } from '../../lib/errors.ts';
import { assertOpeningEditable, ledgerState } from '../opening/lock.ts';

type Db = Kysely<Database>;

async function settingsRow(db: Db, ledgerSetId: number) {
  const row = await db
    .selectFrom('subject_setting')
    .selectAll()
    .where('ledger_set_id', '=', ledgerSetId)
    .executeTakeFirst();
  return (
    row ?? {
      ledger_set_id: ledgerSetId,
      code_widths: DEFAULT_CODE_WIDTHS,
      cash_codes: '101',
      bank_codes: '102',
    }
  );
}

export async function codeWidthsOf(db: Db, ledgerSetId: number): Promise<string> {
  return (await settingsRow(db, ledgerSetId)).code_widths;
}

export async function codeWidthView(db: Db, ledgerSetId: number): Promise<CodeWidthView> {
  const text = await codeWidthsOf(db, ledgerSetId);
  const parsed = parseCodeWidths(text);
  const widths = parsed.ok ? parsed.widths : [3, 2, 2, 2];
  const state = await ledgerState(db, ledgerSetId);
  return {
    codeWidths: formatCodeWidths(widths),
    widths,
    levelLengths: levelLengths(widths),
    locked: !!state.confirmedAt,
  };
}

const listCodes = (codes: readonly string[]) =>
  codes.length > 10 ? `${codes.slice(0, 10).join('、')} 等 ${codes.length} 个` : codes.join('、');

/** New widths are refused while any existing subject's code would no longer fit its level. */
export async function saveCodeWidths(db: Db, ledgerSetId: number, text: string): Promise<CodeWidthView> {
  const parsed = parseCodeWidths(text);
  if (!parsed.ok) throw badRequest(parsed.message);
  await assertOpeningEditable(db, ledgerSetId);
  const subjects = await db
    .selectFrom('subject')
    .select(['code', 'level'])
    .where('ledger_set_id', '=', ledgerSetId)
    .orderBy('code')
    .execute();
  const broken = codesBreakingWidths(subjects, parsed.widths);
  if (broken.length > 0) {
    throw refused(`以下科目编码不符合新的编码规则 ${formatCodeWidths(parsed.widths)}：${listCodes(broken)}`, {
      codes: broken,
    });
  }
  await db
    .insertInto('subject_setting')
    .values({ ledger_set_id: ledgerSetId, code_widths: formatCodeWidths(parsed.widths) })
    .onConflict((oc) =>
      oc.column('ledger_set_id').doUpdateSet({ code_widths: formatCodeWidths(parsed.widths) }),
    )
    .execute();
  return codeWidthView(db, ledgerSetId);
}

const split = (text: string) => text.split(',').filter((c) => c !== '');

export async function otherSetting(db: Db, ledgerSetId: number): Promise<OtherSubjectSetting> {
  const row = await settingsRow(db, ledgerSetId);
  const state = await ledgerState(db, ledgerSetId);
  return { cashCodes: split(row.cash_codes), bankCodes: split(row.bank_codes), locked: !!state.confirmedAt };
}

/** Cash subjects sit under 101 库存现金, bank subjects under 102 银行存款 (or are those subjects). */
export async function saveOtherSetting(
  db: Db,
  ledgerSetId: number,
  input: { cashCodes: string[]; bankCodes: string[] },
): Promise<OtherSubjectSetting> {
  await assertOpeningEditable(db, ledgerSetId);
  const codes = [...input.cashCodes, ...input.bankCodes];
  const found = codes.length
    ? await db
        .selectFrom('subject')
        .select(['code', 'name'])
        .where('ledger_set_id', '=', ledgerSetId)
        .where('code', 'in', codes)
        .execute()
    : [];
  const check = (list: string[], root: string, what: string) => {
    const seen = new Set<string>();
    for (const code of list) {
      if (seen.has(code)) throw badRequest(`${what}重复：${code}`);
      seen.add(code);
      if (!found.some((f) => f.code === code)) throw badRequest(`科目编码 ${code} 不存在`);
      if (!code.startsWith(root)) throw badRequest(`${what}应为 ${root} 或其下级科目：${code}`);
    }
  };
  check(input.cashCodes, '101', '现金科目');
  check(input.bankCodes, '102', '银行科目');
  await db
    .insertInto('subject_setting')
    .values({
      ledger_set_id: ledgerSetId,
      cash_codes: input.cashCodes.join(','),
      bank_codes: input.bankCodes.join(','),
    })
    .onConflict((oc) =>
      oc
        .column('ledger_set_id')
        .doUpdateSet({ cash_codes: input.cashCodes.join(','), bank_codes: input.bankCodes.join(',') }),
    )
    .execute();
  return otherSetting(db, ledgerSetId);
}
