// 任务看板 (/taskBoard, /taskBoard/board): what waits for the signed-in user in this ledger set and
// year, one card per kind with its count; a card opens the screen that works it. Read network
// first; offline (or when the read fails) the last answer shows, marked with its time.
import { Button, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { taskPanelContracts } from '../../core/contracts/task-panel';
import { titleFor } from '../../core/routes';
import { useOnline } from '../../local';
import { readProblem, useReport } from '../../ui/data/use-report';
import { PageHeader } from '../../ui/PageHeader';
import type { ScreenProps } from '../../ui/screen-types';
import { useSession } from '../../ui/services';
import { useGo } from '../../ui/use-go';
import classes from './task-board.module.css';

/** The call takes nothing; one object so the cache key and the read stay put across renders. */
const noQuery = {};

function readLine(source: string, cachedAt: number | null, online: boolean, error: unknown): string | null {
  if (source !== 'cache') return null;
  const at = new Date(cachedAt ?? 0).toLocaleString('zh-CN', { hour12: false });
  return `${online ? `读取失败（${readProblem(error)}），` : '当前离线，'}显示 ${at} 的数据`;
}

export function TaskBoardScreen({ route }: ScreenProps) {
  const go = useGo();
  const session = useSession();
  const online = useOnline();
  const read = useReport(taskPanelContracts.documentTypes, noQuery);
  const items = read.data ?? null;
  const notice = readLine(read.source, read.cachedAt, online, read.error);
  const waiting = items?.reduce((n, i) => n + i.count, 0) ?? 0;

  return (
    <Stack gap="sm" p="sm" data-testid="task-board-screen">
      <PageHeader
        title={route.title === '看板' ? '任务看板' : route.title}
        subtitle={session ? `${session.ztName || session.jc} · ${session.year ?? ''}年` : undefined}
        actions={
          <Button size="xs" variant="default" onClick={read.refresh} loading={read.loading}>
            刷新
          </Button>
        }
      />
      {notice && (
        <Text size="xs" c="orange.8" data-testid="task-board-notice">
          {notice}
        </Text>
      )}
      {items === null ? (
        <Text size="sm" c="dimmed" p="md" data-testid="task-board-status">
          {read.loading
            ? '正在读取…'
            : read.source === 'none' && read.error
              ? `读取失败：${readProblem(read.error)}`
              : ''}
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" p="md" data-testid="task-board-empty">
          当前账套中没有需要您处理的单据类型。
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="task-board-summary">
            {waiting === 0 ? '暂无待处理单据' : `共 ${waiting} 张单据待处理`}
          </Text>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" maw={1100}>
            {items.map((item) => (
              <UnstyledButton
                key={item.documentType}
                className={classes.card}
                data-empty={item.count === 0 || undefined}
                data-testid={`task-${item.documentType}`}
                aria-label={`${item.name} ${item.count} 张，打开${titleFor(item.path) ?? ''}`}
                onClick={() => go(item.path)}
              >
                <Text size="sm" fw={600} c="#1d2b42">
                  {item.name}
                </Text>
                <Group gap={4} align="baseline">
                  <Text className={classes.count} data-testid={`task-count-${item.documentType}`}>
                    {item.count.toLocaleString('zh-CN')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    张
                  </Text>
                </Group>
                <Text size="xs" c="blue.7">
                  打开「{titleFor(item.path) ?? item.path}」 →
                </Text>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
