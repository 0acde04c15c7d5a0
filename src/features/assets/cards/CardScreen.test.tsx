// @vitest-environment jsdom
// Dexie's liveQuery needs a global indexedDB when Dexie loads; each test still opens its own.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AssetCard, CardPage } from '../../../core/contracts/asset-cards';
import { P } from '../../../core/permissions/keys';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../../local';
import { toDepartmentRow } from '../../../local/departments';
import { AppProviders } from '../../../ui/providers';
import { backend, type FakeHandler, screenProps } from '../../../ui/screen-harness.test-util';
import type { ScreenProps } from '../../../ui/screen-types';
import { ServicesProvider } from '../../../ui/services';
import { CardScreen } from './CardScreen';

let db: LocalDb;
beforeEach(async () => {
  db = await openLocalDb('asset-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.departments.put(
    toDepartmentRow({
      id: 1,
      departmentCode: '01',
      departmentName: '办公室',
      parentCode: null,
      enabled: true,
      version: 1,
    }),
  );
  await db.assetClasses.put({
    key: '1',
    code: '1',
    assetClass: 1,
    name: '固定资产',
    prefix: 'GD',
    assetSubject: '162',
    contraSubject: '163',
    fundSubject: '30104',
    ledgerKind: 'county',
    openingDate: '2022-01-01',
    version: 1,
  });
  await db.assetCategories.put({
    key: '7',
    code: '2010000',
    id: 7,
    name: '计算机设备及软件',
    assetClass: 1,
    parentId: null,
    depreciable: true,
    minLifeMonths: 72,
    maxLifeMonths: null,
    structureLives: null,
    enabled: true,
    version: 1,
  });
});
afterEach(() => closeLocalDb());

const card = (over: Partial<AssetCard>): AssetCard =>
  ({
    id: 'c1',
    assetClass: 1,
    cardNo: 'GD000001',
    assetCode: 'GD000001',
    name: '服务器',
    aetTypeName: '计算机设备及软件',
    useDepartmentName: '办公室',
    quantity: 1,
    originalValue: '120000.00',
    accumulatedDepreciation: '60000.00',
    netValue: '60000.00',
    bookDate: '2019-12-01',
    isInit: false,
    status: 'NORMAL',
    isGenerateCertificate: false,
    voucherId: null,
    provisionCount: 0,
    version: 1,
    ...over,
  }) as AssetCard;

const page: CardPage = {
  currentPageItems: [card({}), card({ id: 'c2', cardNo: 'GD000002', name: '台式计算机', isInit: true })],
  totalItemCount: 2,
  sumAsssets: {
    quantity: 2,
    originalValue: '140000.00',
    accumulatedDepreciation: '73500.00',
    netValue: '66500.00',
  },
};

function renderScreen(
  permissions: string[],
  handler: FakeHandler = (c) => (c.path === '/api/aetCard/list' ? { data: page } : undefined),
) {
  const { services, calls } = backend(handler);
  services.session.setUserInfo({ permissions, realName: '孙主管', userName: 'zhuguan' });
  render(
    <AppProviders env="test">
      <ServicesProvider services={services}>
        <CardScreen {...(screenProps('资产列表') as unknown as ScreenProps)} />
      </ServicesProvider>
    </AppProviders>,
  );
  return calls;
}

const table = () => screen.findByRole('table', { name: '资产列表列表' });

describe('资产列表', () => {
  it('pages the cards from the server with the 合计 of the whole query', async () => {
    const calls = renderScreen([P.fixedAsset.cards]);
    const rows = within(await table());
    await rows.findByText('服务器');
    expect(calls.find((c) => c.path === '/api/aetCard/list')?.query).toMatchObject({
      assetClass: '1',
      pageIndex: '1',
      pageSize: '20',
      status: 'active',
    });
    const totals = screen.getByTestId('list-totals');
    expect(totals.textContent).toContain('140,000.00');
    expect(totals.textContent).toContain('66,500.00');
  });

  it('hides what the user may not do: no 新增, 生成凭证 or 调拨 for a reader', async () => {
    renderScreen([P.fixedAsset.cards]);
    await within(await table()).findByText('服务器');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '生成凭证' })).toBeNull();
    expect(screen.queryByRole('button', { name: '调拨' })).toBeNull();
    expect(screen.getAllByRole('button', { name: '条码' })).toHaveLength(2);
  });

  it('offers 新增, 修改 and 删除 on a right click to the card keeper; an opening card is not modified here', async () => {
    renderScreen([P.fixedAsset.cards, P.assetCard.edit, P.assetCard.allocate]);
    const server = (await within(await table()).findByText('服务器')).closest('tr') as HTMLElement;
    fireEvent.contextMenu(server);
    const menu = await screen.findByTestId('row-context-menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['新增', '修改', '删除']);
    fireEvent.keyDown(menu, { key: 'Escape' });
    const opening = screen.getByText('台式计算机').closest('tr') as HTMLElement;
    fireEvent.contextMenu(opening);
    await waitFor(() =>
      expect(
        within(screen.getByTestId('row-context-menu'))
          .getByRole('menuitem', { name: '修改' })
          .hasAttribute('data-disabled'),
      ).toBe(true),
    );
  });

  it('shows a card saved on this device as 待同步 before the server has it', async () => {
    renderScreen([P.fixedAsset.cards, P.assetCard.edit]);
    await within(await table()).findByText('服务器');
    await db.outbox.add({
      kind: 'assetCard',
      entityId: 'n1',
      method: 'POST',
      path: '/api/aetCard/save',
      body: {
        id: 'n1',
        isInit: false,
        assetClass: 1,
        name: '激光打印机',
        categoryId: 7,
        originalValue: '2400.00',
        useDepartmentId: 1,
      },
      label: '新增卡片 激光打印机',
      idempotencyKey: 'k',
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 0,
      updatedAt: 0,
      doneAt: null,
      error: null,
      response: null,
      revert: {},
      fileIds: [],
    } as never);
    const queued = (await within(await table()).findByText('激光打印机')).closest('tr') as HTMLElement;
    expect(within(queued).getByTestId('row-pending')).toBeTruthy();
    expect(queued.textContent).toContain('（待编号）');
    expect(queued.textContent).toContain('2,400.00');
  });
});
