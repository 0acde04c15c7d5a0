// Every catalogue route without a finished screen shows this page (DESIGN §10): its title, its path
// and how far the whole app is, so nobody mistakes an empty page for a working one.
import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { parentOf, routeCatalogue } from '../../core/routes';
import { PageHeader } from '../../ui/PageHeader';
import type { ScreenProps } from '../../ui/screen-types';
import { useGo } from '../../ui/use-go';
import { workingScreens } from '../router/screens';
import { PageFrame } from './PageFrame';
import classes from './pages.module.css';

function Body({ route, params, search }: ScreenProps) {
  const go = useGo();
  const done = workingScreens.size;
  const total = routeCatalogue.length;
  const parent = route.isPush === 0 ? parentOf(route, { ...search, ...params }) : undefined;
  return (
    <Stack gap="sm" align="flex-start" data-testid="under-construction">
      <Badge
        color="orange"
        variant="light"
        radius="sm"
        size="lg"
        styles={{ root: { textTransform: 'none' } }}
      >
        功能建设中
      </Badge>
      <Text size="sm" c="#4a5568" lh={1.8}>
        「{route.title}」页面正在开发，暂时还不能使用。
        <br />
        页面地址 <span className={classes.mono}>{route.path}</span>
      </Text>
      <Stack gap={4} w={320}>
        <Text size="xs" c="dimmed" data-testid="progress-text">
          已完成 {done} / 共 {total} 个页面
        </Text>
        <Progress value={(done / total) * 100} size="sm" radius="sm" aria-label="页面完成进度" />
      </Stack>
      <Group gap="xs" mt={4}>
        {parent && <Button onClick={() => go(parent.url)}>返回{parent.title}</Button>}
        <Button variant={parent ? 'default' : 'filled'} onClick={() => go('/')}>
          返回首页
        </Button>
      </Group>
    </Stack>
  );
}

export function UnderConstructionPage(props: ScreenProps) {
  const { route, params, search } = props;
  const title = route.titleFromQuery?.({ ...search, ...params }) ?? route.title;
  if (!route.inLayout) {
    return (
      <PageFrame width={520}>
        <Stack gap="md">
          <Text fw={600} size="lg" c="#1d2b42">
            {title}
          </Text>
          <Body {...props} />
        </Stack>
      </PageFrame>
    );
  }
  return (
    <Stack gap={12}>
      <PageHeader title={title} />
      <div className={classes.panel} style={{ padding: '32px 28px' }}>
        <Body {...props} />
      </div>
    </Stack>
  );
}
