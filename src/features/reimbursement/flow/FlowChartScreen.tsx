// 报销流程图 (components/flow-chart/reimbursement-process-flow?id=&parentCurrent=): the document's
// process on a page of its own, back to the list it was opened from (spec 001 §2.2).
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { parentOf } from '../../../core/routes';
import { PageHeader } from '../../../ui/PageHeader';
import type { ScreenProps } from '../../../ui/screen-types';
import { useGo } from '../../../ui/use-go';
import { useClaimDocument } from '../document/use-claim-document';
import { ProcessFlow } from './ProcessFlow';

export function FlowChartScreen({ route, search }: ScreenProps) {
  const go = useGo();
  const id = typeof search.id === 'string' ? search.id : '';
  const doc = useClaimDocument(id, id !== '');
  const view = doc.draft?.view ?? doc.server;
  const parent = parentOf(route, search);
  return (
    <Stack gap="sm" p="sm">
      <PageHeader
        title={route.title}
        subtitle={view ? `${view.no || '新单据'} ${view.positionLabel}` : undefined}
        actions={
          parent && (
            <Button size="xs" variant="default" onClick={() => go(parent.url)}>
              返回{parent.title}
            </Button>
          )
        }
      />
      {id === '' && <Alert color="orange">未指定单据（缺少 id）。</Alert>}
      {doc.error && !view && <Alert color="red">{doc.error}</Alert>}
      {view ? (
        <ProcessFlow view={view} />
      ) : (
        id !== '' &&
        !doc.error && (
          <Text size="sm" c="dimmed">
            正在读取…
          </Text>
        )
      )}
      {view && (
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            申报人：{view.declarerName}　部门：{view.departmentName}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
