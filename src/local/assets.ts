// 资产管理 offline: the classes, the classification and the voucher templates are cached references
// (read with no network); card saves and allocations are outbox entries under the card's own id
// (kind assetCard), so a card entered offline reaches the server exactly once, and a later save of
// the same card queued meanwhile takes the version the server gave the earlier one.
import type { ApiClient } from '../api/client';
import { uuidV4 } from '../api/signer';
import { type AssetCard, assetCardContracts } from '../core/contracts/asset-cards';
import { assetChangeContracts } from '../core/contracts/asset-changes';
import { assetCheckContracts } from '../core/contracts/asset-checks';
import {
  type AssetCategoryView,
  type AssetClassView,
  assetSettingContracts,
} from '../core/contracts/asset-settings';
import { type AssetTemplateView, assetVoucherContracts } from '../core/contracts/asset-vouchers';
import { type LocalDb, requireLocalDb } from './db';
import { enqueueSave } from './outbox';
import type { CachedRow, OutboxEntry, Plain } from './types';

export const assetCardKind = 'assetCard';

export type AssetClassRecord = Plain<AssetClassView>;
export type AssetCategoryRecord = Plain<AssetCategoryView>;
export type AssetTemplateRecord = Plain<AssetTemplateView>;

const quiet = { loading: false, background: true } as const;

export async function loadAssetClasses(api: ApiClient): Promise<CachedRow[]> {
  const rows = await api.call(assetSettingContracts.classes, {}, quiet);
  return rows.map((r) => ({ ...r, key: String(r.assetClass), code: String(r.assetClass) }));
}

export async function loadAssetCategories(api: ApiClient): Promise<CachedRow[]> {
  const rows = await api.call(assetSettingContracts.categories, {}, quiet);
  // The category's own code is the cache's `code` index: the screens order the tree by it.
  return rows.map((r) => ({ ...r, key: String(r.id) }));
}

/** Every kind and class the dialogs open: acquisition of the three classes, provision of two. */
const templateKinds = [
  ['card', 1],
  ['card', 2],
  ['card', 3],
  ['provision', 1],
  ['provision', 2],
  ['disposal', 1],
  ['disposal', 2],
  ['disposal', 3],
  ['transform', 1],
  ['transform', 2],
  ['transform', 3],
] as const;

export async function loadAssetTemplates(api: ApiClient): Promise<CachedRow[]> {
  const rows: CachedRow[] = [];
  for (const [templateType, assetClass] of templateKinds) {
    const answer = await api.call(assetVoucherContracts.templates, { templateType, assetClass }, quiet);
    for (const t of answer.currentPageItems) {
      rows.push({
        ...t,
        key: `${templateType}:${assetClass}:${t.id}`,
        code: `${templateType}:${assetClass}:${t.isBuiltIn ? 0 : 1}:${t.name}`,
      });
    }
  }
  return rows;
}

function isCard(data: unknown): data is AssetCard {
  return typeof data === 'object' && data !== null && 'cardNo' in data && 'version' in data;
}

export const assetCardOutboxKind = {
  /** A save queued before the server answered an earlier one edits the version it gave. */
  rebase: (body: unknown, data: unknown) =>
    isCard(data) && typeof body === 'object' && body !== null ? { ...body, version: data.version } : body,
};

/** The card save as sent (the contract's CardSave): new without a version, an edit with it. */
export type CardSaveBody = Record<string, unknown> & {
  id: string;
  name: string;
  isInit: boolean;
  version?: number | null;
};

/** Queues a card save (新增 or 修改); online or not it goes the same way. */
export function queueCardSave(body: CardSaveBody, db: LocalDb = requireLocalDb()): Promise<OutboxEntry> {
  const isNew = body.version == null;
  return enqueueSave(
    {
      kind: assetCardKind,
      entityId: body.id,
      method: 'POST',
      path: assetCardContracts.save.path,
      body,
      label: `${isNew ? '新增' : '修改'}${body.isInit ? '期初' : ''}卡片 ${body.name}`,
    },
    db,
  );
}

/** Queues a 调拨 / 分配 of a card the server knows. */
export function queueAllocation(
  body: { id: string; version: number; kind: '调拨' | '分配'; [field: string]: unknown },
  label: string,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  return enqueueSave(
    {
      kind: assetCardKind,
      entityId: body.id,
      method: 'POST',
      path: assetCardContracts.allocate.path,
      body,
      label,
    },
    db,
  );
}

/** A new card's id (the client makes it: an offline save and its replay name one card). */
export const newCardId = () => uuidV4();

/** Stocktaking counts (a field task): queued under the line (check and card), sent once. */
export const assetCheckKind = 'assetCheck';

/** A write of one stocktake line, queued under the line so its counts and re-counts go in order. */
function queueLineWrite(
  path: string,
  body: { checkId: string; cardId: string },
  label: string,
  db: LocalDb,
): Promise<OutboxEntry> {
  return enqueueSave(
    { kind: assetCheckKind, entityId: `${body.checkId}:${body.cardId}`, method: 'POST', path, body, label },
    db,
  );
}

export function queueCount(
  body: {
    checkId: string;
    cardId: string;
    countedQuantity: number;
    cardVersion: number;
    seen: Record<string, unknown>;
    remark?: string;
  },
  label: string,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  return queueLineWrite(assetCheckContracts.count.path, body, label, db);
}

/**
 * 重新盘点 of a line, queued behind its counts: the server clears the count and reads the card
 * again, so a count made after it is judged against the latest card.
 */
export function queueRecount(
  body: { checkId: string; cardId: string },
  label: string,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  return queueLineWrite(assetCheckContracts.recount.path, body, label, db);
}

/** Value changes (价值变动) queued under their own id: sent once, refused if the card moved on. */
export const assetChangeKind = 'assetChange';

export function queueChange(
  body: { id: string; cardId: string; cardVersion: number; seen: Record<string, unknown> } & Record<
    string,
    unknown
  >,
  label: string,
  db: LocalDb = requireLocalDb(),
): Promise<OutboxEntry> {
  return enqueueSave(
    {
      kind: assetChangeKind,
      entityId: body.id,
      method: 'POST',
      path: assetChangeContracts.save.path,
      body,
      label,
    },
    db,
  );
}

/** What a screen shows of a card, as a write made against it names it (see cardSeen). */
export const seenOf = (card: {
  name: string;
  quantity: number | null;
  originalValue: string;
  useDepartmentName: string;
  custodian: string;
  location: string;
  status: string;
}) => ({
  name: card.name,
  quantity: card.quantity ?? 0,
  originalValue: card.originalValue,
  useDepartmentName: card.useDepartmentName,
  custodian: card.custodian,
  location: card.location,
  status: card.status,
});
