// 固定资产拆分 (splitFixedAssets): a card of several units split into parts by quantity from a day on.
// The screen shows each part's original value and accumulated before the split is made (shares by
// quantity, the remainder on the last part, as the server will compute them); 拆分 keeps the first
// part on the card and numbers the others next. Needs the server; a split books nothing.
import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { splitAmount, splitProblem } from '../../../core/assets/split';
import { assetClassName } from '../../../core/assets/types';
import { type AssetCard, assetCardContracts } from '../../../core/contracts/asset-cards';
import { assetSplitContracts, type SplitPart } from '../../../core/contracts/asset-changes';
import { formatMoney } from '../../../core/money';
import { useOnline } from '../../../local';
import { openConfirmDialog } from '../../../ui/dialogs';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';

const today = () => new Date().toISOString().slice(0, 10);

export function SplitScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const online = useOnline();
  const [assetClass, setAssetClass] = useState<1 | 3>(1);
  const [cards, setCards] = useState<AssetCard[] | null>(null);
  const [cardId, setCardId] = useState<string | null>(null);
  const [date, setDate] = useState(today());
  const [parts, setParts] = useState<number[]>([]);
  const [done, setDone] = useState<SplitPart[] | null>(null);
  const [tick, setTick] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick reads the cards again after a split
  useEffect(() => {
    setCards(null);
    api
      .call(
        assetCardContracts.list,
        { assetClass, status: 'active', pageIndex: 1, pageSize: 500 },
        { loading: false, quiet: true },
      )
      .then((p) => setCards(p.currentPageItems.filter((c) => c.status === 'NORMAL' && (c.quantity ?? 0) > 1)))
      .catch(() => setCards([]));
  }, [api, assetClass, tick]);

  const card = cards?.find((c) => c.id === cardId) ?? null;
  const choose = (id: string | null) => {
    setCardId(id);
    setDone(null);
    const c = cards?.find((x) => x.id === id);
    setParts(c ? Array.from({ length: c.quantity ?? 0 }, () => 1) : []);
  };
  const problem = card ? splitProblem(card.quantity ?? 0, parts) : null;
  const originals = card && !problem ? splitAmount(card.originalValue, parts) : [];
  const accumulated = card && !problem ? splitAmount(card.accumulatedDepreciation, parts) : [];

  const split = async () => {
    if (!card || problem) return;
    const sure = await openConfirmDialog({
      title: '拆分卡片',
      message: `确定将卡片 ${card.cardNo} ${card.name}（${card.quantity}${card.unit}）拆分为 ${parts.length} 张卡片吗？`,
      confirmLabel: '拆分',
    });
    if (!sure) return;
    const answer = await runWrite({ action: '拆分卡片', refreshCaches: false }, () =>
      api.call(
        assetSplitContracts.split,
        { id: card.id, version: card.version, splitDate: date, parts },
        { quiet: true },
      ),
    );
    if (answer) {
      setDone(answer);
      setCardId(null);
      setParts([]);
      setTick((t) => t + 1);
    }
  };

  return (
    <Stack p="sm" gap={8} data-testid="asset-split-screen">
      <Group justify="space-between">
        <Group gap={8}>
          <Text fw={600}>{route.title}</Text>
          <Text size="xs" c="dimmed">
            资产管理
          </Text>
        </Group>
        <SegmentedControl
          size="xs"
          aria-label="资产类别"
          data={[
            { value: '1', label: assetClassName(1) },
            { value: '3', label: assetClassName(3) },
          ]}
          value={String(assetClass)}
          onChange={(v) => {
            setAssetClass(v === '3' ? 3 : 1);
            choose(null);
          }}
        />
      </Group>
      <Group align="flex-end" gap="sm">
        <Select
          size="xs"
          w={320}
          label="拆分的卡片（数量大于 1）"
          searchable
          placeholder={cards === null ? '正在读取…' : cards.length === 0 ? '没有可拆分的卡片' : '选择卡片'}
          data={(cards ?? []).map((c) => ({
            value: c.id,
            label: `${c.cardNo} ${c.name}（${c.quantity}${c.unit}）`,
          }))}
          value={cardId}
          onChange={choose}
          comboboxProps={{ withinPortal: true }}
        />
        <DateInput
          size="xs"
          w={130}
          label="拆分日期"
          valueFormat="YYYY-MM-DD"
          minDate="2022-01-01"
          value={date || null}
          onChange={(v) => setDate(v ?? '')}
          popoverProps={{ withinPortal: true }}
        />
        {card && (
          <>
            <Button size="xs" variant="default" onClick={() => setParts([...parts, 1])}>
              增加一部分
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={parts.length <= 2}
              onClick={() => setParts(parts.slice(0, -1))}
            >
              减少一部分
            </Button>
            <Button size="xs" disabled={!online || problem !== null} onClick={() => void split()}>
              拆分
            </Button>
          </>
        )}
      </Group>
      {card && (
        <Text size="xs" c="dimmed">
          原卡片：原值 {formatMoney(card.originalValue)} 元，累计折旧{' '}
          {formatMoney(card.accumulatedDepreciation)} 元，数量 {card.quantity}
          {card.unit}。各部分按数量分摊原值和已计提折旧，尾差计入最后一部分；拆分不生成凭证。
        </Text>
      )}
      {problem && (
        <Alert color="orange" variant="light" p={6}>
          <Text size="xs">{problem}</Text>
        </Alert>
      )}
      {card && (
        <Table withTableBorder verticalSpacing={3} fz="xs" aria-label="拆分结果预览" maw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>部分</Table.Th>
              <Table.Th w={120}>卡片</Table.Th>
              <Table.Th w={110}>数量</Table.Th>
              <Table.Th ta="right">原值(元)</Table.Th>
              <Table.Th ta="right">累计折旧(元)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {parts.map((q, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts are positions
              <Table.Tr key={i}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>{i === 0 ? card.cardNo : '新卡片'}</Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    w={90}
                    min={1}
                    allowDecimal={false}
                    aria-label={`第${i + 1}部分数量`}
                    value={q}
                    onChange={(v) => setParts(parts.map((p, j) => (j === i ? Number(v) || 0 : p)))}
                  />
                </Table.Td>
                <Table.Td ta="right">{originals[i] ? formatMoney(originals[i]) : ''}</Table.Td>
                <Table.Td ta="right">{accumulated[i] ? formatMoney(accumulated[i]) : ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {done && (
        <Alert color="teal" variant="light" p={6} data-testid="split-done">
          <Text size="xs">
            已拆分为：
            {done
              .map(
                (p) =>
                  `${p.cardNo}（${p.quantity}，原值 ${formatMoney(p.originalValue)}，累计 ${formatMoney(p.accumulated)}）`,
              )
              .join('；')}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
