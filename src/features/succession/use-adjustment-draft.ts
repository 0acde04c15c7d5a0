// 生成凭证草稿: a 2022-01-01 adjusting-entry proposal becomes a voucher draft in this browser
// (凭证录入 opens it by id), and the server records which voucher it became, so a second click,
// here or elsewhere, opens the same voucher instead of making another.
import { useCallback } from 'react';
import { uuidV4 } from '../../api/signer';
import type { AdjustmentView } from '../../core/contracts/succession';
import { defaultVoucherType } from '../../core/voucher/voucher-types';
import { getDraft, requireLocalDb, saveDraft } from '../../local';
import type { SubjectRecord } from '../../local/subjects';
import type { VoucherTypeRecord } from '../../local/voucher-types';
import { useServices } from '../../ui/services';
import { useGo } from '../../ui/use-go';
import { type VoucherDraft, voucherDraftKind } from '../../ui/voucher/voucher-draft';
import { adjustmentDraft } from './adjustment-draft';
import { markAdjustmentDrafted } from './succession-api';

const entryPath = '/final/financialSoftware/certificateProcessing/accounting-billing-voucher';

export function useAdjustmentDraft(onLeave: () => void): (adjustment: AdjustmentView) => Promise<void> {
  const { api } = useServices();
  const go = useGo();
  return useCallback(
    async (adjustment: AdjustmentView) => {
      const db = requireLocalDb();
      const voucherId = adjustment.voucherId ?? uuidV4();
      const here = await getDraft<VoucherDraft>(voucherDraftKind, voucherId, db);
      if (!here && adjustment.status === 'proposed') {
        const subjects = (await db.subjects.toArray()) as unknown as SubjectRecord[];
        const types = (await db.voucherTypes.toArray()) as unknown as VoucherTypeRecord[];
        const names = new Map(subjects.map((s) => [s.code, s]));
        const type = defaultVoucherType(types)?.code ?? '记';
        await saveDraft(
          voucherDraftKind,
          voucherId,
          adjustmentDraft(adjustment, voucherId, type, names, uuidV4),
          db,
        );
        await markAdjustmentDrafted(api, adjustment.id, voucherId);
      }
      onLeave();
      go(`${entryPath}?id=${voucherId}`);
    },
    [api, go, onLeave],
  );
}
