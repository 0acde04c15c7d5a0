// /timeCalibration: the server refused a call because this PC's clock is more than 5 minutes off
// (4015). Shows both clocks ticking and the difference; later calls already use the learned offset.
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ScreenProps } from '../../ui/screen-types';
import { useBack, useGo } from '../../ui/use-go';
import { useShell } from '../shell-services';
import { PageFrame } from './PageFrame';
import classes from './pages.module.css';
import { describeOffset, formatClock, offsetToShow } from './time-offset';

function ClockFace({ ms, testId }: { ms: number; testId: string }) {
  const { date, time } = formatClock(ms);
  return (
    <div data-testid={testId}>
      <div className={classes.clock}>{time}</div>
      <div className={classes.clockDate}>{date}</div>
    </div>
  );
}

export function TimeCalibrationPage({ search }: ScreenProps) {
  const { clock } = useShell();
  const back = useBack('/');
  const go = useGo();
  const [openedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);

  const offset = offsetToShow(clock.offsetMs(), search.times, openedAt);

  return (
    <PageFrame width={560}>
      <Stack gap="md">
        <div>
          <Text fw={600} size="lg" c="#1d2b42">
            时间校准
          </Text>
          <Text size="sm" mt={6} data-testid="offset-text">
            {describeOffset(offset)}
          </Text>
        </div>
        <SimpleGrid cols={2} spacing="sm">
          <div className={classes.panel} style={{ padding: '12px 14px' }}>
            <Text size="xs" c="dimmed">
              本机时间
            </Text>
            <ClockFace ms={now} testId="local-time" />
          </div>
          <div className={classes.panel} style={{ padding: '12px 14px' }}>
            <Text size="xs" c="dimmed">
              服务器时间
            </Text>
            <ClockFace ms={now + offset} testId="server-time" />
          </div>
        </SimpleGrid>
        <Text size="sm" c="#4a5568" lh={1.75}>
          本机时间与服务器相差超过 5
          分钟时，服务器会拒绝请求以防止重放。系统已按服务器时间自动校正之后的请求，您可以返回继续工作。
          为避免再次出现此页面，请把电脑的日期和时间设置为“自动同步”（北京时间）。
        </Text>
        <Group gap="xs">
          <Button onClick={back}>返回继续工作</Button>
          <Button variant="default" onClick={() => go('/')}>
            回到首页
          </Button>
        </Group>
      </Stack>
    </PageFrame>
  );
}
