// 对账方式设置 (calculation-mode-setting): how automatic matching pairs items (结算号 first, then equal
// amounts within N days, nearest first), whether the 单位日记账 takes unposted vouchers, and from
// how many days an item counts as long outstanding. Saved through the outbox.
import { Button, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { reconciliationContracts as c, type ReconSettings } from '../../core/contracts/reconciliation';
import { P } from '../../core/permissions/keys';
import { MAX_LONG_DAYS, MAX_WINDOW_DAYS } from '../../core/reconciliation/types';
import { ListKeptNotice } from '../../ui/list';
import { PageHeader } from '../../ui/PageHeader';
import type { ScreenProps } from '../../ui/screen-types';
import { useCan, useReconDone, useReconSettings, useReconWrite } from './use-recon';

type Draft = Omit<ReconSettings, 'version'>;

export function ModeScreen({ route }: ScreenProps) {
  const read = useReconSettings();
  useReconDone(read.refresh);
  const [draft, setDraft] = useState<Draft | null>(null);
  const { run, busy } = useReconWrite();
  const can = useCan();
  useEffect(() => {
    if (read.data) {
      const { version: _, ...rest } = read.data;
      setDraft(rest);
    }
  }, [read.data]);
  const writable = can(P.reconciliation.mode);
  const problem =
    draft === null
      ? null
      : !Number.isInteger(draft.windowDays) || draft.windowDays < 0 || draft.windowDays > MAX_WINDOW_DAYS
        ? `日期相差天数应为 0 到 ${MAX_WINDOW_DAYS} 之间的整数`
        : !Number.isInteger(draft.longDays) || draft.longDays < 1 || draft.longDays > MAX_LONG_DAYS
          ? `长期未达天数应为 1 到 ${MAX_LONG_DAYS} 之间的整数`
          : null;
  const save = () => {
    if (!draft || problem) return;
    void run<ReconSettings>({
      path: c.saveSettings.path,
      body: draft,
      label: '保存对账方式设置',
      entityId: 'settings',
      done: () => '对账方式已保存',
    });
  };
  return (
    <Stack gap="sm" p="sm" data-testid="mode-screen">
      <PageHeader
        title={route.title}
        actions={
          writable && (
            <Button size="xs" onClick={save} loading={busy} disabled={!draft || problem !== null}>
              保存
            </Button>
          )
        }
      />
      <ListKeptNotice cachedAt={read.cachedAt} />
      {draft && (
        <Stack
          gap="md"
          p="md"
          style={{ background: '#fff', border: '1px solid #e4e7ed', borderRadius: 4, maxWidth: 720 }}
        >
          <Text fw={600} size="sm">
            自动对账条件（方向相反、金额相等，一对一）
          </Text>
          <Switch
            label="先按结算号（支票号）勾对：结算号和金额都相同的记录不论日期先行勾对"
            checked={draft.bySettleNo}
            disabled={!writable}
            onChange={(e) => setDraft({ ...draft, bySettleNo: e.currentTarget.checked })}
          />
          <Group gap={6}>
            <Text size="sm">再按金额勾对：日期相差不超过</Text>
            <NumberInput
              size="xs"
              w={80}
              min={0}
              max={MAX_WINDOW_DAYS}
              allowDecimal={false}
              aria-label="日期相差天数"
              value={draft.windowDays}
              disabled={!writable}
              onChange={(v) => setDraft({ ...draft, windowDays: typeof v === 'number' ? v : Number.NaN })}
            />
            <Text size="sm">天，日期最接近的先勾对（0 表示必须同一天）</Text>
          </Group>
          <Text fw={600} size="sm" mt="xs">
            单位日记账
          </Text>
          <Switch
            label="包含未记账凭证（已保存、已审核的凭证也参与对账）"
            checked={draft.includeUnposted}
            disabled={!writable}
            onChange={(e) => setDraft({ ...draft, includeUnposted: e.currentTarget.checked })}
          />
          <Text fw={600} size="sm" mt="xs">
            长期未达账项
          </Text>
          <Group gap={6}>
            <Text size="sm">未达天数不少于</Text>
            <NumberInput
              size="xs"
              w={80}
              min={1}
              max={MAX_LONG_DAYS}
              allowDecimal={false}
              aria-label="长期未达天数"
              value={draft.longDays}
              disabled={!writable}
              onChange={(v) => setDraft({ ...draft, longDays: typeof v === 'number' ? v : Number.NaN })}
            />
            <Text size="sm">天的未达账项列为长期未达</Text>
          </Group>
          {problem && (
            <Text size="sm" c="red">
              {problem}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
