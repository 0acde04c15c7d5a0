// Renders one catalogue screen: its lazy chunk under Suspense, inside an error boundary so a broken
// screen shows a message in its own tab instead of blanking the whole app.
import { Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';
import type { RouteMatch } from '../../core/routes';
import type { RouteQuery } from '../../core/routes/types';
import { lazyScreen } from '../router/lazy-screens';

export interface ScreenViewProps {
  match: RouteMatch;
  search: RouteQuery;
  active: boolean;
}

export function ScreenView({ match, search, active }: ScreenViewProps) {
  const Screen = lazyScreen(match.route.path);
  return (
    <ScreenErrorBoundary title={match.route.title}>
      <Suspense fallback={<ScreenLoading />}>
        <Screen route={match.route} params={match.params} search={search} active={active} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

function ScreenLoading() {
  return (
    <Center mih={200}>
      <Loader size="sm" />
    </Center>
  );
}

/** A chunk that no longer exists on the server (a new version was deployed): reload once. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

const reloadFlag = 'union-finance.chunkReloadAt';

interface BoundaryState {
  error: unknown;
}

class ScreenErrorBoundary extends Component<{ title: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) {
      // Once per minute at most, so an offline machine does not reload in a loop.
      const last = Number(sessionStorage.getItem(reloadFlag) ?? 0);
      if (Date.now() - last > 60_000) {
        sessionStorage.setItem(reloadFlag, String(Date.now()));
        window.location.reload();
        return;
      }
    }
    console.error('screen failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const chunk = isChunkLoadError(this.state.error);
    return (
      <Box p="xl">
        <Stack gap="sm" align="flex-start">
          <Text fw={600}>「{this.props.title}」页面加载失败</Text>
          <Text size="sm" c="dimmed">
            {chunk
              ? '页面程序文件未能下载，可能是网络中断或系统刚刚升级。请检查网络后重新加载。'
              : '页面运行出错，请重新加载；如果问题反复出现，请联系系统管理员并说明操作步骤。'}
          </Text>
          <Button variant="default" onClick={() => window.location.reload()}>
            重新加载
          </Button>
        </Stack>
      </Box>
    );
  }
}
