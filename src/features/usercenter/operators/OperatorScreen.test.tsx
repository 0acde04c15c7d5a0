// @vitest-environment jsdom
// 操作员管理 against a scripted server: the page of users with duties and grants; 新增 shows a clash
// of separation of duties as the duties are ticked and sends nothing until it is resolved; a valid
// form is one save with only the granted ledger sets; a server refusal keeps the form as typed.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OperatorView } from '../../../core/contracts/operator';
import type { RoleView } from '../../../core/contracts/role';
import { closeLocalDb, openLocalDb } from '../../../local';
import { AppProviders } from '../../../ui/providers';
import { backend, type FakeCall, screenProps, writes } from '../../../ui/screen-harness.test-util';
import { ServicesProvider } from '../../../ui/services';
import { OperatorScreen } from './OperatorScreen';

const role = (id: number, code: string, name: string, permissions: string[]): RoleView => ({
  id,
  code,
  name,
  builtin: true,
  supervising: false,
  remark: '',
  sort: id,
  permissions,
  holders: 1,
  processSteps: 0,
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const roles = [role(3, 'preparer', '制单', ['voucher.entry']), role(4, 'auditor', '审核', ['voucher.audit'])];
const zhidan: OperatorView = {
  id: 3,
  userName: 'zhidan',
  realName: '张制单',
  mobile: '',
  enabled: true,
  mustChangePassword: false,
  roles: [{ id: 3, code: 'preparer', name: '制单' }],
  grants: [{ zid: 2, ztno: '002', ztName: '一中工会', level: 2, departmentId: null, departmentName: null }],
  defaultZid: 2,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(async () => {
  await openLocalDb('operator-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => closeLocalDb());

function serve(refuseSave?: string) {
  return (call: FakeCall) => {
    if (call.path === '/api/user/list') return { data: { currentPageItems: [zhidan], totalItemCount: 1 } };
    if (call.path === '/api/role/list') return { data: roles };
    if (call.path === '/api/auth/getUserLevel/1')
      return {
        data: {
          userId: 1,
          userName: 'admin',
          realName: '系统管理员',
          orgLevel: 1,
          ledgerSets: [
            { zid: 1, ztno: '001', name: '市总工会', kind: 'county', level: 2 },
            { zid: 2, ztno: '002', name: '一中工会', kind: 'grassroots', level: 2 },
          ],
        },
      };
    if (call.path === '/api/user/departments') return { data: [{ id: 9, code: '01', name: '工会办公室' }] };
    if (call.path === '/api/user/save')
      return refuseSave
        ? { refuse: { errorCode: 4002, message: refuseSave } }
        : { data: { ...zhidan, id: 10 } };
    return undefined;
  };
}

/** The saves sent (getUserLevel is a POST too, by the spec, but a read). */
const saves = (calls: readonly FakeCall[]) => writes(calls).filter(([path]) => path === '/api/user/save');

function open(refuseSave?: string) {
  const { services, calls, session } = backend(serve(refuseSave));
  session.setUserInfo({
    userId: 1,
    userName: 'admin',
    realName: '系统管理员',
    permissions: ['usercenter.operator'],
  });
  render(
    <AppProviders env="test">
      <ServicesProvider services={services}>
        <OperatorScreen {...screenProps('操作员管理', '/final/usercenter/operator-management-list')} />
      </ServicesProvider>
    </AppProviders>,
  );
  return { calls };
}

async function fillNew() {
  await screen.findByText('zhidan');
  fireEvent.click(screen.getByRole('button', { name: '新增' }));
  const form = await screen.findByRole('form', { name: '新增操作员' });
  fireEvent.change(within(form).getByLabelText(/^登录名/), { target: { value: 'newclerk' } });
  fireEvent.change(within(form).getByLabelText(/^姓名/), { target: { value: '新会计' } });
  fireEvent.change(within(form).getByLabelText(/^初始密码/), { target: { value: 'Start2026' } });
  return form;
}

// Mantine forms in jsdom on a shared 2-core machine: a filled form takes seconds under load.
describe('操作员管理', { timeout: 30_000 }, () => {
  it('lists users with their duties and ledger sets', async () => {
    open();
    const row = (await screen.findByText('zhidan')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('张制单');
    expect(row.textContent).toContain('制单');
    expect(row.textContent).toContain('002 一中工会');
  });

  it('shows a duty clash as it is ticked and sends nothing; resolved, it saves only the granted ledger sets', async () => {
    const { calls } = open();
    const form = await fillNew();
    fireEvent.click(within(form).getByRole('checkbox', { name: '制单' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: '审核' }));
    const clash = await within(form).findByTestId('duty-clash');
    expect(clash.textContent).toContain(
      '制单、审核：不相容职责：不能同时拥有制单（凭证录入）和审核（凭证审核）',
    );
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    // The rule shows in the warning dialog too; nothing went to the server.
    await waitFor(() => expect(screen.getAllByText(/不相容职责/).length).toBeGreaterThan(1));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(saves(calls)).toEqual([]);
    fireEvent.click(within(form).getByRole('checkbox', { name: '审核' }));
    await waitFor(() => expect(within(form).queryByTestId('duty-clash')).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toEqual([
      '/api/user/save',
      {
        password: 'Start2026',
        mustChangePassword: true,
        userName: 'newclerk',
        realName: '新会计',
        mobile: '',
        roleIds: [3],
        grants: [],
        defaultZid: null,
      },
    ]);
  });

  it('keeps the form as typed when the server refuses', async () => {
    const { calls } = open('登录名已存在：newclerk');
    const form = await fillNew();
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await screen.findByText('登录名已存在：newclerk');
    expect(saves(calls)).toHaveLength(1);
    expect(screen.getByRole('form', { name: '新增操作员' })).toBeTruthy();
    expect((within(form).getByLabelText(/^登录名/) as HTMLInputElement).value).toBe('newclerk');
  });
});
