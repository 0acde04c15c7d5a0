// The generation of a carry-forward voucher offline, shared by 期末结转 and 自动凭证: queued with the
// total the user previewed (a replay after the balances moved is refused by the server and waits
// for the user, instead of saving amounts nobody saw); the previews are kept per month and kind.
import type { ApiClient } from '../api/client';
import { uuidV4 } from '../api/signer';
import {
  type CarryForwardPreview,
  type CarryKind,
  carryForwardContracts as c,
  carryKindLabels,
} from '../core/contracts/carry-forward';
import type { LocalDb } from './db';
import { enqueueSave } from './outbox';
import type { OutboxEntry } from './types';

/** The generation's kind: one entry per voucher it names. */
export const carryForwardKind = 'carryForward';

export const previewKey = (year: number, month: number, kind: CarryKind) =>
  `carry-forward:preview:${year}-${month}-${kind}`;

export function fetchPreview(
  api: ApiClient,
  q: { year: number; month: number; kind: CarryKind },
  signal?: AbortSignal,
): Promise<CarryForwardPreview> {
  return api.call(c.preview, q, { loading: false, quiet: true, ...(signal ? { signal } : {}) });
}

/** Queues the generation of a previewed voucher (a new id, or the one it replaces). */
export function queueGenerate(preview: CarryForwardPreview, db: LocalDb): Promise<OutboxEntry> {
  const voucherId = preview.replaces?.id ?? uuidV4();
  const label = `${preview.year}年${preview.month}月${carryKindLabels[preview.kind]}`;
  return enqueueSave(
    {
      kind: carryForwardKind,
      entityId: voucherId,
      method: 'POST',
      path: c.generate.path,
      body: { year: preview.year, month: preview.month, kind: preview.kind, voucherId, total: preview.total },
      label,
    },
    db,
  );
}
