// 待办 over HTTP (issue 18 item 10): what awaits the session user across modules — claims waiting
// for their approval, their own claims sent back, approved claims without a voucher for the finance
// office, vouchers to audit or post — each with the screen that opens it, and a count that adds up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { TASK_PATHS } from '../../src/core/contracts/task-panel.ts';
import type { TodoAnswer, TodoItem } from '../../src/core/contracts/todo.ts';
import { startServer, type TestClient, type TestServer } from './harness.ts';
import { Claims, departmentId, expenseBody, signIn, type Users } from './reimbursement-fixture.ts';
import { batch, body, loginAll, saveOk, simple, type Users as VoucherUsers } from './voucher-fixture.ts';

let server: TestServer;
let users: Users;
let books: VoucherUsers;
let claims: Claims;
let office = 0;
const year = new Date().getFullYear();

beforeAll(async () => {
  server = await startServer();
  users = await signIn(server);
  books = await loginAll(server, year);
  claims = new Claims(users);
  office = await departmentId(server, '办公室');
});
afterAll(() => server?.close());

async function todo(as: TestClient): Promise<TodoAnswer> {
  const answer = await as.get<TodoAnswer>('/api/todo/list');
  expect(answer.body.success, answer.body.message).toBe(true);
  const data = answer.body.data;
  // Under 50 documents of a kind every one is listed: the count is the items' counts added up.
  expect(data.count).toBe(data.items.reduce((n, i) => n + i.count, 0));
  return data;
}

const byKey = (answer: TodoAnswer, key: string): TodoItem | undefined =>
  answer.items.find((i) => i.key === key);

describe('GET /api/todo/list', () => {
  it('lists the claims awaiting the approver, one per document, opened from the approval list', async () => {
    const sent = await claims.submitted(users.baoxiao, expenseBody(office, ['66.00']));
    const answer = await todo(users.shenpi);
    expect(byKey(answer, sent.id)).toEqual({
      module: 'reimbursement',
      key: sent.id,
      kind: '费用报销',
      title: `${sent.no} 购买办公用品`,
      declarerName: '陈报销',
      amount: '66.00',
      stepName: '部门审核',
      count: 1,
      since: expect.any(String),
      href: `/final/reimbursement/expenseReimbursement/costApproval?id=${sent.id}&parentCurrent=1`,
    });
    // Not the chairman's: 部门审核 is the department head's step.
    expect(byKey(await todo(users.zhuxi), sent.id)).toBeUndefined();
  });

  it('gives the declarer back their rejected claim, to change and submit again, and drops it once resubmitted', async () => {
    const before = await todo(users.baoxiao);
    const sent = await claims.submitted(users.baoxiao, expenseBody(office, ['88.00']));
    const rejected = (
      await claims.act(users.shenpi, 'reject', {
        documentId: sent.id,
        version: sent.version,
        reason: '缺发票',
      })
    ).body.data;
    const answer = await todo(users.baoxiao);
    expect(answer.count).toBe(before.count + 1);
    expect(byKey(answer, sent.id)).toMatchObject({
      stepName: '修改后重新提交',
      href: `/final/reimbursement/expenseReimbursement/costApproval?id=${sent.id}&parentCurrent=0`,
    });
    await claims.act(users.baoxiao, 'submit', { documentId: sent.id, version: rejected.version });
    expect(byKey(await todo(users.baoxiao), sent.id)).toBeUndefined();
  });

  it('counts the approved claims without a voucher for the finance office in one item', async () => {
    const before = byKey(await todo(users.zhuguan), 'generateVoucher')?.count ?? 0;
    await claims.approveAll(await claims.submitted(users.baoxiao, expenseBody(office, ['99.00'])));
    const item = byKey(await todo(users.zhuguan), 'generateVoucher');
    expect(item).toMatchObject({
      kind: '报销凭证',
      title: `已审批未生成凭证的单据 ${before + 1} 张`,
      stepName: '生成凭证',
      count: before + 1,
      amount: null,
      href: '/final/reimbursement/expenseReimbursement/generatingVoucher',
    });
    // The approver generates no vouchers: not his to do.
    expect(byKey(await todo(users.shenpi), 'generateVoucher')).toBeUndefined();
  });

  it('lists the vouchers waiting for the auditor and then for the bookkeeper of the session year', async () => {
    const auditsBefore = byKey(await todo(books.shenhe), 'voucherAudit')?.count ?? 0;
    const voucher = await saveOk(books.zhidan, body(`${year}-03-10`, simple('12.00', '待办')));
    expect(byKey(await todo(books.shenhe), 'voucherAudit')).toMatchObject({
      module: 'voucher',
      kind: '凭证',
      title: `待审核凭证 ${auditsBefore + 1} 张（${year}年）`,
      stepName: '审核',
      count: auditsBefore + 1,
      href: TASK_PATHS.voucherAudit,
    });
    // 制单 waits on others for his own voucher: nothing of it is his to do.
    expect((await todo(books.zhidan)).items.filter((i) => i.module === 'voucher')).toEqual([]);
    const postsBefore = byKey(await todo(books.jizhang), 'voucherPost')?.count ?? 0;
    await batch(books.shenhe, 'audit', [voucher.id]);
    expect(byKey(await todo(books.jizhang), 'voucherPost')).toMatchObject({
      stepName: '记账',
      count: postsBefore + 1,
      href: TASK_PATHS.voucherPost,
    });
  });

  it('is refused to a duty without 待办 (出纳)', async () => {
    const answer = await books.chuna.get('/api/todo/list');
    expect(answer.body.errorCode).toBe(ErrorCode.forbidden);
  });
});
