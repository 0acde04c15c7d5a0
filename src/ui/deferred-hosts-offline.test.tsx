// @vitest-environment jsdom
// A host whose chunk cannot be fetched (offline before the service worker's precache filled) must
// not take the screen down: the notice is not shown, the screen stays, and the next notice tries again.
import './dom-shims.test-util';
import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredProviders } from './deferred-providers';

const network = vi.hoisted(() => ({ down: true, tries: 0 }));
vi.mock('./notifications-host', async (importOriginal) => {
  network.tries += 1;
  if (network.down) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('a deferred host that fails to load', () => {
  it('keeps the screen, and loads on the next notice once the network is back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <DeferredProviders>
        <p>屏幕</p>
      </DeferredProviders>,
    );
    act(() => {
      notifications.show({ message: '已记在本机' });
    });
    await waitFor(() => expect(network.tries).toBe(1));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText('屏幕')).toBeTruthy();

    network.down = false;
    act(() => {
      notifications.show({ message: '已同步' });
    });
    expect(await screen.findByText('已同步', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('屏幕')).toBeTruthy();
  });
});
