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
