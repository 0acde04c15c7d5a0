// Mantine's modal and notification hosts load on first use, not with the login page: the modal
// host pulls in Modal, ScrollArea and floating-ui, the notification host its transitions.
// Notices wait in Mantine's store until their host mounts. Modals are opened by window events
// (modals.open, openConfirmModal...), which nobody hears before the host mounts: until then they
// are held here, the host is loaded, and they are sent again once it listens.
import { useNotifications } from '@mantine/notifications';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

/**
 * A host loaded on first use. A chunk that cannot be fetched (offline before the service worker's
 * precache filled) would otherwise throw past every boundary and blank the whole app; it shows
 * nothing instead, and the next render after the failure tries the download again.
 */
function retryingLazy(load: () => Promise<{ default: ComponentType }>): () => ComponentType {
  const make = (): ComponentType =>
    lazy(() =>
      load().catch((error: unknown) => {
        console.warn('界面组件加载失败，下次使用时重试', error);
        current = make();
        return { default: () => null };
      }),
    );
  let current = make();
  return () => current;
}

const modalsHost = retryingLazy(() => import('./modals-host'));
const notificationsHost = retryingLazy(() => import('./notifications-host'));

/** The events @mantine/modals sends (events.ts there), with its prefix. */
export const modalEvents = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeContextModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

let held: CustomEvent[] = [];
let wanted = false;
const wantedListeners = new Set<() => void>();

function hold(event: Event) {
  held.push(event as CustomEvent);
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

// Listening from the start: a dialog may be asked for before React has rendered anything.
if (typeof window !== 'undefined') for (const name of modalEvents) window.addEventListener(name, hold);

/** Called by the modal host once its listeners are in place: the held events go to it. */
export function modalsHostListening(): void {
  for (const name of modalEvents) window.removeEventListener(name, hold);
  const events = held;
  held = [];
  for (const event of events) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
}

function DeferredModals() {
  const [load, setLoad] = useState(wanted);
  useEffect(() => {
    const want = () => setLoad(true);
    wantedListeners.add(want);
    if (wanted) want();
    return () => {
      wantedListeners.delete(want);
    };
  }, []);
  const ModalsHost = modalsHost();
  return load ? (
    <Suspense fallback={null}>
      <ModalsHost />
    </Suspense>
  ) : null;
}

function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [load, setLoad] = useState(false);
  // Once mounted the host stays: it animates notices out and keeps its position settings.
  if (!load && notifications.length + queue.length > 0) setLoad(true);
  const NotificationsHost = notificationsHost();
  return load ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

export function DeferredHosts() {
  return (
    <>
      <DeferredModals />
      <DeferredNotifications />
    </>
  );
}
