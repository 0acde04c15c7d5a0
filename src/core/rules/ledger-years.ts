// The accounting years a ledger set can be opened in: from its first year to the year after the
// current one. The year picker offers these, and a voucher dated outside them could never be listed.

/** The years from the ledger set's first year to the later of that and next year. */
export function openableYears(startYear: number, now = new Date()): number[] {
  const last = lastOpenableYear(startYear, now);
  return Array.from({ length: last - startYear + 1 }, (_, i) => startYear + i);
}

/** The last year a ledger set that began in startYear can be opened in. */
export function lastOpenableYear(startYear: number, now = new Date()): number {
  return Math.max(startYear, now.getFullYear() + 1);
}
