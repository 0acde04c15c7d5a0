// 单据管理, 全部支付, 全部银行流水 over HTTP (issue 21 item 5): the administrator's read-only lists of
// every ledger set's documents, payments and bank statement lines, filtered, paged with the totals of
// the whole query; anyone without the screen's key is refused, and a bad filter is named.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CrossDocumentDetail,
  CrossListOptions,
  DisbursementPage,
  DocumentPage,
  StatementPage,
} from '../../src/core/contracts/cross-list.ts';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { add, sum } from '../../src/core/money.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';
import { Claims, departmentId, expenseBody, loanBody, signIn } from './reimbursement-fixture.ts';

let server: TestServer;
let admin: TestClient;
let zhidan: TestClient;
let options: CrossListOptions;

beforeAll(async () => {
  server = await startServer({});
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
  options = (await admin.get<CrossListOptions>('/api/crossList/options')).body.data;
  // Documents in every state the list shows: approved claims and a loan (paid out), one waiting, a draft.
  const users = await signIn(server);
  const claims = new Claims(users);
  const office = await departmentId(server, '办公室');
  for (const amount of ['120.00', '1234.56', '88.80']) {
    await claims.approveAll(await claims.submitted(users.baoxiao, expenseBody(office, [amount])));
  }
  await claims.approveAll(await claims.submitted(users.baoxiao, loanBody(office, '2000.00')));
  await claims.submitted(users.baoxiao, expenseBody(office, ['66.00']));
  const draft = await claims.save(users.baoxiao, expenseBody(office, ['10.00']));
  expect(draft.body.success, draft.body.message).toBe(true);
});
afterAll(async () => {
  await server?.close();
});

async function read<T>(path: string, query: Record<string, string> = {}): Promise<T> {
  const answer = await admin.get<T>(path, query);
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data;
}
const documents = (q: Record<string, string> = {}) => read<DocumentPage>('/api/crossList/documents', q);
const disbursements = (q: Record<string, string> = {}) =>
  read<DisbursementPage>('/api/crossList/disbursements', q);
const statements = (q: Record<string, string> = {}) =>
  read<StatementPage>('/api/crossList/bankStatements', q);

const db = () => server.handle.db;

describe('单据管理', () => {
  it('lists every claim and asset document of every ledger set, newest first, with the whole total', async () => {
    const claims = await db().selectFrom('claim').select(['amount']).execute();
    const assets = await db().selectFrom('asset_document').select(['original_amount']).execute();
    expect(claims.length).toBeGreaterThan(0);
    const all = await documents({ pageSize: '500' });
    expect(all.totalItemCount).toBe(claims.length + assets.length);
    expect(all.totals?.amount).toBe(
      add(sum(claims.map((c) => String(c.amount))), sum(assets.map((a) => String(a.original_amount)))),
    );
    const dates = all.currentPageItems.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const sets = await db().selectFrom('claim').select('ledger_set_id').distinct().execute();
    for (const { ledger_set_id } of sets)
      expect(all.currentPageItems.some((r) => r.ledgerSetId === ledger_set_id)).toBe(true);
  });

  it('pages: the pages together are the whole list, each row once', async () => {
    const all = await documents({ pageSize: '500' });
    const first = await documents({ pageSize: '5', pageIndex: '1' });
    const second = await documents({ pageSize: '5', pageIndex: '2' });
    expect(first.currentPageItems).toHaveLength(5);
    expect([...first.currentPageItems, ...second.currentPageItems].map((r) => r.key)).toEqual(
      all.currentPageItems.slice(0, 5 + second.currentPageItems.length).map((r) => r.key),
    );
    expect(first.totals).toEqual(all.totals);
  });

  it('filters by type, status, department, declarer, dates, amounts and text', async () => {
    const all = (await documents({ pageSize: '500' })).currentPageItems;
    const loan = await documents({ type: 'loan', pageSize: '500' });
    expect(loan.currentPageItems.length).toBe(all.filter((r) => r.type === 'loan').length);
    expect(loan.currentPageItems.every((r) => r.typeName === '借款')).toBe(true);

    const approved = await documents({ status: 'approved', pageSize: '500' });
    expect(approved.currentPageItems.length).toBe(all.filter((r) => r.status === 'approved').length);

    const someone = all.find((r) => r.type !== 'assetDisposal' && r.type !== 'assetLoss');
    if (!someone) throw new Error('demo has no claim');
    const claim = await db()
      .selectFrom('claim')
      .select(['department_id', 'declarer_id', 'no', 'amount'])
      .where('no', '=', someone.no)
      .executeTakeFirstOrThrow();
    const byDept = await documents({ departmentId: String(claim.department_id), pageSize: '500' });
    expect(byDept.currentPageItems.length).toBeGreaterThan(0);
    expect(byDept.currentPageItems.every((r) => r.departmentName === someone.departmentName)).toBe(true);
    const byDeclarer = await documents({ declarerId: String(claim.declarer_id), pageSize: '500' });
    expect(byDeclarer.currentPageItems.every((r) => r.declarerName === someone.declarerName)).toBe(true);

    const byDate = await documents({ dateFrom: someone.date, dateTo: someone.date, pageSize: '500' });
    expect(byDate.currentPageItems.length).toBe(all.filter((r) => r.date === someone.date).length);

    const byAmount = await documents({ amountFrom: String(claim.amount), amountTo: String(claim.amount) });
    expect(byAmount.currentPageItems.map((r) => r.key)).toContain(someone.key);
    expect(byAmount.currentPageItems.every((r) => Number(r.amount) === Number(claim.amount))).toBe(true);

    const byText = await documents({ text: someone.no });
    expect(byText.currentPageItems.map((r) => r.key)).toEqual([someone.key]);
    expect(byText.totals?.amount).toBe(someone.amount);

    const zid = options.ledgerSets[1]?.id;
    const oneSet = await documents({ zid: String(zid), pageSize: '500' });
    expect(oneSet.currentPageItems.every((r) => r.ledgerSetId === zid)).toBe(true);
    expect(oneSet.currentPageItems.length).toBe(all.filter((r) => r.ledgerSetId === zid).length);
  });

  it('opens a claim read-only with its fields and history', async () => {
    const [row] = (await documents({ status: 'approved', type: 'expense' })).currentPageItems;
    if (!row) throw new Error('demo has no approved expense claim');
    const detail = await read<CrossDocumentDetail>('/api/crossList/document', { key: row.key });
    expect(detail.row.key).toBe(row.key);
    expect(detail.fields.find((f) => f.label === '单据编号')?.value).toBe(row.no);
    expect(detail.lines.length).toBeGreaterThan(0);
    expect(sum(detail.lines.map((l) => l.amount))).toBe(row.amount);
    expect(detail.approvals.some((a) => a.action === '审批通过')).toBe(true);
  });

  it('names a bad filter and refuses a date range the wrong way round', async () => {
    const bad = await admin.get('/api/crossList/documents', { type: 'invoice' });
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toContain('单据类型');
    const range = await admin.get('/api/crossList/documents', {
      dateFrom: '2026-05-01',
      dateTo: '2026-04-01',
    });
    expect(range.body.message).toBe('结束日期不能早于开始日期');
    const amounts = await admin.get('/api/crossList/documents', { amountFrom: '100', amountTo: '1' });
    expect(amounts.body.message).toBe('最大金额不能小于最小金额');
    const missing = await admin.get('/api/crossList/document', {
      key: 'claim:00000000-0000-4000-8000-000000000000',
    });
    expect(missing.body.message).toBe('该单据不存在或不属于本单位');
  });
});

describe('全部支付', () => {
  it('approved claims pay what they settle; cashier payments not drawn from a claim voucher', async () => {
    const all = await disbursements({ pageSize: '500' });
    const { rows } = await sql<{ n: number; total: string }>`
      select count(*)::int as n, coalesce(sum(a), 0)::text as total from (
        select (figures->'settlement'->>'amount')::numeric as a from claim
        where status = 'approved' and type <> 'repayment' and figures->'settlement'->>'kind' = '补领'
        union all
        select payment from cashier_entry e where payment <> 0
          and (voucher_id is null or voucher_id not in (select voucher_id from claim where voucher_id is not null))
      ) as p`.execute(db());
    expect(all.totalItemCount).toBe(rows[0]?.n);
    expect(all.totals?.amount).toBe(add(rows[0]?.total ?? '0', '0'));
    expect(all.currentPageItems.some((r) => r.source === 'claim')).toBe(true);
    expect(all.currentPageItems.some((r) => r.source === 'cashier')).toBe(true);
  });

  it('filters by source, state, dates, amounts and text', async () => {
    const all = (await disbursements({ pageSize: '500' })).currentPageItems;
    const cashier = await disbursements({ source: 'cashier', pageSize: '500' });
    expect(cashier.currentPageItems.length).toBe(all.filter((r) => r.source === 'cashier').length);
    const unpaid = await disbursements({ state: 'unpaid', pageSize: '500' });
    expect(unpaid.currentPageItems.every((r) => r.source === 'claim' && r.stateName === '待支付')).toBe(true);
    expect(unpaid.currentPageItems.length).toBe(all.filter((r) => r.state === 'unpaid').length);
    const one = all[0];
    if (!one) throw new Error('no payment');
    const sameDay = await disbursements({ dateFrom: one.date, dateTo: one.date, pageSize: '500' });
    expect(sameDay.currentPageItems.length).toBe(all.filter((r) => r.date === one.date).length);
    const big = await disbursements({ amountFrom: one.amount, pageSize: '500' });
    expect(big.currentPageItems.every((r) => Number(r.amount) >= Number(one.amount))).toBe(true);
    expect(big.currentPageItems.length).toBe(
      all.filter((r) => Number(r.amount) >= Number(one.amount)).length,
    );
    const page2 = await disbursements({ pageSize: '3', pageIndex: '2' });
    expect(page2.currentPageItems.map((r) => r.key)).toEqual(all.slice(3, 6).map((r) => r.key));
  });
});

describe('全部银行流水', () => {
  it('every statement line with its account, receipts and payments totalled', async () => {
    const lines = await db().selectFrom('bank_statement_line').select(['receipt', 'payment']).execute();
    expect(lines.length).toBeGreaterThan(0);
    const all = await statements({ pageSize: '500' });
    expect(all.totalItemCount).toBe(lines.length);
    expect(all.totals?.receipt).toBe(sum(lines.map((l) => String(l.receipt))));
    expect(all.totals?.payment).toBe(sum(lines.map((l) => String(l.payment))));
    expect(all.currentPageItems.every((r) => r.bankName !== '' || r.accountNo !== '')).toBe(true);
  });

  it('filters by account, direction, matched state, dates and amounts', async () => {
    const all = (await statements({ pageSize: '500' })).currentPageItems;
    const account = options.accounts[0];
    if (!account) throw new Error('no reconciled account');
    const one = await statements({ account: account.key, pageSize: '500' });
    expect(one.currentPageItems.length).toBe(
      all.filter((r) => `${r.ledgerSetId}:${r.subjectCode}` === account.key).length,
    );
    const receipts = await statements({ direction: 'receipt', pageSize: '500' });
    expect(receipts.currentPageItems.every((r) => Number(r.receipt) !== 0)).toBe(true);
    expect(receipts.totals?.payment).toBe(sum(receipts.currentPageItems.map((r) => r.payment)));
    const matched = await statements({ matched: 'yes', pageSize: '500' });
    const unmatched = await statements({ matched: 'no', pageSize: '500' });
    expect(matched.totalItemCount + unmatched.totalItemCount).toBe(all.length);
    expect(matched.currentPageItems.every((r) => r.matched)).toBe(true);
    const day = all[0]?.date ?? '';
    const sameDay = await statements({ dateFrom: day, dateTo: day, pageSize: '500' });
    expect(sameDay.currentPageItems.length).toBe(all.filter((r) => r.date === day).length);
    const bad = await admin.get('/api/crossList/bankStatements', { account: '1:abc' });
    expect(bad.body.message).toContain('银行账户');
  });
});

describe('who may read them', () => {
  it('a user without the screen key is refused every list; nothing is shown', async () => {
    for (const path of [
      '/api/crossList/documents',
      '/api/crossList/disbursements',
      '/api/crossList/bankStatements',
      '/api/crossList/options',
    ]) {
      const answer = await zhidan.get(path);
      expect(answer.body.success, path).toBe(false);
      expect(answer.body.errorCode, path).toBe(ErrorCode.forbidden);
    }
  });

  it('a ledger set of another organisation cannot be chosen', async () => {
    const answer = await admin.get('/api/crossList/documents', { zid: '999999' });
    expect(answer.body.message).toBe('所选账套不属于本单位');
  });
});
