// @vitest-environment jsdom
// The app's modal and notification hosts load on first use: a dialog asked for before its host
// exists still opens (its event is held, then sent again), and a notice shown first still shows.
import './dom-shims.test-util';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeferredProviders } from './deferred-providers';

describe('deferred modal and notification hosts', () => {
  it('opens a dialog asked for before the modal host loaded, and one after', async () => {
    render(
      <DeferredProviders>
        <p>屏幕</p>
      </DeferredProviders>,
    );
    act(() => {
      modals.open({ title: '第一个对话框', children: <p>内容一</p> });
    });
    expect(await screen.findByText('内容一', {}, { timeout: 5_000 })).toBeTruthy();
    act(() => {
      modals.open({ title: '第二个对话框', children: <p>内容二</p> });
    });
    expect(await screen.findByText('内容二')).toBeTruthy();
  });

  it('shows a notice given before the notification host loaded', async () => {
    render(
      <DeferredProviders>
        <p>屏幕</p>
      </DeferredProviders>,
    );
    act(() => {
      notifications.show({ message: '已保存' });
    });
    expect(await screen.findByText('已保存', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
