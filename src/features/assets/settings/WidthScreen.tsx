// 卡片宽度设置 (setting/settingWidth): the digits of a card number's serial (卡片编号 = the class's
// prefix + the serial, e.g. GD000012). It cannot go below the serials already given; the next number
// of each class is shown as it will be.
import { Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { assetClassName } from '../../../core/assets/types';
import { assetSettingContracts, type CardWidthView } from '../../../core/contracts/asset-settings';
import { P } from '../../../core/permissions/keys';
import { useOnline } from '../../../local';
import { CacheNotice } from '../../../ui/CacheNotice';
import { useReport } from '../../../ui/data/use-report';
import { PageHeader } from '../../../ui/PageHeader';
import { Panel } from '../../../ui/Panel';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices, useSession } from '../../../ui/services';

export function WidthScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const online = useOnline();
  const session = useSession();
  const read = useReport(assetSettingContracts.width, {});
  const view = (read.data ?? null) as CardWidthView | null;
  const [width, setWidth] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (view) setWidth((w) => w ?? view.cardNoWidth);
  }, [view]);
  const mayEdit = session?.permissions.includes(P.assetCard.width) ?? false;
  const shown = width ?? view?.cardNoWidth ?? 6;
  const example = (next: string) => {
    const match = /^([A-Z]*)(\d+)$/.exec(next);
    return match ? `${match[1]}${String(Number(match[2])).padStart(shown, '0')}` : next;
  };
  const save = async () => {
    setBusy(true);
    const saved = await runWrite(
      { action: '保存卡片编号宽度', done: '卡片编号宽度已保存', refreshCaches: false },
      () =>
        api.call(
          assetSettingContracts.saveWidth,
          { cardNoWidth: shown, version: view?.version ?? null },
          { quiet: true },
        ),
    );
    setBusy(false);
    if (saved) {
      setWidth(saved.cardNoWidth);
      read.refresh();
    }
  };
  return (
    <Stack gap="sm" p="sm" data-testid="card-width-screen">
      <PageHeader title={route.title} subtitle="资产管理" />
      <CacheNotice read={read} online={online} what="卡片编号宽度设置" />
      <Panel>
        <Stack gap="sm" maw={560}>
          <Text size="sm">卡片编号由资产类别的前缀和流水号组成，流水号不足位数时前面补 0。</Text>
          <Group align="flex-end">
            <NativeSelect
              size="xs"
              label="流水号位数"
              aria-label="流水号位数"
              w={120}
              disabled={!mayEdit || !online || !view}
              data={[3, 4, 5, 6, 7, 8, 9, 10].map((n) => ({
                value: String(n),
                label: `${n} 位`,
                disabled: view ? n < view.usedDigits : false,
              }))}
              value={String(shown)}
              onChange={(e) => setWidth(Number(e.currentTarget.value))}
            />
            {mayEdit && (
              <Button
                size="xs"
                loading={busy}
                disabled={!online || !view || shown === view.cardNoWidth}
                onClick={() => void save()}
              >
                保存
              </Button>
            )}
          </Group>
          {view && (
            <Text size="xs" c="dimmed">
              已使用的流水号最长 {view.usedDigits} 位，位数不能小于它。
            </Text>
          )}
          <Table withTableBorder fz="sm" verticalSpacing={4} aria-label="下一张卡片编号">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>资产类别</Table.Th>
                <Table.Th>下一张卡片编号</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view?.examples.map((e) => (
                <Table.Tr key={e.assetClass}>
                  <Table.Td>{assetClassName(e.assetClass)}</Table.Td>
                  <Table.Td ff="monospace">{example(e.next)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Panel>
    </Stack>
  );
}
