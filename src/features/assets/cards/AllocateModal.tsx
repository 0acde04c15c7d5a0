// 调拨 / 分配 of a card (spec 000 §2.3 row button): to another department (调拨) or to a user within
// it (分配), with the date and reason; the card's earlier moves are listed below. The move goes
// to the outbox (it works offline and reaches the server once); the history is read online.
import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useEffect, useMemo, useState } from 'react';
import { type AllocationView, assetCardContracts } from '../../../core/contracts/asset-cards';
import { toCalendarDate } from '../../../core/rules/dates';
import { type DepartmentRow, useOnline } from '../../../local';
import { queueAllocation } from '../../../local/assets';
import type { PersonRow } from '../../../local/personnel';
import { openMessageDialog } from '../../../ui/dialogs';
import { useModalForm } from '../../../ui/forms/use-modal-form';
import { useServices } from '../../../ui/services';
import type { CardRow } from './queued-cards';

interface AllocateForm {
  kind: '调拨' | '分配';
  allocatedOn: string;
  toDepartmentId: string | null;
  toPersonId: string | null;
  toCustodian: string;
  toLocation: string;
  reason: string;
}

export interface AllocateModalProps {
  card: CardRow | null;
  departments: readonly DepartmentRow[];
  people: readonly PersonRow[];
  onClose(): void;
  onSaved?(label: string): void;
}

function History({ cardId }: { cardId: string }) {
  const { api } = useServices();
  const online = useOnline();
  const [rows, setRows] = useState<AllocationView[] | null>(null);
  useEffect(() => {
    if (!online) return;
    let live = true;
    api
      .call(assetCardContracts.allocations, { id: cardId }, { loading: false, quiet: true })
      .then((list) => live && setRows(list))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [api, cardId, online]);
  if (!online)
    return (
      <Text size="xs" c="dimmed">
        离线状态下不能查看调拨记录。
      </Text>
    );
  if (rows === null)
    return (
      <Text size="xs" c="dimmed">
        正在读取调拨记录…
      </Text>
    );
  if (rows.length === 0)
    return (
      <Text size="xs" c="dimmed">
        暂无调拨记录
      </Text>
    );
  return (
    <Table fz="xs" verticalSpacing={2} withTableBorder aria-label="调拨记录">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={86}>日期</Table.Th>
          <Table.Th w={48}>方式</Table.Th>
          <Table.Th>调出 → 调入</Table.Th>
          <Table.Th>使用人</Table.Th>
          <Table.Th>原因</Table.Th>
          <Table.Th w={70}>经办人</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{r.allocatedOn}</Table.Td>
            <Table.Td>{r.kind}</Table.Td>
            <Table.Td>
              {r.fromDepartmentName ?? '—'} → {r.toDepartmentName}
            </Table.Td>
            <Table.Td>
              {r.fromCustodian || '—'} → {r.toCustodian || '—'}
            </Table.Td>
            <Table.Td>{r.reason}</Table.Td>
            <Table.Td>{r.createdBy}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function AllocateModal({ card, departments, people, onClose, onSaved }: AllocateModalProps) {
  const opened = card !== null;
  const departmentOptions = useMemo(
    () =>
      departments
        .filter((d) => d.id !== null && d.enabled)
        .map((d) => ({ value: String(d.id), label: d.departmentName })),
    [departments],
  );
  const form = useModalForm<AllocateForm>({
    id: 'asset-allocate-form',
    opened,
    initial: () => ({
      kind: '调拨',
      allocatedOn: toCalendarDate(new Date()),
      toDepartmentId: card?.useDepartmentId == null ? null : String(card.useDepartmentId),
      toPersonId: card?.custodianPersonId == null ? null : String(card.custodianPersonId),
      toCustodian: card?.custodian ?? '',
      toLocation: card?.location ?? '',
      reason: '',
    }),
    validate: (v) => {
      if (!v.allocatedOn) return '调拨日期不能为空';
      if (!v.toDepartmentId) return '调入部门不能为空';
      if (card && v.allocatedOn < card.bookDate) return '调拨日期不能早于卡片的财务入账日期';
      return null;
    },
    submit: async (v) => {
      if (!card) return;
      const person = people.find((p) => String(p.id) === v.toPersonId);
      const custodian = person?.name ?? v.toCustodian.trim();
      if (
        String(card.useDepartmentId) === v.toDepartmentId &&
        custodian === card.custodian &&
        v.toLocation.trim() === card.location
      ) {
        await openMessageDialog({
          title: '提示',
          message: '调入部门、使用人和存放地点都没有变化',
          tone: 'warning',
        });
        return false;
      }
      const entry = await queueAllocation(
        {
          id: card.id,
          version: card.version,
          kind: v.kind,
          allocatedOn: v.allocatedOn,
          toDepartmentId: Number(v.toDepartmentId),
          toPersonId: person ? Number(person.id) : null,
          toCustodian: custodian,
          toLocation: v.toLocation.trim(),
          reason: v.reason.trim(),
        },
        `${v.kind}卡片 ${card.cardNo} ${card.name}`,
      );
      onSaved?.(entry.label);
    },
    onClose,
  });
  const v = form.values;
  const peopleOptions = people
    .filter(
      (p) =>
        p.id !== null &&
        p.enabled &&
        (v.toDepartmentId === null || String(p.departmentId) === v.toDepartmentId),
    )
    .map((p) => ({ value: String(p.id), label: p.name }));
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={720}
      title={<Text fw={600}>调拨 / 分配：{card ? `${card.cardNo} ${card.name}` : ''}</Text>}
    >
      {card && (
        <form noValidate aria-label="调拨" onSubmit={form.onSubmit}>
          <Stack gap="xs">
            <Text size="xs" c="dimmed">
              现使用部门：{card.useDepartmentName || '—'}　使用人：{card.custodian || '—'}　存放地点：
              {card.location || '—'}
            </Text>
            <SegmentedControl
              size="xs"
              data={[
                { value: '调拨', label: '调拨（换部门）' },
                { value: '分配', label: '分配（给使用人）' },
              ]}
              value={v.kind}
              onChange={(value) => form.set('kind', value as AllocateForm['kind'])}
            />
            <SimpleGrid cols={3} spacing="sm" verticalSpacing={4}>
              <DateInput
                size="xs"
                label="调拨日期"
                withAsterisk
                valueFormat="YYYY-MM-DD"
                value={v.allocatedOn || null}
                onChange={(d) => form.set('allocatedOn', d ?? '')}
              />
              <Select
                size="xs"
                label="调入部门"
                withAsterisk
                data={departmentOptions}
                value={v.toDepartmentId}
                onChange={(d) => form.update({ toDepartmentId: d, toPersonId: null })}
                searchable
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                size="xs"
                label="使用人（部门人员）"
                data={peopleOptions}
                value={v.toPersonId}
                clearable
                onChange={(p) => form.set('toPersonId', p)}
                comboboxProps={{ withinPortal: true }}
              />
              {v.toPersonId === null && (
                <TextInput
                  size="xs"
                  label="使用人（其他）"
                  maxLength={40}
                  value={v.toCustodian}
                  onChange={(e) => form.set('toCustodian', e.currentTarget.value)}
                />
              )}
              <TextInput
                size="xs"
                label="存放地点"
                maxLength={60}
                value={v.toLocation}
                onChange={(e) => form.set('toLocation', e.currentTarget.value)}
              />
              <TextInput
                size="xs"
                label="原因"
                maxLength={200}
                value={v.reason}
                onChange={(e) => form.set('reason', e.currentTarget.value)}
              />
            </SimpleGrid>
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={onClose}>
                取消
              </Button>
              <Button size="xs" type="submit" loading={form.busy}>
                确定{v.kind}
              </Button>
            </Group>
            <Text size="sm" fw={600}>
              调拨记录
            </Text>
            <History cardId={card.id} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
