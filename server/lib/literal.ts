// Values written into the SQL text of the hot writes (the voucher save's two big statements, the
// idempotency record) instead of as parameters.
// Why: PGlite answers a parameterised statement through five calls into the engine (parse,
// describe, bind, describe, execute), which costs more than the statement itself; with its values
// inlined a statement takes one call. Strings are written as E'' literals (backslashes and quotes
// escaped), whose meaning does not depend on standard_conforming_strings; NUL cannot be stored in
// text and is refused. Numbers must be finite. Nothing else is ever inlined.
import { type RawBuilder, sql } from 'kysely';

export function textLit(value: string | null): RawBuilder<unknown> {
  if (value === null) return sql.raw('null');
  if (value.includes('\u0000')) throw new Error('文本中不能含有 NUL 字符');
  return sql.raw(`E'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`);
}

export function intLit(value: number): RawBuilder<unknown> {
  if (!Number.isSafeInteger(value)) throw new Error(`不是整数：${value}`);
  return sql.raw(String(value));
}

/** A money string as produced by src/core/money.ts ("-1234.50"). */
export function moneyLit(value: string): RawBuilder<unknown> {
  if (!/^-?\d{1,16}\.\d{2}$/.test(value)) throw new Error(`不是金额：${value}`);
  return sql.raw(value);
}
