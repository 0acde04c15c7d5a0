// 其他科目设置 (initSubjectSetting/other-subject-setting): the subjects the cash journal and the
// bank journal read, chosen under 101 库存现金 and 102 银行存款. Locked once the opening balances
// are confirmed.
import { Alert, Badge, Button, Checkbox, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import type { SubjectView } from '../../core/contracts/subject';
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
  BANK_ROOT,
  CASH_ROOT,
  candidatesUnder,
  toggleCode,
  validateOtherSetting,
} from './other-subject-rules';
import { subjectApi } from './subject-api';

export const otherSubjectFormId = 'other-subject-form';

interface Choice {
  cashCodes: string[];
  bankCodes: string[];
}

function CodeTable(props: {
  label: string;
  rows: readonly SubjectView[];
  chosen: readonly string[];
  readOnly: boolean;
  onToggle(code: string): void;
}) {
  return (
    <Table layout="fixed" aria-label={props.label} verticalSpacing={4}>
      <Table.Thead bg="gray.0">
        <Table.Tr>
          <Table.Th w={44} ta="center">
            选择
          </Table.Th>
          <Table.Th w={120}>科目编码</Table.Th>
          <Table.Th>科目名称</Table.Th>
          <Table.Th w={52} ta="center">
            末级
          </Table.Th>
          <Table.Th w={64} ta="center">
            状态
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={5}>
              <Text size="sm" c="dimmed" ta="center" py="sm">
                没有科目
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {props.rows.map((row) => (
          <Table.Tr key={row.code} data-testid={`other-${row.code}`}>
            <Table.Td ta="center">
              <Checkbox
                aria-label={`选择 ${row.code} ${row.codeName}`}
                checked={props.chosen.includes(row.code)}
                disabled={props.readOnly}
                onChange={() => props.onToggle(row.code)}
                style={{ display: 'inline-block' }}
              />
            </Table.Td>
            <Table.Td ff="monospace" pl={8 + (row.level - 1) * 14}>
              {row.code}
            </Table.Td>
            <Table.Td>
              <Text size="sm" truncate title={row.codeFullName}>
                {row.codeFullName}
              </Text>
            </Table.Td>
            <Table.Td ta="center">{row.isLeaf ? '✓' : ''}</Table.Td>
            <Table.Td ta="center">
              <Badge size="sm" radius="sm" variant="light" color={row.enabled ? 'teal' : 'gray'}>
                {row.enabled ? '启用' : '停用'}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const same = (a: readonly string[], b: readonly string[]) => a.join(',') === b.join(',');

export function OtherSubjectScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const online = useOnline();
  const setting = useRemoteFirst('subject-settings:other', (signal) => subjectApi.otherSetting(api, signal));
  const tree = useRemoteFirst('subject-settings:tree', (signal) => subjectApi.tree(api, signal));
  const [draft, setDraft] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = setting.data;

  useEffect(() => {
    if (saved)
      setDraft(
        (d) => d ?? { cashCodes: [...saved.cashCodes].sort(), bankCodes: [...saved.bankCodes].sort() },
      );
  }, [saved]);

  const rows = tree.data?.subjectList ?? [];
  const cash = useMemo(() => candidatesUnder(rows, CASH_ROOT), [rows]);
  const bank = useMemo(() => candidatesUnder(rows, BANK_ROOT), [rows]);
  const choice = draft ?? { cashCodes: [], bankCodes: [] };
  const locked = saved?.locked ?? false;
  const stale = setting.source === 'cache' && !setting.loading;
  const readOnly = locked || !online || stale || saved === undefined;
  const changed =
    saved !== undefined &&
    (!same(choice.cashCodes, [...saved.cashCodes].sort()) ||
      !same(choice.bankCodes, [...saved.bankCodes].sort()));

  useEffect(() => setFormDirty(otherSubjectFormId, changed), [changed]);
  useEffect(() => () => setFormDirty(otherSubjectFormId, false), []);

  const save = async () => {
    const problem = validateOtherSetting(choice, rows);
    if (problem) {
      await openMessageDialog({ title: '提示', message: problem, tone: 'warning' });
      return;
    }
    setBusy(true);
    const answer = await runWrite({ action: '保存其他科目设置', done: '其他科目设置已保存' }, () =>
      subjectApi.saveOtherSetting(api, choice),
    );
    setBusy(false);
    if (answer) {
      setDraft({ cashCodes: [...answer.cashCodes].sort(), bankCodes: [...answer.bankCodes].sort() });
      setting.refresh();
    }
  };

  return (
    <Stack gap="sm" p="sm" data-testid="other-subject-screen">
      <PageHeader
        title={route.title}
        subtitle="财务核算 · 初始设置"
        actions={
          <>
            <Button
              size="xs"
              variant="default"
              disabled={!changed || busy}
              onClick={() =>
                saved &&
                setDraft({ cashCodes: [...saved.cashCodes].sort(), bankCodes: [...saved.bankCodes].sort() })
              }
            >
              撤销修改
            </Button>
            <Button size="xs" disabled={readOnly || !changed} loading={busy} onClick={() => void save()}>
              保存
            </Button>
          </>
        }
      />
      <CacheNotice read={setting} online={online} what="其他科目设置" />
      {locked && (
        <Alert color="yellow" variant="light" p="xs">
          <Text size="xs">期初余额已确认，其他科目设置不能修改。</Text>
        </Alert>
      )}
      <SimpleGrid cols={2} spacing="sm">
        {[
          {
            title: '现金科目',
            hint: `现金日记账读取的科目（${CASH_ROOT} 库存现金及其下级）`,
            rows: cash,
            key: 'cashCodes' as const,
          },
          {
            title: '银行科目',
            hint: `银行日记账读取的科目（${BANK_ROOT} 银行存款及其下级）`,
            rows: bank,
            key: 'bankCodes' as const,
          },
        ].map((part) => (
          <Panel key={part.key}>
            <Group justify="space-between" mb={6}>
              <Text fw={600} size="sm">
                {part.title}
              </Text>
              <Text size="xs" c="dimmed" data-testid={`${part.key}-chosen`}>
                已选 {choice[part.key].join('、') || '无'}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" mb={6}>
              {part.hint}
            </Text>
            <CodeTable
              label={part.title}
              rows={part.rows}
              chosen={choice[part.key]}
              readOnly={readOnly}
              onToggle={(code) => setDraft({ ...choice, [part.key]: toggleCode(choice[part.key], code) })}
            />
          </Panel>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
