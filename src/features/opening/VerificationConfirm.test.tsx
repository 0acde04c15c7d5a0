// @vitest-environment jsdom
import '../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openingContracts } from '../../core/contracts/opening';
import type { Money } from '../../core/money';
import { fakeApi, refuse, renderWithApi } from '../../ui/init/fake-api.test-util';
import type { ScreenProps } from '../../ui/screen-types';
import { ConfirmScreen } from './ConfirmScreen';
import { openingView, trial } from './opening.fixtures.test-util';
import { VerificationScreen } from './VerificationScreen';

const go = vi.fn();
vi.mock('../../ui/use-go', () => ({ useGo: () => go }));

const m = (s: string) => s as Money;
const props = { route: {}, params: {}, search: {}, active: true } as unknown as ScreenProps;
const unbalanced = trial({
  balanced: false,
  debitTotal: m('1501.00'),
  creditTotal: m('1500.00'),
  debitCreditDifference: m('1.00'),
  assets: m('1501.00'),
  netAssets: m('1500.00'),
  liabilitiesAndNetAssets: m('1500.00'),
  equationDifference: m('1.00'),
  breakdowns: [
    {
      code: '135',
      name: '其他应收款',
      kind: 'department',
      subjectAmount: m('500.00'),
      breakdownAmount: m('450.00'),
      difference: m('-50.00'),
    },
  ],
  problems: [
    '借方合计 1,501.00 与贷方合计 1,500.00 不等，差额 1.00',
    '资产 1,501.00 不等于负债 0.00 加净资产 1,500.00（合计 1,500.00），差额 1.00',
    '科目 135 其他应收款 的部门期初余额合计 450.00 与科目期初余额 500.00 不等，差额 -50.00',
  ],
});

describe('期初余额试算平衡', () => {
  it('shows both checks with their differences and the breakdowns that do not add up', async () => {
    const fake = fakeApi(() => unbalanced);
    renderWithApi(<VerificationScreen {...props} />, fake.api);
    const result = await screen.findByTestId('trial-result');
    expect(result.textContent).toContain('试算不平衡（3 项）');
    expect(within(screen.getByTestId('check-debit-credit')).getByText('1.00').className).toMatch(/bad/);
    expect(screen.getByTestId('check-equation').textContent).toContain('1,501.00');
    const row = screen.getByTestId('breakdown-check-department-135');
    expect(row.textContent).toContain('-50.00');
    fireEvent.click(within(row).getByRole('button', { name: '去修改' }));
    expect(go).toHaveBeenCalledWith(
      '/final/financialSoftware/initSubjectSetting/init-department-balance?code=135',
    );
    expect((screen.getByRole('button', { name: '期初余额确认' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when balanced', async () => {
    const fake = fakeApi(() => trial());
    renderWithApi(<VerificationScreen {...props} />, fake.api);
    expect((await screen.findByTestId('trial-result')).textContent).toContain('试算平衡');
    expect(screen.getByTestId('check-equation').textContent).toContain('平衡');
  });
});

describe('期初余额确认', () => {
  function setup(state: { confirmed: boolean }, onPost: (path: string) => unknown) {
    const fake = fakeApi((call) => {
      if (call.path === openingContracts.balances.path) {
        return openingView(
          state.confirmed ? { confirmed: true, confirmedAt: '2022-01-05T08:00:00.000Z' } : {},
        );
      }
      if (call.path === openingContracts.verify.path) return state.confirmed ? trial() : unbalanced;
      return onPost(call.path);
    });
    renderWithApi(<ConfirmScreen {...props} />, fake.api);
    return fake;
  }

  it('shows the three conditions and the server refusal with every problem', async () => {
    setup({ confirmed: false }, () =>
      refuse(
        4003,
        '期初余额试算不平衡，不能确认',
        unbalanced.problems.map((message) => ({ message })),
      ),
    );
    expect((await screen.findByTestId('step-trial')).textContent).toContain('试算不平衡（3 项）');
    expect(screen.getByTestId('step-succession').textContent).toContain('已完成');
    fireEvent.click(screen.getByRole('button', { name: '确认期初余额' }));
    const dialog = await screen.findByRole('dialog', { name: '确认期初余额' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认期初余额' }));
    const refusal = await screen.findByTestId('confirm-refusal');
    expect(refusal.textContent).toContain('期初余额试算不平衡，不能确认');
    expect(refusal.textContent).toContain('差额 -50.00');
  });

  it('confirms, then offers the undo, whose refusal is the server’s words', async () => {
    const state = { confirmed: false };
    const posts: string[] = [];
    setup(state, (path) => {
      posts.push(path);
      if (path === openingContracts.confirm.path) {
        state.confirmed = true;
        return { confirmedAt: '2022-01-05T08:00:00.000Z' };
      }
      return refuse(4001, '只有系统管理员可以取消期初余额确认');
    });
    await screen.findByTestId('step-confirm');
    fireEvent.click(screen.getByRole('button', { name: '确认期初余额' }));
    const dialog = await screen.findByRole('dialog', { name: '确认期初余额' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认期初余额' }));
    await waitFor(() => expect(screen.getByTestId('step-confirm').textContent).toContain('已于'));
    fireEvent.click(screen.getByRole('button', { name: '取消确认' }));
    const undo = await screen.findByRole('dialog', { name: '取消期初余额确认' });
    fireEvent.click(within(undo).getByRole('button', { name: '取消确认' }));
    expect((await screen.findByTestId('confirm-refusal')).textContent).toContain(
      '只有系统管理员可以取消期初余额确认',
    );
    expect(posts).toEqual([openingContracts.confirm.path, openingContracts.unconfirm.path]);
  });
});
