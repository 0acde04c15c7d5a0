// Mounts the USB-key watcher while someone is signed in, in the USB-key deployment mode only.
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NOTICE_DURATION_MS } from '../../core/constants';
import { useSession } from '../../ui/services';
import { useShell } from '../shell-services';
import { USB_KEY_MISSING_MESSAGE, watchUsbKey } from './usb-key';

export function useUsbKeyWatch(): void {
  const { config, usbKeyChecker, effects, session } = useShell();
  const router = useRouter();
  const signedIn = useSession() !== null;

  useEffect(() => {
    if (!config.usbKeyMode || !signedIn) return;
    return watchUsbKey({
      checker: usbKeyChecker,
      intervalMs: config.usbKeyIntervalMs,
      onMissing: () => {
        effects.notify({ color: 'yellow', message: USB_KEY_MISSING_MESSAGE, autoClose: NOTICE_DURATION_MS });
        effects.logout();
        session.clear();
        void router.navigate({ href: '/login', replace: true });
      },
    });
  }, [config.usbKeyMode, config.usbKeyIntervalMs, usbKeyChecker, effects, session, router, signedIn]);
}
