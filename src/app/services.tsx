// The app's long-lived objects (API client, session, clock, tab and loading stores), made once at
// boot and handed to components through context, so tests can pass fakes.
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { ApiClient } from '../api/client';
import type { Clock } from '../api/clock';
import type { ApiEffects } from '../api/effects';
import type { Session, SessionStore } from '../api/session-store';
import type { ShellConfig } from './config';
import type { UsbKeyChecker } from './guards/usb-key';
import type { OfflineSession } from './session/offline-session';
import type { LoadingStore } from './stores/loading-store';
import type { TabStore } from './stores/tab-store';

export interface AppServices {
  api: ApiClient;
  session: SessionStore;
  clock: Clock;
  tabs: TabStore;
  loading: LoadingStore;
  effects: ApiEffects;
  config: ShellConfig;
  usbKeyChecker: UsbKeyChecker;
  /** Offline re-entry (absent in tests that do not need it). */
  offline?: OfflineSession;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}

/** The current session (re-renders on login, user info and logout). */
export function useSession(): Session | null {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.read);
}
