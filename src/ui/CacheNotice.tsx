// The line a settings screen shows when it is not looking at the server's answer of now: offline or
// after a failed read it shows the last saved answer, and changes wait until the server is back.
import { Alert, Text } from '@mantine/core';
import type { RemoteFirst } from '../local';

export function CacheNotice({
  read,
  online,
  what,
}: {
  read: RemoteFirst<unknown>;
  online: boolean;
  what: string;
}) {
  if (read.loading) return null;
  if (read.source === 'cache') {
    const at = new Date(read.cachedAt ?? 0).toLocaleString('zh-CN', { hour12: false });
    return (
      <Alert color="orange" variant="light" p="xs" data-testid="cache-notice">
        <Text size="xs">
          {online ? `${what}读取失败，` : '当前离线，'}显示本机 {at} 保存的{what}，暂不能修改；
          {online ? '请点击「刷新」重试。' : '联网后自动恢复。'}
        </Text>
      </Alert>
    );
  }
  if (read.source === 'none' && (read.error !== undefined || !online)) {
    return (
      <Alert color="red" variant="light" p="xs" data-testid="cache-notice">
        <Text size="xs">
          {online ? `${what}读取失败` : '当前离线'}，本机也没有保存过{what}，请联网后点击「刷新」。
        </Text>
      </Alert>
    );
  }
  return null;
}
