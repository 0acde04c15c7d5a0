// /api/reconciliation over HTTP (银行对账, issue 19 item 4), as 出纳 (chuna): the demo account's
// 余额调节表, the setup of a second account (start date, both openings, confirmation), statement
// import from .csv and .xlsx (one bad row writes nothing and is listed, re-imported rows are skipped),
// automatic matching, manual many-to-many matching refusing unequal sums, 取消勾对, 核销 and its undo,
// a match left invalid by a deleted voucher, and who may call what.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/core/contracts/errors.ts';
import type {
  AdjustmentView,
  AutoMatchAnswer,
  BankLine,
  BankSubject,
  BookLine,
  ImportAnswer,
  LinesAnswer,
  MatchView,
  OpeningView,
  OutstandingView,
  ReconAccount,
  ReconSettings,
  WriteOffBatch,
} from '../../src/core/contracts/reconciliation.ts';
import { startServer, type TestServer } from './harness.ts';
import { batch, body, loginAll, posted, saveOk, type Users } from './voucher-fixture.ts';

let server: TestServer;
let users: Users;
const S = '10202';

beforeAll(async () => {
  server = await startServer();
  users = await loginAll(server);
});
afterAll(() => server?.close());

const api = () => users.chuna;
const data = <T>(answer: { body: { success: boolean; message: string; data: T } }): T => {
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.data;
};

/** Every table of the module as text: a refusal must leave them as they were. */
async function stored(): Promise<string> {
  const out: string[] = [];
  for (const table of [
    'recon_account',
    'recon_match',
    'bank_statement_line',
    'recon_book_opening',
    'recon_book_match',
    'statement_import',
    'recon_write_off',
  ]) {
    const { rows } = await sql`select * from ${sql.table(table)} order by 1, 2`.execute(server.handle.db);
    out.push(JSON.stringify(rows));
  }
  return out.join('\n');
}

async function refused(
  send: () => Promise<{
    status: number;
    body: { success: boolean; message: string; errorCode: number; data: unknown };
  }>,
) {
  const before = await stored();
  const answer = await send();
  expect(answer.body.success).toBe(false);
  expect(answer.status).toBe(400);
  expect(await stored()).toBe(before);
  return answer.body;
}

const HEADER =
  '账号,账户名称,交易时间,借方发生额（支取）,贷方发生额（收入）,余额,币种,对方户名,对方账号,对方开户机构,记账日期,摘要,备注,账户明细编号-交易流水号,企业流水号,凭证种类,凭证号';
const ACCOUNT = '6222000011112222';
const row = (time: string, out: string, inn: string, serial: string, settleNo = '', summary = '转账') =>
  [
    ACCOUNT,
    '示范市总工会',
    time,
    out,
    inn,
    '',
    '人民币元',
    '某单位',
    '1',
    '某行',
    time.slice(0, 8),
    summary,
    '',
    serial,
    '',
    '',
    settleNo,
  ].join(',');
const JUNE = [
  row('20260604 09:00:00', '0.00', '50000.00', 'S1'),
  row('20260602 10:00:00', '3000.00', '0.00', 'S2', '10200001', '转账支票'),
  row('20260612 10:00:00', '8800.00', '0.00', 'S3', '10200002', '转账支票'),
  row('20260621 11:00:00', '450.00', '0.00', 'S4'),
  row('20260621 11:05:00', '550.00', '0.00', 'S5'),
  row('20260630 00:00:00', '0.00', '12.34', 'S6', '', '结息'),
];
const csv = (rows: string[]) => Buffer.from([HEADER, ...rows].join('\r\n'), 'utf8').toString('base64');
const importFile = (fileName: string, content: string, layout?: string) =>
  api().post<ImportAnswer>('/api/reconciliation/importStatement', {
    subjectCode: S,
    fileName,
    content,
    ...(layout ? { layout } : {}),
  });

const lines = async (side: 'bank' | 'book', query: Record<string, string> = {}) =>
  data(
    await api().get<LinesAnswer<BankLine | BookLine>>(`/api/reconciliation/${side}Lines`, {
      subjectCode: S,
      ...query,
    }),
  );
const bankLines = async (q: Record<string, string> = {}) => (await lines('bank', q)).lines as BankLine[];
const bookLines = async (q: Record<string, string> = {}) => (await lines('book', q)).lines as BookLine[];
const bankBySerial = async (serial: string) => {
  const line = (await bankLines({ writtenOff: 'true' })).find((l) => l.serial === serial);
  if (!line) throw new Error(`no line ${serial}`);
  return line;
};

describe('the demo account 10201', () => {
  it('is reconciled from 2026-10-01 with October’s statement, and its 余额调节表 balances', async () => {
    const accounts = data(await api().get<ReconAccount[]>('/api/reconciliation/accounts'));
    expect(accounts.find((a) => a.subjectCode === '10201')).toMatchObject({
      subjectName: '经费集中户',
      startDate: '2026-10-01',
      bookOpening: '3250000.00',
      bankOpening: '3249000.00',
      statementLines: 4,
      layout: 'ccb',
    });
    const view = data(
      await api().get<AdjustmentView>('/api/reconciliation/adjustment', {
        subjectCode: '10201',
        asOf: '2026-10-31',
      }),
    );
    expect(view.statement).toMatchObject({
      bookBalance: '3250000.00',
      bankBalance: '3245141.25',
      bankReceivedNotBooked: '8186.25',
      bankPaidNotBooked: '12045.00',
      bookReceivedNotBanked: '13000.00',
      bookPaidNotBanked: '12000.00',
      bookAdjusted: '3246141.25',
      bankAdjusted: '3246141.25',
      balanced: true,
    });
    expect(view.items.map((i) => i.kind)).toEqual([
      '银收企未收',
      '银收企未收',
      '银付企未付',
      '银付企未付',
      '企收银未收',
      '企收银未收',
      '企付银未付',
    ]);
  });
});

describe('setting up 10202 代管经费', () => {
  it('offers the end-level bank subjects and takes the account with its bank account', async () => {
    const subjects = data(await api().get<BankSubject[]>('/api/reconciliation/bankSubjects'));
    expect(subjects.map((s) => [s.code, s.reconciled])).toEqual([
      ['10201', true],
      ['10202', false],
    ]);
    const refusal = await refused(() =>
      api().post('/api/reconciliation/saveAccount', { subjectCode: '101', bankAccountNo: '', bankName: '' }),
    );
    expect(refusal.message).toBe('科目 101 不是银行存款（102）下的末级科目，不能用于银行对账');
    const account = data(
      await api().post<ReconAccount>('/api/reconciliation/saveAccount', {
        subjectCode: S,
        bankAccountNo: '6222 0000 1111 2222',
        bankName: '中国建设银行示范市分行',
      }),
    );
    expect(account).toMatchObject({ bankAccountNo: ACCOUNT, startDate: null, confirmedAt: null });
  });

  it('sets the start date, then both openings, and confirms only when they agree', async () => {
    let account = data(await api().get<ReconAccount[]>('/api/reconciliation/accounts')).find(
      (a) => a.subjectCode === S,
    );
    account = data(
      await api().post<ReconAccount>('/api/reconciliation/setStartDate', {
        subjectCode: S,
        startDate: '2026-06-01',
        version: account?.version,
      }),
    );
    let view = data(await api().get<OpeningView>('/api/reconciliation/opening', { subjectCode: S }));
    expect(view.ledgerBalance).toBe('120000.00');

    const badItem = await refused(() =>
      api().post('/api/reconciliation/saveBookOpening', {
        subjectCode: S,
        balance: '120000.00',
        items: [
          { date: '2026-05-30', summary: '支票', receipt: '0', payment: '3000.00' },
          { date: '2026-06-01', summary: '晚了', receipt: '5.00', payment: '5.00' },
        ],
        version: view.account.version,
      }),
    );
    expect(badItem.errorCode).toBe(ErrorCode.validationList);
    expect(badItem.data).toEqual([
      { message: '第2行：日期 2026-06-01 应早于对账启用日期 2026-06-01；收入金额和支出金额应填且只填一个' },
    ]);

    view = data(
      await api().post<OpeningView>('/api/reconciliation/saveBookOpening', {
        subjectCode: S,
        balance: '120000.00',
        items: [
          {
            date: '2026-05-30',
            summary: '支付印刷费 转账支票10200001',
            settleNo: '10200001',
            receipt: '0',
            payment: '3000.00',
          },
        ],
        version: view.account.version,
      }),
    );
    view = data(
      await api().post<OpeningView>('/api/reconciliation/saveBankOpening', {
        subjectCode: S,
        balance: '123500.00',
        items: [],
        version: view.account.version,
      }),
    );
    expect(view.statement).toMatchObject({
      bookAdjusted: '120000.00',
      bankAdjusted: '120500.00',
      balanced: false,
    });
    const unbalanced = await refused(() =>
      api().post('/api/reconciliation/confirmOpening', { subjectCode: S }),
    );
    expect(unbalanced.message).toBe(
      '调整后余额不相等，不能确认：单位日记账调整后余额 120000.00，银行对账单调整后余额 120500.00，相差 -500.00',
    );
    view = data(
      await api().post<OpeningView>('/api/reconciliation/saveBankOpening', {
        subjectCode: S,
        balance: '123000.00',
        items: [],
        version: view.account.version,
      }),
    );
    view = data(await api().post<OpeningView>('/api/reconciliation/confirmOpening', { subjectCode: S }));
    expect(view.account.confirmedAt).not.toBeNull();
    expect(view.statement.balanced).toBe(true);
    const locked = await refused(() =>
      api().post('/api/reconciliation/saveBankOpening', {
        subjectCode: S,
        balance: '1.00',
        items: [],
        version: view.account.version,
      }),
    );
    expect(locked.message).toBe('对账期初已确认，不能修改银行对账单期初；如需修改请先取消确认');
  });
});

describe('the book side and the statement', () => {
  let unposted = '';
  beforeAll(async () => {
    const pay = (date: string, amount: string, summary: string) =>
      body(date, [
        { summary, code: '50502', debit: amount },
        { summary, code: S, credit: amount },
      ]);
    await posted(
      users,
      body('2026-06-03', [
        { summary: '经费划入', code: S, debit: '50000.00' },
        { summary: '经费划入', code: '10201', credit: '50000.00' },
      ]),
    );
    await posted(users, pay('2026-06-10', '8800.00', '支付会议费 转账支票10200002'));
    await posted(users, pay('2026-06-20', '1000.00', '支付培训费'));
    await posted(users, pay('2026-06-25', '600.00', '支付资料费'));
    unposted = (await saveOk(users.zhidan, pay('2026-06-26', '77.00', '支付快递费'))).id;
  });

  it('reads the posted voucher lines of the subject, with 结算号 from the summary', async () => {
    const book = await bookLines();
    expect(book.map((l) => [l.date, l.amount, l.settleNo, l.opening])).toEqual([
      ['2026-05-30', '-3000.00', '10200001', true],
      ['2026-06-03', '50000.00', '', false],
      ['2026-06-10', '-8800.00', '10200002', false],
      ['2026-06-20', '-1000.00', '', false],
      ['2026-06-25', '-600.00', '', false],
    ]);
  });

  it('refuses a file with a bad row, writes nothing and lists every bad row by number', async () => {
    const bad = [...JUNE];
    bad[2] = row('20260612 10:00:00', '八千八', '0.00', 'S3');
    bad[4] = row('20260531 11:05:00', '550.00', '0.00', 'S5');
    const refusal = await refused(() => importFile('6月对账单.csv', csv(bad)));
    expect(refusal.errorCode).toBe(ErrorCode.validationList);
    expect(refusal.message).toBe(
      '对账单有 2 行不正确，未导入任何记录，请修改后重新导入：\n第4行：支出金额“八千八”不是有效金额\n第6行：交易日期 2026-05-31 早于对账启用日期 2026-06-01',
    );
    expect(refusal.data).toEqual([
      { message: '第4行：支出金额“八千八”不是有效金额' },
      { message: '第6行：交易日期 2026-05-31 早于对账启用日期 2026-06-01' },
    ]);
    const notStatement = await refused(() =>
      importFile('a.xlsx', Buffer.from('not a zip').toString('base64')),
    );
    expect(notStatement.message).toMatch(/不是有效的 Excel/);
  });

  it('imports the CSV, skips every row when imported again, and only new rows after', async () => {
    const first = data(await importFile('6月对账单.csv', csv(JUNE)));
    expect(first).toMatchObject({
      imported: 6,
      duplicates: 0,
      layout: 'ccb',
      dateFrom: '2026-06-02',
      dateTo: '2026-06-30',
    });
    const again = data(await importFile('6月对账单.csv', csv(JUNE)));
    expect(again).toMatchObject({ imported: 0, duplicates: 6 });
    expect(await bankLines()).toHaveLength(6);
  });

  it('imports an .xlsx in the remembered layout, deduplicated against the CSV', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('明细');
    sheet.addRow(HEADER.split(','));
    for (const r of [
      JUNE[0] as string,
      row('20260630 16:00:00', '5.00', '0.00', 'S7', '', '收费'),
      row('20260626 16:00:00', '77.00', '0.00', 'S8'),
    ])
      sheet.addRow(r.split(','));
    const content = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const answer = data(await importFile('补充.xlsx', content, 'ccb'));
    expect(answer).toMatchObject({ imported: 2, duplicates: 1, layoutName: '建设银行' });
  });

  it('matches automatically: cheques by number, the transfer by amount within the window', async () => {
    const refusal = await refused(() =>
      users.zhidan.post('/api/reconciliation/autoMatch', { subjectCode: S }),
    );
    expect(refusal.errorCode).toBe(ErrorCode.forbidden);
    const answer = data(
      await api().post<AutoMatchAnswer>('/api/reconciliation/autoMatch', { subjectCode: S }),
    );
    expect(answer).toEqual({ matched: 3, bySettleNo: 2, byDate: 1 });
    const matched = await bankLines({ status: 'matched' });
    expect(matched.map((l) => l.serial).sort()).toEqual(['S1', 'S2', 'S3']);
  });

  it('refuses a manual group whose sums differ, then takes many to one', async () => {
    const training = (await bookLines()).find((l) => l.amount === '-1000.00') as BookLine;
    const s4 = await bankBySerial('S4');
    const s5 = await bankBySerial('S5');
    const unequal = await refused(() =>
      api().post('/api/reconciliation/match', { subjectCode: S, bookKeys: [training.key], bankIds: [s4.id] }),
    );
    expect(unequal.message).toBe(
      '金额合计不相等，不能勾对：单位日记账 付 1,000.00，银行对账单 付 450.00，相差 -550.00',
    );
    const view = data(
      await api().post<MatchView>('/api/reconciliation/match', {
        subjectCode: S,
        bookKeys: [training.key],
        bankIds: [s4.id, s5.id],
      }),
    );
    expect(view).toMatchObject({ rule: 'manual', amount: '-1000.00', matchedBy: '赵出纳' });
    expect(view.bank.map((l) => l.serial)).toEqual(['S4', 'S5']);
    const twice = await refused(() =>
      api().post('/api/reconciliation/match', { subjectCode: S, bookKeys: [training.key], bankIds: [s4.id] }),
    );
    expect(twice.message).toMatch(/已勾对/);
  });

  it('undoes a match (取消勾对) and the items are free again', async () => {
    const s4 = await bankBySerial('S4');
    data(await api().post('/api/reconciliation/unmatch', { subjectCode: S, matchIds: [s4.matchId] }));
    expect((await bankBySerial('S4')).matchId).toBeNull();
    expect((await bookLines({ status: 'unmatched' })).map((l) => l.amount)).toEqual(['-1000.00', '-600.00']);
    const training = (await bookLines()).find((l) => l.amount === '-1000.00') as BookLine;
    data(
      await api().post('/api/reconciliation/match', {
        subjectCode: S,
        bookKeys: [training.key],
        bankIds: [s4.id, (await bankBySerial('S5')).id],
      }),
    );
  });

  it('gives a balanced 余额调节表 and the outstanding items, long ones by age', async () => {
    const view = data(
      await api().get<AdjustmentView>('/api/reconciliation/adjustment', {
        subjectCode: S,
        asOf: '2026-06-30',
      }),
    );
    expect(view.statement).toEqual({
      bookBalance: '159600.00',
      bankReceivedNotBooked: '12.34',
      bankPaidNotBooked: '82.00',
      bookAdjusted: '159530.34',
      bankBalance: '160130.34',
      bookReceivedNotBanked: '0.00',
      bookPaidNotBanked: '600.00',
      bankAdjusted: '159530.34',
      difference: '0.00',
      balanced: true,
    });
    const old = data(
      await api().get<OutstandingView>('/api/reconciliation/outstanding', {
        subjectCode: S,
        asOf: '2026-09-30',
        days: '96',
      }),
    );
    expect(old.items.map((i) => [i.kind, i.date, i.ageDays])).toEqual([
      ['银付企未付', '2026-06-26', 96],
      ['企付银未付', '2026-06-25', 97],
    ]);
  });

  it('核销 closes matched groups up to a date; they cannot be undone until the 核销 is', async () => {
    const batchView = data(
      await api().post<WriteOffBatch>('/api/reconciliation/writeOff', {
        subjectCode: S,
        dateTo: '2026-06-30',
      }),
    );
    expect(batchView).toMatchObject({ matches: 4, dateTo: '2026-06-30', by: '赵出纳' });
    expect((await bankLines()).map((l) => l.serial)).toEqual(['S8', 'S6', 'S7']);
    const s1 = await bankBySerial('S1');
    expect(s1.writtenOff).toBe(true);
    const held = await refused(() =>
      api().post('/api/reconciliation/unmatch', { subjectCode: S, matchIds: [s1.matchId] }),
    );
    expect(held.message).toBe('已核销的勾对记录不能取消勾对，请先取消核销');
    const none = await refused(() =>
      api().post('/api/reconciliation/writeOff', { subjectCode: S, dateTo: '2026-06-30' }),
    );
    expect(none.message).toBe('2026-06-30 及以前没有可核销的已勾对记录');
    const still = data(
      await api().get<AdjustmentView>('/api/reconciliation/adjustment', {
        subjectCode: S,
        asOf: '2026-06-30',
      }),
    );
    expect(still.statement.bookAdjusted).toBe('159530.34');
    const undone = data(
      await api().post<{ restored: number }>('/api/reconciliation/cancelWriteOff', {
        subjectCode: S,
        batchId: batchView.id,
      }),
    );
    expect(undone.restored).toBe(4);
    expect((await bankBySerial('S1')).writtenOff).toBe(false);
  });

  it('treats a match whose voucher line is gone as undone, and the next write deletes it', async () => {
    data(
      await api().post<ReconSettings>('/api/reconciliation/saveSettings', {
        bySettleNo: true,
        windowDays: 10,
        includeUnposted: true,
        longDays: 90,
      }),
    );
    const express = (await bookLines({ status: 'unmatched' })).find((l) => l.amount === '-77.00') as BookLine;
    expect(express.status).toBe('saved');
    const s8 = await bankBySerial('S8');
    data(
      await api().post('/api/reconciliation/match', {
        subjectCode: S,
        bookKeys: [express.key],
        bankIds: [s8.id],
      }),
    );
    expect((await batch(users.zhidan, 'delete', [unposted])).done).toEqual([unposted]);
    const answer = await lines('bank');
    expect(answer.staleMatches).toBe(1);
    expect((await bankBySerial('S8')).matchId).toBeNull();
    data(await api().post('/api/reconciliation/autoMatch', { subjectCode: S }));
    expect((await lines('bank')).staleMatches).toBe(0);
    const { rows } =
      await sql`select count(*)::int as n from recon_book_match where voucher_id = ${unposted}`.execute(
        server.handle.db,
      );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('deletes unmatched imported lines only, and keeps the opening while matches exist', async () => {
    const s1 = await bankBySerial('S1');
    const s7 = await bankBySerial('S7');
    const held = await refused(() =>
      api().post('/api/reconciliation/deleteStatementLines', { subjectCode: S, ids: [s1.id, s7.id] }),
    );
    expect(held.message).toBe('所选记录中有 1 条已勾对或为期初未达账，不能删除；请先取消勾对');
    expect(
      data(
        await api().post<{ deleted: number }>('/api/reconciliation/deleteStatementLines', {
          subjectCode: S,
          ids: [s7.id],
        }),
      ),
    ).toEqual({ deleted: 1 });
    const cancel = await refused(() => api().post('/api/reconciliation/cancelConfirm', { subjectCode: S }));
    expect(cancel.message).toMatch(/^已有 \d+ 组勾对记录，请先取消勾对再取消期初确认$/);
  });

  it('refuses calls on an account that is not reconciled and bad input, writing nothing', async () => {
    const other = await refused(() => api().post('/api/reconciliation/autoMatch', { subjectCode: '101' }));
    expect(other.message).toBe('科目 101 未指定为对账科目，请先在“指定对账科目”中指定');
    const badKey = await refused(() =>
      api().post('/api/reconciliation/match', { subjectCode: S, bookKeys: ['x'], bankIds: [1] }),
    );
    expect(badKey.errorCode).toBe(ErrorCode.badRequest);
    // Long id lists travel as one array parameter: a refusal, never a fault.
    const many = Array.from({ length: 20_000 }, (_, i) => 900_000 + i);
    const gone = await refused(() =>
      api().post('/api/reconciliation/deleteStatementLines', { subjectCode: S, ids: many }),
    );
    expect(gone.message).toMatch(/^对账单记录 900000、900001、900002、900003、900004 不存在$/);
    const unmatched = await refused(() =>
      api().post('/api/reconciliation/unmatch', { subjectCode: S, matchIds: many }),
    );
    expect(unmatched.message).toBe('所选勾对记录已不存在（可能已被取消），请刷新');
    const badFile = await refused(() => importFile('x.txt', 'AAAA'));
    expect(badFile.message).toMatch(/只能导入 \.xlsx 或 \.csv 文件/);
  });
});
