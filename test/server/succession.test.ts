// Subject succession (科目衔接) over HTTP: the mapping by (system, code) with every code-collision
// trap, the automatic take-over, the manual dialog with the spec's refusals, the old balances'
// import, the proposed adjusting entries, and /checkFinancial following the real state.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, startServer, TestClient, type TestServer } from './harness.ts';

interface OldRow {
  code: string;
  initAmount: string;
  checked: boolean;
  notTaken: boolean;
  targets: { code: string; name: string; rule: string }[];
}
interface NewRow {
  code: string;
  initAmount: string;
  codeArray: string[];
  isLeaf: boolean;
}
interface Lists {
  newSubList: NewRow[];
  oldSubList: OldRow[];
  oldDebitTotal: string;
  oldCreditTotal: string;
  newDebitTotal: string;
}

let server: TestServer;
let admin: TestClient;
let zids: Record<string, number>;
beforeAll(async () => {
  server = await startServer();
  admin = await TestClient.login(server, 'admin', ADMIN_PASSWORD);
  const list = (await admin.get<{ zid: number; ztno: string }[]>('/api/zt/list')).body.data;
  zids = Object.fromEntries(list.map((z) => [z.ztno, z.zid]));
});
afterAll(() => server?.close());

const use = async (zid: number) =>
  expect((await admin.post('/api/zt/select', { zid, year: 2022 })).body.success).toBe(true);
const newLedger = async (name: string, kind: 'county' | 'grassroots') => {
  const zid = (await admin.post<{ zid: number }>('/api/zt/save', { name, kind, startYear: 2022 })).body.data
    .zid;
  await use(zid);
  return zid;
};
const lists = async (standType: string) =>
  (await admin.get<Lists>('/newchoiceStand', { standType, financialInstitution: '3' })).body.data;
const opening = async () => {
  const rows = (
    await admin.get<{ subjectList: { code: string; initAmount: string; isLeaf: boolean }[] }>(
      '/api/init/balances',
    )
  ).body.data.subjectList;
  return Object.fromEntries(rows.filter((r) => r.initAmount !== '0.00').map((r) => [r.code, r.initAmount]));
};
const setOld = (details: { code: string; initAmount: string }[]) =>
  admin.post('/api/succession/oldBalances', { details });

async function openingCount(zid: number): Promise<number> {
  const row = await server.handle.db
    .selectFrom('opening_balance')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ledger_set_id', '=', zid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('old and new subjects are matched by (system, code), never by equal code', () => {
  it('sends each colliding old code where 财会〔2021〕16号 says', async () => {
    await use(zids['003'] as number);
    const { oldSubList, newSubList } = await lists('1');
    expect(oldSubList).toHaveLength(93);
    expect(newSubList).toHaveLength(71);
    const targets = (code: string) => oldSubList.find((s) => s.code === code)?.targets.map((t) => t.code);
    const expected: Record<string, string[]> = {
      '121': ['135'],
      '211': ['215'],
      '221': ['211', '215'],
      '301': ['30101', '30105', '30104'],
      '311': ['30102'],
      '321': ['311', '322'],
      '322': ['322'],
      '331': ['30101', '321', '331', '332', '322'],
      '406': ['406'],
      '502': ['504'],
      '503': ['503', '505'],
      '504': ['506'],
      '505': ['507'],
      '506': ['508'],
      '507': ['509'],
      '508': ['510'],
    };
    for (const [old, news] of Object.entries(expected)) expect(targets(old), `old ${old}`).toEqual(news);
    expect(oldSubList.find((s) => s.code === '121')?.targets[0]?.name).toBe('其他应收款');
    expect(oldSubList.find((s) => s.code === '406')?.targets[0]?.name).toBe('附属单位上缴收入');
    expect(oldSubList.find((s) => s.code === '502')?.targets[0]?.name).toBe('维权支出');
  });

  it('checks standType and financialInstitution', async () => {
    await use(zids['003'] as number);
    const wrongKind = await admin.get('/newchoiceStand', { standType: '2', financialInstitution: '3' });
    expect(wrongKind.body.message).toBe('科目体系与账套类型不一致：本账套应使用基层工会（standType=1）科目');
    const wrongSystem = await admin.get('/newchoiceStand', { standType: '1', financialInstitution: '2' });
    expect(wrongSystem.body.errorCode).toBe(ErrorCode.badRequest);
  });

  it('takes every colliding balance over to the right new subject (county, automatic)', async () => {
    await newLedger('衔接测试县级工会', 'county');
    expect(
      (
        await setOld([
          { code: '102', initAmount: '100' },
          { code: '121', initAmount: '100' },
          { code: '11201', initAmount: '50' },
          { code: '151', initAmount: '40' },
          { code: '141', initAmount: '10' },
          { code: '221', initAmount: '70' },
          { code: '211', initAmount: '30' },
          { code: '231', initAmount: '25' },
          { code: '311', initAmount: '40' },
          { code: '32103', initAmount: '20' },
          { code: '32101', initAmount: '15' },
          { code: '322', initAmount: '5' },
          { code: '331', initAmount: '95' },
        ])
      ).body.success,
    ).toBe(true);
    const answer = await admin.post<{ completed: boolean; needsReview: { code: string }[] }>(
      '/saveChoiceStand',
      { mode: 1 },
    );
    expect(answer.body).toMatchObject({
      success: true,
      message: '已自动承接全部旧科目余额',
      data: { completed: true },
    });
    expect(answer.body.data.needsReview.map((r) => r.code)).toEqual(['221', '331']);
    expect(await opening()).toEqual({
      '102': '100.00',
      '121': '50.00',
      '12101': '50.00',
      '135': '100.00',
      '141': '10.00',
      '151': '40.00',
      '211': '70.00',
      '215': '30.00',
      '221': '25.00',
      '301': '50.00',
      '30101': '10.00',
      '30102': '40.00',
      '311': '20.00',
      '322': '105.00',
      '32205': '105.00',
    });
    expect((await admin.get('/api/init/verify')).body.data).toMatchObject({ balanced: true });
  });
});

describe('automatic take-over of the demo grassroots ledger set', () => {
  beforeAll(() => use(zids['003'] as number));

  it('reports the pending state', async () => {
    expect((await admin.get('/checkFinancial')).body).toMatchObject({
      errorCode: ErrorCode.operation,
      data: 2,
    });
    expect((await admin.get('/choiceStand')).body.data).toMatchObject({
      successionState: 'pending',
      mode: null,
      standType: 1,
      oldDebitTotal: '296000.00',
      oldCreditTotal: '296000.00',
      oldBalancesEntered: true,
    });
  });

  it('takes everything over, fills the opening balances and offers the adjusting entries', async () => {
    const answer = await admin.post('/saveChoiceStand', { mode: 1 });
    expect(answer.body.data).toMatchObject({ completed: true, successionState: 'done', untaken: [] });
    expect(await opening()).toEqual({
      '101': '2000.00',
      '102': '185000.00',
      '135': '5000.00',
      '141': '8000.00',
      '162': '96000.00',
      '215': '10000.00',
      '301': '104000.00',
      '30101': '8000.00',
      '30104': '96000.00',
      '322': '182000.00',
      '32205': '182000.00',
    });
    const tree = (await admin.get<{ subjectList: { code: string }[] }>('/api/subject/tree')).body.data
      .subjectList;
    expect(tree.some((s) => s.code === '121')).toBe(false);
    expect((await admin.get('/checkFinancial')).body).toMatchObject({
      errorCode: ErrorCode.operation,
      data: 1,
    });
    const adjustments = (
      await admin.get<
        {
          itemId: string;
          voucherDate: string;
          entries: { code: string | null; balanceDirection: number }[];
        }[]
      >('/api/succession/adjustments')
    ).body.data;
    expect(adjustments.map((a) => a.itemId)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8']);
    expect(adjustments[0]).toMatchObject({
      voucherDate: '2022-01-01',
      entries: [
        { code: '30104', balanceDirection: 1 },
        { code: '163', balanceDirection: 2 },
      ],
    });
    // 172 累计摊销 is not in a grassroots chart: the proposal names it, without a code.
    expect(adjustments[1]?.entries.map((e) => e.code)).toEqual(['30105', null]);
    expect(adjustments[3]?.entries.map((e) => e.code)).toEqual([null, '101', '102']);
    // A proposal made into a voucher draft keeps the id of that draft, also when asked twice.
    const first = (adjustments[0] as unknown as { id: number }).id;
    const voucherId = '0f8b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
    const drafted = await admin.post<{ status: string; voucherId: string }>(
      '/api/succession/adjustments/draft',
      {
        id: first,
        voucherId,
      },
    );
    expect(drafted.body.data).toMatchObject({ status: 'drafted', voucherId });
    const again = await admin.post<{ voucherId: string }>('/api/succession/adjustments/draft', {
      id: first,
      voucherId: '11111111-2222-4333-8444-555555555555',
    });
    expect(again.body.data.voucherId).toBe(voucherId);
    const bad = await admin.post('/api/succession/adjustments/draft', { id: first, voucherId: 'x' });
    expect(bad.body.message).toBe('凭证ID应为 UUID');
    expect((await admin.post('/saveChoiceStand', { mode: 1 })).body.message).toBe('科目衔接已完成，不能修改');
    expect((await admin.post('/api/init/confirm')).body.success).toBe(true);
    // The books are open; the 96,000.00 of fixed assets taken over still need their opening cards.
    expect((await admin.get('/checkFinancial')).body).toMatchObject({
      errorCode: ErrorCode.operation,
      data: 4,
    });
  });
});

describe('manual take-over in the dialog', () => {
  let zid: number;
  beforeAll(async () => {
    zid = await newLedger('手工衔接基层工会', 'grassroots');
  });

  it('keys in the old balances, end-level only', async () => {
    const bad = await setOld([
      { code: '131', initAmount: '1' },
      { code: '501', initAmount: '1' },
    ]);
    expect(bad.body.data).toEqual([
      { message: '第1行：科目 131 应收上级经费 不是末级科目，只能在末级科目录入期初余额' },
      { message: '第2行：科目 501 职工活动支出 不是末级科目，只能在末级科目录入期初余额' },
    ]);
    await setOld([
      { code: '101', initAmount: '500' },
      { code: '231', initAmount: '200' },
      { code: '331', initAmount: '300' },
    ]);
    const { oldSubList, oldDebitTotal, oldCreditTotal } = await lists('1');
    expect([oldDebitTotal, oldCreditTotal]).toEqual(['500.00', '500.00']);
    expect(oldSubList.find((s) => s.code === '101')).toMatchObject({
      initAmount: '500.00',
      checked: false,
      notTaken: true,
    });
  });

  it('links old subjects to a new end-level subject (cjSubjct)', async () => {
    const linked = await admin.post('/cjSubjct', { code: '101', codeArry: ['101'] });
    expect(linked.body.data).toEqual({
      code: '101',
      codeArray: ['101'],
      initAmount: '500.00',
      sharedCodes: [],
    });
    const parent = await admin.post('/cjSubjct', { code: '301', codeArry: ['301'] });
    expect(parent.body.message).toBe('请选择末级科目：301 资产基金 有下级科目');
    // 221 代管经费 is a 县级以上 subject; a grassroots union may use it when it needs it.
    const escrow = await admin.post('/cjSubjct', { code: '221', codeArry: ['231'] });
    expect(escrow.body.data).toMatchObject({ code: '221', initAmount: '200.00' });
    const { oldSubList, newSubList } = await lists('1');
    expect(oldSubList.find((s) => s.code === '101')).toMatchObject({ checked: true, notTaken: false });
    expect(newSubList.find((s) => s.code === '221')).toMatchObject({
      codeArray: ['231'],
      initAmount: '200.00',
    });
  });

  it('refuses unequal totals and an empty selection with the spec messages, writing nothing', async () => {
    const before = await openingCount(zid);
    const none = await admin.post('/saveChoice', { details: [] });
    expect(none.body).toMatchObject({ errorCode: ErrorCode.refused, message: '请选择要承接的科目' });
    const unchecked = await admin.post('/saveChoice', {
      details: [{ code: '101', initAmount: '500', checked: false }],
    });
    expect(unchecked.body.message).toBe('请选择要承接的科目');
    const debit = await admin.post('/saveChoice', {
      details: [
        { code: '101', initAmount: '400' },
        { code: '221', initAmount: '200' },
        { code: '32205', initAmount: '300' },
      ],
    });
    expect(debit.body).toMatchObject({
      errorCode: ErrorCode.refused,
      message: '借方合计不相等，请检查',
      data: { newDebitTotal: '400.00', oldDebitTotal: '500.00', difference: '-100.00' },
    });
    const credit = await admin.post('/saveChoice', {
      details: [
        { code: '101', initAmount: '500' },
        { code: '221', initAmount: '200' },
        { code: '32205', initAmount: '350' },
      ],
    });
    expect(credit.body).toMatchObject({ message: '贷方合计不相等，请检查', data: { difference: '50.00' } });
    expect(await openingCount(zid)).toBe(before);
    expect((await admin.get('/choiceStand')).body.data).toMatchObject({ successionState: 'pending' });
  });

  it('completes with equal totals', async () => {
    const answer = await admin.post('/saveChoice', {
      details: [
        { code: '101', initAmount: '500', codeArray: ['101'] },
        { code: '221', initAmount: '200', codeArray: ['231'] },
        { code: '32205', initAmount: '300', codeArray: ['331'] },
        { code: '322', initAmount: '300' },
      ],
      manualUndertaking: true,
    });
    expect(answer.body).toMatchObject({
      success: true,
      message: '科目衔接已完成',
      data: { debitTotal: '500.00', creditTotal: '500.00' },
    });
    expect(await opening()).toMatchObject({ '101': '500.00', '221': '200.00', '32205': '300.00' });
    expect((await admin.get('/choiceStand')).body.data).toMatchObject({
      successionState: 'done',
      manualUndertaking: true,
    });
    expect((await setOld([{ code: '101', initAmount: '1' }])).body.message).toBe('科目衔接已完成，不能修改');
  });
});

describe('old balances from Excel, mode 3, permissions', () => {
  it('rejects a file with one bad row and imports a good one', async () => {
    await newLedger('导入旧账工会', 'grassroots');
    const file = async (rows: (string | number)[][]) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('旧账');
      sheet.addRow(['科目编码', '科目名称', '余额方向', '期初余额']);
      for (const row of rows) sheet.addRow(row);
      return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    };
    const bad = await admin.post('/api/succession/oldBalances/import', {
      content: await file([
        ['101', '库存现金', '借', 100],
        ['121', '借出款', '借', 'x'],
      ]),
    });
    expect(bad.body).toMatchObject({
      errorCode: ErrorCode.validationList,
      data: [{ message: '第3行：期初余额“x”不是有效金额' }],
    });
    expect((await admin.get('/choiceStand')).body.data).toMatchObject({ oldBalancesEntered: false });
    const good = await admin.post('/api/succession/oldBalances/import', {
      content: await file([
        ['101', '库存现金', '借', 100],
        ['331', '结余', '贷', 100],
      ]),
    });
    expect(good.body.data).toEqual({ imported: 2 });
    expect((await admin.get('/choiceStand')).body.data).toMatchObject({
      oldDebitTotal: '100.00',
      oldBalancesEntered: true,
    });
  });

  it('mode 3 skips the take-over: opening balances are keyed in by hand', async () => {
    const answer = await admin.post('/saveChoiceStand', { mode: 3 });
    expect(answer.body.data).toMatchObject({ successionState: 'skipped' });
    expect((await admin.get('/checkFinancial')).body).toMatchObject({ data: 1 });
    expect(
      (await admin.post('/saveChoice', { details: [{ code: '101', initAmount: '1' }] })).body.message,
    ).toBe('已选择手工录入期初余额（不承接旧账），科目衔接不能再修改');
    expect((await admin.post('/saveChoiceStand', { mode: 2 })).body.message).toBe('承接方式的取值无效');
  });

  it('needs the 初始科目设置 permission (4012)', async () => {
    const zhidan = await TestClient.login(server, 'zhidan', DEMO_PASSWORD);
    expect((await zhidan.get('/newchoiceStand', { financialInstitution: '3' })).body.errorCode).toBe(
      ErrorCode.forbidden,
    );
    expect((await zhidan.post('/saveChoiceStand', { mode: 1 })).body.errorCode).toBe(ErrorCode.forbidden);
  });
});
