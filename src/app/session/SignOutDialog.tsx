// 退出登录 asks what happens to this device's data: kept for an offline unlock (a field user's own
// laptop) or wiped (a shared or returned computer). Wiping says how much queued work it would lose.
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { modals as mantineModals } from '@mantine/modals';
import { useState } from 'react';
import { DialogTitle, type ModalsApi } from '../../ui/dialogs';
import type { SignOutMode } from './session-actions';

export interface SignOutChoiceProps {
  /** Entries of this user's outbox not yet on the server. */
  pending: number;
  onDone(mode: SignOutMode | null): void;
}

export function SignOutChoice({ pending, onDone }: SignOutChoiceProps) {
  const [mode, setMode] = useState<SignOutMode>('keep');
  return (
    <Stack gap="md">
      <Text size="sm">退出后，本机保存的数据如何处理？</Text>
      <Radio.Group value={mode} onChange={(value) => setMode(value as SignOutMode)} aria-label="本机数据">
        <Stack gap="sm">
          <Radio
            value="keep"
            label="保留本机数据"
            description="下次没有网络时，可用本账号的用户名和密码离线登录，查看已缓存的数据并继续录入。"
          />
          <Radio
            value="wipe"
            label="清除本机数据"
            description="删除本机缓存的账套数据、草稿、待同步记录和离线登录信息。适用于公用或将要交还的电脑。"
          />
        </Stack>
      </Radio.Group>
      {mode === 'wipe' && pending > 0 && (
        <Alert color="red" variant="light" p="xs" data-testid="sign-out-pending-warning">
          <Text size="sm">
            本机还有 {pending} 条数据尚未同步到服务器，清除后将无法找回。建议联网同步后再清除。
          </Text>
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => onDone(null)}>
          取消
        </Button>
        <Button color={mode === 'wipe' ? 'red' : 'blue'} onClick={() => onDone(mode)} data-autofocus>
          {mode === 'wipe' ? '清除并退出' : '退出登录'}
        </Button>
      </Group>
    </Stack>
  );
}

let counter = 0;

/** Resolves with the choice, or null when the user cancels or closes the dialog. */
export function askSignOut(pending: number, api: ModalsApi = mantineModals): Promise<SignOutMode | null> {
  return new Promise((resolve) => {
    counter += 1;
    const modalId = `sign-out-${counter}`;
    let answered = false;
    const answer = (mode: SignOutMode | null) => {
      if (answered) return;
      answered = true;
      resolve(mode);
      api.close(modalId);
    };
    api.open({
      modalId,
      title: <DialogTitle title="退出登录" tone="warning" />,
      size: 460,
      closeOnClickOutside: false,
      onClose: () => answer(null),
      children: <SignOutChoice pending={pending} onDone={answer} />,
    });
  });
}
