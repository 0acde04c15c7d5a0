// @vitest-environment jsdom
// Dexie's liveQuery needs a global indexedDB when Dexie loads; each test still opens its own.
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { P } from '../../core/permissions/keys';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../local';
import { toDepartmentRow } from '../../local/departments';
import { toOperatorRow } from '../../local/operators';
import { toPersonRow } from '../../local/personnel';
import { AppProviders } from '../../ui/providers';
import { backend, type FakeHandler, screenProps } from '../../ui/screen-harness.test-util';
import type { ScreenProps } from '../../ui/screen-types';
import { ServicesProvider } from '../../ui/services';
import { PersonnelScreen } from './PersonnelScreen';

let db: LocalDb;
beforeEach(async () => {
  db = await openLocalDb('personnel-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.departments.bulkPut([
    toDepartmentRow({
      id: 11,
      departmentCode: '01',
      departmentName: '办公室',
      parentCode: null,
      enabled: true,
      version: 1,
    }),
    toDepartmentRow({
      id: 13,
      departmentCode: '03',
      departmentName: '组织部',
      parentCode: null,
      enabled: true,
      version: 1,
    }),
  ]);
  await db.operators.bulkPut([
    toOperatorRow({ id: 7, name: '陈报销', userName: 'baoxiao', readOnly: false }),
    toOperatorRow({ id: 8, name: '张制单', userName: 'zhidan', readOnly: false }),
  ]);
  await db.personnel.bulkPut([
    toPersonRow({
      id: 1,
      code: 'P001',
      name: '刘审批',
      departmentId: 11,
      departmentName: '办公室',
      grade: '司局级',
      title: '办公室主任',
      mobile: '13900000001',
      userId: null,
      userLabel: null,
      enabled: true,
      version: 2,
    }),
    toPersonRow({
      id: 2,
      code: 'P002',
      name: '陈报销',
      departmentId: 13,
      departmentName: '组织部',
      grade: '其余人员',
      title: '科员',
      mobile: '',
      userId: 7,
      userLabel: '陈报销（baoxiao）',
      enabled: true,
      version: 1,
    }),
  ]);
});
afterEach(() => closeLocalDb());

function renderScreen(
  permissions: string[] = [P.reimbursement.personnel],
  handler: FakeHandler = () => ({}),
) {
  const { services, calls } = backend(handler);
  services.session.setUserInfo({ permissions, realName: '孙主管', userName: 'zhuguan' });
  render(
    <AppProviders env="test">
      <ServicesProvider services={services}>
        <PersonnelScreen {...(screenProps('部门人员') as unknown as ScreenProps)} />
      </ServicesProvider>
    </AppProviders>,
  );
  return calls;
}

const table = () => screen.findByRole('table', { name: '部门人员列表' });
const rowOf = async (name: string) =>
  (await within(await table()).findByText(name)).closest('tr') as HTMLElement;

describe('部门人员', () => {
  it('lists the cached people with department, grade and linked user, and filters them', async () => {
    renderScreen();
    const chen = await rowOf('陈报销');
    expect(chen.textContent).toContain('P002');
    expect(chen.textContent).toContain('组织部');
    expect(chen.textContent).toContain('其余人员');
    expect(chen.textContent).toContain('陈报销（baoxiao）');
    fireEvent.change(screen.getByLabelText('姓名/工号'), { target: { value: 'P001' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: '部门人员列表' })).queryByText('陈报销')).toBeNull(),
    );
    expect(within(await table()).getByText('刘审批')).toBeTruthy();
  });

  it('adds a person through the outbox, shown as 待同步', async () => {
    renderScreen();
    await rowOf('陈报销');
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('form', { name: '新增人员' });
    fireEvent.change(within(form).getByLabelText('工号', { exact: false }), { target: { value: 'P010' } });
    fireEvent.change(within(form).getByLabelText('姓名', { exact: false }), { target: { value: '赵新人' } });
    fireEvent.change(within(form).getByLabelText('手机号'), { target: { value: '1391234' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    // No department chosen yet: the first problem, nothing queued.
    await screen.findByText('请选择部门');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await db.outbox.count()).toBe(0);

    fireEvent.click(within(form).getByRole('combobox', { name: /^部门/ }));
    fireEvent.click(await screen.findByRole('option', { name: '办公室' }));
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await screen.findByText('手机号码格式不正确');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.change(within(form).getByLabelText('手机号'), { target: { value: '13912345678' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: '新增人员' })).toBeNull());
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'person', path: '/api/personnel/save' });
    expect(entries[0]?.body).toEqual({
      code: 'P010',
      name: '赵新人',
      departmentId: 11,
      grade: '其余人员',
      title: '',
      mobile: '13912345678',
      userId: null,
    });
    const row = await rowOf('赵新人');
    await waitFor(() => expect(within(row).getByTestId('row-pending').textContent).toBe('待同步'));
  }, 20_000);

  it('refuses a 工号 or user already taken in the cache', async () => {
    renderScreen();
    fireEvent.click(within(await rowOf('刘审批')).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑人员' });
    fireEvent.change(within(form).getByLabelText('工号', { exact: false }), { target: { value: 'P002' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await screen.findByText('工号已存在：P002');
    expect(await db.outbox.count()).toBe(0);
  });

  it('disables a person through the outbox', async () => {
    renderScreen();
    fireEvent.click(within(await rowOf('刘审批')).getByRole('button', { name: '停用' }));
    const dialog = await screen.findByRole('dialog', { name: '停用人员' });
    fireEvent.click(within(dialog).getByRole('button', { name: '停用' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ path: '/api/personnel/setEnabled', body: { id: 1, enabled: false } });
  });

  it('shows the server refusal of a delete and keeps the row', async () => {
    const message =
      '人员 P002 陈报销 已绑定 2 张拨款卡，不能删除；请先在拨款卡绑定中删除这些卡，或停用该人员';
    const calls = renderScreen([P.reimbursement.personnel], (call) =>
      call.path === '/api/personnel/delete' ? { refuse: { errorCode: 4000, message } } : {},
    );
    fireEvent.click(within(await rowOf('陈报销')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除人员' });
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await screen.findByText(message);
    expect(calls.some((c) => c.path === '/api/personnel/delete')).toBe(true);
    expect(await db.personnel.get('2')).toBeTruthy();
  });

  it('offers no 新增 or 编辑 without 部门人员', async () => {
    renderScreen([P.reimbursement.cardBinding]);
    await rowOf('陈报销');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });
});
