// Saves this screen queued, followed until the server answers: a notice when a voucher arrives
// with its number or is refused, even after the screen moved on to the next voucher.
import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef } from 'react';
import { useOutboxEntries } from '../../../local/hooks';
import { voucherKind } from '../../../local/vouchers';
import { formatVoucherNo } from '../../../ui/voucher/voucher-draft';

export function useSaveNotices(): (id: string, label: string) => void {
  const entries = useOutboxEntries();
  const watched = useRef(new Map<string, string>());

  useEffect(() => {
    for (const entry of entries) {
      const label = watched.current.get(entry.entityId);
      if (entry.kind !== voucherKind || label === undefined) continue;
      const answer = entry.response as { voucherType?: string; voucherNo?: number } | null;
      if (entry.state === 'done' && answer?.voucherNo !== undefined) {
        watched.current.delete(entry.entityId);
        notifications.show({
          color: 'teal',
          message: `凭证 ${answer.voucherType ?? ''}-${formatVoucherNo(answer.voucherNo)} 已保存`,
          withBorder: true,
        });
      } else if (entry.state === 'failed') {
        watched.current.delete(entry.entityId);
        notifications.show({
          color: 'red',
          title: '凭证未能保存',
          message: `${label}：${entry.error?.message ?? '服务器拒绝保存'}（已留作草稿，修改后重新保存）`,
          autoClose: 8000,
          withBorder: true,
        });
      }
    }
  }, [entries]);

  return useCallback((id: string, label: string) => {
    watched.current.set(id, label);
  }, []);
}
