// 期初余额试算平衡 (init-balance-verification): the server's trial of the saved opening balances:
// debits against credits, 资产 = 负债 + 净资产, nothing on 收入/支出, and every department or
// auxiliary breakdown against its subject, each with its difference and where to fix it.
import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '../../core/money';
import type { TrialBalance } from '../../core/subjects/trial-balance';
import classes from '../../ui/init/init.module.css';
import { OpeningRoute } from '../../ui/init/init-routes';
import { useLoad } from '../../ui/init/use-load';
import { PageHeader } from '../../ui/PageHeader';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices } from '../../ui/services';
import { useGo } from '../../ui/use-go';
import { loadTrial } from './opening-api';

function Amount({ value, check = false }: { value: string; check?: boolean }) {
  const tone = !check ? undefined : value === '0.00' ? classes.ok : classes.bad;
  return <span className={`${classes.num} ${tone ?? ''}`}>{formatMoney(value)}</span>;
}

function CheckCard({
  title,
  ok,
  testId,
  children,
}: {
  title: string;
  ok: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.panel} data-testid={testId}>
      <Group justify="space-between" mb={6}>
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Badge color={ok ? 'teal' : 'red'} variant="light">
          {ok ? '平衡' : '不平衡'}
        </Badge>
      </Group>
      <Table fz="sm" verticalSpacing={5} withRowBorders>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </div>
  );
}

function Line({
  label,
  value,
  check,
  strong,
}: {
  label: string;
  value: string;
  check?: boolean;
  strong?: boolean;
}) {
  return (
    <Table.Tr>
      <Table.Td c={strong ? undefined : 'dimmed'} fw={strong ? 600 : undefined}>
        {label}
      </Table.Td>
      <Table.Td ta="right" fw={strong ? 600 : undefined}>
        <Amount value={value} check={check ?? false} />
      </Table.Td>
    </Table.Tr>
  );
}

function Breakdowns({ trial }: { trial: TrialBalance }) {
  const go = useGo();
  if (trial.breakdowns.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        没有需要核对的部门或辅助核算明细。
      </Text>
    );
  }
  return (
    <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={5} aria-label="明细核对">
      <Table.Thead bg="gray.0">
        <Table.Tr>
          <Table.Th>科目</Table.Th>
          <Table.Th w={110}>明细</Table.Th>
          <Table.Th w={160} ta="right">
            科目期初余额
          </Table.Th>
          <Table.Th w={160} ta="right">
            明细合计
          </Table.Th>
          <Table.Th w={140} ta="right">
            差额
          </Table.Th>
          <Table.Th w={90}>操作</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {trial.breakdowns.map((b) => (
          <Table.Tr key={`${b.kind}-${b.code}`} data-testid={`breakdown-check-${b.kind}-${b.code}`}>
            <Table.Td>
              <span className={classes.code}>{b.code}</span> {b.name}
            </Table.Td>
            <Table.Td>{b.kind === 'department' ? '部门' : '辅助核算'}</Table.Td>
            <Table.Td ta="right">
              <Amount value={b.subjectAmount} />
            </Table.Td>
            <Table.Td ta="right">
              <Amount value={b.breakdownAmount} />
            </Table.Td>
            <Table.Td ta="right">
              <Amount value={b.difference} check />
            </Table.Td>
            <Table.Td>
              <Anchor
                component="button"
                size="sm"
                onClick={() =>
                  go(
                    `${b.kind === 'department' ? OpeningRoute.departmentBalance : OpeningRoute.auxiliaryBalance}?code=${b.code}`,
                  )
                }
              >
                去修改
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function VerificationScreen(_props: ScreenProps) {
  const { api } = useServices();
  const go = useGo();
  const loaded = useLoad(() => loadTrial(api));
  const trial = loaded.data;
  return (
    <Stack gap="sm" p="sm" data-testid="verification-screen">
      <PageHeader
        title="期初余额试算平衡"
        subtitle="初始设置"
        actions={
          <>
            <Button size="xs" variant="default" onClick={() => go(OpeningRoute.subjectBalance)}>
              科目期初余额
            </Button>
            <Button size="xs" variant="default" onClick={() => void loaded.reload()} loading={loaded.loading}>
              重新试算
            </Button>
            <Button size="xs" onClick={() => go(OpeningRoute.confirm)} disabled={!trial?.balanced}>
              期初余额确认
            </Button>
          </>
        }
      />
      {loaded.failure && (
        <Alert color="red" variant="light" p="xs">
          <Text size="sm">试算失败：{loaded.failure.message}</Text>
        </Alert>
      )}
      {trial && (
        <>
          <Alert
            color={trial.balanced ? 'teal' : 'red'}
            variant="light"
            p="sm"
            data-testid="trial-result"
            title={trial.balanced ? '试算平衡' : `试算不平衡（${trial.problems.length} 项）`}
          >
            {trial.balanced ? (
              <Text size="sm">
                借方合计等于贷方合计，资产等于负债加净资产，各项明细与科目期初余额一致，可以确认期初余额。
              </Text>
            ) : (
              <Stack gap={2}>
                {trial.problems.map((p) => (
                  <Text size="sm" key={p}>
                    {p}
                  </Text>
                ))}
              </Stack>
            )}
          </Alert>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
            <CheckCard
              title="借贷平衡"
              ok={trial.debitCreditDifference === '0.00'}
              testId="check-debit-credit"
            >
              <Line label="借方合计" value={trial.debitTotal} />
              <Line label="贷方合计" value={trial.creditTotal} />
              <Line label="差额（借 − 贷）" value={trial.debitCreditDifference} check strong />
            </CheckCard>
            <CheckCard
              title="资产 = 负债 + 净资产"
              ok={trial.equationDifference === '0.00'}
              testId="check-equation"
            >
              <Line label="资产" value={trial.assets} />
              <Line label="负债" value={trial.liabilities} />
              <Line label="净资产" value={trial.netAssets} />
              <Line label="负债 + 净资产" value={trial.liabilitiesAndNetAssets} />
              <Line label="差额（资产 − 负债 − 净资产）" value={trial.equationDifference} check strong />
            </CheckCard>
            <CheckCard
              title="收入、支出年初无余额"
              ok={trial.income === '0.00' && trial.expense === '0.00'}
              testId="check-income"
            >
              <Line label="收入类合计" value={trial.income} check />
              <Line label="支出类合计" value={trial.expense} check />
            </CheckCard>
          </SimpleGrid>
          <div className={classes.panel}>
            <Text fw={600} size="sm" mb={6}>
              部门、辅助核算明细核对
            </Text>
            <Breakdowns trial={trial} />
          </div>
        </>
      )}
    </Stack>
  );
}
