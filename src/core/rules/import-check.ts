/** What a whole-file import check gives: every row's value, or the row-numbered problems (第N行：...). */
export type ImportCheck<V> = { ok: true; values: V[] } | { ok: false; errors: string[] };
