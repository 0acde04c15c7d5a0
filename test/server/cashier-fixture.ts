// Shared by the cashier tests: the demo users logged in to 001 in this year, dates of this and last
// month (the demo's cashier book opens on last month's first day, and that month is closed), and a
// snapshot of every cashier table to prove a refusal wrote nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { demoCashierDates } from '../../server/seed/cashier.ts';
import type { CashierAccount, CashierEntry } from '../../src/core/contracts/cashier.ts';
import { toCalendarDate } from '../../src/core/rules/dates.ts';
import type { Answer, TestClient, TestServer } from './harness.ts';

const pad = (n: number) => String(n).padStart(2, '0');

export function cashierDates(today = new Date()) {
  const y = today.getFullYear();
  const m = today.getMonth() + 1;
  return {
    year: y,
    month: m,
    /** A day of this month (1..28). */
    day: (d: number) => `${y}-${pad(m)}-${pad(d)}`,
    today: toCalendarDate(today),
    last: demoCashierDates(today),
  };
}

const tables = [
  'bank_account',
  'cashier_account',
  'cashier_entry',
  'cashier_day_total',
  'cashier_period',
  'cashier_period_event',
  'cheque_purchase',
  'cheque',
  'cheque_event',
] as const;

/** Every cashier table as text (rows in key order): equal before and after means nothing was written. */
export async function cashierSnapshot(server: TestServer): Promise<string> {
  const out: unknown[] = [];
  for (const table of tables) {
    const { rows } = await sql`select * from ${sql.table(table)} order by 1, 2`.execute(server.handle.db);
    out.push(rows);
  }
  return JSON.stringify(out);
}

export async function refused(
  server: TestServer,
  send: () => Promise<Answer>,
  message: string | RegExp,
  errorCode = 4000,
): Promise<Answer> {
  const before = await cashierSnapshot(server);
  const answer = await send();
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(false);
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else expect(answer.body.message).toMatch(message);
  expect(answer.body.errorCode).toBe(errorCode);
  expect(await cashierSnapshot(server)).toBe(before);
  return answer;
}

export async function accounts(client: TestClient): Promise<Map<string, CashierAccount>> {
  const rows = (await client.get<CashierAccount[]>('/api/cashier/accounts')).body.data;
  return new Map(rows.map((a) => [a.code, a]));
}

export function entryBody(accountId: number, date: string, over: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    accountId,
    date,
    summary: '报销差旅费',
    settleMethod: '现金',
    receipt: '',
    payment: '120.00',
    ...over,
  };
}

export async function saveEntry(client: TestClient, body: unknown): Promise<CashierEntry> {
  const answer = await client.post<CashierEntry>('/api/cashier/saveEntry', body);
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data;
}
