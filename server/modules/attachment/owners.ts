// The kinds of record whose owner the binding checks. Files are always kept inside the session's
// ledger set; a record kind named here is also refused when its id is another ledger set's record.
// A record not (yet) on the server is allowed: one entered offline binds its files before its own
// save reaches the server (the outbox sends the files first), exactly like a reimbursement claim.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, refused } from '../../lib/errors.ts';
import { assetAttachmentOwners } from '../assets/attachment-owners.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface AttachmentOwner {
  /** 资产卡片, 盘点单: how a refusal names the record. */
  readonly noun: string;
  /** The ledger set of the record with this id, undefined when there is none. */
  ledgerOf(db: Db, id: string): Promise<number | undefined>;
}

const owners: Record<string, AttachmentOwner> = { ...assetAttachmentOwners };

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Throws when `dataId` cannot be a record of this kind in this ledger set. */
export async function checkOwner(
  db: Db,
  ref: { ledgerSetId: number; attachmentsType: string; dataId: string },
): Promise<void> {
  const owner = owners[ref.attachmentsType];
  if (!owner) return;
  if (!UUID_RE.test(ref.dataId)) throw badRequest(`单据ID：应为${owner.noun}的ID`);
  const ledger = await owner.ledgerOf(db, ref.dataId.toLowerCase());
  if (ledger !== undefined && ledger !== ref.ledgerSetId) {
    throw refused(`${owner.noun}不属于当前账套，不能上传或调整它的附件`);
  }
}
