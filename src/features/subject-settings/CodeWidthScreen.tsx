// 科目编码宽度设置 (initSubjectSetting/subject-code-width-setting): the code width of each level
// (e.g. 3-2-2-2). A change is refused while a subject's code would lose its level, and once the
// opening balances are confirmed the rule is locked.
import { Alert, Badge, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { formatCodeWidths } from '../../core/subjects/code-width';
import { useOnline, useRemoteFirst } from '../../local';
import { setFormDirty } from '../../pwa/dirty-forms';
import { CacheNotice } from '../../ui/CacheNotice';
import { openMessageDialog } from '../../ui/dialogs';
import { PageHeader } from '../../ui/PageHeader';
import { Panel } from '../../ui/Panel';
import { runWrite } from '../../ui/run-write';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices } from '../../ui/services';
import {
  canAddLevel,
  canRemoveLevel,
  FIRST_LEVEL_WIDTH,
  levelName,
  levelRows,
  widthChoices,
  widthsProblem,
} from './code-width-rules';
import { subjectApi } from './subject-api';

export const codeWidthFormId = 'code-width-form';

export function CodeWidthScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const online = useOnline();
  const view = useRemoteFirst('subject-settings:codeWidth', (signal) => subjectApi.codeWidth(api, signal));
  const tree = useRemoteFirst('subject-settings:tree', (signal) => subjectApi.tree(api, signal));
  const saved = view.data?.widths;
  const [draft, setDraft] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);

  // A fresh answer from the server replaces the draft only when the user has not touched it.
  useEffect(() => {
    if (saved) setDraft((d) => d ?? [...saved]);
  }, [saved]);

  const widths = draft ?? saved ?? [];
  const subjects = tree.data?.subjectList ?? [];
  const locked = view.data?.locked ?? false;
  const changed = saved !== undefined && formatCodeWidths(widths) !== formatCodeWidths(saved);
  const problem = changed ? widthsProblem(widths, subjects) : null;
  const stale = view.source === 'cache' && !view.loading;
  const readOnly = locked || !online || stale || view.data === undefined;
  const counts = useMemo(() => {
    const out = new Map<number, number>();
    for (const s of subjects) out.set(s.level, (out.get(s.level) ?? 0) + 1);
    return out;
  }, [subjects]);

  useEffect(() => setFormDirty(codeWidthFormId, changed), [changed]);
  useEffect(() => () => setFormDirty(codeWidthFormId, false), []);

  const setWidth = (index: number, width: number) =>
    setDraft(widths.map((w, i) => (i === index ? width : w)));

  const save = async () => {
    if (problem) {
      await openMessageDialog({ title: '提示', message: problem, tone: 'warning' });
      return;
    }
    setBusy(true);
    const answer = await runWrite({ action: '保存编码规则', done: '编码规则已保存' }, () =>
      subjectApi.saveCodeWidth(api, formatCodeWidths(widths)),
    );
    setBusy(false);
    if (answer) {
      setDraft([...answer.widths]);
      view.refresh();
      tree.refresh();
    }
  };

  return (
    <Stack gap="sm" p="sm" data-testid="code-width-screen">
      <PageHeader
        title={route.title}
        subtitle="财务核算 · 初始设置"
        actions={
          <>
            <Button
              size="xs"
              variant="default"
              disabled={!changed || busy}
              onClick={() => saved && setDraft([...saved])}
            >
              撤销修改
            </Button>
            <Button size="xs" disabled={readOnly || !changed} loading={busy} onClick={() => void save()}>
              保存
            </Button>
          </>
        }
      />
      <CacheNotice read={view} online={online} what="编码规则" />
      <Panel style={{ maxWidth: 760 }}>
        <Group gap="sm" mb="sm">
          <Text size="sm">当前编码规则</Text>
          <Text size="lg" fw={600} ff="monospace" data-testid="code-width-current">
            {view.data?.codeWidths ?? '—'}
          </Text>
          {locked && (
            <Badge color="gray" variant="light" radius="sm">
              已锁定
            </Badge>
          )}
          {changed && (
            <Text size="sm" c="blue.8">
              修改为 <b style={{ fontFamily: 'monospace' }}>{formatCodeWidths(widths)}</b>（未保存）
            </Text>
          )}
        </Group>
        {locked && (
          <Alert color="yellow" variant="light" p="xs" mb="sm">
            <Text size="xs">期初余额已确认，编码规则不能修改。</Text>
          </Alert>
        )}
        <Table layout="fixed" aria-label="编码规则" verticalSpacing={4}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={90}>级次</Table.Th>
              <Table.Th w={140}>本级编码位数</Table.Th>
              <Table.Th w={110} ta="right">
                编码总长度
              </Table.Th>
              <Table.Th>示例编码</Table.Th>
              <Table.Th w={110} ta="right">
                现有科目数
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {levelRows(widths).map((row, index) => (
              <Table.Tr key={row.level} data-testid={`code-level-${row.level}`}>
                <Table.Td>{levelName(row.level)}</Table.Td>
                <Table.Td>
                  {index === 0 ? (
                    <Text size="sm">{FIRST_LEVEL_WIDTH}（制度规定）</Text>
                  ) : (
                    <NativeSelect
                      size="xs"
                      w={80}
                      aria-label={`${levelName(row.level)}编码位数`}
                      value={String(row.width)}
                      disabled={readOnly}
                      data={widthChoices.map(String)}
                      onChange={(e) => setWidth(index, Number(e.currentTarget.value))}
                    />
                  )}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {row.length}
                </Table.Td>
                <Table.Td ff="monospace">{row.sample}</Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {counts.get(row.level) ?? 0}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group gap="xs" mt="xs">
          <Button
            size="compact-sm"
            variant="default"
            disabled={readOnly || !canAddLevel(widths)}
            onClick={() => setDraft([...widths, 2])}
          >
            增加一级
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            disabled={readOnly || !canRemoveLevel(widths, subjects)}
            title={canRemoveLevel(widths, subjects) ? undefined : '最末一级已有科目或只剩两级，不能删除'}
            onClick={() => setDraft(widths.slice(0, -1))}
          >
            删除末级
          </Button>
        </Group>
        {problem && (
          <Text size="sm" c="red.7" mt="xs" data-testid="code-width-problem">
            {problem}
          </Text>
        )}
        <Text size="xs" c="dimmed" mt="sm" lh={1.7}>
          一级科目编码按《工会会计制度》为 3 位；下级科目编码为上级编码后加本级位数的数字，如 3-2-2-2 时
          “银行存款/经费集中户”为 10201。共 2 到 6 级，每级 1 到 4 位；已有科目的编码必须仍符合新规则。
        </Text>
      </Panel>
    </Stack>
  );
}
