// The notification host, loaded on the first notice (deferred-hosts.tsx).
import { Notifications } from '@mantine/notifications';
import { notificationsProps } from './provider-settings';

export default function NotificationsHost() {
  return <Notifications {...notificationsProps} />;
}
