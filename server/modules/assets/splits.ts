// 固定资产拆分 (splitFixedAssets): a card of several units split by quantity from a day on. The card
// keeps the first part, new cards (numbered next) take the others; the original value, the opening
// accumulated and every provision line are shared by quantity with the remainder on the last part
// (src/core/assets/split.ts), so the parts add up to the card and the class totals do not move; each
// part is re-based from the month of the split with what it had charged. A split books nothing.
import { randomUUID } from 'node:crypto';
import type { Infer } from 'superstruct';
import { usedMonthsAt } from '../../../src/core/assets/change.ts';
import { monthOfDate } from '../../../src/core/assets/months.ts';
import { splitAmount, splitProblem } from '../../../src/core/assets/split.ts';
import type { SplitInput, SplitPart } from '../../../src/core/contracts/asset-changes.ts';
import { add, compare, fromCents, toCents } from '../../../src/core/money.ts';
import { badRequest, conflict, refused } from '../../lib/errors.ts';
import { nextCardNo } from './cards.ts';
import { provisionedBefore } from './changes.ts';
import type { Trx } from './db.ts';

export async function splitCard(
  trx: Trx,
  who: { ledgerSetId: number; userId: number },
  input: Infer<typeof SplitInput>,
): Promise<SplitPart[]> {
  const { ledgerSetId } = who;
  const card = await trx
    .selectFrom('asset_card')
    .selectAll()
    .where('ledger_set_id', '=', ledgerSetId)
    .where('id', '=', input.id.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
  if (!card) throw refused('卡片不存在或已被删除');
  if (card.version !== input.version) throw conflict('卡片已被他人修改，请刷新后重试');
  if (card.status !== 'NORMAL') throw refused(`卡片 ${card.card_no} 已处置或正在变动，不能拆分`);
  const problem = splitProblem(card.quantity, input.parts);
  if (problem) throw badRequest(problem);
  if (input.splitDate < String(card.book_date).slice(0, 10))
    throw badRequest(`拆分日期不能早于卡片的入账日期 ${String(card.book_date).slice(0, 10)}`);
  const month = monthOfDate(input.splitDate);
  const charged = !card.no_depreciation && card.life_months !== null;
  if (charged)
    await provisionedBefore(
      trx,
      ledgerSetId,
      { ...card, life_months: card.life_months as number },
      month,
      '拆分',
    );
  const parts = input.parts;
  const originals = splitAmount(card.original_value, parts);
  const inits = splitAmount(card.init_accumulated, parts);
  const lines = await trx
    .selectFrom('asset_provision_line')
    .select(['provision_id', 'amount', 'accumulated'])
    .where('card_id', '=', card.id)
    .execute();
  const ids = [card.id, ...parts.slice(1).map(() => randomUUID())];
  // What each part has charged: its opening share and its shares of the card's lines.
  const charges = parts.map((_, i) => toCents(inits[i] as string));
  const newLines: { provision_id: number; card_id: string; amount: string; accumulated: string }[] = [];
  for (const line of lines) {
    const amounts = splitAmount(line.amount, parts);
    const totals = splitAmount(line.accumulated, parts);
    amounts.forEach((amount, i) => {
      if (compare(amount, '0') <= 0) return;
      charges[i] = (charges[i] as bigint) + toCents(amount);
      newLines.push({
        provision_id: line.provision_id,
        card_id: ids[i] as string,
        amount,
        accumulated: totals[i] as string,
      });
    });
  }
  const used = charged
    ? usedMonthsAt(
        {
          startMonth: card.base_month ?? card.first_month,
          usedMonths: card.base_used_months ?? card.used_months,
        },
        month,
        card.life_months as number,
      )
    : 0;
  const base = (i: number) =>
    charged
      ? { base_month: month, base_accumulated: fromCents(charges[i] as bigint), base_used_months: used }
      : {};
  // The card keeps the first part; the class totals follow each statement (see migration 0045).
  await trx
    .updateTable('asset_card')
    .set((eb) => ({
      quantity: parts[0] as number,
      original_value: originals[0] as string,
      init_accumulated: inits[0] as string,
      ...base(0),
      updated_by: who.userId,
      updated_at: new Date(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', card.id)
    .execute();
  const {
    id: _id,
    card_no: _no,
    asset_code: _code,
    created_at: _c,
    updated_at: _u,
    version: _v,
    ...rest
  } = card;
  const numbers: string[] = [card.card_no];
  for (let i = 1; i < parts.length; i += 1) {
    const cardNo = await nextCardNo(trx, ledgerSetId, card.asset_class);
    numbers.push(cardNo);
    await trx
      .insertInto('asset_card')
      .values({
        ...rest,
        id: ids[i] as string,
        card_no: cardNo,
        asset_code: cardNo,
        old_asset_code: card.asset_code,
        quantity: parts[i] as number,
        original_value: originals[i] as string,
        init_accumulated: inits[i] as string,
        ...base(i),
        remark: `由卡片 ${card.card_no} 拆分（${input.splitDate}）`,
        created_by: who.userId,
        updated_by: who.userId,
      } as never)
      .execute();
  }
  if (lines.length > 0) {
    await trx.deleteFrom('asset_provision_line').where('card_id', '=', card.id).execute();
    if (newLines.length > 0) await trx.insertInto('asset_provision_line').values(newLines).execute();
  }
  return parts.map((quantity, i) => ({
    id: ids[i] as string,
    cardNo: numbers[i] as string,
    quantity,
    originalValue: originals[i] as string,
    accumulated: add(fromCents(charges[i] as bigint), '0'),
  }));
}
