// @vitest-environment jsdom
// With no print client on the machine (nothing listens on port 22333), printing offers the plugin,
// a reconnect, and the browser's own print, which it then uses.
import '../dom-shims.test-util';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers';
import { printPluginUrl, printWithClient } from './print-with-client';

describe('printWithClient', () => {
  it('offers the plugin download, a reload and browser printing when the client is absent', async () => {
    render(<AppProviders>{null}</AppProviders>);
    const browserPrint = vi.fn();
    const outcome = printWithClient({ document: 'voucher', paper: 'A4', data: {} }, { browserPrint });
    await screen.findByText('无法连接本地打印客户端，请下载安装打印插件，或在插件启动后重新加载', undefined, {
      timeout: 5000,
    });
    expect(screen.getByRole('link', { name: '下载打印插件' }).getAttribute('href')).toBe(printPluginUrl);
    screen.getByRole('button', { name: '重新加载' });
    fireEvent.click(screen.getByRole('button', { name: '使用浏览器打印' }));
    await expect(outcome).resolves.toBe('browser');
    expect(browserPrint).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText('下载打印插件')).toBeNull());
  });
});
