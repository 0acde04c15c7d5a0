// What every lifecycle list shows around its table: where the rows come from when it is not the
// server's answer of now (offline, or the server could not be reached: the kept answer and its
// time), and the pager.
import { Alert, Text } from '@mantine/core';
import { useOnline } from '../../../local';
import { Pager } from '../../../ui/Pager';
import type { VoucherList } from './use-voucher-list';

/** 2026-11-25 18:40: the time a kept answer was read from the server. */
export function keptAtLabel(at: number): string {
  const d = new Date(at);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

export function VoucherListNotice({ list }: { list: VoucherList }) {
  const online = useOnline();
  if (list.cachedAt === null) return null;
  const at = keptAtLabel(list.cachedAt);
  return (
    <Alert color="orange" variant="light" p={6} data-testid="list-kept-notice">
      <Text size="xs">
        {online
          ? `无法连接服务器，显示本机 ${at} 保存的列表；连接恢复后会自动刷新。`
          : `离线：显示本机 ${at} 保存的列表，本机待同步的凭证标为「待同步」；联网后自动刷新。`}
      </Text>
    </Alert>
  );
}

export function VoucherListPager({ list, label }: { list: VoucherList; label: string }) {
  return (
    <Pager
      page={list.page}
      pageSize={list.pageSize}
      total={list.total}
      canGo={list.canGo}
      onPage={(page) => void list.goPage(page)}
      onPageSize={(size) => void list.setPageSize(size)}
      disabled={list.loading}
      label={`${label}分页`}
    />
  );
}
