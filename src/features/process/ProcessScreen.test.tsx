// @vitest-environment jsdom
// Dexie's liveQuery needs a global indexedDB when Dexie loads; each test still opens its own.
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseMoney } from '../../core/money';
import { P } from '../../core/permissions/keys';
import type { StepDefinition } from '../../core/reimbursement/process';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../local';
import { toDepartmentRow } from '../../local/departments';
import { toProcessRow } from '../../local/processes';
import { anyFormDirty } from '../../pwa/dirty-forms';
import { AppProviders } from '../../ui/providers';
import { backend, screenProps } from '../../ui/screen-harness.test-util';
import type { ScreenProps } from '../../ui/screen-types';
import { ServicesProvider } from '../../ui/services';
import { ProcessScreen } from './ProcessScreen';

// A screen test types and waits through many renders: on a loaded machine it outlasts vitest's 5 s.
vi.setConfig({ testTimeout: 30_000 });

const steps: StepDefinition[] = [
  { key: 'dept', name: '部门审核', actor: { kind: 'duty', duty: 'approver', scope: 'department' } },
  {
    key: 'leader',
    name: '领导审批',
    actor: { kind: 'duty', duty: 'approver', scope: 'all' },
    fromAmount: parseMoney('5000'),
  },
  { key: 'finance', name: '财务复核', actor: { kind: 'duty', duty: 'supervisor', scope: 'all' } },
];

let db: LocalDb;
beforeEach(async () => {
  db = await openLocalDb('process-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.departments.bulkPut([
    toDepartmentRow({
      id: 11,
      departmentCode: '01',
      departmentName: '办公室',
      parentCode: null,
      enabled: true,
      version: 1,
    }),
  ]);
  await db.processes.bulkPut([
    toProcessRow({
      id: 7,
      documentType: 'expense',
      departmentId: null,
      departmentName: null,
      version: 3,
      steps,
      updatedBy: null,
      updatedAt: '2026-03-01T08:00:00.000Z',
    }),
  ]);
});
afterEach(() => closeLocalDb());

function renderScreen(permissions: string[] = [P.usercenter.process]) {
  const { services } = backend(() => ({ data: null }));
  services.session.setUserInfo({ permissions, realName: '孙主管', userName: 'zhuguan' });
  return render(
    <AppProviders env="test">
      <ServicesProvider services={services}>
        <ProcessScreen {...(screenProps('流程管理') as unknown as ScreenProps)} />
      </ServicesProvider>
    </AppProviders>,
  );
}

const table = () => screen.findByRole('table', { name: '流程管理列表' });
/** The row of the general expense definition, once the cache has been read. */
const expenseRow = async () =>
  (await within(await table()).findByText('费用报销')).closest('tr') as HTMLElement;

describe('流程管理', () => {
  it('lists the cached definitions with their steps joined by arrows', async () => {
    renderScreen();
    const row = await expenseRow();
    expect(row.textContent).toContain('全部部门');
    expect(row.textContent).toContain('部门审核 → 领导审批（5,000.00 起） → 财务复核');
    expect(row.textContent).toContain('系统预置');
    expect(row.textContent).toContain('3');
  });

  it('edits the steps with a live preview and queues the change as 待同步', async () => {
    renderScreen();
    fireEvent.click(within(await expenseRow()).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑审批流程' });
    const preview = within(form).getByTestId('process-preview');
    expect(preview.textContent).toBe('费用报销 6,000.00 元（办公室）：申报 → 部门审核 → 领导审批 → 财务复核');
    fireEvent.change(within(form).getByLabelText('预览金额'), { target: { value: '100' } });
    expect(preview.textContent).toBe('费用报销 100.00 元（办公室）：申报 → 部门审核 → 财务复核');

    // 财务复核 moves before 领导审批 and is renamed; the preview follows at once.
    fireEvent.click(within(form).getByRole('button', { name: '上移第3步' }));
    const third = within(form).getByRole('group', { name: '第2步' });
    fireEvent.change(within(third).getByLabelText('步骤名称'), { target: { value: '会计复核' } });
    fireEvent.change(within(form).getByLabelText('预览金额'), { target: { value: '6000' } });
    expect(preview.textContent).toBe('费用报销 6,000.00 元（办公室）：申报 → 部门审核 → 会计复核 → 领导审批');
    expect(anyFormDirty()).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: '编辑审批流程' })).toBeNull());
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'process', entityId: '7', path: '/api/process/save' });
    expect(entries[0]?.body).toMatchObject({
      id: 7,
      version: 3,
      documentType: 'expense',
      departmentId: null,
    });
    const sent = (entries[0]?.body ?? {}) as { steps?: StepDefinition[] };
    expect(sent.steps?.map((s) => s.name)).toEqual(['部门审核', '会计复核', '领导审批']);
    const row = await expenseRow();
    await waitFor(() => expect(within(row).getByTestId('row-pending').textContent).toBe('待同步'));
    expect(row.textContent).toContain('部门审核 → 会计复核 → 领导审批（5,000.00 起）');
    expect(row.textContent).toContain('孙主管');
  });

  it('shows the first problem in a warning dialog and queues nothing', async () => {
    renderScreen();
    await expenseRow();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('form', { name: '新增审批流程' });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await screen.findByText('费用报销（全部部门）的审批流程已存在，请编辑原有流程');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.click(within(form).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: '新增审批流程' })).toBeNull());

    fireEvent.click(within(await expenseRow()).getByRole('button', { name: '编辑' }));
    const edit = await screen.findByRole('form', { name: '编辑审批流程' });
    for (const n of [3, 2, 1]) fireEvent.click(within(edit).getByRole('button', { name: `删除第${n}步` }));
    expect(within(edit).getByTestId('process-preview').textContent).toBe(
      '费用报销 6,000.00 元（办公室）：审批流程配置有误：审批流程至少需要一个审批步骤',
    );
    fireEvent.click(within(edit).getByRole('button', { name: '保存' }));
    await screen.findByText('审批流程至少需要一个审批步骤');
    expect(await db.outbox.count()).toBe(0);
  });

  it('offers no 新增 or 编辑 without 流程管理', async () => {
    renderScreen([]);
    await expenseRow();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });
});
