// The keyset cursor of a detail book: where the next page starts (the last line's place in book
// order) and what the book had reached there (running balance, the day's totals so far), so a
// page never re-reads the lines before it. It is sealed with an HMAC under the session's signing
// key over the query's scope: a cursor from another query, session or a hand edit is refused.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../../lib/errors.ts';

/** A line's place in the book: month, date, voucher type, number, line. */
export interface Position {
  month: number;
  date: string;
  type: string;
  no: number;
  line: number;
}

export interface CursorState {
  at: Position;
  /** Debit-net balance after the line at `at`. */
  balance: bigint;
  /** Debits and credits of `at.date` up to and including that line (日记账 本日合计). */
  dayDebit: bigint;
  dayCredit: bigint;
  /** The read plan of `at.month` (lines.ts), so the next page need not count the month again. */
  dense: boolean;
}

const invalid = () => badRequest('翻页位置无效，请从第一页重新查询');

function mac(key: string, scope: string, payload: string): Buffer {
  return createHmac('sha256', key).update(scope).update('\n').update(payload).digest().subarray(0, 16);
}

export function sealCursor(state: CursorState, key: string, scope: string): string {
  const { at } = state;
  const payload = Buffer.from(
    JSON.stringify([
      at.month,
      at.date,
      at.type,
      at.no,
      at.line,
      String(state.balance),
      String(state.dayDebit),
      String(state.dayCredit),
      state.dense ? 1 : 0,
    ]),
  ).toString('base64url');
  return `${payload}.${mac(key, scope, payload).toString('base64url')}`;
}

const INT = /^-?\d{1,20}$/;

export function openCursor(text: string, key: string, scope: string): CursorState {
  const [payload, tag, extra] = text.split('.');
  if (!payload || !tag || extra !== undefined) throw invalid();
  const given = Buffer.from(tag, 'base64url');
  const expected = mac(key, scope, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length !== 9) throw invalid();
  const [month, date, type, no, line, balance, dayDebit, dayCredit, dense] = value as unknown[];
  if (
    !Number.isInteger(month) ||
    typeof date !== 'string' ||
    typeof type !== 'string' ||
    !Number.isInteger(no) ||
    !Number.isInteger(line) ||
    (dense !== 0 && dense !== 1) ||
    ![balance, dayDebit, dayCredit].every((v) => typeof v === 'string' && INT.test(v))
  ) {
    throw invalid();
  }
  return {
    at: { month: month as number, date, type, no: no as number, line: line as number },
    balance: BigInt(balance as string),
    dayDebit: BigInt(dayDebit as string),
    dayCredit: BigInt(dayCredit as string),
    dense: dense === 1,
  };
}
