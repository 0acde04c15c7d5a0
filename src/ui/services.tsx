// The long-lived objects a screen works with (API client, session, clock, the effects that drive the
// shell), made once at boot and handed down through context so tests can pass fakes. The shell's own
// stores (tabs, loading mask, USB key) are the app's: src/app/shell-services.tsx.
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { ApiClient } from '../api/client';
import type { Clock } from '../api/clock';
import type { ApiEffects } from '../api/effects';
import type { Session, SessionStore } from '../api/session-store';

export interface ScreenServices {
  api: ApiClient;
  session: SessionStore;
  clock: Clock;
  effects: ApiEffects;
}

const ServicesContext = createContext<ScreenServices | null>(null);

export function ServicesProvider({ services, children }: { services: ScreenServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): ScreenServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}

const noSession = () => () => {};
const readNothing = () => null;

/**
 * The session when the services are provided, else null: for shared parts (a report's print line)
 * that tests also render bare.
 */
export function useSessionIfAny(): Session | null {
  const services = useContext(ServicesContext);
  return useSyncExternalStore(
    services?.session.subscribe ?? noSession,
    services?.session.read ?? readNothing,
  );
}

/** The current session (re-renders on login, user info and logout). */
export function useSession(): Session | null {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.read);
}
