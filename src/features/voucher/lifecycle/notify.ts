// Short confirmations after a lifecycle step, in the app's notice style.
import { notifications } from '@mantine/notifications';

export function notifyDone(message: string): void {
  notifications.show({ color: 'teal', message, withBorder: true, autoClose: 3_000 });
}
