// @vitest-environment jsdom
// 初始科目设置 shows where the succession stands and opens the dialog.
import '../../ui/dom-shims.test-util';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import { type ChoiceStand, successionContracts } from '../../core/contracts/succession';
import { closeSuccession, successionRequest } from '../../ui/init/succession-host';
import { AppProviders } from '../../ui/providers';
import type { ScreenProps } from '../../ui/screen-types';
import { type ScreenServices, ServicesProvider } from '../../ui/services';
import { InitSubjectScreen } from './InitSubjectScreen';

const go = vi.fn();
vi.mock('../../ui/use-go', () => ({ useGo: () => go }));

const stand: ChoiceStand = {
  successionState: 'pending',
  mode: null,
  manualUndertaking: false,
  kind: 'grassroots',
  standType: 1,
  oldDebitTotal: '296000.00' as ChoiceStand['oldDebitTotal'],
  oldCreditTotal: '296000.00' as ChoiceStand['oldCreditTotal'],
  oldBalancesEntered: true,
  completedAt: null,
};

describe('初始科目设置', () => {
  it('shows the pending succession with the old totals, and opens the dialog', async () => {
    const call = vi.fn(async () => stand);
    const services = { api: { call } as unknown as ApiClient } as ScreenServices;
    render(
      <AppProviders env="test">
        <ServicesProvider services={services}>
          <InitSubjectScreen
            {...({ route: {}, params: {}, search: {}, active: true } as unknown as ScreenProps)}
          />
        </ServicesProvider>
      </AppProviders>,
    );
    expect((await screen.findByTestId('succession-state')).textContent).toBe('未完成');
    screen.getByText('借方 296,000.00，贷方 296,000.00');
    expect(call).toHaveBeenCalledWith(successionContracts.choiceStand, {}, { quiet: true });

    fireEvent.click(screen.getByRole('button', { name: '开始科目衔接' }));
    expect(successionRequest()).not.toBeNull();
    closeSuccession();

    fireEvent.click(screen.getByRole('button', { name: '3. 科目期初余额' }));
    expect(go).toHaveBeenCalledWith('/final/financialSoftware/initSubjectSetting/init-subject-balance');
  });
});
