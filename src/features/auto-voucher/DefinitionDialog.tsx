// 新增 / 修改 of a recurring voucher definition: its name and lines, each with its side and where
// its amount comes from (固定金额, 科目期末余额, 借贷差额). Subjects with auxiliary accounting are
// not offered (the definition has no items to fill them); a 部门核算 subject takes a department.
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NativeSelect,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo } from 'react';
import { uuidV4 } from '../../api/signer';
import {
  type AutoDefinition,
  type AutoLine,
  type AutoSubject,
  amountKindLabels,
  definitionProblems,
} from '../../core/auto-voucher';
import { waitForLocalDb } from '../../local/db';
import type { DepartmentRecord } from '../../local/departments';
import { useLocalDb, useReference } from '../../local/hooks';
import type { SubjectRecord } from '../../local/subjects';
import { useModalForm } from '../../ui/forms/use-modal-form';
import { queueDefinitionSave } from './auto-store';

export const definitionFormId = 'auto-voucher-definition';

interface Values {
  name: string;
  enabled: boolean;
  lines: AutoLine[];
}

const blankLine = (side: 'debit' | 'credit', kind: 'fixed' | 'rest'): AutoLine => ({
  summary: '',
  code: '',
  departmentCode: null,
  auxis: [],
  side,
  amount: kind === 'fixed' ? { kind: 'fixed', value: '' } : { kind: 'rest' },
});

export function DefinitionDialog({
  editing,
  onClose,
}: {
  /** null: closed; 'new': a new definition. */
  editing: AutoDefinition | 'new' | null;
  onClose(): void;
}) {
  const db = useLocalDb();
  const subjects = useReference<SubjectRecord>('subjects');
  const departments = useReference<DepartmentRecord>('departments');
  const chart = useMemo(
    () =>
      new Map<string, AutoSubject>(
        (subjects ?? []).map((s) => [
          s.code,
          {
            code: s.code,
            isLeaf: s.isLeaf,
            enabled: s.enabled,
            category: s.category,
            direction: s.balanceDirection,
          },
        ]),
      ),
    [subjects],
  );
  const byCode = useMemo(() => new Map((subjects ?? []).map((s) => [s.code, s])), [subjects]);
  const leafOptions = useMemo(
    () =>
      (subjects ?? [])
        .filter((s) => s.isLeaf && s.enabled && (s.auxTypes?.length ?? 0) === 0)
        .sort((a, b) => (a.code < b.code ? -1 : 1))
        .map((s) => ({ value: s.code, label: `${s.code} ${s.codeFullName.replaceAll('/', '——')}` })),
    [subjects],
  );
  const anyOptions = useMemo(
    () =>
      [...(subjects ?? [])]
        .sort((a, b) => (a.code < b.code ? -1 : 1))
        .map((s) => ({ value: s.code, label: `${s.code} ${s.codeFullName.replaceAll('/', '——')}` })),
    [subjects],
  );
  const deptOptions = [
    { value: '', label: '（无）' },
    ...(departments ?? [])
      .filter((d) => d.enabled)
      .map((d) => ({ value: d.departmentCode, label: `${d.departmentCode} ${d.departmentName}` })),
  ];
  const existing = editing === 'new' || editing === null ? null : editing;
  const form = useModalForm<Values>({
    id: definitionFormId,
    opened: editing !== null,
    initial: () =>
      existing
        ? { name: existing.name, enabled: existing.enabled, lines: existing.lines }
        : { name: '', enabled: true, lines: [blankLine('debit', 'fixed'), blankLine('credit', 'rest')] },
    validate: (v) => definitionProblems(v.name, v.lines, chart)[0] ?? null,
    submit: async (v) => {
      await queueDefinitionSave(
        {
          key: existing?.key ?? uuidV4(),
          name: v.name.trim(),
          enabled: v.enabled,
          lines: v.lines,
          version: existing?.version ?? 0,
        },
        db ?? (await waitForLocalDb()),
      );
    },
    onClose,
  });
  const lines = form.values.lines;
  const setLine = (i: number, patch: Partial<AutoLine>) =>
    form.set(
      'lines',
      lines.map((l, j) => (j === i ? { ...l, ...patch } : l)),
    );

  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      size={1100}
      title={existing ? `修改自动凭证定义：${existing.name}` : '新增自动凭证定义'}
    >
      <form onSubmit={form.onSubmit} aria-label="自动凭证定义">
        <Stack gap="sm">
          <Group gap="md" align="flex-end">
            <TextInput
              size="xs"
              w={280}
              label="名称"
              maxLength={40}
              data-autofocus
              value={form.values.name}
              onChange={(e) => form.set('name', e.currentTarget.value)}
            />
            <Switch
              size="xs"
              label="启用"
              checked={form.values.enabled}
              onChange={(e) => form.set('enabled', e.currentTarget.checked)}
            />
          </Group>
          <Table withTableBorder withColumnBorders verticalSpacing={3} fz="sm" aria-label="定义分录">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>行</Table.Th>
                <Table.Th w={170}>摘要</Table.Th>
                <Table.Th>科目</Table.Th>
                <Table.Th w={130}>部门</Table.Th>
                <Table.Th w={70}>方向</Table.Th>
                <Table.Th w={120}>金额来源</Table.Th>
                <Table.Th w={220}>金额 / 取数科目</Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l, i) => {
                const dept = byCode.get(l.code)?.deptAccounting ?? false;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines are edited in place, by position
                  <Table.Tr key={i}>
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td py={1}>
                      <TextInput
                        size="xs"
                        aria-label={`第${i + 1}行摘要`}
                        maxLength={200}
                        value={l.summary}
                        onChange={(e) => setLine(i, { summary: e.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td py={1}>
                      <Select
                        size="xs"
                        aria-label={`第${i + 1}行科目`}
                        searchable
                        data={leafOptions}
                        value={l.code || null}
                        onChange={(v) =>
                          setLine(i, {
                            code: v ?? '',
                            departmentCode: byCode.get(v ?? '')?.deptAccounting ? l.departmentCode : null,
                          })
                        }
                        comboboxProps={{ withinPortal: true }}
                      />
                    </Table.Td>
                    <Table.Td py={1}>
                      <NativeSelect
                        size="xs"
                        aria-label={`第${i + 1}行部门`}
                        disabled={!dept}
                        data={deptOptions}
                        value={l.departmentCode ?? ''}
                        onChange={(e) => setLine(i, { departmentCode: e.currentTarget.value || null })}
                      />
                    </Table.Td>
                    <Table.Td py={1}>
                      <NativeSelect
                        size="xs"
                        aria-label={`第${i + 1}行方向`}
                        data={[
                          { value: 'debit', label: '借' },
                          { value: 'credit', label: '贷' },
                        ]}
                        value={l.side}
                        onChange={(e) => setLine(i, { side: e.currentTarget.value as AutoLine['side'] })}
                      />
                    </Table.Td>
                    <Table.Td py={1}>
                      <NativeSelect
                        size="xs"
                        aria-label={`第${i + 1}行金额来源`}
                        data={(['fixed', 'balance', 'rest'] as const).map((k) => ({
                          value: k,
                          label: amountKindLabels[k],
                        }))}
                        value={l.amount.kind}
                        onChange={(e) => {
                          const kind = e.currentTarget.value as AutoLine['amount']['kind'];
                          setLine(i, {
                            amount:
                              kind === 'fixed'
                                ? { kind, value: '' }
                                : kind === 'balance'
                                  ? { kind, code: l.code }
                                  : { kind },
                          });
                        }}
                      />
                    </Table.Td>
                    <Table.Td py={1}>
                      {l.amount.kind === 'fixed' && (
                        <TextInput
                          size="xs"
                          aria-label={`第${i + 1}行金额`}
                          inputMode="decimal"
                          styles={{ input: { textAlign: 'right' } }}
                          value={l.amount.value}
                          onChange={(e) =>
                            setLine(i, { amount: { kind: 'fixed', value: e.currentTarget.value } })
                          }
                        />
                      )}
                      {l.amount.kind === 'balance' && (
                        <Select
                          size="xs"
                          aria-label={`第${i + 1}行取数科目`}
                          searchable
                          data={anyOptions}
                          value={l.amount.code || null}
                          onChange={(v) => setLine(i, { amount: { kind: 'balance', code: v ?? '' } })}
                          comboboxProps={{ withinPortal: true }}
                        />
                      )}
                      {l.amount.kind === 'rest' && (
                        <Text size="xs" c="dimmed">
                          取其余分录的借贷差额
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td py={1}>
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="red"
                        aria-label={`删除第${i + 1}行`}
                        disabled={lines.length <= 2}
                        onClick={() =>
                          form.set(
                            'lines',
                            lines.filter((_, j) => j !== i),
                          )
                        }
                      >
                        ×
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Button
              size="xs"
              variant="light"
              onClick={() => form.set('lines', [...lines, blankLine('debit', 'fixed')])}
            >
              增加分录
            </Button>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={onClose}>
                取消
              </Button>
              <Button size="xs" type="submit" loading={form.busy}>
                保存
              </Button>
            </Group>
          </Group>
          <Text size="xs" c="dimmed">
            科目期末余额：所选月份月末的记账余额（按该科目的余额方向取正数）；借贷差额：使凭证借贷平衡的金额，最多一行。
          </Text>
        </Stack>
      </form>
    </Modal>
  );
}
