// Kept report answers (meta `remote:books:…`: the books, statements and voucher lists as last read,
// for offline reading) are dropped when stale or when there are too many, so a device that reads
// many books does not fill up with answers read once. Nothing else in meta, and no other table
// (outbox, drafts, files, reference data), is ever touched. Runs at start-up and after writes.
import type { LocalDb } from './db';
import { remoteKey } from './remote-first';

/** Report cache keys (src/ui/data/cache-key.ts) start so; their answers are what may be evicted. */
export const reportAnswerPrefix = 'books:';
const evictable = remoteKey(reportAnswerPrefix);

const DAY_MS = 24 * 60 * 60 * 1000;

export interface EvictionRule {
  now: number;
  /** Answers saved longer ago than this are dropped. */
  maxAgeMs: number;
  /** The kept answers together stay at or under this size, the least recently saved dropped first. */
  maxBytes: number;
}

/**
 * 30 days: longer than the offline unlock period the server grants by default (14 days, so an answer
 * read before a long stretch offline is still there) with room for a longer configured one; and
 * 20 MB, a small share of what browsers allow a site, enough for hundreds of book pages.
 */
export const defaultEvictionRule: Omit<EvictionRule, 'now'> = {
  maxAgeMs: 30 * DAY_MS,
  maxBytes: 20 * 1024 * 1024,
};

export interface KeptAnswer {
  key: string;
  /** When the answer was saved (a network read saves it each time it is read online). */
  updatedAt: number;
  bytes: number;
}

/** The keys to drop: those past the age limit, then the oldest until the rest fit under the cap. */
export function answersToEvict(answers: readonly KeptAnswer[], rule: EvictionRule): string[] {
  const drop: string[] = [];
  const fresh: KeptAnswer[] = [];
  for (const a of answers) {
    if (rule.now - a.updatedAt > rule.maxAgeMs) drop.push(a.key);
    else fresh.push(a);
  }
  let total = fresh.reduce((sum, a) => sum + a.bytes, 0);
  const oldestFirst = [...fresh].sort((a, b) => a.updatedAt - b.updatedAt || (a.key < b.key ? -1 : 1));
  for (const a of oldestFirst) {
    if (total <= rule.maxBytes) break;
    drop.push(a.key);
    total -= a.bytes;
  }
  return drop;
}

/** About what an answer takes in the browser: its JSON as UTF-16 (two bytes a character). */
export function approxBytes(value: unknown): number {
  try {
    return 2 * (JSON.stringify(value)?.length ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Reads the kept answers' keys, times and sizes and drops what the rule says, in one transaction
 * (an answer saved meanwhile waits for it, so a fresh one is never dropped for an old one's age).
 */
export async function evictAnswers(db: LocalDb, rule: Partial<EvictionRule> = {}): Promise<string[]> {
  const full: EvictionRule = { ...defaultEvictionRule, now: Date.now(), ...rule };
  return db.transaction('rw', db.meta, async () => {
    const kept: KeptAnswer[] = [];
    await db.meta
      .where('key')
      .startsWith(evictable)
      .each((r) => {
        kept.push({ key: r.key, updatedAt: r.updatedAt, bytes: approxBytes(r.value) });
      });
    const drop = answersToEvict(kept, full);
    if (drop.length > 0) await db.meta.bulkDelete(drop);
    return drop;
  });
}

export interface AnswerEviction {
  /** Resolves when the run in progress (if any) is over (tests, logout). */
  settled(): Promise<void>;
  stop(): void;
}

/**
 * Evicts once shortly after start-up, then again `delayMs` after an answer is saved (one run for a
 * burst of saves, as paging through a book makes), until stopped (logout, 切换账套).
 */
export function startAnswerEviction(
  db: LocalDb,
  options: { delayMs?: number; startMs?: number; rule?: Partial<Omit<EvictionRule, 'now'>> } = {},
): AnswerEviction {
  const delayMs = options.delayMs ?? 30_000;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const run = () => {
    timer = null;
    if (stopped || !db.isOpen()) return;
    running = evictAnswers(db, options.rule).catch(() => {});
  };
  const schedule = (ms: number) => {
    if (stopped || timer !== null) return;
    timer = setTimeout(run, ms);
    (timer as { unref?: () => void }).unref?.();
  };
  const onWrite = (key: unknown) => {
    if (typeof key === 'string' && key.startsWith(evictable)) schedule(delayMs);
  };
  const creating = (key: unknown) => onWrite(key);
  const updating = (_mods: unknown, key: unknown) => onWrite(key);
  db.meta.hook('creating', creating);
  db.meta.hook('updating', updating);
  schedule(options.startMs ?? 5_000);

  return {
    settled: () => running.then(() => {}),
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      db.meta.hook('creating').unsubscribe(creating);
      db.meta.hook('updating').unsubscribe(updating);
    },
  };
}
