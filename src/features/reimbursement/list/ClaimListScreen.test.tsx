// @vitest-environment jsdom
// The claim lists: the server's keyset pages, the query bar (状态, 日期, 关键字; a bad range is refused
// before any call), and offline the page as last read with its time.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, type Seen } from '../../../api/fake-server.test-util';
import { closeLocalDb, openLocalDb } from '../../../local';
import { queueClaimSave } from '../../../local/claims';
import type { ScreenProps } from '../../../ui/screen-types';
import { claimRow, claimView, type Rendered, renderScreen, setOnline } from '../render.test-util';
import { claimLists } from '../screens';
import { ClaimListScreen } from './ClaimListScreen';

vi.setConfig({ testTimeout: 30_000 });

const config = claimLists.find((l) => l.path.endsWith('/costList'));
if (!config) throw new Error('costList not configured');
const Screen = (props: ScreenProps) => <ClaimListScreen {...props} config={config} />;

let rendered: Rendered | undefined;
beforeEach(async () => {
  await openLocalDb('claims-list-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(async () => {
  setOnline(true);
  rendered?.unmount();
  await rendered?.h.close();
  rendered = undefined;
  closeLocalDb();
});

const lists = (r: Rendered) => r.h.fake.seen.filter((s) => s.path === '/api/reimbursement/list');

/** 25 claims in pages by cursor: the first page ends with cursor c2. */
function pagedServer(seen: Seen) {
  if (seen.path !== '/api/reimbursement/list') return undefined;
  const size = Number(seen.query.pageSize ?? 20);
  const from = seen.query.cursor === 'c2' ? 20 : 0;
  const rows = Array.from({ length: Math.min(size, 25 - from) }, (_, i) => claimRow(from + i + 1));
  return ok({ rows, nextCursor: from + size < 25 ? 'c2' : null, total: 25 });
}

const table = () => screen.findByRole('table', { name: '我的报销列表' });

describe('claim list', () => {
  it('pages by the server cursor and shows amounts as money', async () => {
    rendered = await renderScreen(Screen, { path: config.path, script: pagedServer });
    const list = await table();
    await within(list).findByText('BX202611-0001');
    expect(within(list).getAllByText('1,234.50')).toHaveLength(20);
    expect(lists(rendered)[0]?.query).toMatchObject({ scope: 'mine', type: 'expense', pageSize: '20' });
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await within(list).findByText('BX202611-0021');
    expect(lists(rendered)[1]?.query).toMatchObject({ cursor: 'c2' });
    expect(within(list).queryByText('BX202611-0001')).toBeNull();
  });

  it('asks the server the applied filter, and refuses a reversed date range without asking', async () => {
    rendered = await renderScreen(Screen, { path: config.path, script: pagedServer });
    await within(await table()).findByText('BX202611-0001');
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: ' 办公 ' } });
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(lists(rendered as Rendered)).toHaveLength(2));
    expect(lists(rendered)[1]?.query).toMatchObject({
      keyword: '办公',
      dateFrom: '2026-11-01',
      scope: 'mine',
    });

    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await screen.findByText('开始日期不能晚于结束日期');
    expect(lists(rendered)).toHaveLength(2);
  });

  it('offline shows the page as last read, with its time', async () => {
    rendered = await renderScreen(Screen, { path: config.path, script: pagedServer });
    await within(await table()).findByText('BX202611-0001');
    rendered.unmount();
    const h = rendered.h;
    setOnline(false);
    rendered = await renderScreen(Screen, { path: config.path, script: pagedServer, h });
    await within(await table()).findByText('BX202611-0001');
    expect(screen.getByText(/离线：显示本机 .* 保存的列表/)).toBeTruthy();
    expect(lists(rendered)).toHaveLength(1);
  });

  it('shows a claim drafted offline first on page 1 of 我的报销, marked 待同步', async () => {
    rendered = await renderScreen(Screen, { path: config.path, script: pagedServer });
    await within(await table()).findByText('BX202611-0001');
    const id = '11111111-2222-4333-8444-555555555555';
    const content = { ...claimView().content, reason: '离线购买打印纸' };
    await queueClaimSave({
      body: { id, type: 'expense', reason: '离线购买打印纸' },
      knownVersion: null,
      label: '保存费用报销',
      draft: {
        content,
        view: { ...claimView({ id, no: '', status: 'draft', positionLabel: '草稿', version: 0 }), content },
      },
    });
    const list = await table();
    const cell = await within(list).findByText('离线购买打印纸');
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('待同步')).toBeTruthy();
    expect(within(row).getByText('（提交后生成）')).toBeTruthy();
    expect(within(list).getAllByRole('row')[1]).toBe(row);
    expect(screen.getByTestId('pager-total').textContent).toMatch(/26/);
  });
});

const loanList = claimLists.find((l) => l.path.endsWith('/loanList'));
if (!loanList) throw new Error('loanList not configured');
const LoanScreen = (props: ScreenProps) => <ClaimListScreen {...props} config={loanList} />;

describe('借款余额 under the loan lists', () => {
  const loan = (no: string, status: 'open' | 'overdue' | 'cleared', outstanding: string) => ({
    loanId: `0000000${no.slice(-1)}-0000-4000-8000-000000000000`,
    no,
    borrowerId: '7',
    borrowerName: '陈报销',
    departmentName: '办公室',
    date: '2026-09-01',
    dueDate: '2026-10-31',
    reason: '出差预借',
    amount: '2000.00',
    offset: '500.00',
    repaid: status === 'cleared' ? '1500.00' : '0.00',
    outstanding,
    status,
  });
  const loansServer = (seen: Seen) => {
    if (seen.path === '/api/reimbursement/loans') {
      return ok([
        loan('JK202609-0001', 'open', '1500.00'),
        loan('JK202609-0002', 'overdue', '1200.00'),
        loan('JK202609-0003', 'cleared', '0.00'),
      ]);
    }
    return seen.path === '/api/reimbursement/list' ? ok({ rows: [], nextCursor: null, total: 0 }) : undefined;
  };

  it("shows the user's own loans still owed, overdue first, with the total owed", async () => {
    rendered = await renderScreen(LoanScreen, { path: loanList.path, script: loansServer });
    const balances = await screen.findByRole('table', { name: '借款余额' });
    await within(balances).findByText('JK202609-0002');
    expect(rendered.h.fake.seen.find((s) => s.path === '/api/reimbursement/loans')?.query).toMatchObject({
      borrower: 'me',
    });
    const numbers = within(balances)
      .getAllByText(/^JK2026/)
      .map((e) => e.textContent);
    expect(numbers).toEqual(['JK202609-0002', 'JK202609-0001']);
    expect(within(balances).getByText('已逾期')).toBeTruthy();
    expect(screen.getByTestId('loan-balances').textContent).toContain('2,700.00');
    fireEvent.click(within(screen.getByTestId('loan-balances')).getByText('全部'));
    await within(balances).findByText('JK202609-0003');
  });
});
