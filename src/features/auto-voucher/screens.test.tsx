// @vitest-environment jsdom
// 自动凭证 and 自动凭证（二）: the month's proposals (期末结转 and each definition) listed with their
// amounts and what stops them, the chosen ones queued through the outbox with the totals
// previewed; a definition made in the dialog and queued with a key made here; the definitions
// read offline from the last answer with its time.
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AutoDefinition } from '../../core/auto-voucher';
import { type AutoProposal, autoVoucherContracts } from '../../core/contracts/auto-voucher';
import { type CarryForwardPreview, carryForwardContracts } from '../../core/contracts/carry-forward';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../local';
import { carryForwardKind } from '../../local/carry-forward';
import { remoteKey } from '../../local/remote-first';
import { seedReference } from '../../ui/pickers/fixtures.test-util';
import { AppProviders } from '../../ui/providers';
import { backend, type FakeCall } from '../../ui/screen-harness.test-util';
import type { ScreenProps } from '../../ui/screen-types';
import { ServicesProvider } from '../../ui/services';
import { AutoDefinitionScreen } from './AutoDefinitionScreen';
import { AutoVoucherScreen } from './AutoVoucherScreen';
import { autoGenerateKind, definitionKind, definitionsKey } from './auto-store';

vi.mock('../../ui/use-go', () => ({ useGo: () => vi.fn() }));
configure({ asyncUtilTimeout: 5_000 });

let db: LocalDb;
const entry = (code: string, debit: string, credit: string) => ({
  summary: 's',
  code,
  name: code,
  departmentCode: null,
  departmentName: null,
  auxis: [],
  auxLabel: '',
  debitAmount: debit as never,
  creditAmount: credit as never,
});
const carry: CarryForwardPreview = {
  year: 2026,
  month: 11,
  kind: 'period',
  voucherDate: '2026-11-30',
  voucherType: '记',
  summary: '结转本期收入支出',
  entries: [entry('402', '800.00', ''), entry('32203', '', '800.00')],
  parts: [],
  total: '800.00' as never,
  replaces: null,
  posted: [],
  blockers: [],
  nothing: null,
};
const proposals: AutoProposal[] = [
  {
    key: '11111111-1111-4111-8111-111111111111',
    name: '计提工资',
    entries: [entry('50501', '5000.00', ''), entry('10201', '', '5000.00')],
    total: '5000.00' as never,
    generated: [],
    refusal: null,
  },
  {
    key: '22222222-2222-4222-8222-222222222222',
    name: '代管经费转出',
    entries: [],
    total: '0.00' as never,
    generated: [],
    refusal: '本月金额为零，无需生成',
  },
];
const definition: AutoDefinition = {
  key: '11111111-1111-4111-8111-111111111111',
  name: '计提工资',
  enabled: true,
  version: 2,
  updatedAt: '2026-11-01T02:00:00.000Z',
  lines: [
    {
      summary: '计提',
      code: '50501',
      departmentCode: null,
      auxis: [],
      side: 'debit',
      amount: { kind: 'fixed', value: '5000.00' },
    },
    {
      summary: '计提',
      code: '10201',
      departmentCode: null,
      auxis: [],
      side: 'credit',
      amount: { kind: 'rest' },
    },
  ],
};

function handler(call: FakeCall) {
  if (call.path === carryForwardContracts.preview.path) return { data: carry };
  if (call.path === autoVoucherContracts.proposals.path) return { data: proposals };
  if (call.path === autoVoucherContracts.definitions.path) return { data: [definition] };
  return undefined;
}

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

function renderScreen(node: React.ReactElement) {
  const b = backend(handler);
  b.session.setUserInfo({
    year: 2026,
    zid: 1,
    ztName: '示范市总工会',
    permissions: ['voucher.automatic', 'voucher.automatic2'],
    realName: '张制单',
  });
  return render(
    <AppProviders env="test">
      <ServicesProvider services={b.services}>{node}</ServicesProvider>
    </AppProviders>,
  );
}

const props = (title: string) =>
  ({ route: { title, path: '/x' }, params: {}, search: {}, active: true }) as unknown as ScreenProps;

beforeEach(async () => {
  db = await openLocalDb('auto-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  await seedReference(db);
});
afterEach(() => {
  setOnline(true);
  closeLocalDb();
});

describe('自动凭证', { timeout: 30_000 }, () => {
  it('lists the month’s proposals and queues the chosen ones with their previewed totals', async () => {
    renderScreen(<AutoVoucherScreen {...props('自动凭证')} />);
    const table = await screen.findByTestId('proposals');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(table.textContent).toContain('期末结转（收入、支出转入本年收支结转）');
    expect(table.textContent).toContain('5,000.00');
    expect(table.textContent).toContain('本月金额为零，无需生成');
    expect((screen.getByLabelText('选择 代管经费转出') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(table).getAllByRole('button', { name: '2 行' })[1] as HTMLElement);
    expect(await screen.findByRole('table', { name: '计提工资 分录' })).toBeTruthy();

    fireEvent.click(screen.getByLabelText('选择 期末结转（收入、支出转入本年收支结转）'));
    fireEvent.click(screen.getByLabelText('选择 计提工资'));
    fireEvent.click(screen.getByRole('button', { name: '生成选中凭证（2）' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(2));
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => e.kind).sort()).toEqual([autoGenerateKind, carryForwardKind].sort());
    const auto = entries.find((e) => e.kind === autoGenerateKind);
    expect(auto?.body).toEqual({
      year: 2026,
      month: 11,
      key: proposals[0]?.key,
      voucherId: auto?.entityId,
      total: '5000.00',
    });
    expect(entries.find((e) => e.kind === carryForwardKind)?.body).toMatchObject({
      kind: 'period',
      total: '800.00',
    });
  });
});

describe('自动凭证（二）', { timeout: 30_000 }, () => {
  it('defines a recurring voucher in the dialog and queues it with a key made here', async () => {
    renderScreen(<AutoDefinitionScreen {...props('自动凭证（二）')} />);
    const list = await screen.findByRole('table', { name: '自动凭证定义' });
    await waitFor(() => expect(list.textContent).toContain('借 50501 5000.00；贷 10201（借贷差额）'));
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '月末计提' } });
    fireEvent.change(within(dialog).getByLabelText('第1行摘要'), { target: { value: '计提' } });
    fireEvent.click(
      within(dialog)
        .getAllByLabelText('第1行科目')
        .find((e) => e.tagName === 'INPUT') as HTMLElement,
    );
    fireEvent.click(await screen.findByRole('option', { name: /^50502 / }));
    fireEvent.change(within(dialog).getByLabelText('第1行金额'), { target: { value: '300' } });
    fireEvent.click(
      within(dialog)
        .getAllByLabelText('第2行科目')
        .find((e) => e.tagName === 'INPUT') as HTMLElement,
    );
    fireEvent.click(await screen.findByRole('option', { name: /^10201 / }));
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [queued] = await db.outbox.toArray();
    expect(queued?.kind).toBe(definitionKind);
    expect(queued?.body).toMatchObject({
      key: queued?.entityId,
      name: '月末计提',
      enabled: true,
      version: 0,
      lines: [
        { code: '50502', side: 'debit', amount: { kind: 'fixed', value: '300' } },
        { code: '10201', side: 'credit', amount: { kind: 'rest' } },
      ],
    });
    await waitFor(() =>
      expect(screen.getByRole('table', { name: '自动凭证定义' }).textContent).toContain('待同步'),
    );
  });

  it('reads the definitions offline from the last answer, with its time', async () => {
    const kept = Date.UTC(2026, 10, 2, 1, 0);
    await db.meta.put({ key: remoteKey(definitionsKey), value: [definition], updatedAt: kept });
    setOnline(false);
    renderScreen(<AutoDefinitionScreen {...props('自动凭证（二）')} />);
    const at = new Date(kept).toLocaleString('zh-CN', { hour12: false });
    await waitFor(() =>
      expect(screen.getAllByTestId('kept-notice')[0]?.textContent).toContain(
        `显示本机 ${at} 保存的自动凭证定义`,
      ),
    );
    expect((await screen.findByRole('table', { name: '自动凭证定义' })).textContent).toContain('计提工资');
  });
});
