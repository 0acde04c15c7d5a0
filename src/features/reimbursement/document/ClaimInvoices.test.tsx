// @vitest-environment jsdom
// 发票 on the document page and 生成凭证 there. Offline, an invoice a claim kept on this device holds
// is refused before anything is queued, naming that claim; a future 开票日期 is refused on its field;
// a valid invoice goes out with the save. A kept document shows its invoices and their total. An
// approved claim without a voucher offers 生成凭证 to a user allowed to generate (the preview opens);
// with a voucher the link shows instead; without the permission nothing is offered.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, type Seen } from '../../../api/fake-server.test-util';
import type { ClaimView, ClaimVoucherPreview } from '../../../core/contracts/reimbursement';
import type { Money } from '../../../core/money';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../../local';
import { keepClaim } from '../../../local/claims';
import { toDepartmentRow } from '../../../local/departments';
import { toSubjectRow } from '../../../local/subjects';
import type { ScreenProps } from '../../../ui/screen-types';
import { claimId, claimView, type Rendered, renderScreen, setOnline } from '../render.test-util';
import { documentPaths } from '../screens';
import { ClaimDocumentPage } from './ClaimDocumentPage';

vi.setConfig({ testTimeout: 30_000 });

const Page = (props: ScreenProps) => <ClaimDocumentPage {...props} type="expense" />;
const path = documentPaths.expense;
const m = (v: string) => v as Money;

let db: LocalDb;
let rendered: Rendered | undefined;
beforeEach(async () => {
  db = await openLocalDb('claims-invoice-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.departments.bulkPut([
    toDepartmentRow({
      id: 11,
      departmentCode: '01',
      departmentName: '办公室',
      parentCode: null,
      enabled: true,
      version: 1,
    }),
  ]);
  await db.subjects.bulkPut([
    toSubjectRow({
      id: 501,
      code: '50101',
      codeName: '职工教育费',
      codeFullName: '职工活动支出-职工教育费',
      balanceDirection: 1,
      parentCode: '501',
      level: 2,
      category: '支出',
      hasChild: false,
      isLeaf: true,
      hasAuxi: false,
      auxTypes: [],
      enabled: true,
      deptAccounting: false,
      isStandard: true,
    }),
  ]);
});
afterEach(async () => {
  setOnline(true);
  rendered?.unmount();
  await rendered?.h.close();
  rendered = undefined;
  closeLocalDb();
});

const preview: ClaimVoucherPreview = {
  template: 'V02',
  templateName: '报销（对公转账）',
  voucher: {
    voucherDate: '2026-11-20',
    numberOfDocument: 1,
    entries: [
      {
        summary: '办公用品',
        code: '50101',
        departmentCode: null,
        auxis: [],
        debitAmount: '1234.50',
        creditAmount: '',
      },
      {
        summary: '办公用品',
        code: '10201',
        departmentCode: null,
        auxis: [],
        debitAmount: '',
        creditAmount: '1234.50',
      },
    ],
  },
};

function script(current: () => ClaimView | null) {
  return (seen: Seen) => {
    if (seen.path === '/api/reimbursement/get') {
      const view = current();
      return view ? ok(view) : undefined;
    }
    if (seen.path === '/api/reimbursement/voucherPreview') return ok(preview);
    if (seen.path === '/api/personnel/me') return ok({ person: null, cards: [] });
    if (seen.path === '/api/reimbursement/loans') return ok([]);
    if (seen.path === '/api/fileRelation/getAttachmentsList') {
      return ok({
        originalFile: [],
        supportingFile: [],
        originalFileAttachments: [],
        supportingFileAttachments: [],
      });
    }
    return undefined;
  };
}

const held = {
  invoiceCode: '011002300111',
  invoiceNo: '00012345',
  invoiceAmount: m('86.50'),
  invoiceDate: '2026-11-01',
};

async function fillNewClaim() {
  fireEvent.change(await screen.findByLabelText('事由'), { target: { value: '购买打印纸' } });
  const subject = screen.getByLabelText('第1行支出科目');
  subject.focus();
  fireEvent.change(subject, { target: { value: '50101' } });
  await waitFor(() =>
    expect(within(screen.getByRole('listbox', { name: '匹配的科目' })).getAllByRole('option')).toHaveLength(
      1,
    ),
  );
  fireEvent.keyDown(subject, { key: 'Enter' });
  fireEvent.change(screen.getByLabelText('第1行金额'), { target: { value: '86.5' } });
  fireEvent.click(screen.getByRole('button', { name: '添加发票' }));
}

function typeInvoice(i: number, inv: { code: string; no: string; amount: string; date: string }) {
  fireEvent.change(screen.getByLabelText(`第${i}张发票代码`), { target: { value: inv.code } });
  fireEvent.change(screen.getByLabelText(`第${i}张发票号码`), { target: { value: inv.no } });
  fireEvent.change(screen.getByLabelText(`第${i}张发票金额`), { target: { value: inv.amount } });
  fireEvent.change(screen.getByLabelText(`第${i}张发票开票日期`), { target: { value: inv.date } });
}

describe('invoices on the claim form', () => {
  it('refuses offline an invoice a kept claim holds, naming it; a future date on its field; queues a valid one', async () => {
    const base = claimView();
    await keepClaim(
      claimView({ id: claimId(9), no: 'BX202611-0009', content: { ...base.content, invoices: [held] } }),
      db,
    );
    setOnline(false);
    rendered = await renderScreen(Page, { path, search: { parentCurrent: '0' }, script: script(() => null) });
    await fillNewClaim();
    typeInvoice(1, { code: held.invoiceCode, no: held.invoiceNo, amount: '86.5', date: '2026-11-01' });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const message = `发票 ${held.invoiceCode} ${held.invoiceNo} 已在报销单 BX202611-0009 中报销，不能重复报销`;
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    expect(await db.outbox.count()).toBe(0);

    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    typeInvoice(1, { code: held.invoiceCode, no: '00012346', amount: '86.5', date: future });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(
        screen.getAllByText(`第1张发票：开票日期 ${future} 晚于今天，不能报销未来日期的发票`).length,
      ).toBeGreaterThan(0),
    );
    expect(screen.getByLabelText('第1张发票开票日期').getAttribute('aria-invalid')).toBe('true');
    expect(await db.outbox.count()).toBe(0);

    typeInvoice(1, { code: held.invoiceCode, no: '00012346', amount: '86.5', date: '2026-11-01' });
    expect(within(screen.getByTestId('claim-invoices')).getByTestId('claim-invoices-total').textContent).toBe(
      '86.50',
    );
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry?.body).toMatchObject({
      invoices: [
        {
          invoiceCode: held.invoiceCode,
          invoiceNo: '00012346',
          invoiceAmount: '86.50',
          invoiceDate: '2026-11-01',
        },
      ],
    });
  });

  it('shows a kept document’s invoices read-only with their total', async () => {
    const base = claimView();
    const digital = {
      invoiceCode: '',
      invoiceNo: '24110000000000012345',
      invoiceAmount: m('1148.00'),
      invoiceDate: '2026-11-02',
    };
    const view = claimView({ content: { ...base.content, invoices: [held, digital] } });
    rendered = await renderScreen(Page, { path, search: { id: view.id }, script: script(() => view) });
    const grid = await screen.findByRole('table', { name: '发票' });
    expect((within(grid).getByLabelText('第1张发票号码') as HTMLInputElement).value).toBe('00012345');
    expect((within(grid).getByLabelText('第2张发票号码') as HTMLInputElement).value).toBe(digital.invoiceNo);
    expect(within(grid).getByText('全电发票')).toBeTruthy();
    expect(within(grid).getByTestId('claim-invoices-total').textContent).toBe('1,234.50');
    expect(screen.queryByRole('button', { name: '添加发票' })).toBeNull();
  });
});

describe('生成凭证 on the document page', () => {
  const approved = (patch: Partial<ClaimView> = {}) => {
    const base = claimView();
    return claimView({
      status: 'approved',
      positionLabel: '已通过',
      allowed: { ...base.allowed, approve: false, reject: false, generateVoucher: true },
      ...patch,
    });
  };

  it('offers it on an approved claim without a voucher, opening the preview', async () => {
    const view = approved();
    rendered = await renderScreen(Page, { path, search: { id: view.id }, script: script(() => view) });
    fireEvent.click(await screen.findByRole('button', { name: '生成凭证' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('生成凭证：费用报销 BX202611-0001')).toBeTruthy();
    await within(dialog).findByText('报销（对公转账）');
    expect(rendered.h.fake.seen.some((s) => s.path === '/api/reimbursement/voucherPreview')).toBe(true);
  });

  it('shows the voucher link instead once there is a voucher', async () => {
    const view = approved({
      voucher: { id: claimId(5), label: '2026年11月 记-12号' },
      allowed: { ...approved().allowed, generateVoucher: false },
    });
    rendered = await renderScreen(Page, { path, search: { id: view.id }, script: script(() => view) });
    await within(await screen.findByTestId('claim-head')).findByText('2026年11月 记-12号');
    expect(screen.queryByRole('button', { name: '生成凭证' })).toBeNull();
  });

  it('offers nothing to a user the server does not allow to generate', async () => {
    const view = approved({ allowed: { ...approved().allowed, generateVoucher: false } });
    rendered = await renderScreen(Page, { path, search: { id: view.id }, script: script(() => view) });
    await screen.findAllByText('已通过');
    expect(screen.queryByRole('button', { name: '生成凭证' })).toBeNull();
  });
});
