// The voucher API's shapes the lifecycle screens read, from the shared answer types in src/core/voucher
// (the server answers with the same ones; the calls are src/core/contracts/voucher.ts).
export type {
  PeriodView,
  UserRef,
  VoucherBatchResult,
  VoucherEntryView,
  VoucherListPage,
  VoucherListRow,
  VoucherStatus,
  VoucherTypeView,
  VoucherView,
} from '../../../core/voucher/types';
