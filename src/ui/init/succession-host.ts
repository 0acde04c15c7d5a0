// Opens the succession dialog (spec 000 §2.1) from anywhere: the financial-status guard after the
// mode choice, or a button on the opening-balance screens. The dialog itself is rendered by
// <SuccessionHost/> inside the router, so it can navigate; this store only says whether it is open.

export interface SuccessionIntro {
  message: string;
  tone: 'info' | 'warning';
}

export interface SuccessionRequest {
  /** A message to show at the top (the result of the automatic take-over, say). */
  intro?: SuccessionIntro;
  /** Nudges a mounted dialog to reload when a second open arrives. */
  seq: number;
}

type Listener = () => void;

let current: SuccessionRequest | null = null;
let waiting: (() => void)[] = [];
let seq = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Opens the dialog (or refreshes the open one); resolves when it closes. */
export function openSuccession(options: { intro?: SuccessionIntro } = {}): Promise<void> {
  seq += 1;
  current = { seq, ...(options.intro ? { intro: options.intro } : {}) };
  emit();
  return new Promise((resolve) => {
    waiting.push(resolve);
  });
}

export function closeSuccession(): void {
  current = null;
  const done = waiting;
  waiting = [];
  emit();
  for (const resolve of done) resolve();
}

export function successionRequest(): SuccessionRequest | null {
  return current;
}

export function subscribeSuccession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
