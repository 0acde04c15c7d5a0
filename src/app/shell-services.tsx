// The shell's objects beyond what screens get (src/ui/services.tsx): the tab strip's store, the loading
// mask, the deployment config and the USB key checker. Made once at boot, passed through context.
import { createContext, type ReactNode, useContext } from 'react';
import type { LoadingStore } from '../ui/loading-store';
import { type ScreenServices, ServicesProvider } from '../ui/services';
import type { ShellConfig } from './config';
import type { UsbKeyChecker } from './guards/usb-key';
import type { OfflineSession } from './session/offline-session';
import type { TabStore } from './stores/tab-store';

export interface AppServices extends ScreenServices {
  tabs: TabStore;
  loading: LoadingStore;
  config: ShellConfig;
  usbKeyChecker: UsbKeyChecker;
  /** Offline re-entry (absent in tests that do not need it). */
  offline?: OfflineSession;
}

const ShellContext = createContext<AppServices | null>(null);

/** Provides both the screens' services and the shell's. */
export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ShellContext.Provider value={services}>
      <ServicesProvider services={services}>{children}</ServicesProvider>
    </ShellContext.Provider>
  );
}

export function useShell(): AppServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell must be used inside <AppServicesProvider>');
  return services;
}
