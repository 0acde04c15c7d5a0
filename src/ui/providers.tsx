// Mantine (zh-CN theme, dates in Chinese, modals, notifications) around the app, every host loaded
// at once: for tests and tools. The app itself uses DeferredProviders (deferred-providers.tsx).
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import './dayjs-locale';
import { datesSettings, modalLabels, notificationsProps } from './provider-settings';
import { theme } from './theme';

export function AppProviders({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" {...(env ? { env } : {})}>
      <DatesProvider settings={datesSettings}>
        <ModalsProvider labels={modalLabels}>
          <Notifications {...notificationsProps} />
          {children}
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
