// @vitest-environment jsdom
// 角色管理 against a scripted server: the duties with holders and keys; a held duty offers no delete
// (the reason on the button); editing ticks keys in the menu's groups, a clash shows at once, and a
// save sends exactly the ticked keys.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RoleView } from '../../../core/contracts/role';
import { closeLocalDb, openLocalDb } from '../../../local';
import { renderWithBackend, screenProps, writes } from '../../../ui/screen-harness.test-util';
import { RoleScreen } from './RoleScreen';

const viewer: RoleView = {
  id: 9,
  code: 'role_1',
  name: '凭证查询员',
  builtin: false,
  supervising: false,
  remark: '只看',
  sort: 9,
  permissions: ['ledger.detail'],
  holders: 2,
  processSteps: 0,
  version: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(async () => {
  await openLocalDb('role-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => closeLocalDb());

function open() {
  return renderWithBackend(
    <RoleScreen {...screenProps('角色管理', '/final/usercenter/role-management')} />,
    (call) => {
      if (call.path === '/api/role/list') return { data: [viewer] };
      if (call.path === '/api/role/save') return { data: { ...viewer, version: 4 } };
      return undefined;
    },
  );
}

// Mantine forms in jsdom on a shared 2-core machine: a filled form takes seconds under load.
describe('角色管理', { timeout: 30_000 }, () => {
  it('lists duties; a held one cannot be deleted, and says why', async () => {
    open();
    const row = (await screen.findByText('role_1')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('凭证查询员');
    const del = within(row).getByRole('button', { name: '删除' });
    expect(del.hasAttribute('disabled') || del.getAttribute('data-disabled') === 'true').toBe(true);
    expect(row.innerHTML).toContain('仍有 2 名操作员担任');
  });

  it('edits keys grouped as the menu, shows a clash at once, and saves the ticked keys', async () => {
    const { calls } = open();
    const row = (await screen.findByText('role_1')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑角色' });
    fireEvent.click(within(form).getByRole('button', { name: '展开财务核算' }));
    const entry = form.querySelector('[data-key="voucher.entry"]') as HTMLInputElement;
    const audit = form.querySelector('[data-key="voucher.audit"]') as HTMLInputElement;
    fireEvent.click(entry);
    fireEvent.click(audit);
    await within(form).findByTestId('role-clash');
    fireEvent.click(audit);
    await waitFor(() => expect(within(form).queryByTestId('role-clash')).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const [path, body] = writes(calls)[0] as [string, { permissions: string[]; version: number }];
    expect(path).toBe('/api/role/save');
    expect(body.version).toBe(3);
    expect([...body.permissions].sort()).toEqual(['ledger.detail', 'voucher.entry']);
    // The unfolded module is 77 Mantine checkboxes: about 4 s in jsdom on a busy machine.
  }, 15_000);
});
