// @vitest-environment jsdom
import '../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openingContracts } from '../../core/contracts/opening';
import { fakeApi, refuse, renderWithApi } from '../../ui/init/fake-api.test-util';
import type { ScreenProps } from '../../ui/screen-types';
import { openingView } from './opening.fixtures.test-util';
import { SubjectBalanceScreen } from './SubjectBalanceScreen';

const go = vi.fn();
vi.mock('../../ui/use-go', () => ({ useGo: () => go }));

const props = { route: {}, params: {}, search: {}, active: true } as unknown as ScreenProps;

function setup(view = openingView(), onSave?: (body: unknown) => unknown) {
  const fake = fakeApi((call) => {
    if (call.method === 'GET' && call.path === openingContracts.balances.path) return view;
    if (call.method === 'POST' && call.path === openingContracts.balances.path)
      return onSave?.(call.input) ?? { saved: 1 };
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
  renderWithApi(<SubjectBalanceScreen {...props} />, fake.api);
  return fake;
}

const amountCell = (code: string) => screen.getByTestId(`amount-${code}`) as HTMLInputElement;
const rowOf = (code: string) => screen.getByTestId(`balance-${code}`);

describe('科目期初余额', () => {
  it('shows amounts as 1,234.56, parents rolled up, and the live trial', async () => {
    setup();
    await screen.findByTestId('balance-10201');
    expect(amountCell('10201').value).toBe('1,000.00');
    expect(rowOf('102').textContent).toContain('3,000.00');
    expect(within(rowOf('102')).queryByRole('textbox')).toBeNull();
    expect(screen.queryByTestId('amount-402')).toBeNull();
    expect(screen.getByTestId('trial-summary').textContent).toContain('借贷差额 0.00');
  });

  it('rolls the parent up while typing and shows the difference', async () => {
    setup();
    await screen.findByTestId('balance-10201');
    fireEvent.focus(amountCell('10201'));
    fireEvent.change(amountCell('10201'), { target: { value: '1５00.5' } });
    expect(rowOf('102').textContent).toContain('3,500.50');
    expect(screen.getByTestId('trial-summary').textContent).toContain('借贷差额 500.50');
    expect(screen.getByTestId('unsaved-count').textContent).toBe('1 处修改未保存');
  });

  it('moves down with Enter, skipping parents', async () => {
    setup();
    await screen.findByTestId('balance-101');
    amountCell('101').focus();
    fireEvent.keyDown(amountCell('101'), { key: 'Enter' });
    expect(document.activeElement).toBe(amountCell('10201'));
    fireEvent.keyDown(amountCell('10201'), { key: 'Tab' });
    expect(document.activeElement).toBe(amountCell('10202'));
  });

  it('saves only the changed end-level amounts', async () => {
    const saved: unknown[] = [];
    const fake = setup(openingView(), (body) => {
      saved.push(body);
      return { saved: 1 };
    });
    await screen.findByTestId('balance-101');
    fireEvent.change(amountCell('101'), { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toEqual([{ details: [{ code: '101', initAmount: '800.00' }] }]));
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === openingContracts.balances.path)).toHaveLength(3),
    );
  });

  it('names the subject in the server refusal instead of the request row', async () => {
    setup(openingView(), () =>
      refuse(4003, '期初余额有 1 处错误，未保存', [{ message: '第1行：科目 101 库存现金 已停用' }]),
    );
    await screen.findByTestId('balance-101');
    fireEvent.change(amountCell('101'), { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText(/科目 101 库存现金：科目 101 库存现金 已停用/);
    expect(screen.getByText(/期初余额有 1 处错误，未保存/)).toBeTruthy();
  });

  it('refuses bad text in a warning before sending anything', async () => {
    const fake = setup();
    await screen.findByTestId('balance-101');
    fireEvent.change(amountCell('101'), { target: { value: '1.2.3' } });
    // The box keeps what can still be an amount: 1.23.
    expect(amountCell('101').value).toBe('1.23');
    fireEvent.change(amountCell('101'), { target: { value: '-' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('科目 101 库存现金：期初余额“-”不是有效金额');
    expect(fake.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('is read-only once confirmed, saying who can undo it', async () => {
    setup(openingView({ confirmed: true, confirmedAt: '2022-01-05T08:00:00.000Z' }));
    await screen.findByTestId('opening-locked');
    expect(screen.queryByTestId('amount-101')).toBeNull();
    expect(screen.getByTestId('opening-locked').textContent).toContain('请系统管理员');
    expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('waits for the succession while it is pending', async () => {
    setup(openingView({ successionState: 'pending' }));
    await screen.findByTestId('succession-pending');
    expect(screen.queryByTestId('amount-101')).toBeNull();
    expect(screen.getByRole('button', { name: '打开科目衔接' })).toBeTruthy();
  });

  it('links a breakdown that does not add up to its screen', async () => {
    setup();
    await screen.findByTestId('balance-135');
    fireEvent.click(within(rowOf('135')).getByRole('button', { name: /明细 200.00/ }));
    expect(go).toHaveBeenCalledWith(
      '/final/financialSoftware/initSubjectSetting/init-department-balance?code=135',
    );
  });
});
