// 初始科目设置 (initSubjectSetting/init-subject-setting): where the ledger set's move from the 2009
// chart to the 2021 chart stands (科目衔接), with the way into the succession dialog and the
// settings that must be right before opening balances are entered.
import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { ChoiceStand } from '../../core/contracts/succession';
import { formatMoney } from '../../core/money';
import { openSuccession } from '../../ui/init/succession-host';
import { PageHeader } from '../../ui/PageHeader';
import { Panel } from '../../ui/Panel';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices } from '../../ui/services';
import { useGo } from '../../ui/use-go';
import { loadChoiceStand } from './succession-api';

const init = '/final/financialSoftware/initSubjectSetting';

const stateText: Record<ChoiceStand['successionState'], { label: string; color: string }> = {
  pending: { label: '未完成', color: 'orange' },
  done: { label: '已完成', color: 'teal' },
  skipped: { label: '无需衔接（新建账套）', color: 'gray' },
};

const modeText = (s: ChoiceStand) =>
  s.mode === 1 ? '按对照表自动承接' : s.mode === 3 ? '不承接，手工录入期初余额' : '尚未选择';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

export function InitSubjectScreen({ active }: ScreenProps) {
  const { api } = useServices();
  const go = useGo();
  const [stand, setStand] = useState<ChoiceStand | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    loadChoiceStand(api).then(
      (s) => {
        setStand(s);
        setError(null);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, [api]);

  // Kept-alive tab: read again whenever it comes back to the front.
  useEffect(() => {
    if (active) load();
  }, [active, load]);

  const state = stand ? stateText[stand.successionState] : null;
  return (
    <Stack gap="sm" p="sm" data-testid="init-subject-screen">
      <PageHeader
        title="初始科目设置"
        subtitle="新旧会计制度科目衔接"
        actions={
          <>
            <Button size="xs" variant="default" onClick={load}>
              刷新
            </Button>
            <Button size="xs" disabled={!stand} onClick={() => void openSuccession().then(load)}>
              {stand?.successionState === 'pending' ? '开始科目衔接' : '查看科目衔接'}
            </Button>
          </>
        }
      />
      <Panel padding={16}>
        {error && (
          <Text size="sm" c="red.7">
            {error}
          </Text>
        )}
        {!stand && !error && (
          <Text size="sm" c="dimmed">
            正在读取…
          </Text>
        )}
        {stand && state && (
          <SimpleGrid cols={3} spacing="lg" verticalSpacing="md">
            <Field label="衔接状态">
              <Badge color={state.color} variant="light" radius="sm" data-testid="succession-state">
                {state.label}
              </Badge>
            </Field>
            <Field label="科目表">
              {stand.kind === 'county' ? '县级以上工会' : '基层工会'}（财会〔2021〕7号）
            </Field>
            <Field label="承接方式">{modeText(stand)}</Field>
            <Field label="旧账 2021 年末余额">
              {stand.oldBalancesEntered
                ? `借方 ${formatMoney(stand.oldDebitTotal)}，贷方 ${formatMoney(stand.oldCreditTotal)}`
                : '尚未录入'}
            </Field>
            <Field label="完成时间">
              {stand.completedAt ? stand.completedAt.slice(0, 16).replace('T', ' ') : '—'}
            </Field>
          </SimpleGrid>
        )}
      </Panel>
      <Panel padding={16} title="期初设置步骤">
        <Group gap="xs">
          {[
            ['科目编码宽度设置', 'subject-code-width-setting'],
            ['其他科目设置', 'other-subject-setting'],
            ['科目期初余额', 'init-subject-balance'],
            ['期初余额试算平衡', 'init-balance-verification'],
            ['期初余额确认', 'init-setting-confirm'],
          ].map(([label, path], i) => (
            <Button key={path} size="xs" variant="light" onClick={() => go(`${init}/${path}`)}>
              {i + 1}. {label}
            </Button>
          ))}
        </Group>
      </Panel>
    </Stack>
  );
}
