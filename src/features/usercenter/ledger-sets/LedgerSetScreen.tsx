// 账套管理: every ledger set of the organisation with its kind, first year, parent,
// users, last closed month and the years carried; 新建 / 编辑, 归档 (read-only for everyone) and
// 年度结转 (once the previous December is closed, its closing balances open the new year).
import { Badge, Button, Group, Modal, NumberInput, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { type LedgerSetAdmin, type YearOpeningAnswer, ztContracts } from '../../../core/contracts/zt';
import { formatMoney } from '../../../core/money';
import { P } from '../../../core/permissions/keys';
import { useReport } from '../../../ui/data/use-report';
import { openConfirmDialog } from '../../../ui/dialogs';
import { type ListColumn, ListFrame, usePagedRows } from '../../../ui/list';
import { RowActions } from '../../../ui/RowActions';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices, useSession } from '../../../ui/services';
import { LedgerSetFormModal } from './LedgerSetFormModal';

const kindText = { grassroots: '基层工会', county: '县级以上工会' } as const;

export function LedgerSetScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  const canEdit = session?.permissions.includes(P.usercenter.zt) ?? false;
  const read = useReport(ztContracts.manageList, {});
  const sets = read.data ?? [];
  const source = usePagedRows(sets, {
    loading: read.loading && read.data === undefined,
    cachedAt: read.cachedAt,
  });
  const [editing, setEditing] = useState<LedgerSetAdmin | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [carry, setCarry] = useState<LedgerSetAdmin | null>(null);

  const archive = async (l: LedgerSetAdmin) => {
    const sure = await openConfirmDialog({
      title: l.archived ? '取消归档' : '归档账套',
      message: l.archived
        ? `恢复「${l.name}」原有的读写权限？`
        : `归档后「${l.name}」对所有用户只读，确定归档吗？`,
      confirmLabel: l.archived ? '取消归档' : '归档',
    });
    if (!sure) return;
    if (
      await runWrite({ action: '归档账套', done: l.archived ? '账套已取消归档' : '账套已归档' }, () =>
        api.call(
          ztContracts.archive,
          { zid: l.zid, archived: !l.archived, version: l.version },
          { quiet: true },
        ),
      )
    )
      read.refresh();
  };

  const columns: ListColumn<LedgerSetAdmin>[] = [
    { key: 'ztno', title: '编码', width: 60, value: (l) => l.ztno },
    {
      key: 'name',
      title: '账套名称',
      value: (l) => l.name,
      render: (l) => (
        <>
          {l.name}{' '}
          {l.archived && (
            <Badge size="xs" color="gray" variant="filled">
              已归档
            </Badge>
          )}
        </>
      ),
    },
    { key: 'jc', title: '简称', width: 110, value: (l) => l.jc },
    { key: 'kind', title: '单位类型', width: 100, value: (l) => kindText[l.kind] },
    { key: 'start', title: '启用年度', width: 76, value: (l) => String(l.startYear) },
    { key: 'parent', title: '上级工会', width: 140, value: (l) => l.parentName ?? '' },
    { key: 'closed', title: '已结账至', width: 84, value: (l) => l.lastClosed ?? '' },
    { key: 'years', title: '已结转年度', width: 100, value: (l) => l.openedYears.join('、') },
    { key: 'users', title: '用户数', width: 64, kind: 'count', value: (l) => l.users },
  ];

  return (
    <>
      <ListFrame
        title={route.title}
        testId="ledger-set-screen"
        source={source}
        columns={columns}
        rowKey={(l) => String(l.zid)}
        noun="账套"
        unit="个"
        offlineNote="离线时只能查看；新建、修改、归档和年度结转需要联网"
        toolbar={
          canEdit && (
            <Button
              size="xs"
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              新建账套
            </Button>
          )
        }
        onOpen={
          canEdit
            ? (l: LedgerSetAdmin) => {
                setEditing(l);
                setFormOpen(true);
              }
            : undefined
        }
        actionsWidth={200}
        actions={(l: LedgerSetAdmin) =>
          canEdit && (
            <RowActions
              onEdit={() => {
                setEditing(l);
                setFormOpen(true);
              }}
            >
              <Button size="compact-xs" variant="subtle" onClick={() => void archive(l)}>
                {l.archived ? '取消归档' : '归档'}
              </Button>
              <Button size="compact-xs" variant="subtle" onClick={() => setCarry(l)} disabled={l.archived}>
                年度结转
              </Button>
            </RowActions>
          )
        }
      />
      <LedgerSetFormModal
        opened={formOpen}
        editing={editing}
        all={sets}
        onClose={() => setFormOpen(false)}
        onSaved={() => read.refresh()}
      />
      <CarryDialog ledger={carry} onClose={() => setCarry(null)} onDone={() => read.refresh()} />
    </>
  );
}

function CarryDialog({
  ledger,
  onClose,
  onDone,
}: {
  ledger: LedgerSetAdmin | null;
  onClose(): void;
  onDone(): void;
}) {
  const { api } = useServices();
  const next = ledger
    ? Math.max(ledger.startYear + 1, (ledger.openedYears.at(-1) ?? ledger.startYear) + 1)
    : 2023;
  const [year, setYear] = useState<number | null>(null);
  const [result, setResult] = useState<YearOpeningAnswer | null>(null);
  const target = year ?? next;
  const close = () => {
    setYear(null);
    setResult(null);
    onClose();
  };
  const run = async () => {
    if (!ledger) return;
    const answer = await runWrite({ action: '年度结转', done: `已结转到 ${target} 年` }, () =>
      api.call(ztContracts.openYear, { zid: ledger.zid, year: target }, { quiet: true }),
    );
    if (answer) {
      setResult(answer);
      onDone();
    }
  };
  const totals = result?.rows.filter((r) => r.deptCode === '' && r.auxKey === '') ?? [];
  return (
    <Modal
      opened={ledger !== null}
      onClose={close}
      size={620}
      title={<Text fw={600}>年度结转：{ledger?.name}</Text>}
    >
      <Stack gap="sm">
        <Text size="sm">
          上一年 12
          月结账后，将其期末余额（含部门、辅助核算明细）结转为新年度的期初余额；会计科目和辅助核算设置属于账套，新年度沿用。若之后反结账上一年
          12 月，结转将撤销，需重新结转。
        </Text>
        <Group align="flex-end">
          <NumberInput
            label="结转到年度"
            w={140}
            min={2023}
            max={2100}
            value={target}
            onChange={(v) => setYear(Number(v) || null)}
          />
          <Button onClick={() => void run()} disabled={result !== null}>
            结转
          </Button>
        </Group>
        {result && (
          <>
            <Text size="sm" fw={500}>
              已结转 {totals.length} 个科目：期初借方合计 {formatMoney(result.totalDebit)}，贷方合计{' '}
              {formatMoney(result.totalCredit)}
            </Text>
            <ScrollArea.Autosize mah={300}>
              <Table withTableBorder fz="sm" verticalSpacing={2} data-testid="carried-rows">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>科目编码</Table.Th>
                    <Table.Th ta="right">期初借方</Table.Th>
                    <Table.Th ta="right">期初贷方</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {totals.map((r) => (
                    <Table.Tr key={r.subjectCode}>
                      <Table.Td>{r.subjectCode}</Table.Td>
                      <Table.Td ta="right">{r.debit === '0.00' ? '' : formatMoney(r.debit)}</Table.Td>
                      <Table.Td ta="right">{r.credit === '0.00' ? '' : formatMoney(r.credit)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </>
        )}
      </Stack>
    </Modal>
  );
}
