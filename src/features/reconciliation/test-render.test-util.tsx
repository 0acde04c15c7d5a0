// Renders a reconciliation screen against a scripted backend (the real signed client over a fake
// fetch) with the permissions given, as the app does after login.
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AppProviders } from '../../ui/providers';
import { backend, type FakeHandler, screenProps } from '../../ui/screen-harness.test-util';
import type { ScreenProps } from '../../ui/screen-types';
import { ServicesProvider } from '../../ui/services';

export function setOnline(value: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

export function renderScreen(
  Screen: ComponentType<ScreenProps>,
  title: string,
  handler: FakeHandler,
  permissions: string[],
) {
  const b = backend(handler);
  b.services.session.setUserInfo({ permissions, realName: '赵出纳', userName: 'chuna', year: 2026, zid: 1 });
  const view = render(
    <AppProviders env="test">
      <ServicesProvider services={b.services}>
        <Screen {...(screenProps(title) as unknown as ScreenProps)} />
      </ServicesProvider>
    </AppProviders>,
  );
  return { ...view, calls: b.calls, rec: b.rec };
}
