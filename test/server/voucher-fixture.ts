// Shared by the voucher tests: demo users in ledger set 001, a voucher body builder, and a snapshot
// of every table a voucher write touches (to prove a refusal wrote nothing).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { VoucherBatchResult, VoucherView } from '../../src/core/voucher/types.ts';
import { ADMIN_PASSWORD, type Answer, DEMO_PASSWORD, TestClient, type TestServer } from './harness.ts';

export interface Line {
  summary?: string;
  code: string;
  debit?: string;
  credit?: string;
  auxis?: { typeNo: string; infoNo: string }[];
  departmentCode?: string | null;
}

export interface Users {
  admin: TestClient;
  /** 制单 */
  zhidan: TestClient;
  /** 审核 */
  shenhe: TestClient;
  /** 记账 */
  jizhang: TestClient;
  /** 财务主管 */
  zhuguan: TestClient;
  /** 出纳: no voucher permission */
  chuna: TestClient;
  zids: Record<string, number>;
}

export async function loginAll(server: TestServer, year = 2026): Promise<Users> {
  const admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  const list = (await admin.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  const zids = Object.fromEntries(list.map((z) => [z.ztno, z.zid]));
  const users = { admin } as Users;
  for (const name of ['zhidan', 'shenhe', 'jizhang', 'zhuguan', 'chuna'] as const) {
    users[name] = await TestClient.login(server, name, DEMO_PASSWORD);
  }
  for (const client of [admin, users.zhidan, users.shenhe, users.jizhang, users.zhuguan, users.chuna]) {
    const answer = await client.post('/api/zt/select', { zid: zids['001'], year });
    expect(answer.body.success, answer.body.message).toBe(true);
  }
  users.zids = zids;
  return users;
}

/** A save body; lines default to summary '摘要' and the empty other side. */
export function body(date: string, lines: Line[], extra: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    voucherDate: date,
    numberOfDocument: 1,
    entries: lines.map((l) => ({
      summary: l.summary ?? '摘要',
      code: l.code,
      auxis: l.auxis ?? [],
      departmentCode: l.departmentCode ?? null,
      debitAmount: l.debit ?? '',
      creditAmount: l.credit ?? '',
    })),
    ...extra,
  };
}

/** Two balanced lines: an expense paid from the bank. */
export const simple = (amount = '100.00', summary = '会议费'): Line[] => [
  { summary, code: '50502', debit: amount },
  { summary, code: '10201', credit: amount },
];

export async function saveOk(client: TestClient, b: unknown): Promise<VoucherView> {
  const answer = await client.post<VoucherView>('/api/voucher/save', b);
  expect(answer.body.message, JSON.stringify(answer.body)).toMatch(/已保存/);
  expect(answer.body.success).toBe(true);
  return answer.body.data;
}

export async function batch(
  client: TestClient,
  action: 'audit' | 'unaudit' | 'post' | 'unpost' | 'delete',
  ids: string[],
): Promise<VoucherBatchResult> {
  const answer = await client.post<VoucherBatchResult>(`/api/voucher/${action}`, { ids });
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data;
}

/** Saves, audits (as 审核) and posts (as 记账) a voucher made by 制单. */
export async function posted(users: Users, b: unknown): Promise<VoucherView> {
  const view = await saveOk(users.zhidan, b);
  expect((await batch(users.shenhe, 'audit', [view.id])).done).toEqual([view.id]);
  expect((await batch(users.jizhang, 'post', [view.id])).done).toEqual([view.id]);
  return view;
}

const tables = [
  'voucher',
  'voucher_entry',
  'voucher_event',
  'voucher_counter',
  'balance',
  'period',
  'period_event',
  'idempotency',
] as const;

/** Row counts and the counters' numbers: equal before and after means nothing was written. */
export async function snapshot(server: TestServer): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(
      server.handle.db,
    );
    out[table] = rows[0]?.n ?? '';
  }
  const { rows } = await sql<{ s: string | null }>`
    select string_agg(year || '-' || month || voucher_type || last_number, ',' order by year, month, voucher_type)
      as s from voucher_counter`.execute(server.handle.db);
  out.counters = rows[0]?.s ?? '';
  return out;
}

/** Expects a business refusal with this message (and code), and that nothing was written. */
export async function refusedWith(
  server: TestServer,
  send: () => Promise<Answer>,
  message: string | RegExp,
  errorCode?: number,
): Promise<Answer> {
  const before = await snapshot(server);
  const answer = await send();
  expect(answer.body.success, JSON.stringify(answer.body)).toBe(false);
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else expect(answer.body.message).toMatch(message);
  if (errorCode !== undefined) expect(answer.body.errorCode).toBe(errorCode);
  expect(await snapshot(server)).toEqual(before);
  return answer;
}
