// @vitest-environment jsdom
// Dexie's liveQuery needs a global indexedDB when Dexie loads; each test still opens its own.
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../local';
import { toDepartmentRow as toDepartmentRowForTest } from '../../local/departments';
import { anyFormDirty } from '../../pwa/dirty-forms';
import { AppProviders } from '../../ui/providers';
import type { ScreenProps } from '../../ui/screen-types';
import { DepartmentScreen } from './DepartmentScreen';

let db: LocalDb;
beforeEach(async () => {
  db = await openLocalDb('screen-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.departments.bulkPut([
    toDepartmentRowForTest({
      id: 1,
      departmentCode: '01',
      departmentName: '办公室',
      parentCode: null,
      enabled: true,
      version: 1,
    }),
    toDepartmentRowForTest({
      id: 2,
      departmentCode: '02',
      departmentName: '财务部',
      parentCode: '01',
      enabled: true,
      version: 1,
    }),
  ]);
});
afterEach(() => closeLocalDb());

const props = {
  route: { title: '部门管理', parentTitle: '用户中心' },
  params: {},
  search: {},
  active: true,
} as unknown as ScreenProps;

function renderScreen() {
  return render(
    <AppProviders env="test">
      <DepartmentScreen {...props} />
    </AppProviders>,
  );
}

describe('部门管理', () => {
  it('lists the cached departments with their parent', async () => {
    renderScreen();
    const row = await screen.findByTestId('department-02');
    expect(row.textContent).toContain('财务部');
    expect(row.textContent).toContain('01 办公室');
    expect(screen.getByTestId('department-count').textContent).toContain('共 2 个部门');
  });

  it('validates in a warning dialog, then queues a new department shown as 待同步 in its row', async () => {
    renderScreen();
    await screen.findByTestId('department-01');
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('form', { name: '新增部门' });
    fireEvent.change(within(form).getByLabelText(/部门编码/), { target: { value: '01' } });
    fireEvent.change(within(form).getByLabelText(/部门名称/), { target: { value: '工会' } });
    expect(anyFormDirty()).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await screen.findByText('部门编码 01 已存在');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.change(within(form).getByLabelText(/部门编码/), { target: { value: '03' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));

    const row = await screen.findByTestId('department-03');
    await waitFor(() => expect(within(row).getByTestId('row-pending').textContent).toBe('待同步'));
    expect(anyFormDirty()).toBe(false);
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.path, e.label])).toEqual([['/api/departMent/save', '新增部门 工会']]);
  });

  it('shows the server refusal in the row', async () => {
    renderScreen();
    await screen.findByTestId('department-02');
    const seq = await db.outbox.add({
      kind: 'department',
      entityId: '2',
      method: 'POST',
      path: '/api/departMent/save',
      body: {},
      label: '修改部门 财务部',
      idempotencyKey: 'k-12345678',
      state: 'failed',
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: 0,
      updatedAt: 0,
      doneAt: null,
      error: { code: 400, message: '部门编码 02 已存在', status: 200 },
      response: null,
      revert: {},
      fileIds: [],
    } as never);
    expect(seq).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getByTestId('row-sync-error').textContent).toContain('部门编码 02 已存在'),
    );
  });
});
