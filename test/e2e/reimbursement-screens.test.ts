// Every reimbursement screen in Chromium against the real server, with documents in every state made
// through the API first: the lists of 陈报销 (baoxiao), 刘审批 (shenpi) and 孙主管 (zhuguan), a new
// form of each document type, a document with its history and flow chart, the flow-chart page, 待办,
// 报销统计, 项目报销进度表, 生成会计凭证, 部门人员, 拨款卡绑定 and 流程管理. Each screen must show its
// content and a normal session of it must fail no request and log no console error. Screenshots at
// 1366x800 go to E2E_SCREENSHOTS (screens-*.png) for a person to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ClaimView } from '../../src/core/contracts/reimbursement.ts';
import type { TestClient } from '../server/harness.ts';
import { apiLogin, DEMO_PASSWORD, type E2E, login, startE2E } from './harness.ts';

const dir = process.env.E2E_SCREENSHOTS ?? '';
const r = '/final/reimbursement';
const e = `${r}/expenseReimbursement`;

let e2e: E2E;
const failures: string[] = [];
const ids: Record<string, string> = {};

function watch(page: Page, who: string): void {
  page.on('response', (response: Response) => {
    if (response.status() >= 400) {
      failures.push(
        `${who}: ${response.request().method()} ${new URL(response.url()).pathname} -> ${response.status()}`,
      );
    }
  });
  page.on('pageerror', (err) => failures.push(`${who} pageerror: ${err.message}`));
  page.on('console', (m) => {
    // The harness's pages block service workers, so registering one fails; that is the harness's doing.
    if (m.type() === 'error' && !m.text().includes('service worker registration failed'))
      failures.push(`${who} console: ${m.text().slice(0, 300)}`);
  });
}

async function shot(page: Page, name: string): Promise<void> {
  if (!dir) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(dir, `screens-${name}.png`), fullPage: true });
}

async function as(user: string): Promise<Page> {
  const { page } = await e2e.newPage();
  watch(page, user);
  await page.goto('/login');
  await login(e2e.server, page, user, DEMO_PASSWORD);
  return page;
}

const today = new Date().toISOString().slice(0, 10);
const year = today.slice(0, 4);

async function departmentId(name: string): Promise<number> {
  const row = await e2e.server.handle.db
    .selectFrom('department as d')
    .innerJoin('ledger_set as l', 'l.id', 'd.ledger_set_id')
    .select('d.id')
    .where('d.name', '=', name)
    .where('l.code', '=', '001')
    .executeTakeFirstOrThrow();
  return row.id;
}

function body(departmentId: number, patch: object): Record<string, unknown> {
  return {
    id: crypto.randomUUID(),
    type: 'expense',
    date: today,
    departmentId,
    reason: '购买办公用品',
    project: '',
    paymentMethod: 'publicTransfer',
    payee: '陈报销',
    payeeBank: '中国工商银行示范市分行',
    payeeAccount: '6222020200000000001',
    attachmentCount: 2,
    lines: [
      {
        subjectCode: '50504',
        economicClass: '30201',
        summary: '打印纸、硒鼓',
        amount: '1286.40',
        invoiceCount: 2,
      },
      {
        subjectCode: '50504',
        economicClass: '30202',
        summary: '宣传册印刷',
        amount: '3450.00',
        invoiceCount: 1,
      },
    ],
    offsets: [],
    // 提交 needs an invoice on expense, travel and inter-account claims; each body's is a new one.
    invoices: ['loan', 'repayment', 'provision'].includes(String((patch as { type?: string }).type))
      ? []
      : [
          {
            invoiceCode: '011002300111',
            invoiceNo: String(++invoiceNo).padStart(8, '0'),
            invoiceAmount: '100.00',
            invoiceDate: today,
          },
        ],
    ...patch,
  };
}

let invoiceNo = 0;

async function call(client: TestClient, path: string, input: object): Promise<ClaimView> {
  const answer = await client.post<ClaimView>(`/api/reimbursement/${path}`, input);
  if (!answer.body.success) throw new Error(`${path}: ${answer.body.message}`);
  return answer.body.data;
}

async function submitted(client: TestClient, content: Record<string, unknown>): Promise<ClaimView> {
  const saved = await call(client, 'save', content);
  return call(client, 'submit', { documentId: saved.id, version: saved.version });
}

beforeAll(async () => {
  if (dir) mkdirSync(dir, { recursive: true });
  e2e = await startE2E();
  const [baoxiao, shenpi, zhuguan, zhuxi] = (await Promise.all(
    ['baoxiao', 'shenpi', 'zhuguan', 'zhuxi'].map((u) => apiLogin(e2e.server, u)),
  )) as [TestClient, TestClient, TestClient, TestClient];
  const office = await departmentId('办公室');
  const approveAll = async (view: ClaimView) => {
    let v = view;
    while (v.status === 'inApproval') {
      const step = v.process?.steps[v.stepIndex ?? 0];
      const by = step?.key === 'finance' ? zhuguan : step?.key === 'leader' ? zhuxi : shenpi;
      v = await call(by, 'approve', {
        documentId: v.id,
        version: v.version,
        remark: step?.key === 'finance' ? '票据齐全' : '同意',
      });
    }
    return v;
  };
  const expense = await approveAll(await submitted(baoxiao, body(office, {})));
  ids.expense = expense.id;
  await submitted(
    baoxiao,
    body(office, {
      reason: '职工书屋购书',
      lines: [
        { subjectCode: '50304', economicClass: '30299', summary: '图书', amount: '860.00', invoiceCount: 3 },
      ],
    }),
  );
  const rejected = await submitted(
    baoxiao,
    body(office, {
      reason: '慰问品采购',
      lines: [
        {
          subjectCode: '50405',
          economicClass: '30229',
          summary: '中秋慰问品',
          amount: '2400.00',
          invoiceCount: 1,
        },
      ],
    }),
  );
  await call(shenpi, 'reject', {
    documentId: rejected.id,
    version: rejected.version,
    reason: '缺少采购审批单',
  });
  const loan = await approveAll(
    await submitted(
      baoxiao,
      body(office, {
        type: 'loan',
        reason: '赴省总工会培训预借',
        paymentMethod: 'cash',
        lines: [],
        enteredAmount: '3000.00',
        loanDueDate: `${year}-12-31`,
      }),
    ),
  );
  ids.loan = loan.id;
  const trip = {
    travellers: '陈报销',
    grade: '其余人员',
    province: '北京',
    city: '',
    departure: today,
    return: today,
    hostMeals: { breakfast: 0, lunch: 0, dinner: 0 },
    hostCarHalfDays: 0,
    legs: [
      {
        departDate: today,
        departPlace: '示范市',
        arriveDate: today,
        arrivePlace: '北京',
        mode: '火车',
        seatClass: '二等座',
        fare: '128.50',
        entitledFare: '',
        invoiceCount: 1,
      },
    ],
    stays: [],
    otherAmount: '0',
  };
  const travel = await submitted(
    baoxiao,
    body(office, {
      type: 'travel',
      reason: '赴全总参加业务培训',
      lines: [],
      travel: trip,
      offsets: [{ loanId: loan.id, amount: '300.00' }],
    }),
  );
  ids.travel = travel.id;
  await submitted(
    baoxiao,
    body(office, {
      type: 'repayment',
      reason: '归还借款',
      paymentMethod: 'cash',
      lines: [],
      enteredAmount: '500.00',
      repaidLoanId: loan.id,
    }),
  );
  await call(
    baoxiao,
    'save',
    body(office, {
      type: 'provision',
      reason: '办公室定额备用金',
      paymentMethod: 'cash',
      lines: [],
      enteredAmount: '2000.00',
    }),
  );
  await submitted(
    baoxiao,
    body(office, {
      type: 'interAccount',
      reason: '代付市总工会会议费',
      lines: [
        {
          subjectCode: '50502',
          economicClass: '30215',
          summary: '会议场租',
          amount: '5600.00',
          invoiceCount: 1,
        },
      ],
    }),
  );
}, 120_000);

afterAll(() => e2e?.close());

interface Visit {
  name: string;
  path: string;
  /** Text the screen shows once its content is there. */
  shows: string;
  /** What a person does next before the picture (unfolds the flow chart). */
  after?: (page: Page) => Promise<void>;
}

async function unfoldFlow(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /审批流程/ });
  // The page may still be settling on the document it read (a click then can land on the old one).
  await expect
    .poll(
      async () => {
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        return toggle.getAttribute('aria-expanded');
      },
      { timeout: 10_000 },
    )
    .toBe('true');
  await page.getByTestId('process-flow').waitFor();
}

async function visit(page: Page, v: Visit): Promise<void> {
  await page.goto(v.path);
  try {
    await page.getByText(v.shows, { exact: false }).first().waitFor({ timeout: 15_000 });
    await v.after?.(page);
  } catch (error) {
    // Every screen is still visited and pictured; the test fails at its end with all that went wrong.
    failures.push(`${v.name}: ${String(error).split('\n')[0]}`);
  } finally {
    await shot(page, v.name);
  }
}

describe('every reimbursement screen', () => {
  beforeEach(() => {
    failures.length = 0;
  });

  it('陈报销: his lists, a new form of each type, a document with its history and flow', async () => {
    const page = await as('baoxiao');
    const visits: Visit[] = [
      { name: 'mine-expense', path: `${e}/costList`, shows: '购买办公用品' },
      { name: 'mine-office', path: `${e}/reimbursement-of-office-list`, shows: '购买办公用品' },
      { name: 'mine-travel', path: `${e}/travelExpensesList`, shows: '赴全总参加业务培训' },
      { name: 'mine-loan', path: `${e}/loanList`, shows: '赴省总工会培训预借' },
      { name: 'mine-repayment', path: `${e}/repayment/my-repayment`, shows: '归还借款' },
      { name: 'mine-provision', path: `${r}/provision/my-Provision-list`, shows: '办公室定额备用金' },
      {
        name: 'mine-inter',
        path: `${r}/currentReimbursement/current-reimbursement-list`,
        shows: '代付市总工会会议费',
      },
      { name: 'new-expense', path: `${e}/costApproval?parentCurrent=0`, shows: '费用明细' },
      { name: 'new-travel', path: `${e}/travelReimbursement`, shows: '交通工具' },
      { name: 'new-loan', path: `${e}/loanApproval?parentCurrent=0`, shows: '最迟还款日' },
      {
        name: 'new-repayment',
        path: `${e}/repayment/repayment-input?parentCurrent=0`,
        shows: '归还的借款单',
      },
      { name: 'new-provision', path: `${r}/provision/provision?parentCurrent=0`, shows: '金额' },
      {
        name: 'new-inter',
        path: `${r}/currentReimbursement/current-reimbursement?parentCurrent=0`,
        shows: '费用明细',
      },
      {
        name: 'doc-travel',
        path: `${e}/travelReimbursement?id=${ids.travel}&parentCurrent=0`,
        shows: '审批记录',
        after: unfoldFlow,
      },
      {
        name: 'doc-loan',
        path: `${e}/loanApproval?id=${ids.loan}&parentCurrent=0`,
        shows: '审批记录',
        after: unfoldFlow,
      },
      {
        name: 'flow',
        path: `/final/components/flow-chart/reimbursement-process-flow?id=${ids.expense}&parentCurrent=2`,
        shows: '财务复核',
      },
      { name: 'todo-baoxiao', path: '/final/toDoList/to-do-list', shows: '待办事项' },
    ];
    for (const v of visits) await visit(page, v);
    expect(failures).toEqual([]);
  }, 180_000);

  it('刘审批: what awaits him, what he handled, a document to approve', async () => {
    const page = await as('shenpi');
    const visits: Visit[] = [
      { name: 'approval-expense', path: `${e}/reimbursement-approval`, shows: '职工书屋购书' },
      { name: 'approval-travel', path: `${e}/travel-approval`, shows: '赴全总参加业务培训' },
      { name: 'approval-repayment', path: `${e}/repayment/repayment-approval-list`, shows: '归还借款' },
      {
        name: 'approval-inter',
        path: `${r}/currentReimbursement/current-reimbursement-approval`,
        shows: '代付市总工会会议费',
      },
      { name: 'handled-expense', path: `${e}/expense-reimbursement-view`, shows: '购买办公用品' },
      {
        name: 'doc-approve-travel',
        path: `${e}/travelReimbursement?id=${ids.travel}&parentCurrent=1`,
        shows: '审批记录',
        after: unfoldFlow,
      },
      { name: 'todo-shenpi', path: '/final/toDoList/to-do-list', shows: '职工书屋购书' },
    ];
    for (const v of visits) await visit(page, v);
    expect(failures).toEqual([]);
  }, 180_000);

  it('孙主管: approved lists, the finance screens, people, cards and processes', async () => {
    const page = await as('zhuguan');
    const visits: Visit[] = [
      { name: 'approved-expense', path: `${e}/expense-reimbursement-view`, shows: '购买办公用品' },
      { name: 'approved-loan', path: `${e}/loan-viewing`, shows: '赴省总工会培训预借' },
      { name: 'approved-provision', path: `${r}/provision/Provision-list`, shows: '已审批备用金' },
      {
        name: 'approved-inter',
        path: `${r}/currentReimbursement/current-reimbursement-see`,
        shows: '已审批往来报销',
      },
      {
        name: 'doc-expense',
        path: `${e}/costApproval?id=${ids.expense}&parentCurrent=2`,
        shows: '审批记录',
        after: unfoldFlow,
      },
      { name: 'generating', path: `${e}/generatingVoucher`, shows: '购买办公用品' },
      {
        name: 'statistics',
        path: `${r}/reimbursementStatistics/reimbursement-statistics-list`,
        shows: '报销统计',
      },
      { name: 'progress', path: `${e}/reimbursement-details-list`, shows: '项目报销进度表' },
      { name: 'personnel', path: `${r}/personnelManagement/departmentalPersonnelList`, shows: '陈报销' },
      { name: 'cards', path: `${r}/downPickinBank/down-pickin-bank-list`, shows: '陈报销' },
      { name: 'process', path: '/final/usercenter/process-management', shows: '财务复核' },
      { name: 'todo-zhuguan', path: '/final/toDoList/new-to-do-list', shows: '待办事项' },
    ];
    for (const v of visits) await visit(page, v);
    expect(failures).toEqual([]);
  }, 180_000);
});
