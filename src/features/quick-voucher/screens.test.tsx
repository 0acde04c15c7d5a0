// @vitest-environment jsdom
// 经费快速录入 saves a balanced voucher through the outbox (待同步 offline, as 凭证录入 does);
// 快速凭证设置 chooses and orders the quick vouchers it offers.
import 'fake-indexeddb/auto';
import '../../app/dom-shims.test-util';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import { AppProviders } from '../../app/providers';
import { type AppServices, ServicesProvider } from '../../app/services';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../local';
import type { TemplateEntryRecord } from '../../local/voucher-templates';
import { toTemplateRow } from '../../local/voucher-templates';
import { toVoucherTypeRow } from '../../local/voucher-types';
import { voucherKind, voucherSavePath } from '../../local/vouchers';
import type { ScreenProps } from '../../routes/screen-types';
import { seedReference } from '../../ui/pickers/fixtures.test-util';
import { rememberLastDate } from '../voucher-entry/voucher-store';
import { QuickEntryScreen } from './QuickEntryScreen';
import { QuickSettingsScreen } from './QuickSettingsScreen';
import { readQuickOrder } from './quick-store';

configure({ asyncUtilTimeout: 5_000 });

let db: LocalDb;
const get = vi.fn(async (path: string) => {
  if (path === '/api/subject/otherSetting') return { cashCodes: ['101'], bankCodes: ['102'], locked: true };
  throw new Error(`unexpected ${path}`);
});

const entry = (code: string, patch: Partial<TemplateEntryRecord> = {}): TemplateEntryRecord => ({
  summary: '支付培训费',
  code,
  auxis: [],
  departmentCode: null,
  debitAmount: '',
  creditAmount: '',
  ...patch,
});

beforeEach(async () => {
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
afterEach(() => closeLocalDb());

const props = { route: {}, params: {}, search: {}, active: true } as unknown as ScreenProps;

function renderWith(node: React.ReactNode) {
  const services = { api: { get } as unknown as ApiClient } as AppServices;
  return render(
    <AppProviders env="test">
      <ServicesProvider services={services}>{node}</ServicesProvider>
    </AppProviders>,
  );
}

describe('经费快速录入', { timeout: 30_000 }, () => {
  it('saves the chosen quick voucher with one amount through the outbox, then clears for the next', async () => {
    renderWith(<QuickEntryScreen {...props} />);
    const list = await screen.findByRole('listbox', { name: '快速凭证' });
    // Never set in 快速凭证设置: every template, by name (会 hui before 支 zhi).
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['1. 会议费（含代扣）3 行', '2. 支付培训费2 行']),
    );
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
});

describe('快速凭证设置', { timeout: 30_000 }, () => {
  it('chooses and orders the quick vouchers 经费快速录入 offers', async () => {
    renderWith(<QuickSettingsScreen {...props} />);
    const row = await screen.findByTestId('quick-setting-7');
    expect(within(row).getByRole('checkbox')).toHaveProperty('checked', true);
    // Moving 支付培训费 up writes the explicit list.
    fireEvent.click(within(row).getByRole('button', { name: '上移 支付培训费' }));
    await waitFor(async () => expect(await readQuickOrder(db)).toEqual([7, 8]));
    fireEvent.click(within(screen.getByTestId('quick-setting-8')).getByRole('checkbox'));
    await waitFor(async () => expect(await readQuickOrder(db)).toEqual([7]));
    await waitFor(() => expect(screen.getByText('已选 1 个 / 共 2 个模板')).toBeTruthy());
  });
});
