// An ApiEffects that records what the client asked the screen to do, in order.
import type { AlertDialog, ApiEffects, ErrorDialog, Navigation, Notice } from './effects';

export type Effect =
  | { type: 'loading'; delta: 1 | -1 }
  | { type: 'notify'; notice: Notice }
  | { type: 'alert'; dialog: AlertDialog }
  | { type: 'errorDialog'; dialog: ErrorDialog }
  | { type: 'navigate'; navigation: Navigation }
  | { type: 'logout' };

export interface Recorder {
  effects: ApiEffects;
  log: Effect[];
  /** Open loading masks: must be back to 0 after every call. */
  depth(): number;
  /** Everything but the loading events. */
  visible(): Effect[];
  currentPath: string;
}

export function recordingEffects(currentPath = '/voucher/list?month=3'): Recorder {
  const log: Effect[] = [];
  let depth = 0;
  const recorder: Recorder = {
    log,
    currentPath,
    depth: () => depth,
    visible: () => log.filter((e) => e.type !== 'loading'),
    effects: {
      loading(delta) {
        depth += delta;
        log.push({ type: 'loading', delta });
      },
      notify: (notice) => log.push({ type: 'notify', notice }),
      alert: async (dialog) => {
        log.push({ type: 'alert', dialog });
      },
      errorDialog: async (dialog) => {
        log.push({ type: 'errorDialog', dialog });
      },
      navigate: (navigation) => log.push({ type: 'navigate', navigation }),
      logout: () => log.push({ type: 'logout' }),
      currentPath: () => recorder.currentPath,
    },
  };
  return recorder;
}
