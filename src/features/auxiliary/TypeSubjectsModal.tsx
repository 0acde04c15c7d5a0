// 设置核算科目: which subjects carry an auxiliary type (SaveAuxiTypeSubject makes the chosen codes
// exactly the linked ones). The server refuses to drop a dimension a subject's opening balance was
// entered by, and to add one to a subject with confirmed balances; its message is shown as is.
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import type { AuxTypeView, LinkedSubject } from '../../core/contracts/auxiliary';
import { type SubjectView, subjectContracts } from '../../core/contracts/subject';
import { visibleRows } from '../../core/subjects/subject-filter';
import { useModalForm } from '../../ui/forms/use-modal-form';
import { runWrite } from '../../ui/run-write';
import { useServices } from '../../ui/services';
import { useSearchText } from '../../ui/use-search-text';
import { auxApi } from './aux-api';

export interface TypeSubjectsModalProps {
  opened: boolean;
  type: AuxTypeView | null;
  linked: readonly LinkedSubject[];
  onClose(): void;
  onSaved(linked: LinkedSubject[]): void;
}

export const typeSubjectsFormId = 'type-subjects-form';

/** The chosen codes, kept sorted: the same choice reads the same however it was ticked. */
interface TypeSubjectsForm {
  codes: string[];
}

export function TypeSubjectsModal({ opened, type, linked, onClose, onSaved }: TypeSubjectsModalProps) {
  const { api } = useServices();
  const [rows, setRows] = useState<SubjectView[] | null>(null);
  // The box shows every keystroke; the list filters 300 ms after the last one (spec 000 §9).
  const { text: searchText, setText: setSearch, query: search } = useSearchText();
  // Read when the dialog opens only: a parent re-render must not reset the user's ticks.
  const form = useModalForm<TypeSubjectsForm>({
    id: typeSubjectsFormId,
    opened,
    initial: () => ({ codes: linked.map((s) => s.code).sort() }),
    submit: async ({ codes }) => {
      if (!type) return false;
      const saved = await runWrite({ action: '保存核算科目', done: '辅助核算科目已保存' }, () =>
        auxApi.saveTypeSubjects(api, type.id, codes),
      );
      if (!saved) return false;
      onSaved(saved);
    },
    onClose,
  });
  const chosen = useMemo(() => new Set(form.values.codes), [form.values.codes]);

  useEffect(() => {
    if (!opened) return;
    setSearch('');
    let live = true;
    api.call(subjectContracts.tree, {}, { loading: false }).then(
      (tree) => live && setRows(tree.subjectList),
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
  }, [opened, api, setSearch]);

  const shown = useMemo(
    () => visibleRows(rows ?? [], { category: null, search, showDisabled: false }, new Set()),
    [rows, search],
  );

  const toggle = (code: string) =>
    form.set(
      'codes',
      chosen.has(code) ? form.values.codes.filter((c) => c !== code) : [...form.values.codes, code].sort(),
    );

  const title = `设置核算科目${type ? `：${type.typeName}` : ''}`;
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={600}>{title}</Text>} size={640}>
      <Stack gap="sm" aria-label="设置核算科目" role="group">
        <Group justify="space-between">
          <TextInput
            size="xs"
            w={240}
            placeholder="按编码或名称查找"
            aria-label="查找核算科目"
            value={searchText}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Text size="xs" c="dimmed" data-testid="type-subjects-count">
            已选 {chosen.size} 个科目
          </Text>
        </Group>
        <ScrollArea h={380} type="auto" offsetScrollbars>
          <Table layout="fixed" verticalSpacing={3} aria-label="可选科目" stickyHeader>
            {/* Sticky header: Chromium takes fixed widths from cols, not from the header cells. */}
            <colgroup>
              <col style={{ width: 44 }} />
              <col style={{ width: 170 }} />
              <col />
              <col style={{ width: 52 }} />
            </colgroup>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w={44} ta="center">
                  选择
                </Table.Th>
                <Table.Th w={170}>科目编码</Table.Th>
                <Table.Th>科目名称</Table.Th>
                <Table.Th w={52} ta="center">
                  末级
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows === null && (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text size="sm" c="dimmed" ta="center" py="sm">
                      正在读取科目表…
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {shown.map(({ row, depth }) => (
                <Table.Tr key={row.code} data-testid={`link-${row.code}`}>
                  <Table.Td ta="center">
                    <Checkbox
                      aria-label={`选择 ${row.code} ${row.codeName}`}
                      checked={chosen.has(row.code)}
                      onChange={() => toggle(row.code)}
                      style={{ display: 'inline-block' }}
                    />
                  </Table.Td>
                  <Table.Td ff="monospace" pl={8 + depth * 14}>
                    {row.code}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" truncate>
                        {row.codeName}
                      </Text>
                      {row.used && (
                        <Badge size="xs" radius="sm" color="gray" variant="light">
                          有数据
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="center">{row.isLeaf ? '✓' : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        <Text size="xs" c="dimmed">
          上级科目设置的辅助核算由新增的下级科目继承；已按该类型录入期初余额的科目不能取消。
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button onClick={() => void form.save()} loading={form.busy}>
            保存
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
