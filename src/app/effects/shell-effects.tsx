// ApiEffects with Mantine and the router: what the request client may do to the screen (loading mask,
// notices, dialogs, navigation, ending the UI side of a session). The per-code rules are error-policy's.
import { Stack, Text } from '@mantine/core';
import { modals as mantineModals } from '@mantine/modals';
import { notifications as mantineNotifications, type NotificationData } from '@mantine/notifications';
import type { ApiEffects, Navigation, Notice } from '../../api/effects';
import { type ModalsApi, openMessageDialog } from '../../ui/dialogs';
import type { LoadingStore } from '../../ui/loading-store';

export interface ShellEffectsDeps {
  loading: LoadingStore;
  /** Goes to a full local href (path and query). */
  navigate(href: string, replace: boolean): void;
  /** The current (or pending) location's path and query. */
  currentPath(): string;
  /** Clears what belongs to the signed-in user in the UI: tabs, kept screens, cached lists. */
  clearUserState(): void;
  notifications?: { show(data: NotificationData): string };
  modals?: ModalsApi;
}

const noticeTitle: Record<Notice['color'], string> = { red: '错误', yellow: '提示', blue: '消息' };

export function noticeContent(notice: Notice) {
  const lines = notice.lines ?? [];
  if (lines.length === 0) return notice.message;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {notice.message}
      </Text>
      {lines.map((line, index) => (
        // Lines may repeat (two rows with the same error); position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is static for the notice's life.
        <Text key={index} size="sm" data-notice-line>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

export function hrefOf(navigation: Navigation): string {
  const search = new URLSearchParams(navigation.search ?? {}).toString();
  return search ? `${navigation.to}?${search}` : navigation.to;
}

function pathOnly(href: string): string {
  return href.replace(/[?#].*$/, '');
}

export function createShellEffects(deps: ShellEffectsDeps): ApiEffects {
  const notifications = deps.notifications ?? mantineNotifications;
  const modals = deps.modals ?? mantineModals;
  return {
    loading: (delta) => deps.loading.change(delta),
    notify(notice) {
      notifications.show({
        color: notice.color === 'yellow' ? 'orange' : notice.color,
        title: noticeTitle[notice.color],
        message: noticeContent(notice),
        autoClose: notice.autoClose,
        withBorder: true,
        'data-notice-color': notice.color,
      });
    },
    alert: (dialog) =>
      openMessageDialog(
        {
          title: dialog.title,
          message: dialog.message,
          tone: 'warning',
          closeOnClickOutside: dialog.closeOnClickOutside,
        },
        modals,
      ),
    errorDialog: (dialog) =>
      openMessageDialog({ title: dialog.title, message: dialog.message, tone: 'error' }, modals),
    navigate(navigation) {
      // Parallel calls refused alike (two 4015s, two 4013s) must not stack the same page twice in
      // history: "back" would land on it again.
      const samePage = pathOnly(navigation.to) === pathOnly(deps.currentPath());
      deps.navigate(hrefOf(navigation), (navigation.replace ?? false) || samePage);
    },
    logout() {
      // Dialogs opened for the old session (a half-typed password change) must not outlive it.
      modals.closeAll();
      deps.clearUserState();
    },
    currentPath: () => deps.currentPath(),
  };
}
