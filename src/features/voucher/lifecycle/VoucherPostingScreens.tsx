// 凭证记账 (certificateProcessing/voucher-bookkeeping) posts audited vouchers into the balances;
// 反记账 (menu-management/cancel-bookkeeping) takes posted ones back out (not in a closed month).
import type { ScreenProps } from '../../../ui/screen-types';
import { BatchScreen, type BatchScreenConfig } from './BatchScreen';

const posting: BatchScreenConfig = {
  title: '凭证记账',
  subtitle: '凭证处理',
  testId: 'voucher-bookkeeping-screen',
  moves: ['post', 'unpost'],
  status: '',
};

const unposting: BatchScreenConfig = {
  title: '反记账',
  subtitle: '菜单管理',
  testId: 'cancel-bookkeeping-screen',
  moves: ['unpost'],
  status: 'posted',
};

export function VoucherBookkeepingScreen({ active }: ScreenProps) {
  return <BatchScreen config={posting} active={active} />;
}

export function CancelBookkeepingScreen({ active }: ScreenProps) {
  return <BatchScreen config={unposting} active={active} />;
}
