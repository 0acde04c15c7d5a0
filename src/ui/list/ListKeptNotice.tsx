// The line above a list that is not the server's answer of now: offline, or the server could not
// be reached, so the rows are the answer this device kept, marked with the time it was read.
import { Alert, Text } from '@mantine/core';
import { useOnline } from '../../local';

/** 2026-11-25 18:40: the time a kept answer was read from the server. */
export function keptAtLabel(at: number): string {
  const d = new Date(at);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

export interface ListKeptNoticeProps {
  /** When the shown rows were kept (ms epoch); null: they are the server's answer, no line. */
  cachedAt: number | null | undefined;
  /** Said offline after the kept time, e.g. 本机待同步的凭证标为「待同步」. */
  offlineNote?: string;
}

export function ListKeptNotice({ cachedAt, offlineNote }: ListKeptNoticeProps) {
  const online = useOnline();
  if (cachedAt === null || cachedAt === undefined) return null;
  const at = keptAtLabel(cachedAt);
  return (
    <Alert color="orange" variant="light" p={6} data-testid="list-kept-notice">
      <Text size="xs">
        {online
          ? `无法连接服务器，显示本机 ${at} 保存的列表；连接恢复后会自动刷新。`
          : `离线：显示本机 ${at} 保存的列表${offlineNote ? `，${offlineNote}` : ''}；联网后自动刷新。`}
      </Text>
    </Alert>
  );
}
