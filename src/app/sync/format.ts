// How the sync panel words an outbox entry: its state in Chinese and its time to the second.
import type { OutboxState } from '../../local';

export const outboxStateLabel: Readonly<Record<OutboxState, string>> = {
  pending: '待同步',
  sending: '同步中',
  done: '已同步',
  failed: '同步失败',
  blocked: '等待登录',
};

export const outboxStateColor: Readonly<Record<OutboxState, string>> = {
  pending: 'orange',
  sending: 'blue',
  done: 'teal',
  failed: 'red',
  blocked: 'gray',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD HH:mm:ss in the browser's time zone. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(
    d.getMinutes(),
  )}:${pad(d.getSeconds())}`;
}

/** The confirmation text of 放弃, honest about a save the server may already hold. */
export function discardMessage(label: string, mayBeOnServer: boolean): string {
  const base = `确定放弃「${label}」吗？放弃后本机的修改将被撤销，且不会再提交到服务器。`;
  return mayBeOnServer
    ? `${base}\n注意：该记录已发送过但未收到服务器答复，服务器可能已经保存了它；放弃后请刷新数据核对。`
    : base;
}
