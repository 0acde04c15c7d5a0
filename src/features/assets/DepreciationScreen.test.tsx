// @vitest-environment jsdom
// Dexie's liveQuery needs a global indexedDB when Dexie loads; each test still opens its own.
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProvisionHeader, ProvisionPage } from '../../core/contracts/asset-provision';
import { P } from '../../core/permissions/keys';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../local';
import { AppProviders } from '../../ui/providers';
import { backend, type FakeCall, screenProps } from '../../ui/screen-harness.test-util';
import type { ScreenProps } from '../../ui/screen-types';
import { ServicesProvider } from '../../ui/services';
import { DepreciationScreen } from './DepreciationScreen';

let db: LocalDb;
beforeEach(async () => {
  db = await openLocalDb('dep-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.assetTemplates.put({
    key: 'provision:1:-21',
    code: 'provision:1:0',
    id: -21,
    name: '计提固定资产折旧（制度 163条）',
    templateType: 'provision',
    assetClass: 1,
    isBuiltIn: true,
    version: 1,
    details: [
      {
        subjectCode: '30104',
        code: '30104',
        debitAmount: 1,
        creditAmount: 0,
        subjectName: '固定资产',
        codeFullName: '资产基金/固定资产',
      },
      {
        subjectCode: '163',
        code: '163',
        debitAmount: 0,
        creditAmount: 1,
        subjectName: '累计折旧',
        codeFullName: '累计折旧',
      },
    ],
  });
});
afterEach(() => closeLocalDb());

const row = {
  cardId: 'c1',
  detailFixedNo: 'GD000001',
  fixedName: '笔记本电脑',
  accruedStage: '2026-03',
  accrueddate: '2026-03-31',
  accruedStageMonthsString: '2026年03月',
  accrueddateString: '2026-03-31',
  originalValue: '7000.00',
  residualValue: '6902.78',
  accruedValue: '97.22',
  cumulativeValue: '97.22',
  dateOfActivation: '2026-03-06',
  estimatedServiceLife: 72,
  usedMonths: 1,
};

const header = (voucherId: string | null): ProvisionHeader => ({
  id: 1,
  accruedStage: '2026-03',
  total: '97.22',
  cardCount: 1,
  voucherId,
  voucherLabel: voucherId ? '2026年3月 记-1号' : null,
  createdAt: '2026-03-31T08:00:00.000Z',
  createdBy: '孙主管',
});

function renderScreen(voucherId: string | null) {
  const page: ProvisionPage = {
    pageData: { currentPageItems: [row], totalItemCount: 1 },
    footer: {
      originalValueSum: '7000.00',
      residualValueSum: '6902.78',
      accruedValueSum: '97.22',
      cumulativeValueSum: '97.22',
    },
    provision: header(voucherId),
    blocked: null,
  };
  const { services, calls } = backend((c: FakeCall) => {
    if (c.path === '/api/assetsProvision/assetsProvisionPage') return { data: page };
    if (c.path === '/api/assetsProvision/accruedStageAssetsProvision') {
      return { data: { ...page.pageData, accruedValueSum: '97.22', provision: header(voucherId) } };
    }
    if (c.path === '/api/certificate/elect') return { data: [{ name: '记账凭证', value: '记' }] };
    if (c.path === '/api/user/czyList') return { data: [{ userName: 'zhuguan', realName: '孙主管' }] };
    if (c.path === '/api/assetsCertificate/save')
      return { data: { voucherId: 'v1', label: '2026年3月 记-1号' } };
    return undefined;
  });
  services.session.setUserInfo({
    permissions: [P.fixedAsset.depreciation, P.fixedAsset.accrue, P.assetCard.voucher, P.voucher.entry],
    realName: '孙主管',
    userName: 'zhuguan',
    year: 2026,
  });
  render(
    <AppProviders env="test">
      <ServicesProvider services={services}>
        <DepreciationScreen {...(screenProps('资产折旧') as unknown as ScreenProps)} />
      </ServicesProvider>
    </AppProviders>,
  );
  return calls;
}

describe('资产折旧 and its voucher dialog (spec 000 §2.5 dialog 2)', () => {
  it('shows the month run, then books its voucher from the built-in template', async () => {
    const calls = renderScreen(null);
    await screen.findByText('笔记本电脑');
    expect((await screen.findByTestId('provision-status')).textContent).toContain('已计提：97.22 元，1 项');
    fireEvent.click(screen.getByRole('button', { name: '生成凭证' }));
    const dialog = await screen.findByTestId('provision-voucher-dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '保存凭证' }).hasAttribute('disabled')).toBe(false),
    );
    expect(within(dialog).getByRole('button', { name: '查看凭证' }).hasAttribute('disabled')).toBe(true);

    // Blank rows: 科目不能为空, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: '保存凭证' }));
    await screen.findByText('科目不能为空');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(calls.some((c) => c.path === '/api/assetsCertificate/save')).toBe(false);

    fireEvent.click(within(dialog).getByRole('combobox', { name: '凭证模板' }));
    fireEvent.click(await screen.findByRole('option', { name: '计提固定资产折旧（制度 163条）（内置）' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '引用模板' }));
    await waitFor(() =>
      expect((within(dialog).getByLabelText('第2行科目') as HTMLInputElement).value).toContain('163'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '保存凭证' }));
    await screen.findByText('凭证 2026年3月 记-1号 已生成');
    const saved = calls.find((c) => c.path === '/api/assetsCertificate/save');
    // The month the screen opened on (the session's year, this month) is the month booked.
    const month = calls.find((c) => c.path === '/api/assetsProvision/assetsProvisionPage')?.query
      .accruedStage;
    expect(month).toMatch(/^2026-\d{2}$/);
    expect(saved?.body).toMatchObject({
      assetClass: 1,
      PZAssetType: 'provision',
      accruedStage: month,
      accruedStageMoney: '97.22',
      certificateType: '记',
      czy: 'zhuguan',
      voucherList: [
        { balanceDirection: 1, code: '30104' },
        { balanceDirection: 2, code: '163' },
      ],
    });
  }, 30_000);

  it('keeps 保存凭证 off and offers 查看凭证 once the month has its voucher', async () => {
    renderScreen('v9');
    await screen.findByText('笔记本电脑');
    expect(screen.getByRole('button', { name: '取消计提' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '生成凭证' }));
    const dialog = await screen.findByTestId('provision-voucher-dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '查看凭证' }).hasAttribute('disabled')).toBe(false),
    );
    expect(within(dialog).getByRole('button', { name: '保存凭证' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: '预览凭证' }).hasAttribute('disabled')).toBe(true);
  }, 30_000);
});
