// @vitest-environment jsdom
// 经费快速录入 saves a balanced voucher through the outbox (待同步 offline, as 凭证录入 does) and
// offers the quick vouchers of 快速凭证设置 (the server's list; the cached one offline);
// 快速凭证设置 chooses and orders them and saves the list on the server, sending a list kept on
// this computer before the server kept it once.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TemplateEntry } from '../../../core/contracts/voucher-template';
import type { QuickVoucherSetting } from '../../../core/voucher/quick-setting';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../../local';
import { remoteKey } from '../../../local/remote-first';
import { toTemplateRow } from '../../../local/voucher-templates';
import { toVoucherTypeRow } from '../../../local/voucher-types';
import { voucherKind, voucherSavePath } from '../../../local/vouchers';
import { seedReference } from '../../../ui/pickers/fixtures.test-util';
import {
  expectRefusedOnce,
  type FakeCall,
  renderWithBackend,
  writes,
} from '../../../ui/screen-harness.test-util';
import type { ScreenProps } from '../../../ui/screen-types';
import { rememberLastDate } from '../entry/voucher-store';
import { QuickEntryScreen } from './QuickEntryScreen';
import { QuickSettingsScreen } from './QuickSettingsScreen';
import {
  cachedQuickSetting,
  legacyKey,
  quickSettingKey,
  quickSettingPath,
  readLegacyOrder,
} from './quick-store';

configure({ asyncUtilTimeout: 5_000 });

let db: LocalDb;
/** The server's list for this user and ledger set; a save replaces it, or is refused with this. */
let server: QuickVoucherSetting;
let refuseSave: string | null;

function handler(call: FakeCall) {
  if (call.path === '/api/subject/otherSetting') {
    return { data: { cashCodes: ['101'], bankCodes: ['102'], locked: true } };
  }
  if (call.method === 'GET' && call.path === quickSettingPath) return { data: server };
  if (call.path === `${quickSettingPath}/save`) {
    if (refuseSave) return { refuse: { errorCode: 4002, message: refuseSave } };
    const { templateIds } = call.body as { templateIds: number[] };
    server = { templateIds, version: server.version + 1 };
    return { data: server };
  }
  return undefined;
}

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

const entry = (code: string, patch: Partial<TemplateEntry> = {}): TemplateEntry => ({
  summary: '支付培训费',
  code,
  auxis: [],
  departmentCode: null,
  debitAmount: '',
  creditAmount: '',
  ...patch,
});

beforeEach(async () => {
  server = { templateIds: null, version: 0 };
  refuseSave = null;
  db = await openLocalDb('quick-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  await seedReference(db);
  await db.voucherTypes.bulkPut([
    toVoucherTypeRow({ code: '记', name: '记账凭证', sort: 1, enabled: true, restriction: 'none' }),
  ]);
  const at = '2026-11-20T08:30:00.000Z';
  await db.templates.bulkPut([
    toTemplateRow({
      id: 7,
      name: '支付培训费',
      version: 1,
      updatedAt: at,
      entries: [entry('50501'), entry('10201')],
    }),
    toTemplateRow({
      id: 8,
      name: '会议费（含代扣）',
      version: 1,
      updatedAt: at,
      entries: [
        entry('50502', { summary: '付会议费' }),
        entry('10201', { summary: '付会议费' }),
        entry('10202', { summary: '付会议费', creditAmount: '50.00' }),
      ],
    }),
  ]);
  await rememberLastDate(db, '2026-11-20');
});
afterEach(() => {
  setOnline(true);
  closeLocalDb();
});

const props = { route: {}, params: {}, search: {}, active: true } as unknown as ScreenProps;

const renderWith = (node: React.ReactElement) => renderWithBackend(node, handler);

const offered = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('option')
    .map((o) => o.textContent);

describe('经费快速录入', { timeout: 30_000 }, () => {
  it('saves the chosen quick voucher with one amount through the outbox, then clears for the next', async () => {
    renderWith(<QuickEntryScreen {...props} />);
    const list = await screen.findByRole('listbox', { name: '快速凭证' });
    // Never set in 快速凭证设置: every template, by name (会 hui before 支 zhi).
    await waitFor(() => expect(offered(list)).toEqual(['1. 会议费（含代扣）3 行', '2. 支付培训费2 行']));
    fireEvent.click(within(list).getAllByRole('option')[0] as HTMLElement);
    await waitFor(() => expect(screen.getByLabelText('凭证日期')).toHaveProperty('value', '2026-11-20'));
    expect(screen.getByLabelText('摘要')).toHaveProperty('value', '付会议费');

    fireEvent.change(screen.getByLabelText('金额'), { target: { value: '1234.5' } });
    fireEvent.change(screen.getByLabelText('附单据（张）'), { target: { value: '2' } });
    const table = screen.getByRole('table', { name: '生成的分录' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toContain('1,184.50');
    expect(screen.getByTestId('quick-total-debit').textContent).toBe('1,234.50');
    expect(screen.getByTestId('quick-uppercase').textContent).toBe('合计：人民币壹仟贰佰叁拾肆元伍角整');

    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [saved] = await db.outbox.toArray();
    expect(saved?.kind).toBe(voucherKind);
    expect(saved?.path).toBe(voucherSavePath);
    expect(saved?.state).toBe('pending');
    expect(saved?.body).toEqual({
      id: saved?.entityId,
      voucherDate: '2026-11-20',
      voucherType: '记',
      numberOfDocument: 2,
      entries: [
        {
          summary: '付会议费',
          code: '50502',
          departmentCode: null,
          debitAmount: '1234.50',
          creditAmount: '0.00',
        },
        {
          summary: '付会议费',
          code: '10201',
          departmentCode: null,
          debitAmount: '0.00',
          creditAmount: '1184.50',
        },
        {
          summary: '付会议费',
          code: '10202',
          departmentCode: null,
          debitAmount: '0.00',
          creditAmount: '50.00',
        },
      ],
    });
    // Ready for the next one, and the last one is shown as waiting.
    await waitFor(() => expect(screen.getByLabelText('金额')).toHaveProperty('value', ''));
    expect(screen.getByLabelText('附单据（张）')).toHaveProperty('value', '0');
    expect((await screen.findByTestId('quick-last-saved')).textContent).toContain('已保存在本机（待同步）');
  });

  it('refuses a zero amount in Chinese and saves nothing', async () => {
    renderWith(<QuickEntryScreen {...props} />);
    await screen.findByLabelText('金额');
    fireEvent.change(screen.getByLabelText('金额'), { target: { value: '0' } });
    expect((await screen.findByTestId('quick-problem')).textContent).toBe('金额不能为零');
    expect(screen.getByRole('button', { name: '保存' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(screen.getByLabelText('金额'), { key: 'Enter' });
    within(await screen.findByRole('dialog')).getByText('金额不能为零');
    expect(await db.outbox.count()).toBe(0);
  });

  it('offers the server’s list in its order, and offline the one cached from it', async () => {
    server = { templateIds: [7, 8], version: 3 };
    const online = renderWith(<QuickEntryScreen {...props} />);
    const list = await screen.findByRole('listbox', { name: '快速凭证' });
    await waitFor(() => expect(offered(list)).toEqual(['1. 支付培训费2 行', '2. 会议费（含代扣）3 行']));
    await waitFor(async () => expect(await cachedQuickSetting(db)).toEqual(server));
    online.unmount();

    setOnline(false);
    server = { templateIds: [8], version: 4 };
    const { calls } = renderWith(<QuickEntryScreen {...props} />);
    const cached = await screen.findByRole('listbox', { name: '快速凭证' });
    await waitFor(() => expect(offered(cached)).toEqual(['1. 支付培训费2 行', '2. 会议费（含代扣）3 行']));
    expect(calls.filter((c) => c.path === quickSettingPath)).toEqual([]);
  });

  it('uses the list this computer kept before while the server has none', async () => {
    await db.meta.put({ key: legacyKey, value: [8], updatedAt: Date.now() });
    renderWith(<QuickEntryScreen {...props} />);
    const list = await screen.findByRole('listbox', { name: '快速凭证' });
    await waitFor(() => expect(offered(list)).toEqual(['1. 会议费（含代扣）3 行']));
  });
});

describe('快速凭证设置', { timeout: 30_000 }, () => {
  const status = () => screen.getByTestId('quick-settings-status').textContent;
  const saveButton = () => screen.getByRole('button', { name: '保存' }) as HTMLButtonElement;

  it('chooses and orders the quick vouchers, then saves the list on the server with the version read', async () => {
    const { calls } = renderWith(<QuickSettingsScreen {...props} />);
    const row = await screen.findByTestId('quick-setting-7');
    // Never set: every template is used, by name.
    await waitFor(() => expect(status()).toBe('已选 2 个 / 共 2 个模板（尚未设置：默认全部使用）'));
    expect(within(row).getByRole('checkbox')).toHaveProperty('checked', true);
    expect(saveButton().disabled).toBe(true);

    fireEvent.click(within(row).getByRole('button', { name: '上移 支付培训费' }));
    fireEvent.click(within(screen.getByTestId('quick-setting-8')).getByRole('checkbox'));
    expect(status()).toBe('已选 1 个 / 共 2 个模板（有未保存的修改）');
    // Nothing leaves the screen until 保存.
    expect(writes(calls)).toEqual([]);

    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(writes(calls)).toEqual([[`${quickSettingPath}/save`, { templateIds: [7], version: 0 }]]),
    );
    await waitFor(() => expect(status()).toBe('已选 1 个 / 共 2 个模板'));
    expect(saveButton().disabled).toBe(true);
    // Kept for 经费快速录入 offline.
    expect(await cachedQuickSetting(db)).toEqual({ templateIds: [7], version: 1 });

    // The next save carries the version the last one made.
    fireEvent.click(within(screen.getByTestId('quick-setting-8')).getByRole('checkbox'));
    fireEvent.click(saveButton());
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]).toEqual([`${quickSettingPath}/save`, { templateIds: [7, 8], version: 1 }]);
  });

  it('shows a refused save once, as its dialog, and keeps the edit', async () => {
    refuseSave = '快速凭证设置已在别处修改，请刷新后重试';
    const { rec } = renderWith(<QuickSettingsScreen {...props} />);
    const row = await screen.findByTestId('quick-setting-7');
    await waitFor(() => expect(within(row).getByRole('checkbox')).toHaveProperty('disabled', false));
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(saveButton());
    await expectRefusedOnce(rec, '快速凭证设置已在别处修改，请刷新后重试');
    expect(status()).toBe('已选 1 个 / 共 2 个模板（有未保存的修改）');
  });

  it('sends the list this computer kept before once, when the server has none', async () => {
    // 99: a template deleted since; the server would refuse it.
    await db.meta.put({ key: legacyKey, value: [8, 99], updatedAt: Date.now() });
    const first = renderWith(<QuickSettingsScreen {...props} />);
    await waitFor(() =>
      expect(writes(first.calls)).toEqual([[`${quickSettingPath}/save`, { templateIds: [8], version: 0 }]]),
    );
    await waitFor(async () => expect(await readLegacyOrder(db)).toBeNull());
    await waitFor(() => expect(status()).toBe('已选 1 个 / 共 2 个模板'));
    expect(await screen.findByText('已将本机原有的快速凭证设置保存到服务器')).toBeTruthy();
    first.unmount();

    const again = renderWith(<QuickSettingsScreen {...props} />);
    await waitFor(() => expect(again.calls.some((c) => c.path === quickSettingPath)).toBe(true));
    await waitFor(() => expect(status()).toBe('已选 1 个 / 共 2 个模板'));
    expect(writes(again.calls)).toEqual([]);
  });

  it('keeps the server’s list over the one this computer kept before, sending nothing', async () => {
    server = { templateIds: [7, 8], version: 2 };
    await db.meta.put({ key: legacyKey, value: [8], updatedAt: Date.now() });
    const { calls } = renderWith(<QuickSettingsScreen {...props} />);
    await waitFor(async () => expect(await readLegacyOrder(db)).toBeNull());
    await waitFor(() => expect(status()).toBe('已选 2 个 / 共 2 个模板'));
    expect(within(screen.getByTestId('quick-setting-7')).getByText('1')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('offline shows the cached list and does not let it be changed', async () => {
    await db.meta.put({
      key: remoteKey(quickSettingKey),
      value: { templateIds: [8], version: 4 },
      updatedAt: Date.now(),
    });
    setOnline(false);
    const { calls } = renderWith(<QuickSettingsScreen {...props} />);
    await waitFor(() => expect(status()).toBe('已选 1 个 / 共 2 个模板'));
    expect((await screen.findByTestId('cache-notice')).textContent).toContain('当前离线');
    const box = within(screen.getByTestId('quick-setting-7')).getByRole('checkbox');
    expect(box).toHaveProperty('disabled', true);
    expect(calls.filter((c) => c.path.startsWith(quickSettingPath))).toEqual([]);
  });
});
