// This device's card saves and allocations that have not reached the server, laid over the server's
// page as rows marked 待同步: an edit replaces the listed card's fields, a new card is listed first on
// the first page (no card number until the server gives one), an allocation moves the card.
import type { AssetCard } from '../../../core/assets/card';
import { assetCardContracts } from '../../../core/contracts/asset-cards';
import { sub, tryParseMoney } from '../../../core/money';
import type { OutboxEntry } from '../../../local/types';

export interface CardRow extends AssetCard {
  /** Waiting in this device's outbox. */
  pending?: boolean;
  /** The server refused the queued change (the entry waits for the user). */
  failure?: string;
}

export interface QueueNames {
  category(id: number | null): { code: string; name: string } | undefined;
  department(id: number | null): string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : null);
const money = (v: unknown) => tryParseMoney(text(v) || '0') ?? '0.00';

/** What a queued save says about the card, over `base` (the listed card, or a blank new one). */
function applySave(base: CardRow, body: Record<string, unknown>, names: QueueNames): CardRow {
  const original = money(body.originalValue);
  const initAccumulated = money(body.initAccumulated);
  const category = names.category(num(body.categoryId));
  const accumulated = base.provisionCount > 0 ? base.accumulatedDepreciation : initAccumulated;
  return {
    ...base,
    ...(body as Partial<AssetCard>),
    name: text(body.name),
    categoryId: num(body.categoryId),
    categoryCode: category?.code ?? base.categoryCode,
    aetTypeName: category?.name ?? base.aetTypeName,
    originalValue: original,
    initAccumulated,
    accumulatedDepreciation: accumulated,
    netValue: sub(original, accumulated),
    manageDepartmentName: names.department(num(body.manageDepartmentId)),
    useDepartmentName: names.department(num(body.useDepartmentId)),
    assetCode: text(body.assetCode) || base.assetCode,
    version: base.version,
    pending: true,
  };
}

function blankCard(id: string, body: Record<string, unknown>): CardRow {
  return {
    id,
    cardNo: '',
    categoryCode: '',
    aetTypeName: '',
    manageDepartmentName: '',
    useDepartmentName: '',
    isInit: body.isInit === true,
    status: 'NORMAL',
    accumulatedDepreciation: '0.00',
    netValue: '0.00',
    monthlyDepreciation: '0.00',
    exemption: null,
    disposedMonth: null,
    isGenerateCertificate: false,
    voucherId: null,
    voucherLabel: null,
    isReview: false,
    provisionCount: 0,
    version: 0,
    updatedAt: '',
  } as unknown as CardRow;
}

export interface MergedCards {
  rows: CardRow[];
  /** Queued new cards shown on this page (not yet in the server's count). */
  added: number;
}

/**
 * The page with the queued changes of `entries` (open outbox entries of kind assetCard, in queue
 * order). `belongs` says whether a new card is of this list (class, opening or not).
 */
export function mergeQueuedCards(
  page: readonly CardRow[],
  entries: readonly OutboxEntry[],
  names: QueueNames,
  options: { firstPage: boolean; belongs(body: Record<string, unknown>): boolean },
): MergedCards {
  const byId = new Map<string, CardRow>(page.map((r) => [r.id, r]));
  const fresh = new Map<string, CardRow>();
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) {
    const body = (entry.body ?? {}) as Record<string, unknown>;
    const failure = entry.state === 'failed' ? (entry.error?.message ?? '同步失败') : undefined;
    const id = entry.entityId;
    const listed = byId.get(id) ?? fresh.get(id);
    if (entry.path === assetCardContracts.allocate.path) {
      if (!listed) continue;
      const moved: CardRow = {
        ...listed,
        useDepartmentId: num(body.toDepartmentId),
        useDepartmentName: names.department(num(body.toDepartmentId)),
        custodian: text(body.toCustodian) || listed.custodian,
        location: body.toLocation == null ? listed.location : text(body.toLocation),
        pending: true,
        ...(failure ? { failure } : {}),
      };
      (byId.has(id) ? byId : fresh).set(id, moved);
      continue;
    }
    if (listed) {
      (byId.has(id) ? byId : fresh).set(id, {
        ...applySave(listed, body, names),
        ...(failure ? { failure } : {}),
      });
    } else if (body.version == null && options.belongs(body)) {
      fresh.set(id, { ...applySave(blankCard(id, body), body, names), ...(failure ? { failure } : {}) });
    }
  }
  const added = options.firstPage ? [...fresh.values()] : [];
  return { rows: [...added, ...page.map((r) => byId.get(r.id) ?? r)], added: added.length };
}
