// The 2022-01-01 adjusting entries the take-over proposes (财会〔2021〕16号 三、四; amounts are
// worked out by the person). Shown after the succession, folded, as a reminder of what is left.
import { Badge, Button, Collapse, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { AdjustmentView } from '../../core/contracts/succession';

export function AdjustmentList({
  adjustments,
  onDraft,
}: {
  adjustments: readonly AdjustmentView[];
  /** Makes (or reopens) the proposal's voucher draft in 凭证录入. */
  onDraft?: (adjustment: AdjustmentView) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  if (adjustments.length === 0) return null;
  return (
    <div>
      <Group gap="xs">
        <Button size="compact-xs" variant="subtle" onClick={() => setOpen((v) => !v)}>
          {open ? '收起' : '展开'} 2022-01-01 调整分录建议（{adjustments.length} 项）
        </Button>
        <Text size="xs" c="dimmed">
          按衔接规定需要补记的事项：补提折旧与摊销、核销已领用物品、合并基建账等，金额需按实际测算。
        </Text>
      </Group>
      <Collapse expanded={open}>
        <Table withTableBorder fz="xs" verticalSpacing={3} mt={6} aria-label="调整分录建议">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={50}>编号</Table.Th>
              <Table.Th w={220}>事项</Table.Th>
              <Table.Th>分录</Table.Th>
              <Table.Th w={70}>状态</Table.Th>
              <Table.Th w={100}>凭证</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {adjustments.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{a.itemId}</Table.Td>
                <Table.Td title={a.basis}>{a.title}</Table.Td>
                <Table.Td>
                  {a.entries
                    .map(
                      (e) =>
                        `${e.balanceDirection === 1 ? '借' : '贷'} ${e.code ? `${e.code} ` : ''}${e.name}`,
                    )
                    .join('；')}
                </Table.Td>
                <Table.Td>
                  <Badge size="xs" variant="light" color={a.status === 'proposed' ? 'orange' : 'gray'}>
                    {a.status === 'proposed' ? '待处理' : a.status === 'drafted' ? '已生成' : '不适用'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {a.status !== 'dismissed' && (
                    <Button size="compact-xs" variant="subtle" onClick={() => void onDraft?.(a)}>
                      {a.status === 'drafted' ? '打开凭证' : '生成凭证草稿'}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Collapse>
    </div>
  );
}
