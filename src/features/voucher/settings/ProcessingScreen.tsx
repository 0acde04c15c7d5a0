// 凭证处理设置 (settings/voucher-processing-settings): the rules every voucher of every ledger set
// follows (shown, not switchable: they are the law of 会计基础工作规范 and the server enforces them),
// and this computer's way of printing, with a test of the local print client.
import { Badge, Button, Group, Radio, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { PrintClient } from '../../../print/print-client';
import { PageHeader } from '../../../ui/PageHeader';
import { Panel } from '../../../ui/Panel';
import { type PrintMode, readPrintMode, writePrintMode } from '../../../ui/print/print-mode';
import type { ScreenProps } from '../../../ui/screen-types';
import { useGo } from '../../../ui/use-go';

/** What the server refuses, in the words its refusals use. */
export const voucherRules: readonly [string, string][] = [
  ['借贷必须平衡', '借方合计不等于贷方合计的凭证不能保存，也不能存为草稿提交'],
  ['只能使用末级、已启用的科目', '辅助核算和部门核算科目必须选择核算项目'],
  ['凭证日期不早于 2022-01-01', '且所在月份未结账'],
  ['凭证号按账套、年、月、凭证字连续编号', '并发保存也不会重号或断号；删除后的断号可在「凭证整理」中重排'],
  ['审核人不能是制单人', '已审核、已记账的凭证不能修改或删除'],
  ['只能对已审核的凭证记账', '反记账需要反记账权限，已结账月份不能反记账'],
  ['结账前本月凭证必须全部记账且凭证号连续', '只能反结账最近一个已结账月份'],
  ['收/付/转凭证按凭证类型的限制检查现金、银行科目', '在「凭证类型设置」中设置'],
];

type Probe = { state: 'idle' | 'testing' } | { state: 'ok' | 'failed'; message: string };

export function ProcessingScreen(_props: ScreenProps) {
  const go = useGo();
  const [mode, setMode] = useState<PrintMode>(readPrintMode);
  const [probe, setProbe] = useState<Probe>({ state: 'idle' });

  const choose = (next: PrintMode) => {
    setMode(next);
    writePrintMode(next);
  };

  const test = async () => {
    setProbe({ state: 'testing' });
    const client = new PrintClient();
    try {
      await client.connect();
      setProbe({ state: 'ok', message: '已连接本地打印客户端' });
    } catch (e) {
      setProbe({ state: 'failed', message: e instanceof Error ? e.message : String(e) });
    } finally {
      client.close();
    }
  };

  return (
    <Stack gap="sm" p="sm" data-testid="processing-screen">
      <PageHeader title="凭证处理设置" subtitle="凭证规则与本机打印方式" />
      <Panel padding={16}>
        <Text fw={600} size="sm" mb={8}>
          凭证规则（所有账套，系统强制执行）
        </Text>
        <Table withTableBorder withColumnBorders verticalSpacing={5} fz="sm" aria-label="凭证规则">
          <Table.Tbody>
            {voucherRules.map(([rule, detail]) => (
              <Table.Tr key={rule}>
                <Table.Td w={320} fw={500}>
                  {rule}
                </Table.Td>
                <Table.Td c="dimmed">{detail}</Table.Td>
                <Table.Td w={90} ta="center">
                  <Badge size="sm" radius="sm" variant="light" color="teal">
                    已启用
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group mt="xs" gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() => go('/final/financialSoftware/settings/billingVoucher')}
          >
            凭证类型设置
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => go('/final/financialSoftware/settings/voucher-rearrangement')}
          >
            凭证整理
          </Button>
        </Group>
      </Panel>
      <Panel padding={16}>
        <Text fw={600} size="sm" mb={8}>
          打印方式（本机）
        </Text>
        <Radio.Group value={mode} onChange={(v) => choose(v as PrintMode)} aria-label="打印方式">
          <Stack gap={8}>
            <Radio value="browser" label="浏览器打印（弹出浏览器打印对话框，无需安装插件）" />
            <Radio value="client" label="本地打印客户端（直接发送到打印机，需安装打印插件，端口 22333）" />
          </Stack>
        </Radio.Group>
        <Group mt="sm" gap="sm">
          <Button size="xs" variant="default" loading={probe.state === 'testing'} onClick={() => void test()}>
            测试打印客户端连接
          </Button>
          {(probe.state === 'ok' || probe.state === 'failed') && (
            <Text size="sm" c={probe.state === 'ok' ? 'teal.7' : 'red.7'} data-testid="print-probe">
              {probe.message}
            </Text>
          )}
          <Text size="xs" c="dimmed" component="a" href="/print-client.html" target="_blank">
            关于打印插件
          </Text>
        </Group>
      </Panel>
    </Stack>
  );
}
