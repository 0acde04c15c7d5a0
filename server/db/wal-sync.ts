// Group commit for embedded PGlite: the write-ahead log is synced to the disk by us, off the event
// loop, and one sync covers every commit that is waiting for it.
//
// Why not let Postgres sync it: PGlite's engine runs on the event loop, and its file system
// (Emscripten's NODEFS) would sync with a blocking fsync of 2.6-5.7 ms median (35-70 ms p99 on
// this machine's disk under load), during which no request moves; and with one session there is
// never a second commit to share a sync with. So the engine's request to sync a WAL file is noted
// here (defer), the engine answers, the connection goes to the next transaction, and the finished
// one waits (durable) for a sync started after its commit was written. Commits that finish while a
// sync runs are all covered by the next one.
//
// What keeps the write-ahead rule (the WAL reaches the disk before anything that depends on it):
// every other sync the engine asks for (data files at a checkpoint, pg_control, directories) and
// every write of a data page first syncs the WAL now (syncAllNow), and a WAL file is synced before
// it is closed (closing), so a renamed or recycled segment is never left unsynced.

import { closeSync, fdatasyncSync, openSync } from 'node:fs';
import { open } from 'node:fs/promises';

/** Syncs one file's data to the disk. */
export type SyncFile = (path: string) => Promise<void>;
/** The same, blocking: for the rare syncs that must happen before the engine goes on. */
export type SyncFileNow = (path: string) => void;

/** fdatasync through a handle of our own: a sync covers the file, whichever descriptor wrote it. */
export const fdatasyncFile: SyncFile = async (path) => {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    // A WAL file is synced before it is closed, and only a closed one is renamed or removed.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
};

export const fdatasyncFileNow: SyncFileNow = (path) => {
  const fd = openSync(path, 'r');
  try {
    fdatasyncSync(fd);
  } finally {
    closeSync(fd);
  }
};

export class WalSync {
  /** WAL files written since the engine last asked for them to be synced, not yet synced. */
  private readonly unsynced = new Set<string>();
  /** Files of the sync that is running. */
  private inFlight = new Set<string>();
  /** WAL syncs the engine asked for, and how many of them are on disk (a count of requests). */
  private requested = 0;
  private synced = 0;
  private running: Promise<void> | null = null;
  private failure: Error | null = null;

  constructor(
    private readonly sync: SyncFile = fdatasyncFile,
    private readonly syncNow: SyncFileNow = fdatasyncFileNow,
  ) {}

  /** The engine asks for a WAL file to be synced (at a commit): deferred to the next group sync. */
  defer(path: string): void {
    this.unsynced.add(path);
    this.requested++;
  }

  /** Whether some WAL the engine asked to sync may not be on disk yet. */
  get behind(): boolean {
    return this.unsynced.size > 0 || this.inFlight.size > 0;
  }

  /** Every WAL file waiting for a sync (or in the running one) synced now, blocking. */
  syncAllNow(): void {
    for (const path of [...this.unsynced, ...this.inFlight]) this.syncNow(path);
    this.unsynced.clear();
    // The running sync still settles its own count; without one, everything asked is on disk.
    if (this.running === null) this.synced = this.requested;
  }

  /** The engine closes a file: a WAL file waiting for its sync is synced first. */
  closing(path: string): void {
    if (!this.unsynced.has(path) && !this.inFlight.has(path)) return;
    this.syncNow(path);
    this.unsynced.delete(path);
  }

  /** How many WAL syncs the engine has asked for so far: what a caller has seen is covered by it. */
  get asked(): number {
    return this.requested;
  }

  /**
   * Resolves when the first `target` WAL syncs asked for (by default all so far) are on disk: an
   * answer waits for its own commits and for the commits its reads may have seen.
   */
  async durable(target = this.requested): Promise<void> {
    while (this.synced < target && this.failure === null) {
      this.running ??= this.syncGroup();
      await this.running;
    }
    if (this.failure) throw this.failure;
  }

  private async syncGroup(): Promise<void> {
    const upTo = this.requested;
    this.inFlight = new Set(this.unsynced);
    this.unsynced.clear();
    try {
      await Promise.all([...this.inFlight].map((path) => this.sync(path)));
      this.synced = Math.max(this.synced, upTo);
    } catch (error) {
      // After a failed fsync the kernel may have dropped the pages it could not write: nothing
      // written since can be called durable. Every later answer fails until a restart recovers.
      this.failure = new Error(`数据未能写入磁盘，请检查磁盘后重启服务：${String(error)}`);
    } finally {
      this.inFlight = new Set();
      this.running = null;
    }
  }
}
