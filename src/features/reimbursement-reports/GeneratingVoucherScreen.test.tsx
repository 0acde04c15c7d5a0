// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimRow, ClaimVoucherPreview } from '../../core/contracts/reimbursement';
import type { VoucherView } from '../../core/voucher/types';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../local';
import { seedReference } from '../../ui/pickers/fixtures.test-util';
import type { FakeCall, FakeHandler } from '../../ui/screen-harness.test-util';
import { GeneratingVoucherScreen } from './GeneratingVoucherScreen';
import { renderReport, setOnline } from './test-render.test-util';

const go = vi.fn();
vi.mock('../../ui/use-go', () => ({ useGo: () => go }));
vi.setConfig({ testTimeout: 30_000 });

const ids = {
  a: '11111111-1111-4111-8111-111111111111',
  b: '22222222-2222-4222-8222-222222222222',
  c: '33333333-3333-4333-8333-333333333333',
  voucher: '99999999-9999-4999-8999-999999999999',
};

function claim(id: string, no: string, patch: Partial<ClaimRow> = {}): ClaimRow {
  return {
    id,
    no,
    type: 'expense',
    date: '2026-11-18',
    declarerName: '陈报销',
    departmentName: '办公室',
    reason: '职工培训',
    amount: '1200.00' as never,
    status: 'approved',
    positionLabel: '已通过',
    version: 4,
    updatedAt: '2026-11-19T08:00:00.000Z',
    voucherLabel: null,
    awaitsMe: false,
    ...patch,
  };
}

const rows = [
  claim(ids.a, 'BX202611-0001'),
  claim(ids.b, 'BX202611-0002', { reason: '会议', amount: '300.00' as never }),
  claim(ids.c, 'BX202611-0003', { voucherLabel: '记-0005', type: 'travel' }),
];

const preview = (amount: string): ClaimVoucherPreview => ({
  template: 'V07',
  templateName: '直接报销',
  voucher: {
    voucherDate: '2026-11-20',
    numberOfDocument: 2,
    entries: [
      {
        summary: '职工培训（BX202611-0001）',
        code: '50501',
        departmentCode: null,
        auxis: [],
        debitAmount: amount,
        creditAmount: '',
      },
      {
        summary: '职工培训（BX202611-0001）',
        code: '10201',
        departmentCode: null,
        auxis: [],
        debitAmount: '',
        creditAmount: amount,
      },
    ],
  },
});

const voucherView: VoucherView = {
  id: ids.voucher,
  year: 2026,
  month: 11,
  voucherDate: '2026-11-20',
  voucherType: '记',
  voucherTypeName: '记账凭证',
  voucherNo: 5,
  numberOfDocument: 2,
  status: 'saved',
  version: 1,
  preparedBy: { id: 3, name: '李会计' },
  reviewer: null,
  bookkeeper: null,
  entries: [],
  debitTotal: '1200.00',
  creditTotal: '1200.00',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
  events: [],
  source: { kind: 'reimbursement', id: ids.c, label: '差旅报销 BX202611-0003' },
} as VoucherView;

const handler: FakeHandler = (call: FakeCall) => {
  switch (call.path) {
    case '/api/reimbursement/list':
      return { data: { rows, nextCursor: null, total: rows.length } };
    case '/api/reimbursement/voucherPreview':
      return { data: preview(call.query.documentId === ids.b ? '300.00' : '1200.00') };
    case '/api/reimbursement/generateVoucher': {
      const body = call.body as { documentId: string };
      const label = body.documentId === ids.a ? '记-0006' : '记-0007';
      return { data: { id: body.documentId, voucher: { id: ids.voucher, label } } };
    }
    case '/api/reimbursement/get':
      return { data: { id: call.query.documentId, voucher: { id: ids.voucher, label: '记-0005' } } };
    case '/api/voucher/get':
      return { data: voucherView };
    default:
      return undefined;
  }
};

let db: LocalDb;
beforeEach(async () => {
  db = await openLocalDb('generate-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  await seedReference(db);
  go.mockClear();
});
afterEach(() => {
  setOnline(true);
  closeLocalDb();
});

const table = () => screen.findByRole('table', { name: '生成会计凭证列表' });
const rowOf = async (no: string) => (await within(await table()).findByText(no)).closest('tr') as HTMLElement;
const dialog = async () => (await screen.findByText(/^生成凭证：/)).closest('[role="dialog"]') as HTMLElement;

describe('生成会计凭证', () => {
  it('lists approved documents without a voucher and asks the server for approved ones of the ledger set', async () => {
    const r = renderReport(GeneratingVoucherScreen, '生成会计凭证', handler);
    await rowOf('BX202611-0001');
    expect(within(await table()).queryByText('BX202611-0003')).toBeNull();
    expect(r.calls.find((c) => c.path === '/api/reimbursement/list')?.query).toMatchObject({
      scope: 'all',
      status: 'approved',
    });
  });

  it('shows the preview, keeps 保存 off while the lines do not balance, and saves the edited voucher', async () => {
    const r = renderReport(GeneratingVoucherScreen, '生成会计凭证', handler);
    fireEvent.click(within(await rowOf('BX202611-0001')).getByRole('button', { name: '生成凭证' }));
    const d = await dialog();
    expect((await within(d).findByTestId('template-name')).textContent).toBe('直接报销');
    expect(within(d).getByText('V07')).toBeTruthy();
    expect((within(d).getByLabelText('凭证日期') as HTMLInputElement).value).toBe('2026-11-20');
    expect((within(d).getByLabelText('附件张数') as HTMLInputElement).value).toBe('2');
    expect((within(d).getByLabelText('第1行借方金额') as HTMLInputElement).value).toBe('1,200.00');
    const save = within(d).getByRole('button', { name: '保存' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);

    fireEvent.focus(within(d).getByLabelText('第1行借方金额'));
    fireEvent.change(within(d).getByLabelText('第1行借方金额'), { target: { value: '1000' } });
    expect(within(d).getByTestId('voucher-problem').textContent).toBe('借贷不平衡，请调整分录金额');
    expect(within(d).getByTestId('total-debit').textContent).toBe('1,000.00');
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    expect(r.calls.some((c) => c.path === '/api/reimbursement/generateVoucher')).toBe(false);

    fireEvent.change(within(d).getByLabelText('第2行贷方金额'), { target: { value: '1000' } });
    fireEvent.change(within(d).getByLabelText('第1行摘要'), { target: { value: '培训费' } });
    fireEvent.change(within(d).getByLabelText('附件张数'), { target: { value: '5' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);

    expect((await within(d).findByTestId('generated-label')).textContent).toBe('记-0006');
    const sent = r.calls.find((c) => c.path === '/api/reimbursement/generateVoucher')?.body as {
      documentId: string;
      version: number;
      voucher: { id: string; voucherDate: string; numberOfDocument: number; entries: unknown[] };
    };
    expect(sent.documentId).toBe(ids.a);
    expect(sent.version).toBe(4);
    expect(sent.voucher.voucherDate).toBe('2026-11-20');
    expect(sent.voucher.numberOfDocument).toBe(5);
    expect(sent.voucher.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.voucher.entries).toEqual([
      {
        summary: '培训费',
        code: '50501',
        departmentCode: null,
        auxis: [],
        debitAmount: '1000.00',
        creditAmount: '',
      },
      {
        summary: '职工培训（BX202611-0001）',
        code: '10201',
        departmentCode: null,
        auxis: [],
        debitAmount: '',
        creditAmount: '1000.00',
      },
    ]);
  });

  it('generates the ticked documents one by one', async () => {
    const r = renderReport(GeneratingVoucherScreen, '生成会计凭证', handler);
    fireEvent.click(within(await rowOf('BX202611-0001')).getByRole('checkbox'));
    fireEvent.click(within(await rowOf('BX202611-0002')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '生成凭证（2）' }));
    let d = await dialog();
    expect(within(d).getByText(/第 1 \/ 2 张/)).toBeTruthy();
    await within(d).findByTestId('template-name');
    fireEvent.click(within(d).getByRole('button', { name: '保存' }));
    await within(d).findByTestId('generated-label');
    fireEvent.click(within(d).getByRole('button', { name: '下一张' }));
    d = await dialog();
    await within(d).findByText(/BX202611-0002（第 2 \/ 2 张）/);
    await waitFor(() =>
      expect((within(d).getByLabelText('第1行借方金额') as HTMLInputElement).value).toBe('300.00'),
    );
    fireEvent.click(within(d).getByRole('button', { name: '保存' }));
    expect((await within(d).findByTestId('generated-label')).textContent).toBe('记-0007');
    const generated = r.calls.filter((c) => c.path === '/api/reimbursement/generateVoucher');
    expect(generated.map((c) => (c.body as { documentId: string }).documentId)).toEqual([ids.a, ids.b]);
    const voucherIds = generated.map((c) => (c.body as { voucher: { id: string } }).voucher.id);
    expect(new Set(voucherIds).size).toBe(2);
  });

  it('offline says so and keeps 保存 off', async () => {
    const r = renderReport(GeneratingVoucherScreen, '生成会计凭证', handler);
    fireEvent.click(within(await rowOf('BX202611-0001')).getByRole('button', { name: '生成凭证' }));
    const d = await dialog();
    await within(d).findByTestId('template-name');
    setOnline(false);
    expect((await within(d).findByTestId('offline-notice')).textContent).toContain('离线状态下不能保存凭证');
    const save = within(d).getByRole('button', { name: '保存' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    expect(r.calls.some((c) => c.path === '/api/reimbursement/generateVoucher')).toBe(false);
  });

  it('shows documents that have a voucher on request; the 凭证 cell opens it and its 来源单据 opens the claim', async () => {
    renderReport(GeneratingVoucherScreen, '生成会计凭证', handler);
    await rowOf('BX202611-0001');
    fireEvent.click(screen.getByRole('radio', { name: '已生成凭证' }));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    const row = await rowOf('BX202611-0003');
    expect(within(await table()).queryByText('BX202611-0001')).toBeNull();
    expect((within(row).getByRole('button', { name: '生成凭证' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(row).getByRole('button', { name: '记-0005' }));
    const source = await screen.findByTestId('view-source');
    fireEvent.click(within(source).getByRole('button', { name: '差旅报销 BX202611-0003' }));
    expect(go).toHaveBeenCalledWith(
      `/final/reimbursement/expenseReimbursement/travelReimbursement?id=${ids.c}`,
    );
    await waitFor(() => expect(screen.queryByTestId('view-source')).toBeNull());
  });
});
