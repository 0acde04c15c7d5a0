// The 发现新版本 notice: stays until the user acts. 立即更新 applies the waiting service worker
// when nothing would be lost; otherwise the notice says why it waits.
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UpdateDecision } from '../../pwa/update-policy';

export const updateNoticeId = 'app-update-available';

function UpdateMessage({ apply, reason }: { apply: () => UpdateDecision; reason?: string }) {
  const onApply = () => {
    const decision = apply();
    if (decision.apply) {
      notifications.update({
        id: updateNoticeId,
        title: '发现新版本',
        message: '正在更新，页面即将刷新…',
        loading: true,
        autoClose: false,
      });
    } else {
      showUpdatePrompt(apply, decision.reason);
    }
  };
  return (
    <Stack gap={6}>
      <Text size="sm">新版本已下载完成，更新后页面将刷新。</Text>
      {reason && (
        <Text size="xs" c="orange.8" data-testid="update-reason">
          {reason}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button size="compact-sm" onClick={onApply}>
          立即更新
        </Button>
      </Group>
    </Stack>
  );
}

/** Shows (or refreshes, with the reason it waited) the persistent update notice. */
export function showUpdatePrompt(apply: () => UpdateDecision, reason?: string): void {
  const notice = {
    id: updateNoticeId,
    title: '发现新版本',
    color: 'blue',
    autoClose: false as const,
    withCloseButton: true,
    withBorder: true,
    message: <UpdateMessage apply={apply} {...(reason ? { reason } : {})} />,
  };
  if (reason) notifications.update(notice);
  else notifications.show(notice);
}
