// The voucher 经费快速录入 saved last, as the outbox tells it: its number once the server gave it,
// 待同步 while it waits offline, the server's reason when refused (the draft stays in 凭证录入).
import { Text } from '@mantine/core';
import { formatVoucherNo } from '../../../ui/voucher/voucher-draft';
import { useVoucherSync } from '../entry/voucher-store';

export function LastSaved({ last }: { last: { id: string; label: string } | null }) {
  const sync = useVoucherSync(last?.id ?? null);
  if (!last) return null;
  const answer = sync.answer;
  let text: string;
  let color = 'dimmed';
  if (sync.state === 'done' && answer) {
    text = `上一张：凭证 ${answer.voucherType}-${formatVoucherNo(answer.voucherNo)} 已保存`;
    color = 'teal';
  } else if (sync.state === 'failed') {
    text = `上一张未能保存：${sync.error?.message ?? '服务器拒绝保存'}（已留作草稿，请在凭证录入的草稿中修改）`;
    color = 'red';
  } else if (sync.state === 'sending') {
    text = `上一张：${last.label} 正在提交…`;
  } else {
    text = `上一张：${last.label} 已保存在本机（待同步）`;
    color = 'orange';
  }
  return (
    <Text size="sm" c={color} data-testid="quick-last-saved">
      {text}
    </Text>
  );
}
