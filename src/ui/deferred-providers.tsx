// Mantine (zh-CN theme, dates in Chinese) around the app, with the modal and notification hosts
// loaded on first use (deferred-hosts.tsx) so the login page downloads neither.
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { DeferredHosts } from './deferred-hosts';
import { datesSettings } from './provider-settings';
import { theme } from './theme';

export function DeferredProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DatesProvider settings={datesSettings}>
        <DeferredHosts />
        {children}
      </DatesProvider>
    </MantineProvider>
  );
}
