// What authentication remembers between calls, so that a call costs one statement (migration 0007).
// Both are copies the database can always rebuild: a miss costs a statement, never a wrong answer.

/**
 * A session's signing key and user never change, so after its first call the signature is checked
 * before the database is asked anything. Bounded; the oldest entries go first.
 */
export class SessionKeys {
  private readonly entries = new Map<string, { signKey: string; userId: number }>();
  constructor(private readonly limit = 10_000) {}

  get(tokenHash: string) {
    return this.entries.get(tokenHash);
  }

  set(tokenHash: string, entry: { signKey: string; userId: number }): void {
    if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, entry);
  }
}

/**
 * Users' permission keys, each copy with the access_stamp it was read at. The database sends a
 * user's keys only when the stamp given is not the current one (migration 0007).
 */
export class PermissionKeys {
  private readonly byUser = new Map<number, { stamp: string; keys: Set<string> }>();
  constructor(private readonly limit = 10_000) {}

  /** The stamp to send for this user: null when there is no copy. */
  knownStamp(userId: number): string | null {
    return this.byUser.get(userId)?.stamp ?? null;
  }

  /**
   * The user's keys: the ones just sent, else the copy (current, since none were sent). Null when
   * the copy went meanwhile (evicted): the caller asks again without a stamp.
   */
  resolve(userId: number, stamp: string, sent: readonly string[] | null): Set<string> | null {
    if (sent === null) return this.byUser.get(userId)?.keys ?? null;
    const keys = new Set(sent);
    if (!this.byUser.has(userId) && this.byUser.size >= this.limit) {
      const oldest = this.byUser.keys().next().value;
      if (oldest !== undefined) this.byUser.delete(oldest);
    }
    this.byUser.set(userId, { stamp, keys });
    return keys;
  }
}

/**
 * When each session last made a call here. The database's last_seen_at is written at most once a
 * minute (one write per session-minute, not per call), so idle expiry reads the later of the two:
 * exact in this process, and within that minute across processes. Flushed to the database when the
 * server stops, so a restart does not expire sessions early.
 */
export class LastSeen {
  private readonly at = new Map<string, number>();
  constructor(private readonly limit = 100_000) {}

  get(tokenHash: string): number | undefined {
    return this.at.get(tokenHash);
  }

  set(tokenHash: string, ms: number): void {
    // Re-inserting keeps the map in last-use order, so the oldest entry is the first.
    this.at.delete(tokenHash);
    if (this.at.size >= this.limit) {
      const oldest = this.at.keys().next().value;
      if (oldest !== undefined) this.at.delete(oldest);
    }
    this.at.set(tokenHash, ms);
  }

  entries(): [string, number][] {
    return [...this.at.entries()];
  }
}
