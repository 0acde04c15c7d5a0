// Who may run the replayer: a Web Lock (one holder among all tabs of the browser) where the
// platform has it, else a mutex within this JavaScript realm (Node tests, old browsers).

export interface LockProvider {
  /** Runs `task` while holding `name`; waits while another holder has it; `signal` gives up waiting. */
  request<T>(name: string, signal: AbortSignal, task: () => Promise<T>): Promise<T>;
}

interface WaitingTask {
  run: () => void;
  signal: AbortSignal;
}

/** A FIFO mutex per name, for platforms without navigator.locks. */
export function inProcessLocks(): LockProvider {
  const held = new Set<string>();
  const queues = new Map<string, WaitingTask[]>();

  function release(name: string): void {
    const queue = queues.get(name) ?? [];
    // Hand over to the first waiter that has not given up.
    let next = queue.shift();
    while (next?.signal.aborted) next = queue.shift();
    if (next) next.run();
    else held.delete(name);
  }

  return {
    request<T>(name: string, signal: AbortSignal, task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const run = () => {
          task()
            .then(resolve, reject)
            .finally(() => release(name));
        };
        if (signal.aborted) {
          reject(signal.reason);
          return;
        }
        if (!held.has(name)) {
          held.add(name);
          run();
          return;
        }
        const waiting: WaitingTask = { run, signal };
        const queue = queues.get(name) ?? [];
        queue.push(waiting);
        queues.set(name, queue);
        signal.addEventListener(
          'abort',
          () => {
            const list = queues.get(name) ?? [];
            const at = list.indexOf(waiting);
            if (at >= 0) list.splice(at, 1);
            reject(signal.reason);
          },
          { once: true },
        );
      });
    },
  };
}

function webLocks(locks: LockManager): LockProvider {
  return {
    // The callback's promise is what the lock waits for; request() resolves with its value.
    request: <T>(name: string, signal: AbortSignal, task: () => Promise<T>) =>
      locks.request(name, { signal }, () => task()) as unknown as Promise<T>,
  };
}

const fallback = inProcessLocks();

/** navigator.locks when present (one replayer per browser), else the realm-wide mutex. */
export function defaultLocks(): LockProvider {
  const nav = (globalThis as { navigator?: { locks?: LockManager } }).navigator;
  return nav?.locks ? webLocks(nav.locks) : fallback;
}
