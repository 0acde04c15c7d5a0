// /api/process over HTTP (流程管理, issue 18 item 1): the seeded defaults, save and version bumps,
// refusals in Chinese that write nothing, the department's own definition winning in the preview,
// who may manage processes, and ledger sets kept apart.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type { ProcessDefinitionView, ProcessPreview } from '../../src/core/contracts/process.ts';
import { type DutyCode, duties, grants } from '../../src/core/permissions/duties.ts';
import { P } from '../../src/core/permissions/keys.ts';
import {
  ADMIN_PASSWORD,
  countRows,
  DEMO_PASSWORD,
  startServer,
  TestClient,
  type TestServer,
} from './harness.ts';

let server: TestServer;
let admin: TestClient;
/** Department ids of ledger set 001 by name, and one department of 002. */
const dept = new Map<string, number>();
let foreignDept = 0;

beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  const rows = await server.handle.db
    .selectFrom('department as d')
    .innerJoin('ledger_set as l', 'l.id', 'd.ledger_set_id')
    .select(['d.id', 'd.name', 'l.code'])
    .execute();
  for (const r of rows) if (r.code === '001') dept.set(r.name, r.id);
  foreignDept = rows.find((r) => r.code === '002')?.id ?? 0;
});
afterAll(() => server?.close());

const deptId = (name: string) => {
  const id = dept.get(name);
  if (id === undefined) throw new Error(`no department ${name}`);
  return id;
};

const save = (body: unknown, as: TestClient = admin, key?: string) =>
  as.post<ProcessDefinitionView>('/api/process/save', body, key ? { idempotencyKey: key } : {});
const list = async (as: TestClient = admin) =>
  (await as.get<ProcessDefinitionView[]>('/api/process/list')).body.data;
const preview = (departmentId: number, amount: string, documentType = 'expense', as: TestClient = admin) =>
  as.get<ProcessPreview>('/api/process/preview', {
    documentType,
    departmentId: String(departmentId),
    amount,
  });

async function definitionCount(): Promise<number> {
  const row = await server.handle.db
    .selectFrom('process_definition')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The stored rows as text: a refusal must leave every definition exactly as it was. */
async function stored(): Promise<string> {
  const rows = await server.handle.db
    .selectFrom('process_definition')
    .select(['id', 'version', 'steps', 'department_id', 'document_type'])
    .orderBy('id')
    .execute();
  return JSON.stringify(rows);
}

const leaderOnly = [
  { key: 'leader', name: '主席审批', actor: { kind: 'duty', duty: 'approver', scope: 'all' } },
];

describe('the seeded processes', () => {
  it('gives every document type of 001 one definition for all departments', async () => {
    const rows = await list();
    const general = rows.filter((r) => r.departmentId === null);
    expect(general.map((r) => r.documentType)).toEqual([
      'expense',
      'travel',
      'loan',
      'repayment',
      'provision',
      'interAccount',
    ]);
    for (const r of general) {
      expect(r.steps.map((s) => s.name)).toEqual(['部门审核', '领导审批', '财务复核']);
      expect(r).toMatchObject({ version: 1, departmentName: null, updatedBy: null });
    }
    expect(general[0]?.steps[1]).toMatchObject({ fromAmount: '5000.00' });
  });

  it('previews the steps with the amount threshold applied', async () => {
    const big = await preview(deptId('办公室'), '6000');
    expect(big.body).toMatchObject({ success: true });
    expect(big.body.data).toMatchObject({ amount: '6000.00', line: '部门审核 → 领导审批 → 财务复核' });
    const edge = await preview(deptId('办公室'), '5000.00');
    expect(edge.body.data.line).toBe('部门审核 → 领导审批 → 财务复核');
    const small = await preview(deptId('办公室'), '4999.99');
    expect(small.body.data.line).toBe('部门审核 → 财务复核');
  });
});

describe('POST /api/process/save', () => {
  it('creates a department definition that wins in the preview there, and only there', async () => {
    const office = deptId('组织部');
    const created = await save({ documentType: 'travel', departmentId: office, steps: leaderOnly });
    expect(created.body).toMatchObject({ success: true, message: '审批流程已新增' });
    expect(created.body.data).toMatchObject({
      documentType: 'travel',
      departmentId: office,
      departmentName: '组织部',
      version: 1,
      updatedBy: '系统管理员',
    });
    expect((await list()).some((r) => r.id === created.body.data.id)).toBe(true);
    expect((await preview(office, '100.00', 'travel')).body.data.line).toBe('主席审批');
    expect((await preview(deptId('财务部'), '100.00', 'travel')).body.data.line).toBe('部门审核 → 财务复核');
    // The other document types of the same department keep the general definition.
    expect((await preview(office, '100.00', 'loan')).body.data.line).toBe('部门审核 → 财务复核');
  });

  it('bumps the version on every change and refuses a stale one with 4002', async () => {
    const created = (
      await save({ documentType: 'loan', departmentId: deptId('宣传教育部'), steps: leaderOnly })
    ).body.data;
    const changed = await save({
      id: created.id,
      documentType: 'loan',
      departmentId: deptId('宣传教育部'),
      version: 1,
      steps: [
        ...leaderOnly,
        { key: 'fin', name: '财务复核', actor: { kind: 'duty', duty: 'supervisor', scope: 'all' } },
      ],
    });
    expect(changed.body).toMatchObject({ success: true, message: '审批流程已保存' });
    expect(changed.body.data.version).toBe(2);
    expect(changed.body.data.steps.map((s) => s.name)).toEqual(['主席审批', '财务复核']);
    const before = await stored();
    const stale = await save({
      id: created.id,
      documentType: 'loan',
      departmentId: deptId('宣传教育部'),
      version: 1,
      steps: leaderOnly,
    });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({
      errorCode: ErrorCode.conflict,
      message: '借款（宣传教育部）的审批流程已被其他人修改（当前版本 2，您编辑的是版本 1），请刷新后重新编辑',
    });
    expect(await stored()).toBe(before);
  });

  it('keeps named users as text and amounts as money', async () => {
    const zhuguan = await server.handle.db
      .selectFrom('app_user')
      .select('id')
      .where('user_name', '=', 'zhuguan')
      .executeTakeFirstOrThrow();
    const answer = await save({
      documentType: 'provision',
      departmentId: deptId('权益保障部'),
      steps: [
        { key: 'a', name: '部门审核', actor: { kind: 'duty', duty: 'approver', scope: 'department' } },
        {
          key: 'b',
          name: '主管复核',
          actor: { kind: 'users', userIds: [String(zhuguan.id)] },
          fromAmount: '800',
        },
      ],
    });
    expect(answer.body.data.steps[1]).toEqual({
      key: 'b',
      name: '主管复核',
      actor: { kind: 'users', userIds: [String(zhuguan.id)] },
      fromAmount: '800.00',
    });
  });

  it.each([
    [{ documentType: 'expense', steps: [] }, '审批流程至少需要一个审批步骤'],
    [
      {
        documentType: 'expense',
        steps: [{ ...leaderOnly[0], fromAmount: '100' }],
      },
      '审批流程至少需要一个不设金额条件的步骤',
    ],
    [{ documentType: 'expense', steps: [...leaderOnly, ...leaderOnly] }, '第2步：步骤标识 leader 重复'],
    [
      { documentType: 'expense', steps: [{ key: 'x', name: '审批', actor: { kind: 'users', userIds: [] } }] },
      '第1步：请指定审批人',
    ],
    [
      {
        documentType: 'expense',
        steps: [{ key: 'x', name: '审批', actor: { kind: 'duty', duty: 'boss', scope: 'all' } }],
      },
      '第1步：审批岗位不存在：boss',
    ],
    [
      {
        documentType: 'expense',
        steps: [{ key: 'x', name: '审批', actor: { kind: 'users', userIds: ['999999'] } }],
      },
      '第1步：用户（id 999999）不存在或不能使用本账套',
    ],
    [
      { documentType: 'expense', steps: [{ ...leaderOnly[0], fromAmount: '-5' }] },
      '第1行：起始金额应为不小于 0 的金额，如 5000.00',
    ],
    [{ documentType: 'expense', steps: [{ ...leaderOnly[0], name: ' ' }] }, '第1行：步骤名称不能为空'],
    [
      { documentType: 'expense', steps: [{ ...leaderOnly[0], actor: { kind: 'duty', duty: 'approver' } }] },
      '第1行：岗位范围不能为空',
    ],
    [
      { documentType: 'bonus', steps: leaderOnly },
      '单据类型应为 expense、travel、loan、repayment、provision、interAccount 之一（费用报销、差旅报销、借款、还款、备用金、往来报销）',
    ],
    [
      { documentType: 'expense', departmentId: 'foreign', steps: leaderOnly },
      '适用部门不存在或不属于当前账套',
    ],
    [{ documentType: 'expense', steps: leaderOnly }, '费用报销（全部部门）的审批流程已存在，请编辑原有流程'],
  ])('refuses %j in Chinese and writes nothing', async (body, message) => {
    // Ids are known only once the server runs: 'foreign' stands for a department of 002.
    const resolved = 'departmentId' in body ? { ...body, departmentId: foreignDept } : body;
    const before = await stored();
    const records = await countRows(server, 'idempotency');
    const answer = await save(resolved);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message.startsWith(message), answer.body.message).toBe(true);
    expect(await stored()).toBe(before);
    expect(await countRows(server, 'idempotency')).toBe(records);
  });

  it('answers a replay of the same key from the record, writing once', async () => {
    const key = randomUUID();
    const before = await definitionCount();
    const body = { documentType: 'repayment', departmentId: deptId('办公室'), steps: leaderOnly };
    const first = await save(body, admin, key);
    const again = await save(body, admin, key);
    expect(again.headers['idempotent-replay']).toBe('1');
    expect(again.body).toEqual(first.body);
    expect(await definitionCount()).toBe(before + 1);
  });
});

describe('POST /api/process/delete', () => {
  it('deletes a definition; the general one applies again', async () => {
    const created = (
      await save({ documentType: 'interAccount', departmentId: deptId('财务部'), steps: leaderOnly })
    ).body.data;
    expect((await preview(deptId('财务部'), '1.00', 'interAccount')).body.data.line).toBe('主席审批');
    const gone = await admin.post('/api/process/delete', { id: created.id, version: created.version });
    expect(gone.body).toMatchObject({ success: true, message: '审批流程已删除', data: { id: created.id } });
    expect((await preview(deptId('财务部'), '1.00', 'interAccount')).body.data.line).toBe(
      '部门审核 → 财务复核',
    );
  });

  it('refuses a preview when no definition applies', async () => {
    const general = (await list()).find((r) => r.documentType === 'interAccount' && r.departmentId === null);
    await admin.post('/api/process/delete', { id: general?.id });
    const answer = await preview(deptId('办公室'), '1.00', 'interAccount');
    expect(answer.body).toMatchObject({
      success: false,
      errorCode: ErrorCode.refused,
      message: '未配置往来报销的审批流程，请联系管理员在流程管理中设置',
    });
  });
});

describe('who may manage processes', () => {
  const userOf: Record<DutyCode, string> = {
    admin: 'admin',
    supervisor: 'zhuguan',
    preparer: 'zhidan',
    auditor: 'shenhe',
    bookkeeper: 'jizhang',
    cashier: 'chuna',
    employee: 'baoxiao',
    approver: 'shenpi',
    chair: 'zhuxi',
    assetKeeper: 'zichan',
    inspector: 'shenji',
  };

  it('grants 流程管理 to 系统管理员 and 财务主管 only', () => {
    expect(duties.filter((d) => grants(d, P.usercenter.process)).map((d) => d.name)).toEqual([
      '系统管理员',
      '财务主管',
    ]);
  });

  it.each(duties.map((d) => [d.name, d] as const))('%s over HTTP', async (_, duty) => {
    const user = userOf[duty.code];
    const client = await TestClient.login(server, user, user === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD);
    const allowed = grants(duty, P.usercenter.process);
    const before = await stored();
    const listed = await client.get('/api/process/list');
    const saved = await save(
      { documentType: 'expense', departmentId: deptId('组织部'), steps: leaderOnly },
      client,
    );
    if (allowed) {
      expect(listed.body.success).toBe(true);
      expect(saved.body.errorCode, saved.body.message).not.toBe(ErrorCode.forbidden);
      if (saved.body.success) await client.post('/api/process/delete', { id: saved.body.data.id });
    } else {
      expect(listed.body.errorCode).toBe(ErrorCode.forbidden);
      expect(saved.body).toMatchObject({ success: false, errorCode: ErrorCode.forbidden });
      expect(await stored()).toBe(before);
    }
    // The preview is for every user of the ledger set (a claim form shows its path).
    const path = await preview(deptId('办公室'), '10.00', 'expense', client);
    expect(path.body.data.line, path.body.message).toBe('部门审核 → 财务复核');
  });
});

describe('ledger sets apart', () => {
  it("neither lists, reads, changes nor deletes another ledger set's definitions", async () => {
    const foreign = await server.handle.db
      .selectFrom('process_definition as p')
      .innerJoin('ledger_set as l', 'l.id', 'p.ledger_set_id')
      .select(['p.id', 'p.version', 'p.document_type'])
      .where('l.code', '=', '002')
      .executeTakeFirstOrThrow();
    expect((await list()).some((r) => r.id === foreign.id)).toBe(false);
    const read = await admin.get('/api/process/get', { id: String(foreign.id) });
    expect(read.body.message).toBe(`审批流程不存在或不属于当前账套（id ${foreign.id}）`);
    const before = await stored();
    const changed = await save({
      id: foreign.id,
      documentType: foreign.document_type,
      version: foreign.version,
      steps: leaderOnly,
    });
    expect(changed.body.message).toBe(`审批流程不存在或不属于当前账套（id ${foreign.id}）`);
    const gone = await admin.post('/api/process/delete', { id: foreign.id });
    expect(gone.body.message).toBe(`审批流程不存在或不属于当前账套（id ${foreign.id}）`);
    expect(await stored()).toBe(before);
    const path = await preview(foreignDept, '1.00');
    expect(path.body.message).toBe(`适用部门不存在或不属于当前账套（id ${foreignDept}）`);
  });
});
