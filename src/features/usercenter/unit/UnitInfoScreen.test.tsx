// @vitest-environment jsdom
// 基本信息: the ledger set's own data from the server; 保存 is offered once something changed and sends
// the edited data with the version it was read at.
import 'fake-indexeddb/auto';
import '../../../ui/dom-shims.test-util';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UnitInfo } from '../../../core/contracts/zt';
import { closeLocalDb, openLocalDb } from '../../../local';
import { renderWithBackend, screenProps, writes } from '../../../ui/screen-harness.test-util';
import { UnitInfoScreen } from './UnitInfoScreen';

const info: UnitInfo = {
  name: '示范市第一中学工会委员会',
  code: '',
  address: '',
  phone: '',
  chairman: '',
  financeHead: '',
  bankName: '',
  bankAccount: '',
  version: 2,
};

beforeEach(async () => {
  await openLocalDb('unit-user', 1, { indexedDB: new IDBFactory(), IDBKeyRange });
});
afterEach(() => closeLocalDb());

// Mantine forms in jsdom on a shared 2-core machine: a filled form takes seconds under load.
describe('基本信息', { timeout: 30_000 }, () => {
  it('saves the edited data with its version', async () => {
    const { calls } = renderWithBackend(
      <UnitInfoScreen {...screenProps('基本信息', '/final/usercenter/essential-information')} />,
      (call) => {
        if (call.path === '/api/zt/unitInfo') return { data: info };
        if (call.path === '/api/zt/saveUnitInfo')
          return { data: { ...info, chairman: '周主席', version: 3 } };
        return undefined;
      },
    );
    const chairman = (await screen.findByLabelText('工会主席')) as HTMLInputElement;
    const save = screen.getByRole('button', { name: '保存' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(chairman, { target: { value: '周主席' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual(['/api/zt/saveUnitInfo', { ...info, chairman: '周主席' }]);
  });
});
