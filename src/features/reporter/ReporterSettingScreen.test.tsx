// @vitest-environment jsdom
// 报表人员设置: the names read from the server (offline: the last answer, with its time), the foot
// line previewed as typed, a save queued through the outbox with the version read, and a name too
// long refused before anything is queued.
import 'fake-indexeddb/auto';
import '../../ui/dom-shims.test-util';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reporterContracts } from '../../core/contracts/reporter';
import type { ReporterSetting } from '../../core/reporter';
import { closeLocalDb, type LocalDb, openLocalDb } from '../../local';
import { remoteKey } from '../../local/remote-first';
import { reporterDoc } from '../../local/reporter';
import { AppProviders } from '../../ui/providers';
import { backend } from '../../ui/screen-harness.test-util';
import type { ScreenProps } from '../../ui/screen-types';
import { ServicesProvider } from '../../ui/services';
import { ReporterSettingScreen } from './ReporterSettingScreen';

configure({ asyncUtilTimeout: 5_000 });

let db: LocalDb;
const stored: ReporterSetting = {
  unitHead: '张主席',
  financeHead: '李主管',
  preparer: '',
  version: 2,
  updatedAt: '2026-11-01T02:00:00.000Z',
  updatedBy: '王主管',
};

function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

function renderScreen() {
  const b = backend((call) => (call.path === reporterContracts.setting.path ? { data: stored } : undefined));
  b.session.setUserInfo({
    year: 2026,
    zid: 1,
    ztName: '示范市总工会',
    permissions: ['settings.reporter'],
    realName: '王主管',
  });
  const props = { route: { title: '报表人员设置', path: '/x' }, params: {}, search: {}, active: true };
  return render(
    <AppProviders env="test">
      <ServicesProvider services={b.services}>
        <ReporterSettingScreen {...(props as unknown as ScreenProps)} />
      </ServicesProvider>
    </AppProviders>,
  );
}

beforeEach(async () => {
  db = await openLocalDb('reporter-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => {
  setOnline(true);
  closeLocalDb();
});

describe('报表人员设置', { timeout: 20_000 }, () => {
  it('previews the foot line and saves the names through the outbox', async () => {
    renderScreen();
    const head = (await screen.findByLabelText('单位负责人')) as HTMLInputElement;
    await waitFor(() => expect(head.value).toBe('张主席'));
    fireEvent.change(screen.getByLabelText('制表人'), { target: { value: ' 王会计 ' } });
    expect(screen.getByTestId('reporter-preview').textContent).toBe(
      '单位负责人：张主席　　　财务负责人：李主管　　　制表人：王会计',
    );
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry?.kind).toBe(reporterDoc.kind);
    expect(entry?.path).toBe(reporterContracts.saveSetting.path);
    expect(entry?.body).toEqual({
      unitHead: '张主席',
      financeHead: '李主管',
      preparer: '王会计',
      version: 2,
    });
    expect((await screen.findByTestId('save-state')).textContent).toContain('待同步');
  });

  it('refuses a name over 20 characters before queuing anything', async () => {
    renderScreen();
    await waitFor(() =>
      expect((screen.getByLabelText('单位负责人') as HTMLInputElement).value).toBe('张主席'),
    );
    fireEvent.change(screen.getByLabelText('财务负责人'), { target: { value: '甲'.repeat(21) } });
    expect(screen.getByTestId('reporter-problem').textContent).toBe('财务负责人不能超过 20 个字符');
    expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('reads offline from the last answer, with its time', async () => {
    const kept = Date.UTC(2026, 10, 2, 1, 0);
    await db.meta.put({ key: remoteKey(reporterDoc.key), value: stored, updatedAt: kept });
    setOnline(false);
    renderScreen();
    const at = new Date(kept).toLocaleString('zh-CN', { hour12: false });
    await waitFor(() =>
      expect(screen.getByTestId('kept-notice').textContent).toContain(
        `当前离线，显示本机 ${at} 保存的报表人员设置`,
      ),
    );
    await waitFor(() =>
      expect((screen.getByLabelText('财务负责人') as HTMLInputElement).value).toBe('李主管'),
    );
  });
});
