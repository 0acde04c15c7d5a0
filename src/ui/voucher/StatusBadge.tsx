// 未审核 / 已审核 / 已记账 as a small square badge, the same in every list and dialog.
import { Badge } from '@mantine/core';
import type { VoucherStatus } from '../../core/voucher/types';
import { statusColor, statusLabel } from './voucher-format';

export function StatusBadge({ status }: { status: VoucherStatus }) {
  return (
    <Badge
      size="sm"
      radius="xs"
      variant="light"
      color={statusColor[status]}
      styles={{ root: { fontWeight: 500, letterSpacing: 0 } }}
      data-status={status}
    >
      {statusLabel[status]}
    </Badge>
  );
}
