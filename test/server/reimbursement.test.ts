// /api/reimbursement over HTTP (issue 18 items 2 and 4): the validation messages of a save (nothing
// written), the full life save -> submit -> approve steps -> approved, reject with a reason, the
// withdrawal and cancel windows, stale actions told what changed, the declarer never approving
// their own document, the process kept after a definition change, lists and idempotent replays.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { ClaimListPage, ClaimView } from '../../src/core/contracts/reimbursement.ts';
import { ADMIN_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';
import {
  Claims,
  departmentId,
  expenseBody,
  loanBody,
  signIn,
  today,
  type Users,
} from './reimbursement-fixture.ts';

let server: TestServer;
let users: Users;
let claims: Claims;
let office = 0;

beforeAll(async () => {
  server = await startServer();
  users = await signIn(server);
  claims = new Claims(users);
  office = await departmentId(server, '办公室');
});
afterAll(() => server?.close());

async function claimCount(): Promise<number> {
  const row = await server.handle.db
    .selectFrom('claim')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function historyCount(id: string): Promise<number> {
  const row = await server.handle.db
    .selectFrom('claim_history')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('claim_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('save: every refusal says why and writes nothing', () => {
  const cases: [string, () => Promise<object>, string][] = [
    ['no lines', async () => expenseBody(office, []), '请至少填写一行费用明细'],
    [
      'a subject that is not a leaf',
      async () => ({
        ...expenseBody(office),
        lines: [{ ...expenseBody(office).lines[0], subjectCode: '505' }],
      }),
      '费用明细第1行：505 业务支出 不是末级科目，请选择明细科目',
    ],
    [
      'a subject that is no expense',
      async () => ({
        ...expenseBody(office),
        lines: [{ ...expenseBody(office).lines[0], subjectCode: '101' }],
      }),
      '费用明细第1行：101 库存现金 不是支出科目',
    ],
    [
      'an unknown subject',
      async () => ({
        ...expenseBody(office),
        lines: [{ ...expenseBody(office).lines[0], subjectCode: '59999' }],
      }),
      '费用明细第1行：支出科目 59999 不存在',
    ],
    [
      "another ledger set's department",
      async () => expenseBody(await departmentId(server, '教务处', '002')),
      '部门不存在或不属于当前账套',
    ],
    [
      'a loan without its due date',
      async () => loanBody(office, '100.00', { loanDueDate: null }),
      '请填写最迟还款日',
    ],
    ['a loan of nothing', async () => loanBody(office, '0'), '金额必须大于 0'],
    [
      'a due date before the loan',
      async () => loanBody(office, '100.00', { loanDueDate: '2020-01-01' }),
      '最迟还款日不能早于借款日期',
    ],
    [
      'a repayment of no loan',
      async () => ({ ...loanBody(office, '10.00'), type: 'repayment' }),
      '请选择归还的借款单',
    ],
    [
      'a travel claim without its trip',
      async () => ({ ...expenseBody(office, []), type: 'travel' }),
      '请填写差旅行程',
    ],
    [
      'an amount with three decimals',
      async () => expenseBody(office, ['1.005']),
      '应为不小于 0 的金额，最多两位小数',
    ],
    [
      'a repayment of a loan that does not exist',
      async () => ({ ...loanBody(office, '10.00'), type: 'repayment', repaidLoanId: randomUUID() }),
      '借款单不存在或不属于当前账套',
    ],
  ];
  for (const [what, body, message] of cases) {
    it(`refuses ${what}`, async () => {
      const before = await claimCount();
      const answer = await claims.save(users.baoxiao, await body());
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toContain(message);
      expect(await claimCount()).toBe(before);
    });
  }

  it('never trusts a client total: the amount is the lines', async () => {
    const answer = await claims.save(
      users.baoxiao,
      expenseBody(office, ['12.5', '0.75'], { enteredAmount: '999.00' }),
    );
    expect(answer.body.data.figures.amount).toBe('13.25');
    expect(answer.body.data.amountUpper).toBe('人民币壹拾叁元贰角伍分');
  });

  it('lets only the declarer edit, only with the version they edited', async () => {
    const body = expenseBody(office);
    const saved = (await claims.save(users.baoxiao, body)).body.data;
    expect(saved.no).toMatch(new RegExp(`^BX${today().slice(0, 4)}${today().slice(5, 7)}-\\d{4}$`));
    const noVersion = await claims.save(users.baoxiao, { ...body, reason: '改' });
    expect(noVersion.body.message).toBe('修改单据时缺少版本号（version），请刷新后重新编辑');
    const other = await claims.save(users.zhuguan, { ...body, version: 1 });
    expect(other.body.message).toBe('只有申报人可以修改单据');
    const edited = await claims.save(users.baoxiao, {
      ...body,
      version: 1,
      lines: [{ ...body.lines[0], amount: '150' }],
    });
    expect(edited.body.data).toMatchObject({ version: 2, figures: { amount: '150.00' }, no: saved.no });
    const stale = await claims.save(users.baoxiao, { ...body, version: 1 });
    expect(stale.body).toMatchObject({
      errorCode: ErrorCode.conflict,
      message: '单据已变更：金额已修改（100.00 → 150.00），请刷新后重试',
    });
  });

  it('numbers per type and month from one counter', async () => {
    const a = (await claims.save(users.baoxiao, loanBody(office, '10.00'))).body.data.no;
    const b = (await claims.save(users.baoxiao, loanBody(office, '11.00'))).body.data.no;
    expect(a.startsWith('JK')).toBe(true);
    expect(Number(b.slice(-4))).toBe(Number(a.slice(-4)) + 1);
  });
});

/** A user of ledger set 001 holding `duty` in `departmentId` (null: every department), who never signs in here. */
async function addUser(duty: string, departmentId: number | null): Promise<void> {
  const db = server.handle.db;
  const shenpi = await db
    .selectFrom('app_user')
    .select(['org_id', 'password_hash', 'default_ledger_set_id'])
    .where('user_name', '=', 'shenpi')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('app_user')
    .values({
      ...shenpi,
      user_name: `${duty}${departmentId ?? 'all'}`,
      real_name: `另一位${duty}`,
      department_id: departmentId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db.selectFrom('role').select('id').where('code', '=', duty).executeTakeFirstOrThrow();
  await db.insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute();
  await db
    .insertInto('user_ledger_set')
    .values({ user_id: user.id, ledger_set_id: shenpi.default_ledger_set_id ?? 0, level: 2 })
    .execute();
}

describe('the life of a claim', () => {
  it('save -> submit -> 部门审核 -> 财务复核 -> approved, with names and steps in the history', async () => {
    const sent = await claims.submitted(users.baoxiao, expenseBody(office, ['800.00']));
    expect(sent).toMatchObject({ status: 'inApproval', stepIndex: 0, positionLabel: '审批中（部门审核）' });
    expect(sent.process?.steps.map((s) => s.name)).toEqual(['部门审核', '财务复核']);
    expect(sent.allowed).toMatchObject({ withdraw: true, approve: false, edit: false });
    const seenByApprover = await claims.get(users.shenpi, sent.id);
    expect(seenByApprover.allowed).toMatchObject({ approve: true, reject: true, withdraw: false });
    const first = await claims.act(users.shenpi, 'approve', {
      documentId: sent.id,
      version: sent.version,
      remark: '同意',
    });
    expect(first.body.data).toMatchObject({
      status: 'inApproval',
      stepIndex: 1,
      positionLabel: '审批中（财务复核）',
    });
    // 财务复核 is the supervisor's; the approver cannot take it.
    const wrong = await claims.act(users.shenpi, 'approve', {
      documentId: sent.id,
      version: first.body.data.version,
    });
    expect(wrong.body.message).toBe('当前步骤「财务复核」不由您审批');
    const done = await claims.act(users.zhuguan, 'approve', {
      documentId: sent.id,
      version: first.body.data.version,
    });
    expect(done.body.data).toMatchObject({ status: 'approved', positionLabel: '已通过', stepIndex: null });
    expect(done.body.data.history.map((h) => [h.action, h.actorName, h.stepName, h.comment])).toEqual([
      ['submit', '陈报销', '申报', ''],
      ['approve', '刘审批', '部门审核', '同意'],
      ['approve', '孙主管', '财务复核', ''],
    ]);
  });

  it('refuses to submit a claim whose 部门审核 nobody could act on, naming the step', async () => {
    // 宣传教育部 has no 部门负责人 among the demo users: submitted, the claim would wait for ever.
    const nobody = await departmentId(server, '宣传教育部');
    const body = expenseBody(nobody, ['50.00']);
    const saved = (await claims.save(users.baoxiao, body)).body.data;
    const refused = await claims.act(users.baoxiao, 'submit', {
      documentId: body.id,
      version: saved.version,
    });
    expect(refused.body).toMatchObject({ success: false, errorCode: ErrorCode.refused });
    expect(refused.body.message).toBe(
      '「部门审核」没有可审批的人（申报人本人不能审批），提交后将无人处理；请联系管理员在流程管理中为本部门指定审批人',
    );
    expect((await claims.get(users.baoxiao, body.id)).status).toBe('draft');
  });

  it("leaves another department's 部门审核 to that department's head", async () => {
    const other = await departmentId(server, '组织部');
    await addUser('approver', other);
    const sent = await claims.submitted(users.baoxiao, expenseBody(other, ['120.00']));
    expect(sent.positionLabel).toBe('审批中（部门审核）');
    const seen = await claims.get(users.shenpi, sent.id);
    expect(seen.allowed.approve).toBe(false);
    const refused = await claims.act(users.shenpi, 'approve', { documentId: sent.id, version: sent.version });
    expect(refused.body.message).toBe('当前步骤「部门审核」不由您审批');
    const awaiting = await users.shenpi.get<ClaimListPage>('/api/reimbursement/list', {
      scope: 'awaiting',
      pageSize: '500',
    });
    expect(awaiting.body.data.rows.some((r) => r.id === sent.id)).toBe(false);
  });

  it('adds 领导审批 from 5,000.00, signed by the 工会主席 and never by the department head again', async () => {
    const sent = await claims.submitted(users.baoxiao, expenseBody(office, ['5000.00']));
    expect(sent.process?.steps.map((s) => s.name)).toEqual(['部门审核', '领导审批', '财务复核']);
    // 部门审核 is the 部门负责人's: the chairman is not asked for it.
    expect((await claims.get(users.zhuxi, sent.id)).allowed.approve).toBe(false);
    const dept = (await claims.act(users.shenpi, 'approve', { documentId: sent.id, version: sent.version }))
      .body.data;
    expect(dept.positionLabel).toBe('审批中（领导审批）');
    // The head who signed 部门审核 cannot sign as leader too.
    const twice = await claims.act(users.shenpi, 'approve', { documentId: sent.id, version: dept.version });
    expect(twice.body.message).toBe('当前步骤「领导审批」不由您审批');
    const awaiting = await users.zhuxi.get<ClaimListPage>('/api/reimbursement/list', {
      scope: 'awaiting',
      pageSize: '500',
    });
    expect(awaiting.body.data.rows.some((r) => r.id === sent.id && r.awaitsMe)).toBe(true);
    const done = await claims.approveAll(dept);
    expect(done.status).toBe('approved');
    expect(done.history.map((h) => h.actorName)).toEqual(['陈报销', '刘审批', '周主席', '孙主管']);
  });

  it('rejects with a reason (required), and the declarer edits and resubmits', async () => {
    const sent = await claims.submitted(users.baoxiao, expenseBody(office));
    const noReason = await claims.act(users.shenpi, 'reject', {
      documentId: sent.id,
      version: sent.version,
      reason: '  ',
    });
    expect(noReason.body.success).toBe(false);
    const rejected = await claims.act(users.shenpi, 'reject', {
      documentId: sent.id,
      version: sent.version,
      reason: '发票不全',
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', allowed: { approve: false } });
    expect(rejected.body.data.history.at(-1)).toMatchObject({
      action: 'reject',
      comment: '发票不全',
      actorName: '刘审批',
    });
    const mine = await claims.get(users.baoxiao, sent.id);
    expect(mine.allowed).toMatchObject({ edit: true, submit: true, delete: true });
    const again = await claims.act(users.baoxiao, 'submit', { documentId: sent.id, version: mine.version });
    expect(again.body.data).toMatchObject({ status: 'inApproval', stepIndex: 0 });
    expect(again.body.data.history.at(-1)?.action).toBe('resubmit');
  });

  it('withdraws before the next step acts, and not after', async () => {
    const sent = await claims.submitted(users.baoxiao, expenseBody(office));
    const back = await claims.act(users.baoxiao, 'withdrawal', { documentId: sent.id });
    expect(back.body.data).toMatchObject({ status: 'withdrawn', positionLabel: '已撤回' });
    const again = (
      await claims.act(users.baoxiao, 'submit', { documentId: sent.id, version: back.body.data.version })
    ).body.data;
    const approved = await claims.act(users.shenpi, 'approve', {
      documentId: sent.id,
      version: again.version,
    });
    const late = await claims.act(users.baoxiao, 'withdrawal', { documentId: sent.id });
    expect(late.body).toMatchObject({ success: false, message: '单据已有审批记录，不能撤回' });
    expect((await claims.get(users.baoxiao, sent.id)).version).toBe(approved.body.data.version);
  });

  it('cancels an approval while the next step has not acted, and not after', async () => {
    const sent = await claims.submitted(users.baoxiao, expenseBody(office));
    const approved = (
      await claims.act(users.shenpi, 'approve', { documentId: sent.id, version: sent.version })
    ).body.data;
    expect(approved.allowed.cancel).toBe(true);
    expect((await claims.get(users.baoxiao, sent.id)).allowed.cancel).toBe(false);
    const undone = await claims.act(users.shenpi, 'cancle', { documentId: sent.id });
    expect(undone.body.data).toMatchObject({ status: 'inApproval', stepIndex: 0, approvals: [] });
    const again = (
      await claims.act(users.shenpi, 'approve', { documentId: sent.id, version: undone.body.data.version })
    ).body.data;
    await claims.act(users.zhuguan, 'approve', { documentId: sent.id, version: again.version });
    const late = await claims.act(users.shenpi, 'cancle', { documentId: sent.id });
    expect(late.body).toMatchObject({ success: false, message: '下一步骤已审批，不能取消审批' });
  });

  it('refuses a stale approval with what changed', async () => {
    const sent = await claims.submitted(users.baoxiao, expenseBody(office));
    await claims.act(users.baoxiao, 'withdrawal', { documentId: sent.id, version: sent.version });
    const stale = await claims.act(users.shenpi, 'approve', { documentId: sent.id, version: sent.version });
    expect(stale.body).toMatchObject({
      success: false,
      errorCode: ErrorCode.conflict,
      message: '单据已变更：已被撤回，请刷新后重试',
    });
    const twice = await claims.submitted(users.baoxiao, expenseBody(office));
    await claims.act(users.shenpi, 'approve', { documentId: twice.id, version: twice.version });
    const again = await claims.act(users.shenpi, 'approve', { documentId: twice.id, version: twice.version });
    expect(again.body.message).toBe('单据已变更：您已审批过，请刷新后重试');
  });

  it('never lets the declarer approve their own document, at any step', async () => {
    // 孙主管 holds 财务复核 and may claim too; the document is for 办公室, whose 部门审核 is 刘审批's.
    // Alone at 财务复核 his own claim could not be submitted (nobody else to review it): a second one.
    const alone = expenseBody(office);
    const draft = (await claims.save(users.zhuguan, alone)).body.data;
    const refused = await claims.act(users.zhuguan, 'submit', {
      documentId: alone.id,
      version: draft.version,
    });
    expect(refused.body.message).toMatch(/^「财务复核」没有可审批的人/);
    await addUser('supervisor', null);
    const own = await claims.submitted(users.zhuguan, expenseBody(office));
    const atFirst = await claims.act(users.zhuguan, 'approve', { documentId: own.id, version: own.version });
    expect(atFirst.body.message).toBe('不能审批本人申报的单据');
    const next = (await claims.act(users.shenpi, 'approve', { documentId: own.id, version: own.version }))
      .body.data;
    expect(next.process?.steps[next.stepIndex ?? 0]?.name).toBe('财务复核');
    expect(next.allowed.approve).toBe(false);
    const atFinance = await claims.act(users.zhuguan, 'approve', {
      documentId: own.id,
      version: next.version,
    });
    expect(atFinance.body.message).toBe('不能审批本人申报的单据');
    const awaiting = await users.zhuguan.get<ClaimListPage>('/api/reimbursement/list', { scope: 'awaiting' });
    expect(awaiting.body.data.rows.some((r) => r.id === own.id)).toBe(false);
  });

  it('keeps the process a document was submitted under when the definition changes', async () => {
    const admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
    const sent = await claims.submitted(users.baoxiao, expenseBody(office));
    const list = await admin.get<
      { id: number; documentType: string; departmentId: number | null; version: number; steps: unknown[] }[]
    >('/api/process/list', { documentType: 'expense' });
    const general = list.body.data.find((d) => d.departmentId === null);
    if (!general) throw new Error('no general expense process');
    const changed = await admin.post('/api/process/save', {
      id: general.id,
      version: general.version,
      documentType: 'expense',
      departmentId: null,
      steps: [{ key: 'only', name: '主席审批', actor: { kind: 'duty', duty: 'supervisor', scope: 'all' } }],
    });
    expect(changed.body.success).toBe(true);
    try {
      const kept = await claims.get(users.baoxiao, sent.id);
      expect(kept.process?.steps.map((s) => s.name)).toEqual(['部门审核', '财务复核']);
      expect((await claims.approveAll(kept)).status).toBe('approved');
      const later = await claims.submitted(users.baoxiao, expenseBody(office));
      expect(later.process?.steps.map((s) => s.name)).toEqual(['主席审批']);
    } finally {
      const now = (
        await admin.get<{ id: number; version: number }>('/api/process/get', { id: String(general.id) })
      ).body.data;
      await admin.post('/api/process/save', {
        id: general.id,
        version: now.version,
        documentType: 'expense',
        departmentId: null,
        steps: general.steps,
      });
    }
  });

  it('deletes a draft of the declarer only, and not one in approval', async () => {
    const sent = await claims.submitted(users.baoxiao, expenseBody(office));
    const refused = await claims.act(users.baoxiao, 'delete', { documentId: sent.id, version: sent.version });
    expect(refused.body.message).toBe('审批中或已通过的单据不能删除，如需删除请先撤回');
    const draft = (await claims.save(users.baoxiao, expenseBody(office))).body.data;
    const gone = await claims.act(users.baoxiao, 'delete', { documentId: draft.id, version: draft.version });
    expect(gone.body).toMatchObject({ success: true, data: { documentId: draft.id } });
    const after = await users.baoxiao.get('/api/reimbursement/get', { documentId: draft.id });
    expect(after.body.message).toBe('单据不存在或不属于当前账套');
  });
});

describe('lists', () => {
  it('shows mine, awaiting (not my own) and handled, paged by an opaque cursor without repeats', async () => {
    const made: ClaimView[] = [];
    for (let i = 0; i < 5; i++)
      made.push(await claims.submitted(users.baoxiao, expenseBody(office, [`${i + 1}.00`])));
    const pageOne = (
      await users.shenpi.get<ClaimListPage>('/api/reimbursement/list', { scope: 'awaiting', pageSize: '3' })
    ).body.data;
    expect(pageOne.rows).toHaveLength(3);
    expect(pageOne.rows.every((r) => r.awaitsMe)).toBe(true);
    const seen = new Set(pageOne.rows.map((r) => r.id));
    let cursor = pageOne.nextCursor;
    while (cursor) {
      const next = (
        await users.shenpi.get<ClaimListPage>('/api/reimbursement/list', {
          scope: 'awaiting',
          pageSize: '3',
          cursor,
        })
      ).body.data;
      for (const r of next.rows) {
        expect(seen.has(r.id)).toBe(false);
        seen.add(r.id);
      }
      cursor = next.nextCursor;
    }
    expect(seen.size).toBe(pageOne.total);
    for (const m of made) expect(seen.has(m.id)).toBe(true);
    const mine = (
      await users.baoxiao.get<ClaimListPage>('/api/reimbursement/list', { scope: 'mine', pageSize: '500' })
    ).body.data;
    expect(mine.rows.find((r) => r.id === made[0]?.id)).toMatchObject({
      amount: '1.00',
      positionLabel: '审批中（部门审核）',
      declarerName: '陈报销',
      departmentName: '办公室',
    });
    const first = made[0] as ClaimView;
    await claims.act(users.shenpi, 'approve', { documentId: first.id, version: first.version });
    const handled = (
      await users.shenpi.get<ClaimListPage>('/api/reimbursement/list', { scope: 'handled', pageSize: '500' })
    ).body.data;
    expect(handled.rows.some((r) => r.id === first.id)).toBe(true);
    const bad = await users.shenpi.get('/api/reimbursement/list', {
      scope: 'awaiting',
      cursor: 'bm90IGEgY3Vyc29y',
    });
    expect(bad.body.message).toBe('翻页位置（cursor）无效，请从第一页重新查询');
    const notFinance = await users.baoxiao.get('/api/reimbursement/list', { scope: 'all' });
    expect(notFinance.body.success).toBe(false);
  });

  it('shows the finance office every approved document under 已审批, an approver only what they decided', async () => {
    const approved = await claims.approveAll(
      await claims.submitted(users.baoxiao, expenseBody(office, ['77.00'])),
    );
    const waiting = await claims.submitted(users.baoxiao, expenseBody(office, ['78.00']));
    const handledBy = async (as: TestClient) =>
      (
        await as.get<ClaimListPage>('/api/reimbursement/list', {
          scope: 'handled',
          type: 'expense',
          pageSize: '500',
        })
      ).body.data;
    // 制单 (a 会计 who approves nothing) books and pays them: every approved one, nothing in approval.
    const preparer = await handledBy(users.zhidan);
    expect(preparer.rows.some((r) => r.id === approved.id)).toBe(true);
    expect(preparer.rows.some((r) => r.id === waiting.id)).toBe(false);
    expect(preparer.rows.every((r) => r.status === 'approved')).toBe(true);
    expect(preparer.total).toBe(preparer.rows.length);
    // 刘审批 sees what he decided, and not a claim approved without him.
    const rejected = await claims.submitted(users.baoxiao, expenseBody(office, ['79.00']));
    await claims.act(users.shenpi, 'reject', {
      documentId: rejected.id,
      version: rejected.version,
      reason: '重填',
    });
    const approver = await handledBy(users.shenpi);
    expect(approver.rows.some((r) => r.id === rejected.id)).toBe(true);
    expect(approver.rows.some((r) => r.id === waiting.id)).toBe(false);
  });
});

describe('idempotent replays', () => {
  it('answers a replayed save and every action once, writing once', async () => {
    const body = expenseBody(office);
    const key = randomUUID();
    const a = await claims.save(users.baoxiao, body, key);
    const b = await claims.save(users.baoxiao, body, key);
    expect(b.body).toEqual(a.body);
    let version = a.body.data.version;
    const steps: [keyof Users, string, object][] = [
      ['baoxiao', 'submit', {}],
      ['baoxiao', 'withdrawal', {}],
      ['baoxiao', 'submit', {}],
      ['shenpi', 'approve', {}],
      ['shenpi', 'cancle', {}],
      ['shenpi', 'reject', { reason: '重填' }],
    ];
    for (const [who, action, extra] of steps) {
      const k = randomUUID();
      const input = { documentId: body.id, version, ...extra };
      const first = await claims.act(users[who], action, input, k);
      expect(first.body.success, `${action}: ${first.body.message}`).toBe(true);
      const again = await claims.act(users[who], action, input, k);
      expect(again.body).toEqual(first.body);
      version = first.body.data.version;
    }
    expect(await historyCount(body.id)).toBe(steps.length);
    const k = randomUUID();
    const del = await claims.act(users.baoxiao, 'delete', { documentId: body.id, version }, k);
    expect((await claims.act(users.baoxiao, 'delete', { documentId: body.id, version }, k)).body).toEqual(
      del.body,
    );
  });
});

describe('the demo documents', () => {
  it('seeds a draft, a claim awaiting 刘审批 and an approved loan still owed', async () => {
    const mine = (
      await users.baoxiao.get<ClaimListPage>('/api/reimbursement/list', { scope: 'mine', pageSize: '500' })
    ).body.data;
    expect(
      mine.rows.find((r) => r.reason === '购买办公用品' && r.status === 'draft' && r.amount === '360.00'),
    ).toBeDefined();
    const awaiting = (
      await users.shenpi.get<ClaimListPage>('/api/reimbursement/list', { scope: 'awaiting', pageSize: '500' })
    ).body.data;
    expect(awaiting.rows.find((r) => r.reason === '职工书屋图书采购')).toMatchObject({
      amount: '1930.00',
      awaitsMe: true,
    });
    const loans = await claims.loans(users.baoxiao);
    expect(loans.find((l) => l.reason === '赴省总工会培训预借差旅费')).toMatchObject({
      outstanding: '2000.00',
      status: 'open',
    });
  });
});

// Last in the file: every save, submit, approval, rejection, withdrawal, cancel and delete above has
// gone through the trigger that keeps claim_await_count (migration 0023).
describe('the awaiting total', () => {
  it('keeps claim_await_count equal to the waiting documents after every kind of change', async () => {
    const db = server.handle.db;
    const counted = await db
      .selectFrom('claim')
      .select(['ledger_set_id', 'await_key', 'type', 'declarer_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('status', '=', 'inApproval')
      .where('await_key', 'is not', null)
      .groupBy(['ledger_set_id', 'await_key', 'type', 'declarer_id'])
      .execute();
    const kept = await db
      .selectFrom('claim_await_count')
      .select(['ledger_set_id', 'await_key', 'type', 'declarer_id', 'n'])
      .where('n', '<>', 0)
      .execute();
    const key = (r: { ledger_set_id: number; await_key: string | null; type: string; declarer_id: number }) =>
      `${r.ledger_set_id}/${r.await_key}/${r.type}/${r.declarer_id}`;
    expect(counted.length).toBeGreaterThan(0);
    expect(new Map(kept.map((r) => [key(r), Number(r.n)]))).toEqual(
      new Map(counted.map((r) => [key(r), Number(r.n)])),
    );
  });

  it('answers the same total from the counter as from counting the rows', async () => {
    for (const who of [users.shenpi, users.zhuguan, users.zhidan, users.baoxiao]) {
      const list = (query: Record<string, string>) =>
        who.get<ClaimListPage>('/api/reimbursement/list', { scope: 'awaiting', pageSize: '1', ...query });
      const fromCounter = (await list({})).body;
      // A date filter that keeps every document takes the counting path.
      const fromRows = (await list({ dateFrom: '2000-01-01' })).body;
      if (!fromCounter.success) {
        expect(fromRows.success).toBe(false);
        continue;
      }
      expect(fromRows.success && fromRows.data.total).toBe(fromCounter.data.total);
    }
    const shenpi = (
      await users.shenpi.get<ClaimListPage>('/api/reimbursement/list', { scope: 'awaiting', pageSize: '1' })
    ).body.data;
    expect(shenpi.total).toBeGreaterThan(0);
  });
});
