// The settings both provider trees share (src/ui/providers.tsx for tests and tools, the app's
// deferred one in src/ui/deferred-providers.tsx), so the two cannot drift apart.
import type { DatesProviderSettings } from '@mantine/dates';

export const datesSettings: DatesProviderSettings = {
  locale: 'zh-cn',
  firstDayOfWeek: 1,
  weekendDays: [0, 6],
};
export const modalLabels = { confirm: '确定', cancel: '取消' } as const;
export const notificationsProps = {
  position: 'top-center',
  limit: 4,
  zIndex: 4100,
  containerWidth: 420,
} as const;
