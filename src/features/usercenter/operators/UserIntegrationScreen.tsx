// 用户集成 (usercenter/userIntegration): the organisation's users kept in step with the directory of
// people — the ledger set's 人员前置表, or an xlsx / JSON file in its shape. 预览 shows for each person
// what would happen and why; 执行 applies exactly that plan (refused if anything changed since), and
// the new users' temporary passwords are shown once. Needs the network: rights are authoritative.
import { Alert, Badge, Button, FileButton, Group, Paper, Radio, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { IntegrationPlan, IntegrationResult } from '../../../core/contracts/user-integration';
import { userIntegrationContracts } from '../../../core/contracts/user-integration';
import { type IntegrationAction, integrationActionNames } from '../../../core/usercenter/user-integration';
import { useOnline } from '../../../local';
import { openConfirmDialog } from '../../../ui/dialogs';
import { readAsBase64 } from '../../../ui/init/files';
import { PageHeader } from '../../../ui/PageHeader';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';

const actionColor: Record<IntegrationAction, string> = {
  create: 'teal',
  update: 'blue',
  disable: 'red',
  enable: 'green',
  unchanged: 'gray',
  skip: 'orange',
};

export function UserIntegrationScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const online = useOnline();
  const [source, setSource] = useState<'hr' | 'file'>('hr');
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [plan, setPlan] = useState<IntegrationPlan | null>(null);
  const [result, setResult] = useState<IntegrationResult | null>(null);
  const [busy, setBusy] = useState(false);

  const body = () =>
    source === 'hr' ? { source } : { source, fileName: file?.name ?? '', content: file?.content ?? '' };
  const choose = async (picked: File | null) => {
    setPlan(null);
    setFile(picked ? { name: picked.name, content: await readAsBase64(picked) } : null);
  };
  const preview = async () => {
    setBusy(true);
    setResult(null);
    const answer = await runWrite({ action: '预览用户集成', refreshCaches: false }, () =>
      api.call(userIntegrationContracts.preview, body(), { quiet: true }),
    );
    setBusy(false);
    setPlan(answer ?? null);
  };
  const apply = async () => {
    if (!plan) return;
    const c = plan.counts;
    const sure = await openConfirmDialog({
      title: '执行用户集成',
      message: `将新建 ${c.create} 个用户、更新 ${c.update} 个、停用 ${c.disable} 个、启用 ${c.enable} 个。停用的用户登录立即失效。确定执行吗？`,
      confirmLabel: '执行',
    });
    if (!sure) return;
    setBusy(true);
    const answer = await runWrite(
      { action: '执行用户集成', done: '用户集成已完成', refreshCaches: false },
      () => api.call(userIntegrationContracts.apply, { ...body(), digest: plan.digest }, { quiet: true }),
    );
    setBusy(false);
    if (answer) {
      setResult(answer);
      setPlan(null);
    }
  };
  const actionable = plan
    ? plan.counts.create + plan.counts.update + plan.counts.disable + plan.counts.enable
    : 0;

  return (
    <Stack gap="sm" p="md" data-testid="user-integration-screen">
      <PageHeader title={route.title} />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            按人员目录同步操作员：以“关联登录名”（未填时为工号）匹配用户；目录中有而系统中没有的启用人员新建为“报销”岗位用户（授予当前账套），姓名、手机号不同的更新，目录中停用的人员停用其用户。先预览，确认后执行。
          </Text>
          <Radio.Group
            value={source}
            onChange={(v) => {
              setSource(v as 'hr' | 'file');
              setPlan(null);
            }}
            label="人员目录"
          >
            <Group gap="lg" mt={4}>
              <Radio value="hr" label="当前账套的人员前置表" />
              <Radio value="file" label="上传文件（人员前置表格式的 xlsx 或 JSON）" />
            </Group>
          </Radio.Group>
          <Group gap="xs">
            {source === 'file' && (
              <FileButton onChange={(f) => void choose(f)} accept=".xlsx,.json">
                {(props) => (
                  <Button size="xs" variant="default" {...props}>
                    选择文件
                  </Button>
                )}
              </FileButton>
            )}
            {source === 'file' && (
              <Text size="sm" c={file ? undefined : 'dimmed'}>
                {file?.name ?? '未选择文件'}
              </Text>
            )}
            <Button
              size="xs"
              onClick={() => void preview()}
              loading={busy}
              disabled={!online || (source === 'file' && !file)}
            >
              预览
            </Button>
            <Button
              size="xs"
              color="red"
              onClick={() => void apply()}
              disabled={!plan || actionable === 0 || busy}
            >
              执行
            </Button>
            {!online && (
              <Text size="sm" c="orange">
                离线时不能同步用户
              </Text>
            )}
          </Group>
        </Stack>
      </Paper>
      {plan && (
        <Paper withBorder p="md">
          <Group gap="xs" mb="xs">
            {(Object.keys(integrationActionNames) as IntegrationAction[]).map((a) => (
              <Badge key={a} color={actionColor[a]} variant="light">
                {integrationActionNames[a]} {plan.counts[a]}
              </Badge>
            ))}
          </Group>
          <Table withTableBorder withColumnBorders striped verticalSpacing={4} fz="sm" aria-label="集成预览">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>行号</Table.Th>
                <Table.Th w={100}>工号</Table.Th>
                <Table.Th w={140}>姓名</Table.Th>
                <Table.Th w={140}>登录名</Table.Th>
                <Table.Th w={100}>处理</Table.Th>
                <Table.Th>说明</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plan.rows.map((r) => (
                <Table.Tr key={`${r.rowNo ?? ''}:${r.code}:${r.userName}`}>
                  <Table.Td>{r.rowNo === null ? '—' : `第 ${r.rowNo} 行`}</Table.Td>
                  <Table.Td>{r.code}</Table.Td>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>{r.userName}</Table.Td>
                  <Table.Td>
                    <Badge size="sm" color={actionColor[r.action]} variant="light">
                      {integrationActionNames[r.action]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{r.detail}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {result && (
        <Alert
          color="teal"
          variant="light"
          title={`已完成：新建 ${result.created.length}，更新 ${result.updated}，停用 ${result.disabled}，启用 ${result.enabled}`}
        >
          {result.created.length > 0 && (
            <>
              <Text size="sm" mb={6}>
                新用户的临时密码只显示这一次，请通过可靠方式告知本人；首次登录须修改密码。
              </Text>
              <Table withTableBorder fz="sm" verticalSpacing={2} maw={520} aria-label="新用户临时密码">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>登录名</Table.Th>
                    <Table.Th>姓名</Table.Th>
                    <Table.Th>临时密码</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.created.map((u) => (
                    <Table.Tr key={u.userName}>
                      <Table.Td>{u.userName}</Table.Td>
                      <Table.Td>{u.realName}</Table.Td>
                      <Table.Td ff="monospace">{u.temporaryPassword}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}
