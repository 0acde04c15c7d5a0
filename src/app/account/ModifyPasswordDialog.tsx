// 修改密码, opened from the user menu. Checks the form first (first error in a warning dialog), then
// POST api/user/modifyPassword; the server's refusals arrive as the request layer's notices.
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { authContracts } from '../../core/contracts/auth';
import { openMessageDialog } from '../../ui/dialogs';
import { useShell } from '../shell-services';
import { type PasswordForm, passwordFormError } from './password-rules';

const empty: PasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ModifyPasswordDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { api, offline } = useShell();
  const [form, setForm] = useState<PasswordForm>(empty);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setForm(empty);
    onClose();
  };
  const field = (key: keyof PasswordForm) => ({
    value: form[key],
    onChange: (e: { currentTarget: HTMLInputElement }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [key]: value }));
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const error = passwordFormError(form);
    if (error) {
      await openMessageDialog({ title: '提示', message: error, tone: 'warning' });
      return;
    }
    setBusy(true);
    try {
      await api.call(authContracts.modifyPassword, form);
      // The copy kept for offline re-entry follows: the old password no longer unlocks it.
      await offline?.passwordChanged(form.newPassword);
      notifications.show({
        color: 'teal',
        title: '密码已修改',
        message: '下次登录请使用新密码；您在其他电脑上的登录已退出。',
        autoClose: 5_000,
        withBorder: true,
      });
      close();
    } catch {
      // The request layer has already shown the server's reason (原密码错误, ...).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={<Text fw={600}>修改密码</Text>} size={400}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label="原密码"
            autoComplete="current-password"
            data-autofocus
            {...field('oldPassword')}
          />
          <PasswordInput
            label="新密码"
            description="8 到 64 个字符，须同时包含字母和数字"
            autoComplete="new-password"
            {...field('newPassword')}
          />
          <PasswordInput label="确认新密码" autoComplete="new-password" {...field('confirmPassword')} />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              取消
            </Button>
            <Button type="submit" loading={busy}>
              确定
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
