// @vitest-environment jsdom
// Dexie's liveQuery needs a global indexedDB when Dexie loads: this import comes first.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeLocalDb } from '../../../local';
import { BookScreenPath } from '../paths';
import { openTestDb, renderBookScreen } from '../screen-harness.test-util';
import { balanceFixture } from '../sheets/fixtures.test-util';
import { AccountBalanceScreen } from './AccountBalanceScreen';

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

beforeEach(async () => {
  setOnline(true);
  await openTestDb();
});
afterEach(() => {
  setOnline(true);
  closeLocalDb();
});

const answer = (unbalanced = false) => ({ ...balanceFixture, balanced: !unbalanced });

describe('科目余额表', () => {
  it('shows every subject with its figures, 合计 and the trial balance, for the month', async () => {
    const view = renderBookScreen(
      AccountBalanceScreen,
      (call) => (call.path === '/api/ledger/balance' ? { data: answer() } : undefined),
      { title: '科目余额表', search: { year: '2023', monthFrom: '1', monthTo: '2' } },
    );
    const row = await screen.findByTestId('report-row-102');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // Zero amounts stay blank, as on a ruled ledger page.
    expect(cells).toEqual([
      '102',
      '银行存款',
      '3,370,000.00',
      '',
      '',
      '15,113.53',
      '',
      '15,113.53',
      '3,354,886.47',
      '',
    ]);
    const total = screen.getByTestId('report-row-total');
    expect(total.getAttribute('data-tone')).toBe('total');
    expect(within(total).getAllByRole('cell')[1]?.textContent).toBe('合计');
    expect(screen.getByTestId('trial-balance').textContent).toContain('试算平衡');
    expect(screen.getByText('核算单位：示范市总工会')).toBeTruthy();
    expect(screen.getByText('2023年01月—02月')).toBeTruthy();
    // A level-2 subject is indented under its parent.
    const child = within(screen.getByTestId('report-row-10201')).getAllByRole('cell')[1] as HTMLElement;
    expect(child.style.paddingLeft).toBe('22px');
    expect(view.calls.filter((c) => c.path === '/api/ledger/balance').at(-1)?.query).toMatchObject({
      year: '2023',
      monthFrom: '1',
      monthTo: '2',
    });
  });

  it('asks again with the flags and level the filter bar sets', async () => {
    const view = renderBookScreen(
      AccountBalanceScreen,
      (call) => (call.path === '/api/ledger/balance' ? { data: answer() } : undefined),
      { title: '科目余额表', search: { year: '2023', monthFrom: '2' } },
    );
    await screen.findByTestId('report-row-101');
    fireEvent.click(screen.getByLabelText('包含未记账凭证'));
    fireEvent.click(screen.getByLabelText('隐藏零余额行'));
    // Some call asks with both flags (not necessarily the last one logged: the calls of the two
    // clicks are in flight together and may be logged in either order).
    await waitFor(() =>
      expect(view.calls.map((c) => c.query)).toContainEqual(
        expect.objectContaining({ monthFrom: '2', monthTo: '2', includeUnposted: 'true', hideZero: 'true' }),
      ),
    );
  });

  it('opens the 明细账 of a clicked subject for the same period', async () => {
    const view = renderBookScreen(
      AccountBalanceScreen,
      (call) => (call.path === '/api/ledger/balance' ? { data: answer() } : undefined),
      {
        title: '科目余额表',
        search: { year: '2023', monthFrom: '1', monthTo: '2', includeUnposted: 'true' },
      },
    );
    fireEvent.click(await screen.findByTestId('report-row-10201'));
    await screen.findByTestId('elsewhere');
    expect(view.location().pathname).toBe(BookScreenPath.detail);
    expect(view.location().search).toMatchObject({
      code: 10201,
      year: 2023,
      monthFrom: 1,
      monthTo: 2,
      includeUnposted: true,
    });
  });

  it('says so when the books do not balance', async () => {
    renderBookScreen(
      AccountBalanceScreen,
      (call) => (call.path === '/api/ledger/balance' ? { data: answer(true) } : undefined),
      { title: '科目余额表', search: { year: '2023' } },
    );
    expect((await screen.findByTestId('trial-balance')).textContent).toContain('试算不平衡');
  });

  it('shows the last fetched figures offline, marked with their time', async () => {
    renderBookScreen(
      AccountBalanceScreen,
      (call) => (call.path === '/api/ledger/balance' ? { data: answer() } : undefined),
      { title: '科目余额表', search: { year: '2023', monthFrom: '1', monthTo: '2' } },
    );
    await screen.findByTestId('report-row-102');
    // Saved to the local database after the answer arrived; the live query then reads it back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    setOnline(false);
    await waitFor(() =>
      expect(screen.getByTestId('report-offline').textContent).toMatch(
        /^离线：显示 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 的数据$/,
      ),
    );
    expect(within(screen.getByTestId('report-row-102')).getAllByRole('cell')[2]?.textContent).toBe(
      '3,370,000.00',
    );
  });

  it('says when a report was never fetched on this machine and the network is down', async () => {
    setOnline(false);
    renderBookScreen(AccountBalanceScreen, () => ({ unreachable: true }), {
      title: '科目余额表',
      search: { year: '2023', monthFrom: '7' },
    });
    expect((await screen.findByTestId('report-offline')).textContent).toBe(
      '离线：本机没有保存过这份报表，联网后再打开',
    );
  });
});
