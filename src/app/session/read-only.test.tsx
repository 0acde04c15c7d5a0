// @vitest-environment jsdom
// 审计 (audit.readOnly) reads everything granted and changes nothing: the session keeps every granted
// key for opening screens, menus and references (readable), and acts with none but its own
// (permissions), so a screen that asks `permissions.includes(key)` before drawing a write button
// hides it with no code of its own. Shown on two screens of different modules.
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore } from '../../api/session-store';
import { memoryStorage } from '../../api/storage';
import { reporterContracts } from '../../core/contracts/reporter';
import { P } from '../../core/permissions/keys';
import { ReporterSettingScreen } from '../../features/reporter/ReporterSettingScreen';
import { closeLocalDb, openLocalDb } from '../../local';
import { AppProviders } from '../../ui/providers';
import { backend } from '../../ui/screen-harness.test-util';
import type { ScreenProps } from '../../ui/screen-types';
import { ServicesProvider } from '../../ui/services';

configure({ asyncUtilTimeout: 5_000 });

const login = { userToken: 't', newghencryptkey: 'a2V5', newghdecryptkey: 'ZGVj' };
const setting = {
  unitHead: '张主席',
  financeHead: '李主管',
  preparer: '',
  version: 1,
  updatedAt: null,
  updatedBy: null,
};

function renderAs(permissions: string[], element: (props: ScreenProps) => ReactElement) {
  const b = backend((call) => (call.path === reporterContracts.setting.path ? { data: setting } : undefined));
  b.session.setUserInfo({ year: 2026, zid: 1, ztName: '示范市总工会', permissions, realName: '审计员' });
  const props = { route: { title: '报表人员设置', path: '/x' }, params: {}, search: {}, active: true };
  return render(
    <AppProviders env="test">
      <ServicesProvider services={b.services}>{element(props as unknown as ScreenProps)}</ServicesProvider>
    </AppProviders>,
  );
}

beforeEach(async () => {
  await openLocalDb('read-only-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => closeLocalDb());

describe('the session of a read-only duty', () => {
  it('keeps every granted key readable and acts with none that changes data', () => {
    const store = createSessionStore(memoryStorage());
    store.setLogin(login);
    store.setUserInfo({
      permissions: [P.settings.reporter, P.voucher.entry, P.audit.readOnly, P.audit.welcome],
    });
    expect(store.read()?.readable).toEqual([
      P.settings.reporter,
      P.voucher.entry,
      P.audit.readOnly,
      P.audit.welcome,
    ]);
    expect(store.read()?.permissions).toEqual([P.audit.readOnly, P.audit.welcome]);
  });

  it('leaves any other session acting with all it was granted', () => {
    const store = createSessionStore(memoryStorage());
    store.setLogin(login);
    store.setUserInfo({ permissions: [P.settings.reporter, P.voucher.entry] });
    expect(store.read()?.permissions).toEqual([P.settings.reporter, P.voucher.entry]);
    expect(store.read()?.readable).toEqual([P.settings.reporter, P.voucher.entry]);
  });

  it('reads a session kept by an older version (one list) into both lists', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage);
    store.setLogin(login);
    store.setUserInfo({ permissions: [P.settings.reporter, P.audit.readOnly] });
    const old = JSON.parse(storage.getItem('union-finance.session') ?? '{}');
    delete old.readable;
    old.permissions = [P.settings.reporter, P.audit.readOnly];
    storage.setItem('union-finance.session', JSON.stringify(old));
    const again = createSessionStore(storage).read();
    expect(again?.readable).toEqual([P.settings.reporter, P.audit.readOnly]);
    expect(again?.permissions).toEqual([P.audit.readOnly]);
  });
});

describe('a screen for a read-only duty', { timeout: 20_000 }, () => {
  it('shows 报表人员设置 without its 保存 button', async () => {
    renderAs([P.settings.reporter, P.audit.readOnly], (p) => <ReporterSettingScreen {...p} />);
    await waitFor(() =>
      expect((screen.getByLabelText('单位负责人') as HTMLInputElement).value).toBe('张主席'),
    );
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('shows the button to the same key without the read-only mark', async () => {
    renderAs([P.settings.reporter], (p) => <ReporterSettingScreen {...p} />);
    await screen.findByRole('button', { name: '保存' });
  });
});
