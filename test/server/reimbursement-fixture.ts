// Shared by the reimbursement tests: the demo's users signed in, and the calls by name.
import { randomUUID } from 'node:crypto';
import type { ClaimView, LoanView } from '../../src/core/contracts/reimbursement.ts';
import { type Answer, DEMO_PASSWORD, TestClient, type TestServer } from './harness.ts';

export interface Users {
  baoxiao: TestClient;
  shenpi: TestClient;
  zhuguan: TestClient;
  zhidan: TestClient;
  zhuxi: TestClient;
}

export async function signIn(server: TestServer): Promise<Users> {
  const [baoxiao, shenpi, zhuguan, zhidan, zhuxi] = await Promise.all(
    ['baoxiao', 'shenpi', 'zhuguan', 'zhidan', 'zhuxi'].map((u) =>
      TestClient.login(server, u, DEMO_PASSWORD),
    ),
  );
  return { baoxiao, shenpi, zhuguan, zhidan, zhuxi } as Users;
}

export async function departmentId(server: TestServer, name: string, ledgerCode = '001'): Promise<number> {
  const row = await server.handle.db
    .selectFrom('department as d')
    .innerJoin('ledger_set as l', 'l.id', 'd.ledger_set_id')
    .select('d.id')
    .where('d.name', '=', name)
    .where('l.code', '=', ledgerCode)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const today = () => new Date().toISOString().slice(0, 10);

// Each invoice a test makes is a new one: one code per process, the numbers counted from a random start.
const invoiceCode = String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));
let invoiceNumber = Math.floor(Math.random() * 50_000_000);

/** An invoice no claim of this run has used (发票 is required to submit an expense or travel claim). */
export function freshInvoice(amount = '100.00') {
  invoiceNumber += 1;
  return {
    invoiceCode,
    invoiceNo: String(invoiceNumber).padStart(8, '0'),
    invoiceAmount: amount,
    invoiceDate: today(),
  };
}

/** A valid 费用报销 body: one line per amount on 50504 其他业务支出. */
export function expenseBody(departmentId: number, amounts: string[] = ['100.00'], extra: object = {}) {
  return {
    id: randomUUID(),
    type: 'expense',
    date: today(),
    departmentId,
    reason: '购买办公用品',
    project: '',
    paymentMethod: 'publicTransfer',
    payee: '',
    payeeBank: '',
    payeeAccount: '',
    attachmentCount: 1,
    lines: amounts.map((amount) => ({
      subjectCode: '50504',
      economicClass: '30201',
      summary: '办公用品',
      amount,
      invoiceCount: 1,
    })),
    offsets: [],
    invoices: [freshInvoice()],
    ...extra,
  };
}

export function loanBody(departmentId: number, amount: string, extra: object = {}) {
  return {
    ...expenseBody(departmentId, []),
    type: 'loan',
    reason: '出差预借',
    paymentMethod: 'cash',
    enteredAmount: amount,
    loanDueDate: '2099-12-31',
    invoices: [],
    ...extra,
  };
}

export class Claims {
  constructor(readonly users: Users) {}

  save(as: TestClient, body: unknown, key?: string): Promise<Answer<ClaimView>> {
    return as.post<ClaimView>('/api/reimbursement/save', body, key ? { idempotencyKey: key } : {});
  }
  act(as: TestClient, action: string, body: object, key?: string): Promise<Answer<ClaimView>> {
    return as.post<ClaimView>(`/api/reimbursement/${action}`, body, key ? { idempotencyKey: key } : {});
  }
  async get(as: TestClient, documentId: string): Promise<ClaimView> {
    const answer = await as.get<ClaimView>('/api/reimbursement/get', { documentId });
    if (!answer.body.success) throw new Error(answer.body.message);
    return answer.body.data;
  }

  /** Saved and submitted by `as`; fails the test on any refusal. */
  async submitted(as: TestClient, body: { id: string; [field: string]: unknown }): Promise<ClaimView> {
    const saved = await this.save(as, body);
    if (!saved.body.success) throw new Error(saved.body.message);
    const sent = await this.act(as, 'submit', { documentId: body.id, version: saved.body.data.version });
    if (!sent.body.success) throw new Error(sent.body.message);
    return sent.body.data;
  }

  /** Approves every remaining step: shenpi for 部门审核, zhuxi for 领导审批, zhuguan for 财务复核. */
  async approveAll(view: ClaimView): Promise<ClaimView> {
    let current = view;
    while (current.status === 'inApproval') {
      const step = current.process?.steps[current.stepIndex ?? 0];
      const as =
        step?.key === 'finance'
          ? this.users.zhuguan
          : step?.key === 'leader'
            ? this.users.zhuxi
            : this.users.shenpi;
      const answer = await this.act(as, 'approve', { documentId: current.id, version: current.version });
      if (!answer.body.success) throw new Error(answer.body.message);
      current = answer.body.data;
    }
    return current;
  }

  async loans(as: TestClient, borrower: 'me' | 'all' = 'me'): Promise<LoanView[]> {
    const answer = await as.get<LoanView[]>('/api/reimbursement/loans', { borrower });
    if (!answer.body.success) throw new Error(answer.body.message);
    return answer.body.data;
  }
}
