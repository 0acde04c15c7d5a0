// Which ledger set owns an asset record that files are bound to (src/core/assets/attachment-kinds.ts):
// a card, a disposal document, a value change or a stocktake, each by its client-made id.
import { assetAttachmentKinds as kinds } from '../../../src/core/assets/attachment-kinds.ts';
import type { AttachmentOwner } from '../attachment/owners.ts';

type OwnerTable = 'asset_card' | 'asset_document' | 'asset_change' | 'asset_check';

const owner = (noun: string, table: OwnerTable): AttachmentOwner => ({
  noun,
  ledgerOf: async (db, id) =>
    (await db.selectFrom(table).select('ledger_set_id').where('id', '=', id).executeTakeFirst())
      ?.ledger_set_id,
});

export const assetAttachmentOwners: Record<string, AttachmentOwner> = {
  [kinds.card]: owner('资产卡片', 'asset_card'),
  [kinds.disposal]: owner('资产处置单', 'asset_document'),
  [kinds.change]: owner('价值变动单', 'asset_change'),
  [kinds.check]: owner('盘点单', 'asset_check'),
};
