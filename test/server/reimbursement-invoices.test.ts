// 发票 on claims over HTTP (reimbursement_form_fields.csv: 发票(号码/金额/日期)，电子发票录入查重):
// each invoice's format refused with a Chinese message and nothing written; one invoice claimed once
// per ledger set, the refusal naming the claim that holds it; a withdrawn claim lets its invoices go
// and takes them back (or is refused) when resubmitted; a deleted claim frees them; two saves racing
// for one invoice: exactly one wins. 生成凭证 is offered only to the holder of its key.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';
import { Claims, departmentId, expenseBody, signIn, today, type Users } from './reimbursement-fixture.ts';

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

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** A paper/electronic VAT invoice (12-digit code, 8-digit number) never used before in this run. */
const invoice = (extra: object = {}) => ({
  invoiceCode: digits(12),
  invoiceNo: digits(8),
  invoiceAmount: '100.00',
  invoiceDate: today(),
  ...extra,
});

const withInvoices = (invoices: object[], amounts = ['100.00']) => ({
  ...expenseBody(office, amounts),
  invoices,
});

async function held(claimId: string) {
  return server.handle.db
    .selectFrom('claim_invoice')
    .select(['invoice_code', 'invoice_no', 'amount', 'invoice_date'])
    .where('claim_id', '=', claimId)
    .orderBy('line')
    .execute();
}

async function claimExists(id: string) {
  const row = await server.handle.db.selectFrom('claim').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

describe('invoice validation: a clear message, nothing written', () => {
  const cases: [string, () => object, string][] = [
    [
      'a 9-digit number',
      () => invoice({ invoiceNo: '123456789' }),
      '第1行：发票号码应为8位数字（全电发票为20位）',
    ],
    [
      'a code of 11 digits',
      () => invoice({ invoiceCode: '12345678901' }),
      '第1行：发票代码应为10位或12位数字（全电发票不填）',
    ],
    [
      'an 8-digit number without a code',
      () => invoice({ invoiceCode: '' }),
      '第1张发票：8位发票号码须同时填写发票代码',
    ],
    [
      'a 20-digit number with a code',
      () => invoice({ invoiceNo: digits(20) }),
      '第1张发票：发票号码应为8位数字',
    ],
    [
      'an amount in tenths of a fen',
      () => invoice({ invoiceAmount: '12.345' }),
      '第1行：发票金额应为不小于 0 的金额，最多两位小数，如 1234.50',
    ],
    ['an amount of zero', () => invoice({ invoiceAmount: '0' }), '第1行：发票金额必须大于 0'],
    [
      'a date that does not exist',
      () => invoice({ invoiceDate: '2026-02-30' }),
      '第1行：开票日期不是有效日期',
    ],
  ];
  for (const [what, make, message] of cases) {
    it(`refuses ${what}`, async () => {
      const body = withInvoices([make()]);
      const answer = await claims.save(users.baoxiao, body);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toContain(message);
      expect(await claimExists(body.id)).toBe(false);
    });
  }

  it('refuses an invoice dated after today', async () => {
    const body = withInvoices([invoice({ invoiceDate: tomorrow() })]);
    const answer = await claims.save(users.baoxiao, body);
    expect(answer.body).toMatchObject({ success: false, data: { field: 'invoices.0.invoiceDate' } });
    expect(answer.body.message).toBe(`第1张发票：开票日期 ${tomorrow()} 晚于今天，不能报销未来日期的发票`);
    expect(await claimExists(body.id)).toBe(false);
  });

  it('refuses one invoice entered twice on a claim', async () => {
    const one = invoice();
    const body = withInvoices([one, { ...one }]);
    const answer = await claims.save(users.baoxiao, body);
    expect(answer.body.message).toBe(
      `第2张发票：与第1张发票重复（发票 ${one.invoiceCode} ${one.invoiceNo}）`,
    );
    expect(await claimExists(body.id)).toBe(false);
  });

  it('refuses invoices on a loan', async () => {
    const body = {
      ...expenseBody(office, []),
      type: 'loan',
      enteredAmount: '500.00',
      loanDueDate: '2099-12-31',
      invoices: [invoice()],
    };
    const answer = await claims.save(users.baoxiao, body);
    expect(answer.body).toMatchObject({ success: false, message: '借款单据不录入发票' });
    expect(await claimExists(body.id)).toBe(false);
  });

  it('keeps a paper invoice and a 全电发票 with the claim, shown on the document', async () => {
    const paper = invoice({ invoiceAmount: '60.5' });
    const digital = invoice({ invoiceCode: '', invoiceNo: digits(20), invoiceAmount: '39.50' });
    const body = withInvoices([paper, digital]);
    const saved = await claims.save(users.baoxiao, body);
    expect(saved.body.success).toBe(true);
    expect(saved.body.data.content.invoices).toEqual([{ ...paper, invoiceAmount: '60.50' }, digital]);
    expect((await held(body.id)).map((r) => [r.invoice_code, r.invoice_no, String(r.amount)])).toEqual([
      [paper.invoiceCode, paper.invoiceNo, '60.50'],
      ['', digital.invoiceNo, '39.50'],
    ]);
  });
});

describe('提交 needs an invoice', () => {
  it('saves a draft without invoices and refuses to submit it until one is entered', async () => {
    const body = withInvoices([]);
    const saved = await claims.save(users.baoxiao, body);
    expect(saved.body.success).toBe(true);
    const sent = await claims.act(users.baoxiao, 'submit', {
      documentId: body.id,
      version: saved.body.data.version,
    });
    expect(sent.body).toMatchObject({
      success: false,
      message: '请至少录入一张发票（发票代码、号码、金额、开票日期）后再提交',
    });
    expect((await claims.get(users.baoxiao, body.id)).status).toBe('draft');
    const edited = await claims.save(users.baoxiao, {
      ...body,
      version: saved.body.data.version,
      invoices: [invoice()],
    });
    const again = await claims.act(users.baoxiao, 'submit', {
      documentId: body.id,
      version: edited.body.data.version,
    });
    expect(again.body.data.status).toBe('inApproval');
  });
});

describe('电子发票查重: an invoice is claimed once in the ledger set', () => {
  it('refuses the second claim of an invoice, naming the claim that holds it', async () => {
    const one = invoice();
    const first = await claims.save(users.baoxiao, withInvoices([one]));
    expect(first.body.success).toBe(true);
    const second = withInvoices([invoice(), one]);
    const answer = await claims.save(users.zhuguan, second);
    expect(answer.body).toMatchObject({
      success: false,
      message: `发票 ${one.invoiceCode} ${one.invoiceNo} 已在报销单 ${first.body.data.no} 中报销，不能重复报销`,
      data: { field: 'invoices.1.invoiceNo' },
    });
    expect(await claimExists(second.id)).toBe(false);
    // The same code with another number, or the number under another code, is another invoice.
    const near = await claims.save(
      users.zhuguan,
      withInvoices([
        { ...one, invoiceNo: digits(8) },
        { ...invoice(), invoiceNo: one.invoiceNo },
      ]),
    );
    expect(near.body.success).toBe(true);
  });

  it('lets an edit of the holding claim keep its invoice, and refuses an edit taking another claim’s', async () => {
    const a = invoice();
    const b = invoice();
    const holder = await claims.save(users.baoxiao, withInvoices([b]));
    const body = withInvoices([a]);
    const saved = await claims.save(users.baoxiao, body);
    const edited = await claims.save(users.baoxiao, {
      ...body,
      version: saved.body.data.version,
      reason: '改事由',
    });
    expect(edited.body.success).toBe(true);
    const taking = await claims.save(users.baoxiao, {
      ...body,
      version: edited.body.data.version,
      invoices: [a, b],
    });
    expect(taking.body.message).toBe(
      `发票 ${b.invoiceCode} ${b.invoiceNo} 已在报销单 ${holder.body.data.no} 中报销，不能重复报销`,
    );
    // Refused whole: the claim is as it was, still holding only its own invoice.
    expect((await claims.get(users.baoxiao, body.id)).version).toBe(edited.body.data.version);
    expect((await held(body.id)).map((r) => r.invoice_no)).toEqual([a.invoiceNo]);
  });

  it('frees the invoices of a withdrawn claim, and refuses its resubmission once another holds them', async () => {
    const one = invoice();
    const body = withInvoices([one]);
    const sent = await claims.submitted(users.baoxiao, body);
    const back = await claims.act(users.baoxiao, 'withdrawal', { documentId: body.id });
    expect(back.body.data.status).toBe('withdrawn');
    expect(await held(body.id)).toEqual([]);
    const other = await claims.save(users.zhuguan, withInvoices([one]));
    expect(other.body.success).toBe(true);
    const again = await claims.act(users.baoxiao, 'submit', {
      documentId: sent.id,
      version: back.body.data.version,
    });
    expect(again.body).toMatchObject({
      success: false,
      message: `发票 ${one.invoiceCode} ${one.invoiceNo} 已在报销单 ${other.body.data.no} 中报销，不能重复报销`,
    });
    expect((await claims.get(users.baoxiao, sent.id)).status).toBe('withdrawn');
    // Once the other is deleted the invoice is free again, and the withdrawn claim takes it back.
    await claims.act(users.zhuguan, 'delete', {
      documentId: other.body.data.id,
      version: other.body.data.version,
    });
    const resubmitted = await claims.act(users.baoxiao, 'submit', {
      documentId: sent.id,
      version: back.body.data.version,
    });
    expect(resubmitted.body.data.status).toBe('inApproval');
    expect((await held(sent.id)).map((r) => r.invoice_no)).toEqual([one.invoiceNo]);
  });

  it('lets exactly one of two concurrent saves claim the same invoice', async () => {
    const one = invoice();
    for (let round = 0; round < 3; round++) {
      const shared = { ...one, invoiceNo: digits(8) };
      const bodies = [withInvoices([shared]), withInvoices([shared])];
      const answers = await Promise.all([
        claims.save(users.baoxiao, bodies[0]),
        claims.save(users.zhuguan, bodies[1]),
      ]);
      const won = answers.filter((a) => a.body.success);
      const lost = answers.filter((a) => !a.body.success);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]?.body.message).toBe(
        `发票 ${shared.invoiceCode} ${shared.invoiceNo} 已在报销单 ${won[0]?.body.data.no} 中报销，不能重复报销`,
      );
      const rows = await server.handle.db
        .selectFrom('claim_invoice')
        .select('claim_id')
        .where('invoice_no', '=', shared.invoiceNo)
        .execute();
      expect(rows).toEqual([{ claim_id: won[0]?.body.data.id }]);
    }
  });

  it('lets exactly one of two concurrent submits of withdrawn claims take the same invoice back', async () => {
    const one = invoice();
    const a = withInvoices([one]);
    await claims.submitted(users.baoxiao, a);
    const aBack = (await claims.act(users.baoxiao, 'withdrawal', { documentId: a.id })).body.data;
    const b = withInvoices([one]);
    await claims.submitted(users.baoxiao, b);
    const bBack = (await claims.act(users.baoxiao, 'withdrawal', { documentId: b.id })).body.data;
    const answers = await Promise.all([
      claims.act(users.baoxiao, 'submit', { documentId: a.id, version: aBack.version }),
      claims.act(users.baoxiao, 'submit', { documentId: b.id, version: bBack.version }),
    ]);
    expect(answers.filter((x) => x.body.success)).toHaveLength(1);
    const statuses = [
      (await claims.get(users.baoxiao, a.id)).status,
      (await claims.get(users.baoxiao, b.id)).status,
    ];
    expect(statuses.sort()).toEqual(['inApproval', 'withdrawn']);
  });
});

describe('生成凭证 on the document', () => {
  it('is offered on an approved claim to the holder of the voucher key only', async () => {
    const sent = await claims.submitted(users.baoxiao, withInvoices([invoice()]));
    const approved = await claims.approveAll(sent);
    expect(approved.status).toBe('approved');
    expect((await claims.get(users.zhidan, sent.id)).allowed.generateVoucher).toBe(true);
    expect((await claims.get(users.baoxiao, sent.id)).allowed.generateVoucher).toBe(false);
    expect((await claims.get(users.shenpi, sent.id)).allowed.generateVoucher).toBe(false);
    const draft = await claims.save(users.baoxiao, withInvoices([invoice()]));
    expect(
      (await claims.get(users.zhidan, draft.body.data.id).catch(() => null))?.allowed.generateVoucher ??
        false,
    ).toBe(false);
  });
});
