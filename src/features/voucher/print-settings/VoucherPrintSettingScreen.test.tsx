// @vitest-environment jsdom
// 凭证打印设置: the server's setting fills the form, the preview follows the edits, a save sends the
// whole setting with the version it edited and caches the answer for offline printing; a bad line
// count is refused before sending, and offline the save is refused with the reason.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRINT_SETTING, type VoucherPrintSetting } from '../../../core/voucher/print-setting';
import { closeLocalDb, openLocalDb } from '../../../local';
import { cachedVoucherPrintSetting, voucherPrintSettingPath } from '../../../local/voucher-print';
import { renderWithBackend, screenProps, writes } from '../../../ui/screen-harness.test-util';
import { VoucherPrintSettingScreen } from './VoucherPrintSettingScreen';

vi.mock('../../../ui/use-go', () => ({ useGo: () => vi.fn() }));

const stored: VoucherPrintSetting = {
  ...DEFAULT_PRINT_SETTING,
  supervisorName: '王主管',
  defaultUnitName: '示范市总工会',
  version: 2,
  updatedAt: '2026-03-01T02:00:00.000Z',
  updatedBy: '王主管',
};

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

beforeEach(async () => {
  localStorage.clear();
  await openLocalDb('print-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => {
  setOnline(true);
  closeLocalDb();
});

function renderScreen() {
  return renderWithBackend(
    <VoucherPrintSettingScreen
      {...screenProps('凭证打印设置', '/final/financialSoftware/settings/voucherPrintSetting')}
    />,
    (call) => {
      if (call.method === 'GET' && call.path === voucherPrintSettingPath) return { data: stored };
      if (call.path === `${voucherPrintSettingPath}/save`) {
        const body = call.body as Record<string, unknown>;
        return { data: { ...stored, ...body, version: 3 } };
      }
      return undefined;
    },
  );
}

const sign = (key: string) =>
  screen.getByTestId('print-setting-preview').querySelector(`[data-testid="voucher-sign-${key}"]`);

describe('凭证打印设置', () => {
  it('edits the names with a live preview and saves them with the version read', async () => {
    const { calls } = renderScreen();
    const supervisor = (await screen.findByLabelText('财务主管')) as HTMLInputElement;
    expect(supervisor.value).toBe('王主管');
    expect(sign('supervisor')?.textContent).toBe('财务主管：王主管');

    fireEvent.change(screen.getByLabelText('出纳'), { target: { value: ' 李出纳 ' } });
    fireEvent.click(screen.getByLabelText('打印审核人'));
    fireEvent.change(screen.getByLabelText('核算单位名称'), { target: { value: '示范市总工会机关' } });
    expect(sign('cashier')?.textContent).toBe('出纳：李出纳');
    expect(sign('auditor')?.textContent).toBe('审核：');
    expect(sign('bookkeeper')?.textContent).toBe('记账：（记账人）');
    expect(screen.getByTestId('print-setting-preview').textContent).toContain('核算单位：示范市总工会机关');

    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual([
      `${voucherPrintSettingPath}/save`,
      {
        ...DEFAULT_PRINT_SETTING,
        supervisorName: '王主管',
        cashierName: '李出纳',
        printAuditor: false,
        unitName: '示范市总工会机关',
        version: 2,
      },
    ]);
    // Vouchers printed offline use the saved setting.
    await waitFor(async () => expect((await cachedVoucherPrintSetting())?.cashierName).toBe('李出纳'));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('refuses a line count out of range before sending', async () => {
    const { calls } = renderScreen();
    await screen.findByLabelText('财务主管');
    fireEvent.change(screen.getByLabelText('半张A4每张分录行数'), { target: { value: '9' } });
    expect(screen.getByTestId('print-setting-problem').textContent).toBe(
      '半张A4每张分录行数应为 4 到 8 之间的整数',
    );
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('半张A4每张分录行数应为 4 到 8 之间的整数')).toBeTruthy();
    expect(writes(calls)).toHaveLength(0);
  });

  it('refuses to save offline, saying why', async () => {
    const { calls } = renderScreen();
    await screen.findByLabelText('财务主管');
    setOnline(false);
    fireEvent.change(screen.getByLabelText('财务主管'), { target: { value: '赵主管' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('当前处于离线状态，不能保存凭证打印设置；请联网后重试。');
    expect(writes(calls)).toHaveLength(0);
  });

  it('shows this computer’s own paper choice and can drop it for the ledger default', async () => {
    localStorage.setItem('voucherEntry:paper', 'A4');
    renderScreen();
    const note = await screen.findByTestId('device-paper');
    expect(note.textContent).toContain('本机已在凭证录入中选择「A4」');
    fireEvent.click(within(note).getByRole('button', { name: '本机改用账套默认' }));
    expect(localStorage.getItem('voucherEntry:paper')).toBeNull();
    expect(screen.queryByTestId('device-paper')).toBeNull();
  });
});
