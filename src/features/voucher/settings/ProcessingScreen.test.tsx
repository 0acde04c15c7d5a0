// @vitest-environment jsdom
// 凭证处理设置: the enforced rules are listed, the print mode is kept for this computer, and the
// client test reports that nothing listens on port 22333 here.
import '../../../ui/dom-shims.test-util';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readPrintMode } from '../../../ui/print/print-mode';
import { AppProviders } from '../../../ui/providers';
import type { ScreenProps } from '../../../ui/screen-types';
import { ProcessingScreen, voucherRules } from './ProcessingScreen';

vi.mock('../../../ui/use-go', () => ({ useGo: () => vi.fn() }));

describe('凭证处理设置', () => {
  it('lists the rules, keeps the print mode, and tests the print client', async () => {
    render(
      <AppProviders env="test">
        <ProcessingScreen
          {...({ route: {}, params: {}, search: {}, active: true } as unknown as ScreenProps)}
        />
      </AppProviders>,
    );
    expect(screen.getByRole('table', { name: '凭证规则' }).querySelectorAll('tr')).toHaveLength(
      voucherRules.length,
    );
    expect(readPrintMode()).toBe('browser');
    fireEvent.click(screen.getByLabelText(/本地打印客户端/));
    expect(readPrintMode()).toBe('client');

    fireEvent.click(screen.getByRole('button', { name: '测试打印客户端连接' }));
    const probe = await screen.findByTestId('print-probe', undefined, { timeout: 5000 });
    expect(probe.textContent).toBe('无法连接本地打印客户端，请下载安装打印插件，或在插件启动后重新加载');
  });
});
