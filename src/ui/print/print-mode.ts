// How this computer prints documents: through the browser (default: works everywhere) or through
// the local print client (spec 000 §7.6; only where the plugin is installed). A print client is
// installed per machine, so the choice is kept per browser, not per user or ledger set.
export type PrintMode = 'browser' | 'client';

const key = 'print:mode';

export function readPrintMode(): PrintMode {
  return globalThis.localStorage?.getItem(key) === 'client' ? 'client' : 'browser';
}

export function writePrintMode(mode: PrintMode): void {
  globalThis.localStorage?.setItem(key, mode);
}
