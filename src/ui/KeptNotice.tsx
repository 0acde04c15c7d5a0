// The line a screen shows when it reads the kept answer (offline, or the read
// failed), with its time, and when a save waits in the outbox or was refused.
import { Alert, Text } from '@mantine/core';
import type { RemoteFirst } from '../local';

export function KeptNotice({
  read,
  online,
  what,
}: {
  read: RemoteFirst<unknown>;
  online: boolean;
  what: string;
}) {
  if (read.loading || read.source === 'network') return null;
  if (read.source === 'cache') {
    const at = new Date(read.cachedAt ?? 0).toLocaleString('zh-CN', { hour12: false });
    return (
      <Alert color="orange" variant="light" p="xs" data-testid="kept-notice">
        <Text size="xs">
          {online ? `${what}读取失败，` : '当前离线，'}显示本机 {at} 保存的{what}
          {online ? '，请点击「刷新」重试。' : '；联网后自动刷新。'}
        </Text>
      </Alert>
    );
  }
  if (read.error !== undefined || !online) {
    return (
      <Alert color="red" variant="light" p="xs" data-testid="kept-notice">
        <Text size="xs">
          {online ? `${what}读取失败` : '当前离线'}，本机也没有保存过{what}，请联网后点击「刷新」。
        </Text>
      </Alert>
    );
  }
  return null;
}

/** 待同步 / 未能保存 of a queued save. */
export function SaveState({ pending, refusal }: { pending: boolean; refusal: string | null }) {
  if (refusal) {
    return (
      <Alert color="red" variant="light" p="xs" data-testid="save-state">
        <Text size="xs">服务器未接受上次保存：{refusal}。请修改后重新保存。</Text>
      </Alert>
    );
  }
  if (!pending) return null;
  return (
    <Alert color="blue" variant="light" p="xs" data-testid="save-state">
      <Text size="xs">已保存在本机，等待提交到服务器（待同步）。</Text>
    </Alert>
  );
}
