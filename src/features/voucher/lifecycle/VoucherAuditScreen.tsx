// 凭证审核 (certificateProcessing/voucher-audit): 审核 and 反审核 in batches. The server refuses a
// preparer auditing their own voucher; the results dialog lists such refusals with the reason.
import type { ScreenProps } from '../../../ui/screen-types';
import { BatchScreen, type BatchScreenConfig } from './BatchScreen';

const config: BatchScreenConfig = {
  title: '凭证审核',
  subtitle: '凭证处理',
  testId: 'voucher-audit-screen',
  moves: ['audit', 'unaudit'],
  status: '',
};

export function VoucherAuditScreen({ active }: ScreenProps) {
  return <BatchScreen config={config} active={active} />;
}
