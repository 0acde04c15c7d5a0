// Renders a cashier screen against a scripted backend with a fresh local database (fake-indexeddb),
// signed in as 赵出纳 with the given permissions.
import { render } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { ComponentType } from 'react';
import { type LocalDb, openLocalDb } from '../../local';
import { AppProviders } from '../../ui/providers';
import { backend, type FakeHandler, screenProps } from '../../ui/screen-harness.test-util';
import type { ScreenProps } from '../../ui/screen-types';
import { ServicesProvider } from '../../ui/services';

let n = 0;

export async function openTestDb(): Promise<LocalDb> {
  n += 1;
  return openLocalDb(`cashier-user-${n}`, 1, { indexedDB: new IDBFactory(), IDBKeyRange });
}

export function renderScreen(
  Screen: ComponentType<ScreenProps>,
  title: string,
  permissions: string[],
  handler: FakeHandler = () => ({}),
  search: Record<string, string> = {},
) {
  const { services, calls } = backend(handler);
  services.session.setUserInfo({ permissions, realName: '赵出纳', userName: 'chuna', year: 2026 });
  const props = { ...(screenProps(title) as unknown as ScreenProps), search };
  render(
    <AppProviders env="test">
      <ServicesProvider services={services}>
        <Screen {...props} />
      </ServicesProvider>
    </AppProviders>,
  );
  return calls;
}
