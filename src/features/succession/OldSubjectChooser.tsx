// Choosing the old sub-subjects a new subject takes over (spec 000 §2.1, multi-select): the old
// end-level subjects with their balances, those the official table sends here listed first.
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import type { NewSubjectView, OldSubjectView } from '../../core/contracts/succession';
import { formatMoney } from '../../core/money';
import classes from '../../ui/init/init.module.css';
import { suggestedOld } from './succession-model';

export interface OldSubjectChooserProps {
  subject: NewSubjectView;
  old: readonly OldSubjectView[];
  takenBy: ReadonlyMap<string, readonly string[]>;
  onCancel(): void;
  onConfirm(codes: string[]): void;
}

export function OldSubjectChooser({ subject, old, takenBy, onCancel, onConfirm }: OldSubjectChooserProps) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set(subject.codeArray));
  const [filter, setFilter] = useState('');
  const [withBalance, setWithBalance] = useState(true);
  const suggested = useMemo(() => suggestedOld(subject, old), [subject, old]);

  const needle = filter.trim();
  const list = old
    .filter((o) => o.isLeaf)
    .filter((o) => !withBalance || o.initAmount !== '0.00' || picked.has(o.code) || suggested.has(o.code))
    .filter((o) => needle === '' || o.code.startsWith(needle) || o.codeName.includes(needle))
    .sort(
      (a, b) => Number(suggested.has(b.code)) - Number(suggested.has(a.code)) || a.code.localeCompare(b.code),
    );

  const toggle = (code: string, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });

  return (
    <Modal
      opened
      onClose={onCancel}
      zIndex={260}
      size={720}
      title={
        <Text fw={600}>
          选择 {subject.code} {subject.codeName} 承接的旧科目
        </Text>
      }
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <TextInput
            size="xs"
            w={240}
            placeholder="按旧科目编码或名称查找"
            aria-label="查找旧科目"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            data-autofocus
          />
          <Switch
            size="xs"
            label="只显示有余额或对照表建议的科目"
            checked={withBalance}
            onChange={(e) => setWithBalance(e.currentTarget.checked)}
          />
        </Group>
        <ScrollArea.Autosize mah="55vh" type="auto">
          <Table withTableBorder fz="sm" verticalSpacing={4} highlightOnHover aria-label="旧科目">
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th w={40} />
                <Table.Th w={80}>编码</Table.Th>
                <Table.Th>旧制度科目</Table.Th>
                <Table.Th w={130} ta="right">
                  2021 年末余额
                </Table.Th>
                <Table.Th w={150}>已被承接</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text size="sm" c="dimmed" ta="center" py="sm">
                      没有符合条件的旧科目
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {list.map((o) => {
                const others = (takenBy.get(o.code) ?? []).filter((c) => c !== subject.code);
                return (
                  <Table.Tr key={o.code} data-testid={`choose-${o.code}`}>
                    <Table.Td>
                      <Checkbox
                        size="xs"
                        checked={picked.has(o.code)}
                        aria-label={`旧科目 ${o.code} ${o.codeName}`}
                        onChange={(e) => toggle(o.code, e.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td className={classes.code}>{o.code}</Table.Td>
                    <Table.Td>
                      {o.codeFullName}
                      {suggested.has(o.code) && (
                        <Badge size="xs" ml={6} variant="light" color="blue">
                          对照表
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" className={classes.num}>
                      {formatMoney(o.initAmount)} {o.balanceDirectionFormat}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c={others.length > 0 ? 'orange.8' : 'dimmed'}>
                        {others.length > 0 ? `${others.join('、')}（金额需拆分）` : '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <Text size="xs" c="dimmed">
          承接金额为所选旧科目余额之和；一个旧科目被几个新科目承接时，请在承接金额中按实际拆分。
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            取消
          </Button>
          <Button onClick={() => onConfirm([...picked].sort())}>确定（已选 {picked.size} 个）</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
