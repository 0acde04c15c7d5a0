// Mantine (zh-CN theme, dates in Chinese, modals, notifications) around the app.
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { theme } from './theme';

dayjs.locale('zh-cn');

export function AppProviders({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" {...(env ? { env } : {})}>
      <DatesProvider settings={{ locale: 'zh-cn', firstDayOfWeek: 1, weekendDays: [0, 6] }}>
        <ModalsProvider labels={{ confirm: '确定', cancel: '取消' }}>
          {/* Spec 000 §9: a message closes itself after 3 s unless it says otherwise (refusals 5 s). */}
          <Notifications
            position="top-center"
            limit={4}
            zIndex={4100}
            containerWidth={420}
            autoClose={3_000}
          />
          {children}
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
