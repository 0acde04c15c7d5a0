// PGlite runs one statement or transaction at a time. When several wait, the one asked for by the
// request that arrived first goes next, so a request is served from start to end before later ones
// overtake it. In plain first-come order a write waits twice at the back of the queue (once for its
// session check, once for its transaction), behind requests that arrived while it waited the first
// time: under ten writers the slowest saves took three times as long as the median.
// On PostgreSQL the pool serves statements side by side and there is nothing to order.

export interface Turns {
  /** Runs `run`, whose wait for the connection counts from `arrivedAt` (performance.now()). */
  inArrivalOrder<T>(arrivedAt: number, run: () => Promise<T>): Promise<T>;
}

const byDatabase = new WeakMap<object, Turns>();

/** Called where the database is opened: `db` takes its turns from `turns`. */
export function keepTurns(db: object, turns: Turns): void {
  byDatabase.set(db, turns);
}

/** Runs `run` on `db` in the turn of a request that arrived at `arrivedAt`. */
export function inArrivalOrder<T>(db: object, arrivedAt: number, run: () => Promise<T>): Promise<T> {
  const turns = byDatabase.get(db);
  return turns ? turns.inArrivalOrder(arrivedAt, run) : run();
}
