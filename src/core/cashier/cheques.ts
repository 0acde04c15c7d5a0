// The cheque register (支票登记簿, domain NOTES-assets-cashier §2.3): a bought range of numbers, each
// cheque 未用 → 已领用 → 已报销 (销号), or 作废 with a reason from 未用 or 已领用; an issued cheque
// handed back unused returns to 未用. A cheque is valid 10 days from issue (《票据法》第九十一条,
// counted from the day after, 《民法典》第二百零一条): still 已领用 after that, it is flagged 逾期.
import type { ChequeAction, ChequeState } from './types';
import { CHEQUE_ACTION_LABEL, CHEQUE_STATE_LABEL } from './types';

const MOVES: Readonly<Record<ChequeAction, { from: readonly ChequeState[]; to: ChequeState }>> = {
  issue: { from: ['unused'], to: 'issued' },
  return: { from: ['issued'], to: 'unused' },
  writeOff: { from: ['issued'], to: 'writtenOff' },
  void: { from: ['unused', 'issued'], to: 'void' },
};

export type Transition = { ok: true; to: ChequeState } | { ok: false; message: string };

/** The state an action leads to, or why the cheque cannot take it. */
export function chequeTransition(state: ChequeState, action: ChequeAction, chequeNo: string): Transition {
  const move = MOVES[action];
  if (move.from.includes(state)) return { ok: true, to: move.to };
  const allowed = move.from.map((s) => CHEQUE_STATE_LABEL[s]).join('或');
  return {
    ok: false,
    message: `支票 ${chequeNo} ${CHEQUE_STATE_LABEL[state]}，不能${CHEQUE_ACTION_LABEL[action]}（只有${allowed}的支票可以${CHEQUE_ACTION_LABEL[action]}）`,
  };
}

/** Days a cheque may be presented for payment after its issue day. */
export const CHEQUE_VALID_DAYS = 10;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The last day the cheque may be presented: the 10th day after the issue day. */
export function chequeExpiry(issuedOn: string): string {
  return addDays(issuedOn, CHEQUE_VALID_DAYS);
}

/** Still out with its holder after its last valid day: 领用超过10日未报销. */
export function isOverdue(cheque: { state: ChequeState; issuedOn: string | null }, today: string): boolean {
  return cheque.state === 'issued' && cheque.issuedOn !== null && today > chequeExpiry(cheque.issuedOn);
}

/** A bought range can hold at most this many cheques (a cheque book has 25 or 50). */
export const MAX_RANGE = 500;

export interface ChequeRange {
  /** Letters or digits printed before the serial (may be empty). */
  prefix: string;
  /** The serials as printed, same width: '00012301'. */
  start: string;
  end: string;
}

const SERIAL = /^\d{1,16}$/;
const PREFIX = /^[A-Za-z0-9]{0,10}$/;

/** Why a range cannot be bought, or null. */
export function rangeProblem(range: ChequeRange): string | null {
  if (!PREFIX.test(range.prefix)) return '号码前缀只能由字母或数字组成，最多 10 位';
  if (!SERIAL.test(range.start)) return '起始号应为 1 到 16 位数字';
  if (!SERIAL.test(range.end)) return '结束号应为 1 到 16 位数字';
  if (range.start.length !== range.end.length) return '起始号与结束号位数应相同';
  const n = BigInt(range.end) - BigInt(range.start) + 1n;
  if (n < 1n) return '结束号不能小于起始号';
  if (n > BigInt(MAX_RANGE)) return `一次最多登记 ${MAX_RANGE} 张支票`;
  return null;
}

/** Every cheque number of the range, prefix and serial, in order. */
export function chequeNumbers(range: ChequeRange): string[] {
  const problem = rangeProblem(range);
  if (problem) throw new Error(problem);
  const width = range.start.length;
  const out: string[] = [];
  for (let n = BigInt(range.start); n <= BigInt(range.end); n += 1n) {
    out.push(`${range.prefix}${n.toString().padStart(width, '0')}`);
  }
  return out;
}

/** Two ranges of one account with the same prefix share a number. */
export function rangesOverlap(a: ChequeRange, b: ChequeRange): boolean {
  if (a.prefix.toUpperCase() !== b.prefix.toUpperCase()) return false;
  return BigInt(a.start) <= BigInt(b.end) && BigInt(b.start) <= BigInt(a.end);
}

export const rangeLabel = (r: ChequeRange) => `${r.prefix}${r.start}–${r.prefix}${r.end}`;

/** Why a write-off cannot be recorded, or null: 限额支票报销时不得超过限额, and not before its issue. */
export function writeOffProblem(input: {
  amountCents: bigint;
  limitCents: bigint | null;
  issuedOn: string;
  date: string;
}): string | null {
  if (input.amountCents <= 0n) return '报销金额必须大于 0';
  if (input.limitCents !== null && input.amountCents > input.limitCents) return '报销金额超过支票限额';
  if (input.date < input.issuedOn) return '报销日期不能早于领用日期';
  return null;
}
