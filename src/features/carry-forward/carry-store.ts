// 结转设置 and 期末结转 offline (issue 19 item 8): the setting and each previewed month read from the
// last answer with its time; the setting's save and the generation go through the outbox. A queued
// generation carries the total the user previewed, so a replay after the balances moved is refused
// by the server (and waits for the user) instead of saving other amounts than those seen.
import type { ApiClient } from '../../api/client';
import { uuidV4 } from '../../api/signer';
import {
  type CarryForwardPreview,
  type CarryForwardSetting,
  type CarryKind,
  carryForwardContracts as c,
  carryKindLabels,
} from '../../core/contracts/carry-forward';
import type { LocalDb } from '../../local/db';
import { enqueueSave } from '../../local/outbox';
import { type SettingDoc, settingOutboxKind } from '../../local/setting-docs';
import type { OutboxEntry } from '../../local/types';

export const carrySettingDoc: SettingDoc<CarryForwardSetting> = {
  key: 'carry-forward:setting',
  kind: 'carryForwardSetting',
  path: c.saveSetting.path,
  fetch: (api, signal) =>
    api.call(c.setting, {}, { loading: false, quiet: true, ...(signal ? { signal } : {}) }),
};

export const carrySettingOutboxKind = settingOutboxKind(carrySettingDoc.key);

/** The generation's kind: one entry per voucher it names. */
export const carryForwardKind = 'carryForward';

export type SettingBody = Omit<CarryForwardSetting, 'updatedAt' | 'updatedBy'>;

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
