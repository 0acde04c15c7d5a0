// Opens the operation manual (a PDF the administrator uploaded) in a new window: fetched signed, then
// shown from a blob address, so it needs no ledger set of its own.
import { notifications } from '@mantine/notifications';
import type { ApiClient } from '../api/client';
import { manualContracts } from '../core/contracts/manual';

export async function openManual(api: ApiClient): Promise<void> {
  // Opened first, while the click still counts as the user's: a window opened after an await is blocked.
  const shown = window.open('', '_blank');
  try {
    const file = await api.call(manualContracts.download, {}, { quiet: true });
    const url = URL.createObjectURL(new Blob([file.blob], { type: 'application/pdf' }));
    if (shown) shown.location.href = url;
    else window.open(url, '_blank');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    shown?.close();
    notifications.show({
      color: 'red',
      title: '无法打开操作手册',
      message: error instanceof Error ? error.message : '尚未上传操作手册',
    });
  }
}
