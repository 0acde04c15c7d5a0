// USB-key deployment mode (spec 000 §6): while a user is signed in, the key is checked every 10 s;
// once it is missing the session ends and the user goes to login. The checker is injected, so the
// rule is tested without hardware and a deployment can plug in its vendor's driver bridge.

/** Resolves true when the key is present. A checker that throws counts as "missing". */
export type UsbKeyChecker = () => Promise<boolean>;

export const USB_KEY_MISSING_MESSAGE = '未检测到 USB Key，请插入后重试，即将跳转到登录页';

export interface UsbKeyWatcherOptions {
  checker: UsbKeyChecker;
  intervalMs: number;
  onMissing: () => void;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/** Starts checking; returns the stop function. Reports a missing key once, then stops itself. */
export function watchUsbKey(options: UsbKeyWatcherOptions): () => void {
  const set = options.setInterval ?? ((fn, ms) => globalThis.setInterval(fn, ms));
  const clear =
    options.clearInterval ??
    ((h) => globalThis.clearInterval(h as ReturnType<typeof globalThis.setInterval>));
  let stopped = false;
  let busy = false;
  const stop = (): void => {
    stopped = true;
    clear(handle);
  };
  const tick = async (): Promise<void> => {
    if (stopped || busy) return;
    busy = true;
    let present = false;
    try {
      present = await options.checker();
    } catch {
      present = false;
    } finally {
      busy = false;
    }
    if (!present && !stopped) {
      stop();
      options.onMissing();
    }
  };
  const handle = set(() => void tick(), options.intervalMs);
  return stop;
}

interface UsbLike {
  getDevices(): Promise<unknown[]>;
}

/**
 * The default checker: any WebUSB device this site was granted is plugged in. Deployments with a
 * vendor key replace it (the spec does not name the key's interface).
 */
export const webUsbChecker: UsbKeyChecker = async () => {
  const usb = (globalThis.navigator as (Navigator & { usb?: UsbLike }) | undefined)?.usb;
  if (!usb) return false;
  return (await usb.getDevices()).length > 0;
};
