// Deployment switches the shell reads at boot. The spec's build flags live in core/constants; the
// switches here are the shell's own (USB key mode, API origin), overridable per build with VITE_ vars.
import { BUILD_FLAGS, USB_KEY_CHECK_INTERVAL_MS } from '../core/constants';

export interface ShellConfig {
  /** Origin (and prefix) of the API; '' = the server that served the app. */
  apiBaseUrl: string;
  /** Single sign-on: unauthenticated users go to /authorization instead of /login. */
  sso: boolean;
  /** The special deployment where a USB key must stay plugged in (spec 000 §6). Off by default. */
  usbKeyMode: boolean;
  usbKeyIntervalMs: number;
}

function envFlag(value: unknown): boolean {
  return typeof value === 'string' && ['1', 'on', 'true', 'yes'].includes(value.trim().toLowerCase());
}

export function loadShellConfig(env: Record<string, unknown> = import.meta.env ?? {}): ShellConfig {
  return {
    apiBaseUrl: typeof env.VITE_API_BASE_URL === 'string' ? env.VITE_API_BASE_URL : '',
    // The spec's build has it off; a deployment with an identity provider builds with VITE_SSO=on.
    sso: BUILD_FLAGS.singleSignOn || envFlag(env.VITE_SSO),
    usbKeyMode: envFlag(env.VITE_USB_KEY_MODE),
    usbKeyIntervalMs: USB_KEY_CHECK_INTERVAL_MS,
  };
}
