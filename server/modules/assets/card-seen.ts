// A write made offline against a card (a stocktake count, a value change) names the card's version
// and what the screen showed of it; when the card has changed since, the write is refused with each
// field that changed (存放地点 会议室→档案室), so the user sees why and enters it again.
import type { Infer } from 'superstruct';
import { type CardSeen, cardDifferences } from '../../../src/core/assets/stocktake.ts';
import type { cardSeen } from '../../../src/core/contracts/asset-structs.ts';
import { conflict } from '../../lib/errors.ts';
import type { Trx } from './db.ts';

/** The card as a screen shows it, locked for the write; null when it is not in this ledger set. */
export async function lockSeenCard(trx: Trx, ledgerSetId: number, cardId: string) {
  const card = await trx
    .selectFrom('asset_card as c')
    .leftJoin('department as ud', 'ud.id', 'c.use_department_id')
    .select([
      'c.card_no',
      'c.name',
      'c.version',
      'c.quantity',
      'c.original_value',
      'c.custodian',
      'c.location',
      'c.status',
      'ud.name as dept',
    ])
    .where('c.ledger_set_id', '=', ledgerSetId)
    .where('c.id', '=', cardId.toLowerCase())
    .forUpdate('c')
    .executeTakeFirst();
  if (!card) return null;
  const seen: CardSeen = {
    name: card.name,
    quantity: card.quantity,
    originalValue: card.original_value,
    useDepartmentName: card.dept ?? '',
    custodian: card.custodian,
    location: card.location,
    status: card.status,
  };
  return { ...card, seen };
}

/**
 * Refuses the write when the card is no longer the version the user saw. `what` names the write:
 * 盘点 → "在盘点后已被修改，本次盘点未保存，请按最新卡片重新盘点".
 */
export function refuseStale(
  card: { card_no: string; version: number; seen: CardSeen },
  version: number,
  shown: Infer<ReturnType<typeof cardSeen>>,
  what: { after: string; again: string },
): void {
  if (card.version === version) return;
  const seen: CardSeen = {
    name: shown.name,
    quantity: shown.quantity,
    originalValue: shown.originalValue,
    useDepartmentName: shown.useDepartmentName ?? '',
    custodian: shown.custodian ?? '',
    location: shown.location ?? '',
    status: shown.status,
  };
  const diff = cardDifferences(seen, card.seen);
  throw conflict(
    `卡片 ${card.card_no} 在${what.after}后已被修改，本次${what.after}未保存，请按最新卡片${what.again}${diff.length ? `：${diff.join('；')}` : ''}`,
  );
}
