// 部门核算科目快捷设置 (passageway/department-accounting-subjects-fast): per department, the 部门核算
// subjects 部门经费录入 offers, in the order chosen. Read offline from the last answer; a save goes
// through the outbox (待同步 until the server has it).

import { ActionIcon, Badge, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { MAX_SHORTCUTS } from '../../../core/contracts/passageway';
import { P } from '../../../core/permissions/keys';
import { waitForLocalDb } from '../../../local/db';
import type { DepartmentRecord } from '../../../local/departments';
import { useLocalDb, useOnline, useReference } from '../../../local/hooks';
import type { SubjectRecord } from '../../../local/subjects';
import { KeptNotice } from '../../../ui/KeptNotice';
import { PageHeader } from '../../../ui/PageHeader';
import { Panel } from '../../../ui/Panel';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices, useSession } from '../../../ui/services';
import { DepartmentList } from './DepartmentList';
import { queueShortcutSave, useShortcuts } from './shortcut-store';

/** Subjects a department's quick entry can take: end-level, enabled, 部门核算, no auxiliary types. */
export const shortcutCandidates = (subjects: readonly SubjectRecord[]) =>
  subjects
    .filter((s) => s.isLeaf && s.enabled && s.deptAccounting && (s.auxTypes?.length ?? 0) === 0)
    .sort((a, b) => (a.code < b.code ? -1 : 1));

export function DepartmentSubjectsFastScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  const db = useLocalDb();
  const online = useOnline();
  const can = session?.permissions.includes(P.passageway.departmentSubjects) ?? false;
  const departments = useReference<DepartmentRecord>('departments');
  const subjects = useReference<SubjectRecord>('subjects');
  const { read, byDept } = useShortcuts(api);
  const depts = useMemo(
    () =>
      [...(departments ?? [])]
        .filter((d) => d.enabled)
        .sort((a, b) => (a.departmentCode < b.departmentCode ? -1 : 1)),
    [departments],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const dept = chosen ?? depts[0]?.departmentCode ?? null;
  const current = dept ? byDept.get(dept) : undefined;
  const currentKey = JSON.stringify(current?.subjectCodes ?? []);
  const [picked, setPicked] = useState<string[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when another department or its saved list shows
  useEffect(() => setPicked(current?.subjectCodes ?? []), [dept, currentKey]);
  const candidates = shortcutCandidates(subjects ?? []);
  const names = new Map((subjects ?? []).map((s) => [s.code, s.codeFullName.replaceAll('/', '——')]));
  const dirty = JSON.stringify(picked) !== currentKey;

  const toggle = (code: string, on: boolean) =>
    setPicked((p) => (on ? (p.includes(code) ? p : [...p, code]) : p.filter((c) => c !== code)));
  const move = (i: number, by: -1 | 1) =>
    setPicked((p) => {
      const next = [...p];
      const [item] = next.splice(i, 1);
      if (item !== undefined) next.splice(i + by, 0, item);
      return next;
    });

  const save = async () => {
    if (!dept) return;
    const name = depts.find((d) => d.departmentCode === dept)?.departmentName ?? dept;
    await queueShortcutSave(
      { deptCode: dept, subjectCodes: picked, version: current?.version ?? 0 },
      name,
      db ?? (await waitForLocalDb()),
    );
  };

  return (
    <Stack gap="sm" p="sm" data-testid="department-subjects-fast-screen">
      <PageHeader
        title={route.title}
        subtitle="为各部门选择部门经费录入中常用的部门核算科目"
        actions={
          <>
            <Button size="xs" variant="default" onClick={read.refresh} loading={read.loading}>
              刷新
            </Button>
            {can && (
              <Button
                size="xs"
                disabled={!dirty || !dept || picked.length > MAX_SHORTCUTS}
                onClick={() => void save()}
              >
                保存
              </Button>
            )}
          </>
        }
      />
      <KeptNotice read={read} online={online} what="快捷科目" />
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <DepartmentList
          departments={depts}
          chosen={dept}
          onChoose={setChosen}
          noteOf={(code) => {
            const s = byDept.get(code);
            if (!s) return null;
            return (
              <Badge size="xs" variant="light" color={s.pending ? 'orange' : 'gray'}>
                {s.pending ? '待同步' : `${s.subjectCodes.length} 个`}
              </Badge>
            );
          }}
        />
        <Panel
          title="部门核算科目"
          note="只列出末级、启用、设置了部门核算且无辅助核算的科目"
          style={{ flex: 1 }}
        >
          {candidates.length === 0 ? (
            <Text size="sm" c="dimmed" py="md" ta="center">
              科目表中没有设置部门核算的末级科目：请先在科目设置中为支出科目勾选「部门核算」
            </Text>
          ) : (
            <Table
              withTableBorder
              withColumnBorders
              striped
              verticalSpacing={3}
              fz="sm"
              aria-label="部门核算科目"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={50}>常用</Table.Th>
                  <Table.Th w={110}>科目编码</Table.Th>
                  <Table.Th>科目名称</Table.Th>
                  <Table.Th w={60}>类别</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {candidates.map((s) => (
                  <Table.Tr key={s.code}>
                    <Table.Td>
                      <Checkbox
                        size="xs"
                        aria-label={`${s.code} 常用`}
                        checked={picked.includes(s.code)}
                        disabled={!can || !dept}
                        onChange={(e) => toggle(s.code, e.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>{s.code}</Table.Td>
                    <Table.Td>{s.codeFullName.replaceAll('/', '——')}</Table.Td>
                    <Table.Td>{s.category}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Panel>
        <Panel
          title="快捷科目（按顺序）"
          note={`${picked.length} / ${MAX_SHORTCUTS}`}
          style={{ width: 320, flex: 'none' }}
        >
          <Stack gap={4} aria-label="快捷科目顺序">
            {picked.length === 0 && (
              <Text size="sm" c="dimmed">
                尚未选择
              </Text>
            )}
            {picked.map((code, i) => (
              <Group key={code} justify="space-between" wrap="nowrap" data-testid="shortcut-item">
                <Text size="sm" truncate>
                  {i + 1}. {code} {names.get(code) ?? ''}
                </Text>
                {can && (
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={`上移 ${code}`}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={`下移 ${code}`}
                      disabled={i === picked.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      ↓
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            ))}
          </Stack>
        </Panel>
      </Group>
    </Stack>
  );
}
