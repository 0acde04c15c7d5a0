// 报销流程图 (components/flow-chart/reimbursement-process-flow?id=&parentCurrent=): the document's
// process on a page of its own — what the document is, its steps (who acted, when, their remark) and
// every change of it — back to the list it was opened from (spec 001 §2.2).
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../core/money';
import { documentTypeLabels } from '../../../core/reimbursement/types';
import { parentOf } from '../../../core/routes';
import { PageHeader } from '../../../ui/PageHeader';
import type { ScreenProps } from '../../../ui/screen-types';
import { useGo } from '../../../ui/use-go';
import { HistoryTable } from '../document/HistoryTable';
import { useClaimDocument } from '../document/use-claim-document';
import { documentHref } from '../screens';
import { ProcessFlow } from './ProcessFlow';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Group>
  );
}

export function FlowChartScreen({ route, search }: ScreenProps) {
  const go = useGo();
  const id = typeof search.id === 'string' ? search.id : '';
  const doc = useClaimDocument(id, id !== '');
  const view = doc.draft?.view ?? doc.server;
  const parent = parentOf(route, search);
  const parentIndex = typeof search.parentCurrent === 'string' ? Number(search.parentCurrent) : Number.NaN;
  return (
    <Stack gap="sm" p="sm" data-testid="flow-chart">
      <PageHeader
        title={route.title}
        subtitle={view ? `${view.no || '新单据'} ${view.positionLabel}` : undefined}
        actions={
          <Group gap="xs">
            {view && (
              <Button
                size="xs"
                variant="default"
                onClick={() =>
                  go(documentHref(view.type, view.id, Number.isInteger(parentIndex) ? parentIndex : null))
                }
              >
                查看单据
              </Button>
            )}
            {parent && (
              <Button size="xs" variant="default" onClick={() => go(parent.url)}>
                返回{parent.title}
              </Button>
            )}
          </Group>
        }
      />
      {id === '' && <Alert color="orange">未指定单据（缺少 id）。</Alert>}
      {doc.error && !view && <Alert color="red">{doc.error}</Alert>}
      {!view && id !== '' && !doc.error && (
        <Text size="sm" c="dimmed">
          正在读取…
        </Text>
      )}
      {view && (
        <>
          <Paper withBorder p="sm" radius={4}>
            <Group gap="xl" wrap="wrap">
              <Fact label="单据编号">{view.no || '（保存后生成）'}</Fact>
              <Fact label="类型">{documentTypeLabels[view.type]}</Fact>
              <Fact label="申报人">{view.declarerName}</Fact>
              <Fact label="部门">{view.departmentName}</Fact>
              <Fact label="事由">{view.content.reason}</Fact>
              <Fact label="金额">
                <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(view.figures.amount)}</span>
              </Fact>
              <Fact label="状态">{view.positionLabel}</Fact>
            </Group>
          </Paper>
          <Paper withBorder p="sm" radius={4}>
            <Text size="sm" fw={600} mb={6}>
              审批流程
            </Text>
            <ProcessFlow view={view} />
          </Paper>
          <Paper withBorder p="sm" radius={4}>
            <Text size="sm" fw={600} mb={6}>
              审批记录
            </Text>
            <HistoryTable view={view} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
