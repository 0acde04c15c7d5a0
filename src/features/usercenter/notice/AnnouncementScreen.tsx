// 公告推送 (a form above the list) and 公告列表 (the list alone): announcements with their audience,
// how many of it have read each, the receipts, and withdrawal. Publishing needs the network.
import {
  Badge,
  Button,
  Group,
  Modal,
  MultiSelect,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import {
  type AnnouncementView,
  type Audience,
  announcementContracts,
  audienceNames,
} from '../../../core/contracts/announcement';
import { authContracts } from '../../../core/contracts/auth';
import { roleContracts } from '../../../core/contracts/role';
import { P } from '../../../core/permissions/keys';
import { useReport } from '../../../ui/data/use-report';
import { openConfirmDialog } from '../../../ui/dialogs';
import { type ListColumn, ListFrame } from '../../../ui/list';
import { useServerPages } from '../../../ui/list/use-server-pages';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices, useSession } from '../../../ui/services';
import { timeText } from '../operators/AuditDialog';

interface Draft {
  title: string;
  body: string;
  audience: Audience;
  roleIds: string[];
  zids: string[];
}
const empty: Draft = { title: '', body: '', audience: 'all', roleIds: [], zids: [] };

/** The first thing the form lacks, or null. */
export function draftProblem(d: Draft): string | null {
  if (d.title.trim() === '') return '标题不能为空';
  if (d.body.trim() === '') return '内容不能为空';
  if (d.audience === 'roles' && d.roleIds.length === 0) return '请选择接收公告的岗位';
  if (d.audience === 'ledgers' && d.zids.length === 0) return '请选择接收公告的账套';
  return null;
}

function AnnouncementForm({ onPublished }: { onPublished(): void }) {
  const { api } = useServices();
  const session = useSession();
  const roles = useReport(roleContracts.list, {}).data ?? [];
  const ledgers =
    useReport(authContracts.userLevel, session ? { id: session.userId } : null).data?.ledgerSets ?? [];
  const [draft, setDraft] = useState<Draft>(empty);
  const [tried, setTried] = useState(false);
  const problem = draftProblem(draft);
  const publish = async () => {
    setTried(true);
    if (problem) return;
    const done = await runWrite({ action: '发布公告', refreshCaches: false }, () =>
      api.call(
        announcementContracts.save,
        {
          title: draft.title.trim(),
          body: draft.body.trim(),
          audience: draft.audience,
          roleIds: draft.roleIds.map(Number),
          zids: draft.zids.map(Number),
        },
        { quiet: true },
      ),
    );
    if (!done) return;
    setDraft(empty);
    setTried(false);
    onPublished();
  };
  return (
    <Paper withBorder p="md" data-testid="announcement-form">
      <Stack gap="xs">
        <TextInput
          label="标题"
          withAsterisk
          maxLength={100}
          value={draft.title}
          onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
        />
        <Textarea
          label="内容"
          withAsterisk
          autosize
          minRows={3}
          maxLength={5000}
          value={draft.body}
          onChange={(e) => setDraft({ ...draft, body: e.currentTarget.value })}
        />
        <Group gap="sm" align="flex-end">
          <div>
            <Text size="sm" fw={500} mb={4}>
              发送范围
            </Text>
            <SegmentedControl
              size="xs"
              data={(Object.keys(audienceNames) as Audience[]).map((a) => ({
                value: a,
                label: audienceNames[a],
              }))}
              value={draft.audience}
              onChange={(v) => setDraft({ ...draft, audience: v as Audience })}
            />
          </div>
          {draft.audience === 'roles' && (
            <MultiSelect
              size="xs"
              w={360}
              aria-label="岗位"
              placeholder="选择岗位"
              data={roles.map((r) => ({ value: String(r.id), label: r.name }))}
              value={draft.roleIds}
              onChange={(v) => setDraft({ ...draft, roleIds: v })}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {draft.audience === 'ledgers' && (
            <MultiSelect
              size="xs"
              w={360}
              aria-label="账套"
              placeholder="选择账套"
              searchable
              data={ledgers.map((l) => ({ value: String(l.zid), label: `${l.ztno} ${l.name}` }))}
              value={draft.zids}
              onChange={(v) => setDraft({ ...draft, zids: v })}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        </Group>
        <Group justify="space-between">
          <Text size="sm" c="red" role={tried && problem ? 'alert' : undefined}>
            {tried ? problem : ''}
          </Text>
          <Button size="xs" onClick={() => void publish()}>
            发布
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ReceiptsDialog({ item, onClose }: { item: AnnouncementView | null; onClose(): void }) {
  const read = useReport(announcementContracts.receipts, item ? { id: item.id } : null);
  const rows = read.data ?? [];
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      size={560}
      title={<Text fw={600}>阅读情况：{item?.title}</Text>}
    >
      <Table withTableBorder fz="sm" verticalSpacing={4} data-testid="receipts-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>用户</Table.Th>
            <Table.Th w={180}>阅读时间</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.userId}>
              <Table.Td>
                {r.realName}（{r.userName}）
              </Table.Td>
              <Table.Td>
                {r.readAt ? (
                  timeText(r.readAt)
                ) : (
                  <Text span c="orange" size="sm">
                    未读
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}

export function AnnouncementScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  const canPush = session?.permissions.includes(P.usercenter.announcementPush) ?? false;
  const withForm = route.path.endsWith('/announcement-push') && canPush;
  const source = useServerPages<typeof announcementContracts.list, AnnouncementView>(
    announcementContracts.list,
    {},
  );
  const [receiptsOf, setReceiptsOf] = useState<AnnouncementView | null>(null);

  const withdraw = async (a: AnnouncementView) => {
    const sure = await openConfirmDialog({
      title: '撤回公告',
      message: `确定撤回「${a.title}」吗？撤回后用户的首页不再显示。`,
      confirmLabel: '撤回',
    });
    if (!sure) return;
    const done = await runWrite({ action: '撤回公告', done: '公告已撤回', refreshCaches: false }, () =>
      api.call(announcementContracts.withdraw, { id: a.id, version: a.version }, { quiet: true }),
    );
    if (done) source.refresh();
  };

  const columns: ListColumn<AnnouncementView>[] = [
    { key: 'publishedAt', title: '发布时间', width: 140, value: (a) => timeText(a.publishedAt) },
    {
      key: 'title',
      title: '标题',
      width: 220,
      value: (a) => a.title,
      render: (a) => (
        <Group gap={4} wrap="nowrap">
          {a.title}
          {a.withdrawnAt && (
            <Badge size="xs" color="gray" variant="filled">
              已撤回
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'audience', title: '发送范围', value: (a) => a.audienceText, truncate: true },
    { key: 'by', title: '发布人', width: 150, value: (a) => a.createdByName },
    {
      key: 'read',
      title: '已读/应读',
      width: 90,
      align: 'right',
      value: (a) => `${a.readCount}/${a.audienceCount}`,
    },
  ];

  return (
    <Stack gap="sm" p="md">
      {withForm && <AnnouncementForm onPublished={source.refresh} />}
      <ListFrame
        title={withForm ? '已发布的公告' : route.title}
        testId="announcement-list"
        source={source}
        columns={columns}
        rowKey={(a) => String(a.id)}
        noun="公告"
        unit="条"
        offlineNote="离线时只能查看；发布和撤回需要联网"
        actionsWidth={140}
        actions={(a: AnnouncementView) => (
          <Group gap={2} wrap="nowrap">
            <Button size="compact-xs" variant="subtle" onClick={() => setReceiptsOf(a)}>
              阅读情况
            </Button>
            {canPush && !a.withdrawnAt && (
              <Button size="compact-xs" variant="subtle" color="red" onClick={() => void withdraw(a)}>
                撤回
              </Button>
            )}
          </Group>
        )}
      />
      <ReceiptsDialog item={receiptsOf} onClose={() => setReceiptsOf(null)} />
    </Stack>
  );
}
