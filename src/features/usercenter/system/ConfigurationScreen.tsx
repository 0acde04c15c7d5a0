// 配置管理 (usercenter/configure-management): every key the system reads, grouped, with its current
// value, default, bounds and who changed it last. Each row is saved on its own (its own version),
// checked here by the server's rule first (configValueProblem); 恢复默认 drops the override. Every
// change is in the operation log (admin-log) with its before and after.
import { Badge, Button, Group, NumberInput, Paper, Select, Stack, Switch, Table, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import {
  type ConfigValue,
  configValueProblem,
  formatConfigValue,
} from '../../../core/configuration/registry';
import { type ConfigEntryView, configurationContracts } from '../../../core/contracts/configuration';
import { setFormDirty } from '../../../pwa/dirty-forms';
import { useReport } from '../../../ui/data/use-report';
import { keptAtLabel } from '../../../ui/list';
import { PageHeader } from '../../../ui/PageHeader';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';
import { timeText } from '../operators/AuditDialog';

function bounds(e: ConfigEntryView): string {
  if (e.kind === 'int') return `${e.min} 到 ${e.max}${e.unit ?? ''}`;
  if (e.kind === 'choice') return e.options.join(' / ');
  return '是 / 否';
}

function Editor({
  entry,
  value,
  onChange,
}: {
  entry: ConfigEntryView;
  value: ConfigValue | undefined;
  onChange(v: ConfigValue): void;
}) {
  const label = entry.label;
  if (entry.kind === 'bool')
    return (
      <Switch
        size="sm"
        aria-label={label}
        checked={value === true}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
    );
  if (entry.kind === 'choice')
    return (
      <Select
        size="xs"
        w={110}
        aria-label={label}
        data={entry.options.map((o) => ({ value: String(o), label: `${o}${entry.unit ?? ''}` }))}
        value={String(value)}
        onChange={(v) => v !== null && onChange(Number(v))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    );
  return (
    <NumberInput
      size="xs"
      w={110}
      aria-label={label}
      min={entry.min}
      max={entry.max}
      allowDecimal={false}
      allowNegative={false}
      rightSection={entry.unit ? <Text size="xs">{entry.unit}</Text> : undefined}
      value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
      onChange={(v) => onChange(typeof v === 'number' ? v : Number.NaN)}
    />
  );
}

export function ConfigurationScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const read = useReport(configurationContracts.list, {});
  const entries = read.data ?? [];
  const [edits, setEdits] = useState<Record<string, ConfigValue>>({});
  const [busyKey, setBusyKey] = useState<string | null>(null);
  // A saved row's edit is done: the answer's value is now the value. Other rows keep their edits.
  const settle = (key: string) =>
    setEdits((all) => Object.fromEntries(Object.entries(all).filter(([k]) => k !== key)));
  const changed = useMemo(
    () => entries.filter((e) => e.key in edits && edits[e.key] !== e.value),
    [entries, edits],
  );
  useEffect(() => setFormDirty('configure-management', changed.length > 0), [changed.length]);
  const groups = useMemo(() => [...new Set(entries.map((e) => e.group))], [entries]);

  const save = async (entry: ConfigEntryView) => {
    const value = edits[entry.key];
    if (value === undefined) return;
    setBusyKey(entry.key);
    const saved = await runWrite(
      { action: `保存${entry.label}`, done: `${entry.label}已保存`, refreshCaches: false },
      () =>
        api.call(
          configurationContracts.save,
          { key: entry.key, value, version: entry.version },
          { quiet: true },
        ),
    );
    setBusyKey(null);
    if (!saved) return;
    settle(entry.key);
    read.refresh();
  };
  const reset = async (entry: ConfigEntryView) => {
    setBusyKey(entry.key);
    const saved = await runWrite(
      { action: `恢复${entry.label}默认值`, done: `${entry.label}已恢复默认值`, refreshCaches: false },
      () =>
        api.call(configurationContracts.reset, { key: entry.key, version: entry.version }, { quiet: true }),
    );
    setBusyKey(null);
    if (!saved) return;
    settle(entry.key);
    read.refresh();
  };

  return (
    <Stack gap="sm" p="md" data-testid="configuration-screen">
      <PageHeader title={route.title} />
      <Paper withBorder p="md">
        <Text size="sm" c="dimmed" mb="sm">
          系统按配置项读取这些值，保存后下一次保存或导入即按新值执行；每次修改都记入操作日志（修改前后的值）。
          会话、密码、登录限制和上传上限在「系统设置」中维护。
          {read.cachedAt !== null &&
            `（离线：显示的是 ${keptAtLabel(read.cachedAt)} 读取的配置，修改需要联网）`}
        </Text>
        <Table withTableBorder withColumnBorders striped verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={230}>配置项</Table.Th>
              <Table.Th>说明</Table.Th>
              <Table.Th w={126}>当前值</Table.Th>
              <Table.Th w={100}>取值范围</Table.Th>
              <Table.Th w={80}>默认值</Table.Th>
              <Table.Th w={140}>最近修改</Table.Th>
              <Table.Th w={136}>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group) => [
              <Table.Tr key={group}>
                <Table.Td colSpan={7} fw={600} bg="var(--mantine-color-gray-1)">
                  {group}
                </Table.Td>
              </Table.Tr>,
              ...entries
                .filter((e) => e.group === group)
                .map((e) => {
                  const value = e.key in edits ? edits[e.key] : e.value;
                  const problem = value === undefined ? null : configValueProblem(e, value);
                  const dirty = value !== e.value;
                  return (
                    <Table.Tr key={e.key} data-key={e.key}>
                      <Table.Td>
                        <Text size="sm">{e.label}</Text>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {e.key}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{e.description}</Text>
                        <Text size="xs" c="dimmed">
                          读取处：{e.readBy}
                        </Text>
                        {problem && (
                          <Text size="xs" c="red" role="alert">
                            {problem}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Editor
                          entry={e}
                          value={value}
                          onChange={(v) => setEdits({ ...edits, [e.key]: v })}
                        />
                      </Table.Td>
                      <Table.Td>{bounds(e)}</Table.Td>
                      <Table.Td>
                        {formatConfigValue(e, e.defaultValue)}
                        {!e.isDefault && (
                          <Badge ml={4} size="xs" variant="light" color="orange">
                            已改
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs">
                          {e.updatedAt ? `${e.updatedBy ?? ''} ${timeText(e.updatedAt)}` : '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="compact-xs"
                            disabled={!dirty || problem !== null}
                            loading={busyKey === e.key}
                            onClick={() => void save(e)}
                          >
                            保存
                          </Button>
                          <Button
                            size="compact-xs"
                            variant="default"
                            disabled={e.isDefault || busyKey === e.key}
                            onClick={() => void reset(e)}
                          >
                            恢复默认
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                }),
            ])}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
