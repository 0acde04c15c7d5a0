// The voucher API's shapes as the lifecycle screens name them, taken from the shared contract
// types in src/core/voucher (the server answers with the same ones).
export type {
  PeriodView as PeriodState,
  UserRef,
  VoucherAuxView as VoucherAuxi,
  VoucherBatchResult as BatchResult,
  VoucherEntryView,
  VoucherEventAction as VoucherAction,
  VoucherEventView as VoucherEvent,
  VoucherListPage,
  VoucherListRow,
  VoucherStatus,
  VoucherTypeView as VoucherType,
  VoucherView,
} from '../../../core/voucher/types';
