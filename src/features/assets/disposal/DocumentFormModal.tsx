// 新增 / 修改 处置单: the class's type (asset_enums.csv), the date the cards leave the books, the
// proceeds, the reason, and the cards (the class's cards in the books, with their figures today).
// The server answers what each card had charged; a refusal shows its message and writes nothing.
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Select,
  SimpleGrid,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useEffect, useMemo, useState } from 'react';
import { uuidV4 } from '../../../api/signer';
import { assetAttachmentKinds } from '../../../core/assets/attachment-kinds';
import { disposalTypeName, disposalTypesOf, throughPending } from '../../../core/assets/disposal';
import { assetClassName } from '../../../core/assets/types';
import { assetCardContracts } from '../../../core/contracts/asset-cards';
import { assetDocumentContracts, type DocumentRow } from '../../../core/contracts/asset-documents';
import { formatMoney, sub, sum, tryParseMoney } from '../../../core/money';
import { openMessageDialog } from '../../../ui/dialogs';
import { runWrite } from '../../../ui/run-write';
import { useServices } from '../../../ui/services';
import { AssetFileFields } from '../AssetFiles';

interface PickCard {
  id: string;
  cardNo: string;
  name: string;
  originalValue: string;
  accumulated: string;
}

export interface DocumentFormModalProps {
  assetClass: 1 | 2 | 3;
  editing: DocumentRow | null;
  onClose(): void;
  onSaved(): void;
}

const today = () => new Date().toISOString().slice(0, 10);

export function DocumentFormModal({ assetClass, editing, onClose, onSaved }: DocumentFormModalProps) {
  const { api } = useServices();
  const types = disposalTypesOf(assetClass);
  const [type, setType] = useState<string>(editing?.disposeOfType ?? types[0] ?? 'SALE');
  const [date, setDate] = useState<string>(editing?.repayDate ?? today());
  const [amount, setAmount] = useState(editing ? editing.disposeOfAmount : '');
  const [reason, setReason] = useState(editing?.reason ?? '');
  const [keyword, setKeyword] = useState('');
  const [cards, setCards] = useState<PickCard[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  // A new document's id is made when the form opens: the files picked in it are bound to that id.
  const [documentId] = useState(() => editing?.id ?? uuidV4());
  const word = assetClass === 2 ? '摊销' : '折旧';

  useEffect(() => {
    let live = true;
    const quiet = { loading: false, quiet: true } as const;
    void Promise.all([
      api
        .call(assetCardContracts.list, { assetClass, status: 'active', pageIndex: 1, pageSize: 500 }, quiet)
        .then((p) =>
          p.currentPageItems
            .filter((c) => c.status === 'NORMAL')
            .map((c) => ({
              id: c.id,
              cardNo: c.cardNo,
              name: c.name,
              originalValue: c.originalValue,
              accumulated: c.accumulatedDepreciation,
            })),
        )
        .catch(() => [] as PickCard[]),
      editing
        ? api
            .call(assetDocumentContracts.get, { id: editing.id }, quiet)
            .then((d) =>
              d.cards.map((c) => ({
                id: c.cardId,
                cardNo: c.cardNo,
                name: c.name,
                originalValue: c.originalValue,
                accumulated: c.accumulated,
              })),
            )
            .catch(() => [] as PickCard[])
        : Promise.resolve([] as PickCard[]),
    ]).then(([active, own]) => {
      if (!live) return;
      setCards([...own, ...active.filter((a) => !own.some((o) => o.id === a.id))]);
      setChosen(new Set(own.map((c) => c.id)));
    });
    return () => {
      live = false;
    };
  }, [api, assetClass, editing]);

  const shown = useMemo(() => {
    const k = keyword.trim();
    return (cards ?? []).filter((c) => k === '' || c.name.includes(k) || c.cardNo.includes(k));
  }, [cards, keyword]);
  const picked = (cards ?? []).filter((c) => chosen.has(c.id));
  const original = sum(picked.map((c) => c.originalValue));
  const accumulated = sum(picked.map((c) => c.accumulated));

  const save = async () => {
    if (picked.length === 0) {
      await openMessageDialog({ title: '提示', message: '请选择资产', tone: 'warning' });
      return;
    }
    if (amount.trim() !== '' && tryParseMoney(amount) === null) {
      await openMessageDialog({ title: '提示', message: '处置金额不是有效金额', tone: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const done = await runWrite({ action: '保存处置单', refreshCaches: false }, () =>
        api.call(
          assetDocumentContracts.save,
          {
            id: documentId,
            ...(editing ? { version: editing.version } : {}),
            assetClass,
            disposeOfType: type as never,
            repayDate: date,
            disposeOfAmount: amount.trim() || '0',
            reason,
            cardIds: picked.map((c) => c.id),
          },
          { quiet: true },
        ),
      );
      if (done) {
        await openMessageDialog({
          title: '提示',
          message: `处置单 ${done.documentNo} 已保存，${done.cardCount} 张卡片已处置`,
          tone: 'info',
        });
        onSaved();
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  const title = editing ? `修改处置单 ${editing.documentNo}` : `新增${assetClassName(assetClass)}处置单`;
  return (
    <Modal opened onClose={onClose} title={<Text fw={600}>{title}</Text>} size={900}>
      <SimpleGrid cols={4} spacing="sm" verticalSpacing={4}>
        <Select
          size="xs"
          label="处置类型"
          withAsterisk
          data={types.map((t) => ({ value: t, label: disposalTypeName(t) }))}
          value={type}
          allowDeselect={false}
          onChange={(v) => v && setType(v)}
          comboboxProps={{ withinPortal: true }}
        />
        <DateInput
          size="xs"
          label="处置日期"
          withAsterisk
          valueFormat="YYYY-MM-DD"
          minDate="2022-01-01"
          value={date || null}
          onChange={(v) => setDate(v ?? '')}
          popoverProps={{ withinPortal: true }}
        />
        <TextInput
          size="xs"
          label="处置金额(元)"
          description="出售价款、残值收入等"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value.replace(/[^\d.]/g, ''))}
          styles={{ input: { textAlign: 'right' } }}
        />
        <TextInput
          size="xs"
          label="处置原因"
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
      </SimpleGrid>
      {throughPending(type) && (
        <Alert color="orange" variant="light" p={6} mt={6}>
          <Text size="xs">
            {disposalTypeName(type)}先转入“待处理财产损溢”（借 182、借累计{word}
            、贷资产），报经批准后再“批准处理”（借资产基金、贷 182）。
          </Text>
        </Alert>
      )}
      <Group justify="space-between" mt={8} mb={4}>
        <TextInput
          size="xs"
          w={220}
          placeholder="卡片编号或名称"
          aria-label="查找卡片"
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
        />
        <Text size="xs">
          已选 {picked.length} 张：原值 {formatMoney(original)}，累计{word} {formatMoney(accumulated)}，净值{' '}
          {formatMoney(sub(original, accumulated))} 元
        </Text>
      </Group>
      <ScrollArea.Autosize mah="44vh" type="auto">
        <Table withTableBorder verticalSpacing={2} fz="xs" aria-label="可处置的卡片" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={32} />
              <Table.Th w={100}>卡片编号</Table.Th>
              <Table.Th>资产名称</Table.Th>
              <Table.Th ta="right">原值(元)</Table.Th>
              <Table.Th ta="right">累计{word}(元)</Table.Th>
              <Table.Th ta="right">净值(元)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cards === null && (
              <Table.Tr>
                <Table.Td colSpan={6}>正在读取…</Table.Td>
              </Table.Tr>
            )}
            {cards !== null && shown.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6} c="dimmed">
                  没有可处置的卡片
                </Table.Td>
              </Table.Tr>
            )}
            {shown.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Checkbox
                    size="xs"
                    aria-label={`选择 ${c.cardNo}`}
                    checked={chosen.has(c.id)}
                    onChange={() =>
                      setChosen((prev) => {
                        const next = new Set(prev);
                        if (next.has(c.id)) next.delete(c.id);
                        else next.add(c.id);
                        return next;
                      })
                    }
                  />
                </Table.Td>
                <Table.Td>{c.cardNo}</Table.Td>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td ta="right">{formatMoney(c.originalValue)}</Table.Td>
                <Table.Td ta="right">{formatMoney(c.accumulated)}</Table.Td>
                <Table.Td ta="right">{formatMoney(sub(c.originalValue, c.accumulated))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <AssetFileFields
        kind={assetAttachmentKinds.disposal}
        dataId={documentId}
        recordLabel={`资产处置单 ${editing?.documentNo ?? '（新单据）'}`}
      />
      <Group justify="flex-end" mt={10}>
        <Button size="xs" variant="default" onClick={onClose}>
          取消
        </Button>
        <Button size="xs" loading={busy} onClick={() => void save()}>
          保存
        </Button>
      </Group>
    </Modal>
  );
}
