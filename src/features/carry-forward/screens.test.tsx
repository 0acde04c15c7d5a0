// @vitest-environment jsdom
// 结转设置 and 期末结转 as their user sees them: the setting read (and, offline, read from the last
// answer with its time), each subject's part shown as the rules resolve it, a change saved through
// the outbox with the version read; the preview of a month's carry-forward voucher, its blockers,
// and the generation queued with the previewed total.
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CarryForwardPreview, CarryForwardSetting } from '../../core/contracts/carry-forward';
import { carryForwardContracts } from '../../core/contracts/carry-forward';
import type { Category } from '../../core/subjects/types';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../local';
import { carryForwardKind, previewKey } from '../../local/carry-forward';
import { remoteKey } from '../../local/remote-first';
import { type SubjectRecord, toSubjectRow } from '../../local/subjects';
import { AppProviders } from '../../ui/providers';
import { backend, type FakeCall } from '../../ui/screen-harness.test-util';
import type { ScreenProps } from '../../ui/screen-types';
import { ServicesProvider } from '../../ui/services';
import { AccountingTransferScreen } from './AccountingTransferScreen';
import { carrySettingDoc } from './carry-store';
import { TransferSettingScreen } from './TransferSettingScreen';

vi.mock('../../ui/use-go', () => ({ useGo: () => vi.fn() }));
configure({ asyncUtilTimeout: 5_000 });

let db: LocalDb;

const subject = (code: string, name: string, category: Category, isLeaf = true): SubjectRecord => ({
  id: Number(code),
  code,
  codeName: name,
  codeFullName: name,
  balanceDirection: category === '支出' ? 1 : 2,
  parentCode: code.length > 3 ? code.slice(0, -2) : null,
  level: code.length > 3 ? 2 : 1,
  category,
  hasChild: !isLeaf,
  isLeaf,
  hasAuxi: false,
  auxTypes: [],
  enabled: true,
  deptAccounting: false,
  isStandard: true,
});

const setting: CarryForwardSetting = {
  version: 3,
  targets: { special: '32103', ordinary: '32203', fiscal: null },
  yearEndTargets: { '321': '32104', '322': '32205', '331': null, '332': null },
  rules: [{ code: '50501', part: 'special' }],
  voucherType: null,
  summary: '结转本期收入支出',
  updatedAt: '2026-11-01T02:00:00.000Z',
  updatedBy: '王主管',
};

const preview: CarryForwardPreview = {
  year: 2026,
  month: 11,
  kind: 'period',
  voucherDate: '2026-11-30',
  voucherType: '记',
  summary: '结转本期收入支出',
  entries: [
    {
      summary: '结转本期收入支出',
      code: '402',
      name: '拨缴经费收入',
      departmentCode: null,
      departmentName: null,
      auxis: [],
      auxLabel: '',
      debitAmount: '1000.00' as never,
      creditAmount: '',
    },
    {
      summary: '结转本期收入支出',
      code: '32203',
      name: '工会资金结余——本年收支结转',
      departmentCode: null,
      departmentName: null,
      auxis: [],
      auxLabel: '',
      debitAmount: '',
      creditAmount: '1000.00' as never,
    },
  ],
  parts: [{ part: 'ordinary', target: '32203', income: '1000.00', expense: '0.00', net: '1000.00' } as never],
  total: '1000.00' as never,
  replaces: null,
  posted: [],
  blockers: [],
  nothing: null,
};

let answer = preview;

function handler(call: FakeCall) {
  if (call.path === carryForwardContracts.setting.path) return { data: setting };
  if (call.path === carryForwardContracts.preview.path) return { data: answer };
  if (call.path === carryForwardContracts.vouchers.path) return { data: [] };
  return undefined;
}

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

function renderScreen(
  node: React.ReactElement,
  permissions = ['settings.transfer', 'settings.accountingTransfer'],
) {
  const b = backend(handler);
  b.session.setUserInfo({ year: 2026, zid: 1, ztName: '示范市总工会', permissions, realName: '王主管' });
  const view = render(
    <AppProviders env="test">
      <ServicesProvider services={b.services}>{node}</ServicesProvider>
    </AppProviders>,
  );
  return { ...view, calls: b.calls };
}

const props = (title: string) =>
  ({ route: { title, path: '/x' }, params: {}, search: {}, active: true }) as unknown as ScreenProps;

beforeEach(async () => {
  answer = preview;
  db = await openLocalDb('carry-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.subjects.bulkPut(
    [
      subject('321', '工会资金结转', '净资产', false),
      subject('32103', '本年收支结转', '净资产'),
      subject('32104', '累计结转', '净资产'),
      subject('322', '工会资金结余', '净资产', false),
      subject('32203', '本年收支结转', '净资产'),
      subject('32205', '累计结余', '净资产'),
      subject('402', '拨缴经费收入', '收入'),
      subject('403', '上级补助收入', '收入', false),
      subject('40302', '专项转移支付补助', '收入'),
      subject('505', '业务支出', '支出', false),
      subject('50501', '培训支出', '支出'),
      subject('50502', '会议支出', '支出'),
    ].map(toSubjectRow),
  );
});
afterEach(() => {
  setOnline(true);
  closeLocalDb();
});

/** A Mantine Select's visible input (its listbox is labelled the same). */
const selectInput = (label: string) =>
  screen
    .getAllByLabelText(label)
    .find((e) => e.tagName === 'INPUT' && e.getAttribute('type') !== 'hidden') as HTMLInputElement;

const rowOf = (code: string) => {
  const table = screen.getByRole('table', { name: '科目结转类别' });
  return within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.startsWith(code)) as HTMLElement;
};

describe('结转设置', { timeout: 30_000 }, () => {
  it('shows each subject’s part by its rule, the 制度 or the default, and saves a change through the outbox', async () => {
    renderScreen(<TransferSettingScreen {...props('结转设置')} />);
    const at = new Date(setting.updatedAt as string).toLocaleString('zh-CN', { hour12: false });
    await screen.findByText(`王主管 于 ${at} 保存`);
    await waitFor(() => expect(rowOf('40302').textContent).toContain('专项资金制度规定'));
    expect(rowOf('50501').textContent).toContain('专项资金本设置');
    expect(rowOf('50502').textContent).toContain('非专项资金默认');
    expect(rowOf('50502').textContent).toContain('32203');

    fireEvent.change(screen.getByLabelText('50502 结转类别'), { target: { value: 'special' } });
    await waitFor(() => expect(rowOf('50502').textContent).toContain('专项资金本设置'));
    expect(rowOf('50502').textContent).toContain('32103');

    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry?.kind).toBe(carrySettingDoc.kind);
    expect(entry?.path).toBe(carryForwardContracts.saveSetting.path);
    expect(entry?.body).toEqual({
      targets: setting.targets,
      yearEndTargets: setting.yearEndTargets,
      rules: [
        { code: '50501', part: 'special' },
        { code: '50502', part: 'special' },
      ],
      voucherType: null,
      summary: '结转本期收入支出',
      version: 3,
    });
    expect(await screen.findByTestId('save-state')).toHaveProperty(
      'textContent',
      expect.stringContaining('待同步'),
    );
  });

  it('reads offline from the last answer, with its time', async () => {
    await db.meta.put({
      key: remoteKey(carrySettingDoc.key),
      value: setting,
      updatedAt: Date.UTC(2026, 10, 2, 1, 0),
    });
    setOnline(false);
    renderScreen(<TransferSettingScreen {...props('结转设置')} />);
    const at = new Date(Date.UTC(2026, 10, 2, 1, 0)).toLocaleString('zh-CN', { hour12: false });
    await waitFor(() =>
      expect(screen.getByTestId('kept-notice').textContent).toContain(
        `当前离线，显示本机 ${at} 保存的结转设置`,
      ),
    );
    await waitFor(() => expect(rowOf('50501').textContent).toContain('专项资金本设置'));
  });

  it('offers only the enabled leaves under each fund as its target', async () => {
    renderScreen(<TransferSettingScreen {...props('结转设置')} />);
    await waitFor(() => expect(rowOf('402')).toBeTruthy());
    const special = selectInput('专项资金 → 321');
    expect((special as HTMLInputElement).value).toBe('32103 本年收支结转');
    // Only the leaves under 321 are offered.
    fireEvent.click(special);
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['32103 本年收支结转', '32104 累计结转']);
  });
});

describe('期末结转', { timeout: 30_000 }, () => {
  it('previews the month’s voucher and queues its generation with the previewed total', async () => {
    renderScreen(<AccountingTransferScreen {...props('期末结转')} />);
    const lines = await screen.findByTestId('carry-lines');
    const cells = within(lines)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toContain('402 拨缴经费收入');
    expect(cells).toContain('32203 工会资金结余——本年收支结转');
    expect(cells.filter((c) => c === '1,000.00')).toHaveLength(4);
    const totals = screen.getByRole('table', { name: '结转汇总' });
    expect(within(totals).getByText('非专项资金')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '生成结转凭证' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry?.kind).toBe(carryForwardKind);
    expect(entry?.path).toBe(carryForwardContracts.generate.path);
    expect(entry?.body).toEqual({
      year: 2026,
      month: 11,
      kind: 'period',
      voucherId: entry?.entityId,
      total: '1000.00',
    });
  });

  it('shows what stops it and offers no generation', async () => {
    answer = { ...preview, blockers: ['2026年11月有 1 张凭证未记账（记-3），请先审核、记账'] };
    renderScreen(<AccountingTransferScreen {...props('期末结转')} />);
    const blockers = await screen.findByTestId('carry-blockers');
    expect(blockers.textContent).toContain('2026年11月有 1 张凭证未记账（记-3），请先审核、记账');
    expect((screen.getByRole('button', { name: '生成结转凭证' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reads the last preview offline, with its time', async () => {
    await db.meta.put({
      key: remoteKey(previewKey(2026, 11, 'period')),
      value: preview,
      updatedAt: Date.UTC(2026, 10, 3, 1, 0),
    });
    setOnline(false);
    renderScreen(<AccountingTransferScreen {...props('期末结转')} />);
    const at = new Date(Date.UTC(2026, 10, 3, 1, 0)).toLocaleString('zh-CN', { hour12: false });
    await waitFor(() =>
      expect(screen.getByTestId('kept-notice').textContent).toContain(`显示本机 ${at} 保存的结转预览`),
    );
    expect(await screen.findByTestId('carry-lines')).toBeTruthy();
  });
});
