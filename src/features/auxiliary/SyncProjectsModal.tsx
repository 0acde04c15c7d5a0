// 同步项目到其他账套 (SyncOutputProject): the federation keeps one project list for the unions it
// books for; this pushes this ledger set's 项目 items to the chosen ledger sets (new ones created,
// same numbers renamed) and reports per ledger set what changed.
import { Button, Checkbox, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AuxTypeView, SyncResult } from '../../core/contracts/auxiliary';
import { type LedgerSetSummary, ztContracts } from '../../core/contracts/zt';
import { useModalForm } from '../../ui/forms/use-modal-form';
import { runWrite } from '../../ui/run-write';
import { useServices, useSession } from '../../ui/services';
import { auxApi } from './aux-api';

export const syncProjectsFormId = 'sync-projects-form';

export function SyncProjectsModal(props: {
  opened: boolean;
  projectType: AuxTypeView | null;
  onClose(): void;
}) {
  const { api } = useServices();
  const session = useSession();
  const [sets, setSets] = useState<LedgerSetSummary[] | null>(null);
  const [results, setResults] = useState<SyncResult[] | null>(null);
  // 同步 does not close the dialog: the results show beside the chosen ledger sets.
  const form = useModalForm<{ chosen: number[] }>({
    id: syncProjectsFormId,
    opened: props.opened,
    initial: () => ({ chosen: [] }),
    submit: async ({ chosen }) => {
      if (chosen.length === 0) return false;
      const answer = await runWrite({ action: '同步项目', refreshCaches: false }, () =>
        auxApi.syncProjects(api, chosen),
      );
      if (answer) {
        setResults(answer);
        // Done: what is ticked now is what was synced, not unsaved input.
        form.adopt({ chosen });
      }
      return false;
    },
    onClose: props.onClose,
  });
  const { chosen } = form.values;

  useEffect(() => {
    if (!props.opened) return;
    setResults(null);
    let live = true;
    api.call(ztContracts.list, {}, { loading: false }).then(
      (list) => live && setSets(list.filter((s) => String(s.zid) !== session?.zid)),
      () => live && setSets([]),
    );
    return () => {
      live = false;
    };
  }, [props.opened, api, session?.zid]);

  const count = props.projectType?.childData.filter((i) => i.enabled).length ?? 0;

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={<Text fw={600}>同步项目到其他账套</Text>}
      size={520}
    >
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          把本账套的 {count} 个项目同步到选中的账套：对方没有的项目新增，编号相同的项目按本账套更新名称。
        </Text>
        <Table layout="fixed" verticalSpacing={4} aria-label="目标账套">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={44} ta="center">
                选择
              </Table.Th>
              <Table.Th w={70}>账套号</Table.Th>
              <Table.Th>账套名称</Table.Th>
              <Table.Th w={130}>结果</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sets?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text size="xs" c="dimmed" ta="center">
                    没有其他可写的账套
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {sets?.map((s) => {
              const result = results?.find((r) => r.zid === s.zid);
              return (
                <Table.Tr key={s.zid}>
                  <Table.Td ta="center">
                    <Checkbox
                      aria-label={`选择账套 ${s.ztno}`}
                      checked={chosen.includes(s.zid)}
                      onChange={() =>
                        form.set(
                          'chosen',
                          chosen.includes(s.zid) ? chosen.filter((z) => z !== s.zid) : [...chosen, s.zid],
                        )
                      }
                      style={{ display: 'inline-block' }}
                    />
                  </Table.Td>
                  <Table.Td ff="monospace">{s.ztno}</Table.Td>
                  <Table.Td>
                    <Text size="sm" truncate>
                      {s.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {result && (
                      <Text size="xs" c="teal.8">
                        新增 {result.created}，更新 {result.updated}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose}>
            关闭
          </Button>
          <Button onClick={() => void form.save()} disabled={chosen.length === 0} loading={form.busy}>
            同步
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
