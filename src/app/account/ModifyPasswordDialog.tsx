// 修改密码, opened from the user menu. Checks the form first (first error in a warning dialog), then
// POST api/user/modifyPassword; the server's refusals arrive as the request layer's notices.
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { authContracts } from '../../core/contracts/auth';
import { defaultPasswordPolicy, passwordRuleText } from '../../core/rules/password';
import { useModalForm } from '../../ui/forms/use-modal-form';
import { useShell } from '../shell-services';
import { type PasswordForm, passwordFormError } from './password-rules';

export const modifyPasswordFormId = 'modify-password-form';

const empty: PasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ModifyPasswordDialog({
  opened,
  onClose,
  forced = false,
  onChanged,
  onSignOut,
}: {
  opened: boolean;
  onClose(): void;
  /** After an administrator's reset: no way out but changing it (or logging out elsewhere). */
  forced?: boolean;
  onChanged?(): void;
  /** Forced: the way out for someone who does not have the temporary password at hand. */
  onSignOut?(): void;
}) {
  const { api, offline, session } = useShell();
  // 系统设置's policy as getInfo last said it: the hint states it and the form checks it before the call.
  const policy = session.read()?.passwordPolicy ?? defaultPasswordPolicy;
  const form = useModalForm<PasswordForm>({
    id: modifyPasswordFormId,
    opened,
    initial: () => empty,
    validate: (values) => passwordFormError(values, policy),
    submit: async (values) => {
      try {
        await api.call(authContracts.modifyPassword, values);
      } catch {
        // The request layer has already shown the server's reason (原密码错误, ...).
        return false;
      }
      // The copy kept for offline re-entry follows: the old password no longer unlocks it.
      await offline?.passwordChanged(values.newPassword);
      session.setUserInfo({ mustChangePassword: false });
      onChanged?.();
      notifications.show({
        color: 'teal',
        title: '密码已修改',
        message: '下次登录请使用新密码；您在其他电脑上的登录已退出。',
        autoClose: 5_000,
        withBorder: true,
      });
    },
    onClose,
  });
  const field = (key: keyof PasswordForm) => ({
    value: form.values[key],
    onChange: (e: { currentTarget: HTMLInputElement }) => form.set(key, e.currentTarget.value),
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600}>修改密码</Text>}
      size={400}
      withCloseButton={!forced}
      closeOnClickOutside={!forced}
      closeOnEscape={!forced}
    >
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap="sm">
          {forced && (
            <Text size="sm" c="orange.8" data-testid="forced-change">
              管理员已重置您的密码。请输入临时密码并设置只有您知道的新密码，修改后才能继续使用系统。
            </Text>
          )}
          <PasswordInput
            label={forced ? '临时密码' : '原密码'}
            autoComplete="current-password"
            data-autofocus
            {...field('oldPassword')}
          />
          <PasswordInput
            label="新密码"
            description={passwordRuleText(policy)}
            autoComplete="new-password"
            {...field('newPassword')}
          />
          <PasswordInput label="确认新密码" autoComplete="new-password" {...field('confirmPassword')} />
          <Group justify="flex-end" mt="xs">
            {forced && onSignOut && (
              <Button variant="subtle" color="gray" mr="auto" onClick={onSignOut}>
                退出登录
              </Button>
            )}
            {!forced && (
              <Button variant="default" onClick={onClose}>
                取消
              </Button>
            )}
            <Button type="submit" loading={form.busy}>
              确定
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
