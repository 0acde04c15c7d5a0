// Opening balances over HTTP: end-level entry with roll-up, department and auxiliary breakdowns,
// each kind of trial-balance imbalance, confirmation and its undo, and the all-or-nothing import.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

interface Row {
  code: string;
  initAmount: string;
  isLeaf: boolean;
  departmentAmount: string | null;
  auxiliaryAmount: string | null;
}
interface Trial {
  balanced: boolean;
  debitCreditDifference: string;
  equationDifference: string;
  problems: string[];
}

let server: TestServer;
let admin: TestClient;
let zids: Record<string, number>;
let fresh: number;
beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  const list = (await admin.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  zids = Object.fromEntries(list.map((z) => [z.ztno, z.zid]));
  fresh = (
    await admin.post<{ zid: number }>('/api/zt/save', {
      name: '期初测试工会',
      kind: 'county',
      startYear: 2022,
    })
  ).body.data.zid;
});
afterAll(() => server?.close());

const use = async (zid: number) =>
  expect((await admin.post('/api/zt/select', { zid, year: 2022 })).body.success).toBe(true);
const rows = async () =>
  (await admin.get<{ subjectList: Row[] }>('/api/init/balances')).body.data.subjectList;
const amountOf = async (code: string) => (await rows()).find((r) => r.code === code)?.initAmount;
const verify = async () => (await admin.get<Trial>('/api/init/verify')).body.data;
const setBalances = (details: { code: string; initAmount: string }[]) =>
  admin.post('/api/init/balances', { details });

async function openingCount(): Promise<number> {
  const row = await server.handle.db
    .selectFrom('opening_balance')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function workbook(data: (string | number)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('期初');
  sheet.addRow(['科目编码', '科目名称', '余额方向', '期初余额']);
  for (const row of data) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

describe('the demo ledger sets', () => {
  it('roll parents up from their end-level subjects and tie out', async () => {
    for (const code of ['001', '002']) {
      await use(zids[code] as number);
      expect((await verify()).balanced, code).toBe(true);
    }
    await use(zids['001'] as number);
    const list = await rows();
    expect(list.find((r) => r.code === '102')).toMatchObject({ isLeaf: false, initAmount: '3370000.00' });
    expect(list.find((r) => r.code === '301')?.initAmount).toBe('2150000.00');
    expect(list.find((r) => r.code === '135')).toMatchObject({
      departmentAmount: '26000.00',
      auxiliaryAmount: '26000.00',
    });
    expect((await admin.get('/checkFinancial')).body).toMatchObject({ success: true });
  });
});

describe('entering opening balances', () => {
  beforeAll(async () => {
    await use(fresh);
    // Manual mode: the 2021 year-end balances are keyed in as opening balances.
    expect((await admin.post('/saveChoiceStand', { mode: 3 })).body.data).toMatchObject({
      successionState: 'skipped',
    });
    expect((await admin.get('/checkFinancial')).body).toMatchObject({
      errorCode: ErrorCode.operation,
      data: 1,
    });
  });

  it('takes amounts on end-level subjects only and lists every bad row (4003), writing nothing', async () => {
    const before = await openingCount();
    const answer = await setBalances([
      { code: '101', initAmount: '100' },
      { code: '301', initAmount: '5' },
      { code: '402', initAmount: '5' },
      { code: '999', initAmount: '5' },
    ]);
    expect(answer.body).toMatchObject({
      errorCode: ErrorCode.validationList,
      message: '期初余额有 3 处错误，未保存',
    });
    expect(answer.body.data).toEqual([
      { message: '第2行：科目 301 资产基金 不是末级科目，只能在末级科目录入期初余额' },
      { message: '第3行：科目 402 拨缴经费收入 属于收入类，年初应无余额' },
      { message: '第4行：科目编码 999 不存在' },
    ]);
    const bad = await setBalances([{ code: '101', initAmount: 'abc' }]);
    expect(bad.body).toMatchObject({
      errorCode: ErrorCode.badRequest,
      message: '第1行：期初余额不是有效金额或超出允许范围',
    });
    expect(await openingCount()).toBe(before);
  });

  it('finds a debit/credit imbalance and the broken equation, each with its difference', async () => {
    expect((await setBalances([{ code: '101', initAmount: '1,000' }])).body.success).toBe(true);
    const trial = await verify();
    expect(trial).toMatchObject({
      balanced: false,
      debitCreditDifference: '1000.00',
      equationDifference: '1000.00',
    });
    expect(trial.problems).toEqual([
      '借方合计 1,000.00 与贷方合计 0.00 不等，差额 1,000.00',
      '资产 1,000.00 不等于负债 0.00 加净资产 0.00（合计 0.00），差额 1,000.00',
    ]);
    expect((await setBalances([{ code: '32205', initAmount: '1000' }])).body.success).toBe(true);
    expect(await verify()).toMatchObject({ balanced: true, problems: [] });
    expect(await amountOf('322')).toBe('1000.00');
  });

  it('finds an income balance that should not be there', async () => {
    // The API refuses it; a row written behind its back is still caught by the verification.
    await server.handle.db
      .insertInto('opening_balance')
      .values({ ledger_set_id: fresh, subject_code: '408', debit: '0', credit: '30.00' })
      .execute();
    const trial = await verify();
    expect(trial.problems).toEqual([
      '借方合计 1,000.00 与贷方合计 1,030.00 不等，差额 -30.00',
      '收入类科目年初应无余额，当前合计 30.00',
    ]);
    await server.handle.db
      .deleteFrom('opening_balance')
      .where('ledger_set_id', '=', fresh)
      .where('subject_code', '=', '408')
      .execute();
  });

  it('checks the department breakdown against its subject', async () => {
    const list = await admin.get<{ subjectList: { id: number; code: string }[] }>('/api/subject/tree');
    const receivable = list.body.data.subjectList.find((s) => s.code === '135') as { id: number };
    await admin.post('/api/subject/save', {
      id: receivable.id,
      code: '135',
      name: '其他应收款',
      deptAccounting: true,
    });
    await admin.post('/api/departMent/save', { code: 'D1', name: '办公室' });
    await admin.post('/api/departMent/save', { code: 'D2', name: '财务部' });
    await setBalances([
      { code: '135', initAmount: '500' },
      { code: '32205', initAmount: '1500' },
    ]);
    expect((await verify()).problems).toEqual([
      '科目 135 其他应收款 的部门期初余额合计 0.00 与科目期初余额 500.00 不等，差额 -500.00',
    ]);
    const wrong = await admin.post('/api/init/departmentBalances', {
      code: '135',
      details: [
        { departmentCode: 'D1', initAmount: '200' },
        { departmentCode: 'D2', initAmount: '250' },
      ],
    });
    expect(wrong.body).toMatchObject({
      errorCode: ErrorCode.refused,
      message: '科目 135 其他应收款 的部门期初余额合计 450.00 与科目期初余额 500.00 不等，差额 -50.00',
      data: { difference: '-50.00' },
    });
    const unknown = await admin.post('/api/init/departmentBalances', {
      code: '135',
      details: [{ departmentCode: 'D9', initAmount: '500' }],
    });
    expect(unknown.body.data).toEqual([{ message: '第1行：部门编码 D9 不存在' }]);
    const right = await admin.post('/api/init/departmentBalances', {
      code: '135',
      details: [
        { departmentCode: 'D1', initAmount: '200' },
        { departmentCode: 'D2', initAmount: '300' },
      ],
    });
    expect(right.body.data).toMatchObject({
      initAmount: '500.00',
      breakdownAmount: '500.00',
      difference: '0.00',
    });
    expect(
      (await admin.post('/api/init/departmentBalances', { code: '101', details: [] })).body.message,
    ).toBe('科目 101 库存现金 未设置部门核算');
    expect((await verify()).balanced).toBe(true);
  });

  it('checks the auxiliary breakdown against its subject', async () => {
    const types = (await admin.get<{ id: number; builtin: string }[]>('/api/auxi/GetAuxiTypeAllList')).body
      .data;
    const person = types.find((t) => t.builtin === 'person') as { id: number };
    await admin.post('/api/auxi/SaveAuxiInfo', { typeId: person.id, infoNo: 'P1', infoName: '张三' });
    await admin.post('/api/auxi/SaveAuxiInfo', { typeId: person.id, infoNo: 'P2', infoName: '李四' });
    await admin.post('/api/auxi/SaveSubjectAuxiType', { code: '135', auxTypeIds: [person.id] });
    expect((await verify()).problems).toEqual([
      '科目 135 其他应收款 的辅助核算期初余额合计 0.00 与科目期初余额 500.00 不等，差额 -500.00',
    ]);
    const missing = await admin.post('/api/init/auxiliaryBalances', {
      code: '135',
      details: [
        { auxis: [{ typeNo: '02', infoNo: 'P1' }], initAmount: '100' },
        { auxis: [{ typeNo: '02', infoNo: 'P1' }], initAmount: '400' },
        { auxis: [{ typeNo: '04', infoNo: 'X' }], initAmount: '0' },
      ],
    });
    expect(missing.body.data).toEqual([
      { message: '第2行：辅助核算项目与第1行相同' },
      { message: '第3行：请选择“人员”' },
      { message: '第3行：科目 135 其他应收款 没有设置编号为 04 的辅助核算' },
    ]);
    const wrong = await admin.post('/api/init/auxiliaryBalances', {
      code: '135',
      details: [{ auxis: [{ typeNo: '02', infoNo: 'P1' }], initAmount: '100' }],
    });
    expect(wrong.body.message).toBe(
      '科目 135 其他应收款 的辅助核算期初余额合计 100.00 与科目期初余额 500.00 不等，差额 -400.00',
    );
    const right = await admin.post('/api/init/auxiliaryBalances', {
      code: '135',
      details: [
        { auxis: [{ typeNo: '02', infoNo: 'P1' }], initAmount: '100' },
        { auxis: [{ typeNo: '02', infoNo: 'P2' }], initAmount: '400' },
      ],
    });
    expect(right.body.data).toMatchObject({ breakdownAmount: '500.00', difference: '0.00' });
    const listed = await admin.get<{ rows: { auxis: { infoName: string }[]; initAmount: string }[] }[]>(
      '/api/init/auxiliaryBalances',
      { code: '135' },
    );
    expect(listed.body.data[0]?.rows.map((r) => [r.auxis[0]?.infoName, r.initAmount])).toEqual([
      ['张三', '100.00'],
      ['李四', '400.00'],
    ]);
    expect((await verify()).balanced).toBe(true);
  });
});

describe('confirmation', () => {
  beforeAll(() => use(fresh));

  it('refuses an unbalanced confirmation with every problem, then confirms and locks', async () => {
    await setBalances([{ code: '101', initAmount: '1001' }]);
    const refused = await admin.post('/api/init/confirm');
    expect(refused.body).toMatchObject({
      errorCode: ErrorCode.validationList,
      message: '期初余额试算不平衡，不能确认',
      data: [{ message: '借方合计 1,501.00 与贷方合计 1,500.00 不等，差额 1.00' }, expect.anything()],
    });
    await setBalances([{ code: '101', initAmount: '1000' }]);
    expect((await admin.post('/api/init/confirm')).body).toMatchObject({
      success: true,
      message: '期初余额已确认',
    });
    expect((await admin.get('/checkFinancial')).body).toMatchObject({ success: true });
    const locked = '期初余额已确认，不能修改';
    expect((await setBalances([{ code: '101', initAmount: '1' }])).body.message).toBe(locked);
    expect(
      (await admin.post('/api/init/departmentBalances', { code: '135', details: [] })).body.message,
    ).toBe(locked);
    expect((await admin.post('/api/init/auxiliaryBalances', { code: '135', details: [] })).body.message).toBe(
      locked,
    );
    expect(
      (await admin.post('/api/init/balances/import', { content: await workbook([['101', '', '', '1']]) }))
        .body.message,
    ).toBe(locked);
    expect((await admin.post('/api/init/confirm')).body.message).toBe('期初余额已确认，无需重复确认');
  });

  it('lets only an administrator undo it while there is no voucher', async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    expect((await zhidan.post('/api/init/unconfirm')).body.errorCode).toBe(ErrorCode.forbidden);
    expect((await zhidan.get('/api/init/balances')).body.errorCode).toBe(ErrorCode.forbidden);
    expect((await admin.post('/api/init/unconfirm')).body).toMatchObject({
      success: true,
      data: { confirmed: false },
    });
    expect((await admin.get('/checkFinancial')).body).toMatchObject({ data: 1 });
    expect((await setBalances([{ code: '101', initAmount: '1000' }])).body.success).toBe(true);
  });

  it('refuses confirmation while the succession is pending', async () => {
    await use(zids['003'] as number);
    expect((await admin.post('/api/init/confirm')).body.message).toBe(
      '新旧会计制度科目衔接尚未完成，请先完成科目衔接',
    );
  });
});

describe('Excel import', () => {
  beforeAll(() => use(fresh));

  it('offers a template of the end-level subjects with their amounts', async () => {
    const response = await fetch(`${server.url}/api/init/balances/template`, {
      headers: await signedHeaders('/api/init/balances/template'),
    });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).values).toEqual([undefined, '科目编码', '科目名称', '余额方向', '期初余额']);
    const codes: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) codes.push(String(row.getCell(1).value));
    });
    expect(codes).toContain('30104');
    expect(codes).not.toContain('301');
    expect(codes).not.toContain('402');
    let cash = '';
    sheet.eachRow((row) => {
      if (row.getCell(1).value === '101') cash = String(row.getCell(4).value);
    });
    expect(cash).toBe('1000.00');
  });

  it('rejects a file with one bad row, names the row, and writes nothing', async () => {
    const before = await rows();
    const content = await workbook([
      ['101', '库存现金', '借', 2000],
      ['999', '不存在', '借', 5],
      ['32205', '累计结余', '贷', '2,500.00'],
    ]);
    const answer = await admin.post('/api/init/balances/import', { fileName: '期初.xlsx', content });
    expect(answer.body).toMatchObject({
      errorCode: ErrorCode.validationList,
      message: '导入失败：共 1 处错误，未导入任何数据',
      data: [{ message: '第3行：科目编码 999 不存在' }],
    });
    expect(await rows()).toEqual(before);
    const several = await admin.post('/api/init/balances/import', {
      content: await workbook([
        ['101', '现金', '借', 1],
        ['102', '银行存款', '借', '1.234'],
        ['301', '', '', 1],
      ]),
    });
    expect(several.body.data).toEqual([
      { message: '第2行：科目编码 101 的名称是“库存现金”，与表中的“现金”不一致' },
      { message: '第3行：期初余额“1.234”最多两位小数' },
      { message: '第4行：科目 301 资产基金 不是末级科目，只能在末级科目录入期初余额' },
    ]);
    expect((await admin.post('/api/init/balances/import', { content: 'bm90IGEgemlw' })).body.message).toBe(
      '文件不是有效的 Excel（.xlsx）文件，请使用下载的模板',
    );
  });

  it('imports a good file', async () => {
    const content = await workbook([
      ['101', '库存现金', '借', 2000],
      ['32205', '累计结余', '贷', '2,500.00'],
    ]);
    const answer = await admin.post('/api/init/balances/import', { content });
    expect(answer.body).toMatchObject({ success: true, data: { imported: 2 } });
    expect(await amountOf('101')).toBe('2000.00');
    expect((await verify()).balanced).toBe(true);
  });
});

/** Signs a GET the way TestClient does, for a raw fetch of a binary answer. */
async function signedHeaders(path: string): Promise<Record<string, string>> {
  const { createHmac, randomUUID } = await import('node:crypto');
  const { signingString } = await import('../../src/core/contracts/sign.ts');
  const timestamp = String(Date.now());
  const nonce = randomUUID();
  const sign = createHmac('sha256', Buffer.from(admin.signKey, 'base64'))
    .update(signingString({ method: 'GET', path, timestamp, nonce, payload: {} }))
    .digest('hex');
  return { authorization: `Bearer ${admin.token}`, token: admin.token, timestamp, nonce, sign };
}
