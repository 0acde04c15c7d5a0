// @vitest-environment jsdom
// 部门核算科目快捷设置 and 部门经费录入: the shortcuts chosen and ordered per department, saved through
// the outbox with the version read (kept offline); the department's quick entry offers those
// shortcuts and saves a balanced voucher with the department on the subject line, through the
// outbox as 凭证录入 does.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { passagewayContracts } from '../../../core/contracts/passageway';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../../local';
import { toSubjectRow } from '../../../local/subjects';
import { toVoucherTypeRow } from '../../../local/voucher-types';
import { voucherKind, voucherSavePath } from '../../../local/vouchers';
import { seedReference, testSubjects } from '../../../ui/pickers/fixtures.test-util';
import { AppProviders } from '../../../ui/providers';
import { backend, type FakeCall } from '../../../ui/screen-harness.test-util';
import type { ScreenProps } from '../../../ui/screen-types';
import { ServicesProvider } from '../../../ui/services';
import { rememberLastDate } from '../entry/voucher-store';
import { DepartmentFundsInputScreen } from './DepartmentFundsInputScreen';
import { DepartmentSubjectsFastScreen } from './DepartmentSubjectsFastScreen';
import { shortcutKind } from './shortcut-store';

vi.mock('../../../ui/use-go', () => ({ useGo: () => vi.fn() }));
configure({ asyncUtilTimeout: 5_000 });

let db: LocalDb;
let shortcuts = [{ deptCode: '01', subjectCodes: ['50502'], version: 1 }];

function handler(call: FakeCall) {
  if (call.path === passagewayContracts.shortcuts.path) return { data: shortcuts };
  if (call.path === '/api/subject/otherSetting') {
    return { data: { cashCodes: ['101'], bankCodes: ['102'], locked: true } };
  }
  return undefined;
}

function renderScreen(node: React.ReactElement) {
  const b = backend(handler);
  b.session.setUserInfo({
    year: 2026,
    zid: 1,
    ztName: '示范市总工会',
    permissions: ['passageway.departmentSubjects', 'passageway.departmentFunds'],
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
  shortcuts = [{ deptCode: '01', subjectCodes: ['50502'], version: 1 }];
  db = await openLocalDb('passageway-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  await seedReference(db);
  // 50501 and 50502 kept by department for these tests.
  await db.subjects.bulkPut(
    testSubjects
      .filter((s) => s.code === '50501' || s.code === '50502')
      .map((s) => toSubjectRow({ ...s, deptAccounting: true })),
  );
  await db.voucherTypes.bulkPut([
    toVoucherTypeRow({ code: '记', name: '记账凭证', sort: 1, enabled: true, restriction: 'none' }),
  ]);
  await rememberLastDate(db, '2026-11-20');
});
afterEach(() => closeLocalDb());

describe('部门核算科目快捷设置', { timeout: 20_000 }, () => {
  it('offers the 部门核算 leaves, orders the chosen ones and saves them through the outbox', async () => {
    renderScreen(<DepartmentSubjectsFastScreen {...props('部门核算科目快捷设置')} />);
    const table = await screen.findByRole('table', { name: '部门核算科目' });
    // 135 keeps people as well, 50503 items: neither can be filled from this screen.
    const codes = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    expect(codes).toEqual(['50501', '50502']);
    await waitFor(() =>
      expect(screen.getAllByTestId('shortcut-item').map((i) => i.textContent)).toEqual([
        '1. 50502 业务支出——会议支出↑↓',
      ]),
    );
    fireEvent.click(screen.getByLabelText('50501 常用'));
    fireEvent.click(screen.getByRole('button', { name: '上移 50501' }));
    expect(screen.getAllByTestId('shortcut-item').map((i) => i.textContent?.slice(0, 8))).toEqual([
      '1. 50501',
      '2. 50502',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry?.kind).toBe(shortcutKind);
    expect(entry?.body).toEqual({ deptCode: '01', subjectCodes: ['50501', '50502'], version: 1 });
    // The department shows its save as 待同步 until the server has it.
    const list = screen.getByRole('listbox', { name: '部门' });
    await waitFor(() => expect(within(list).getAllByRole('option')[0]?.textContent).toContain('待同步'));
  });
});

describe('部门经费录入', { timeout: 20_000 }, () => {
  it('saves the department’s expense as a balanced voucher through the outbox', async () => {
    renderScreen(<DepartmentFundsInputScreen {...props('部门经费录入')} />);
    await screen.findByText('50502 会议支出');
    await waitFor(() => expect(screen.getByLabelText('凭证日期')).toHaveProperty('value', '2026-11-20'));
    fireEvent.change(screen.getByLabelText('摘要'), { target: { value: '办公室会议费' } });
    fireEvent.change(screen.getByLabelText('金额'), { target: { value: '300' } });
    const table = await screen.findByRole('table', { name: '生成的分录' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('300.00');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [saved] = await db.outbox.toArray();
    expect(saved?.kind).toBe(voucherKind);
    expect(saved?.path).toBe(voucherSavePath);
    expect(saved?.body).toMatchObject({
      voucherDate: '2026-11-20',
      voucherType: '记',
      entries: [
        {
          code: '50502',
          departmentCode: '01',
          debitAmount: '300.00',
          creditAmount: '0.00',
          summary: '办公室会议费',
        },
        {
          code: '10201',
          departmentCode: null,
          debitAmount: '0.00',
          creditAmount: '300.00',
          summary: '办公室会议费',
        },
      ],
    });
  });

  it('says so when the department has no shortcuts', async () => {
    shortcuts = [];
    renderScreen(<DepartmentFundsInputScreen {...props('部门经费录入')} />);
    expect((await screen.findByTestId('no-shortcuts')).textContent).toContain('尚未设置快捷科目');
    expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
