// The read-only mark of 审计, apart from the duties table: the session store reads it on every page,
// the first load (/login) included, and the duties table is not part of that load.
/**
 * The key that makes a user read-only (审计): every write but their own session's is refused. No
 * wildcard grants it (the administrator's '*' would otherwise lock the administrator out).
 */
export const READ_ONLY_KEY = 'audit.readOnly';

/**
 * What a read-only session acts with: the mark itself, its welcome page and viewing attachments,
 * none of which changes data. Every other granted key it only reads (the session's `readable`).
 */
export const READ_ONLY_ACTS: readonly string[] = [READ_ONLY_KEY, 'audit.welcome', 'attachment.view'];
