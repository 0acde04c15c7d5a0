// 价值变动 (assetChange): the value changes of each class — 原值增加 / 原值减少 (暂估 settled, 改扩建,
// a part removed) and 使用年限调整 — with the card, before and after, the amount and the voucher;
// 新增变动 re-bases the card from the month of the change (past depreciation kept), 制证 opens the
// transform dialog (spec 000 §2.5 dialog 4). Reads offline as last seen; a change is entered offline
// too (the outbox sends it once; one made against a card changed meanwhile comes back refused with
// the difference); the voucher needs the server.
import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useEffect, useRef, useState } from 'react';
import { uuidV4 } from '../../../api/signer';
import { assetAttachmentKinds } from '../../../core/assets/attachment-kinds';
import { CHANGE_TYPES } from '../../../core/assets/change';
import { ASSET_CLASSES, assetClassName } from '../../../core/assets/types';
import { assetCardContracts } from '../../../core/contracts/asset-cards';
import { assetChangeContracts, type ChangeRow } from '../../../core/contracts/asset-changes';
import { formatMoney, tryParseMoney } from '../../../core/money';
import { P } from '../../../core/permissions/keys';
import { mayRead, voucherReaders } from '../../../core/permissions/readers';
import { type OutboxEntry, useOnline, useOpenOutboxEntries } from '../../../local';
import { assetChangeKind, queueChange, seenOf } from '../../../local/assets';
import { useReport } from '../../../ui/data/use-report';
import { type ListColumn, ListFrame } from '../../../ui/list';
import { useServerPages } from '../../../ui/list/use-server-pages';
import { RowButton } from '../../../ui/RowActions';
import type { ScreenProps } from '../../../ui/screen-types';
import { useSession } from '../../../ui/services';
import { useReferenceEdits } from '../../../ui/use-reference-edits';
import { VoucherViewDialog } from '../../../ui/voucher/VoucherViewDialog';
import { AssetFileFields, useAssetFiles } from '../AssetFiles';
import { TransformVoucherDialog } from '../vouchers/TransformVoucherDialog';

const today = () => new Date().toISOString().slice(0, 10);

function ChangeFormModal({
  assetClass,
  onClose,
  onSaved,
}: {
  assetClass: 1 | 2 | 3;
  onClose(): void;
  onSaved(label: string): void;
}) {
  // The class's cards in the books, read before for offline entry (a change is queued like a count).
  const read = useReport(assetCardContracts.list, {
    assetClass,
    status: 'active',
    pageIndex: 1,
    pageSize: 500,
  });
  const cards = (read.data?.currentPageItems ?? []).filter((c) => c.status === 'NORMAL');
  const [cardId, setCardId] = useState<string | null>(null);
  const [type, setType] = useState<string>('COST_UP');
  const [date, setDate] = useState(today());
  const [original, setOriginal] = useState('');
  const [life, setLife] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Made when the form opens: the files picked in it are bound to the change's id.
  const [changeId] = useState(uuidV4);
  const card = cards.find((c) => c.id === cardId);
  const save = async () => {
    if (!card) return;
    const lifeMonths = typeof life === 'number' ? life : Number(life);
    const wrong =
      type === 'LIFE_CHANGE'
        ? !Number.isInteger(lifeMonths) || lifeMonths < 1
          ? '请输入调整后使用年限（月）'
          : null
        : tryParseMoney(original) === null
          ? '调整后原值不是有效金额'
          : null;
    setProblem(wrong);
    if (wrong) return;
    // Checked again by the server when it arrives; refused if the card changed after it was shown.
    const entry = await queueChange(
      {
        id: changeId,
        cardId: card.id,
        changeType: type,
        changeDate: date,
        ...(type === 'LIFE_CHANGE' ? { newLife: lifeMonths } : { newOriginal: original }),
        reason,
        cardVersion: card.version,
        seen: seenOf(card),
      },
      `新增价值变动 ${card.cardNo} ${card.name}`,
    );
    onSaved(entry.label);
    onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={<Text fw={600}>新增{assetClassName(assetClass)}价值变动</Text>}
      size={640}
    >
      <Stack gap={6}>
        <Select
          size="xs"
          label="资产卡片"
          withAsterisk
          searchable
          data={cards.map((c) => ({ value: c.id, label: `${c.cardNo} ${c.name}` }))}
          value={cardId}
          onChange={setCardId}
          nothingFoundMessage="没有匹配的卡片"
          comboboxProps={{ withinPortal: true }}
        />
        {card && (
          <Text size="xs" c="dimmed">
            原值 {formatMoney(card.originalValue)} 元，累计折旧（摊销）{' '}
            {formatMoney(card.accumulatedDepreciation)} 元，使用年限 {card.estimatedServiceLife ?? '—'} 个月
          </Text>
        )}
        <SimpleGrid cols={3} spacing="sm" verticalSpacing={4}>
          <Select
            size="xs"
            label="变动类型"
            withAsterisk
            data={CHANGE_TYPES.map(([c, n]) => ({ value: c, label: n }))}
            value={type}
            allowDeselect={false}
            onChange={(v) => v && setType(v)}
            comboboxProps={{ withinPortal: true }}
          />
          <DateInput
            size="xs"
            label="变动日期"
            withAsterisk
            valueFormat="YYYY-MM-DD"
            minDate="2022-01-01"
            value={date || null}
            onChange={(v) => setDate(v ?? '')}
            popoverProps={{ withinPortal: true }}
          />
          {type === 'LIFE_CHANGE' ? (
            <NumberInput
              size="xs"
              label="调整后使用年限（月）"
              withAsterisk
              min={1}
              allowDecimal={false}
              value={life}
              onChange={setLife}
            />
          ) : (
            <TextInput
              size="xs"
              label="调整后原值(元)"
              withAsterisk
              value={original}
              onChange={(e) => setOriginal(e.currentTarget.value.replace(/[^\d.]/g, ''))}
              styles={{ input: { textAlign: 'right' } }}
            />
          )}
        </SimpleGrid>
        <TextInput
          size="xs"
          label="变动原因"
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <AssetFileFields
          kind={assetAttachmentKinds.change}
          dataId={changeId}
          recordLabel="价值变动单（新单据）"
        />
        {problem && (
          <Text size="xs" c="red" role="alert">
            {problem}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          已计提的折旧（摊销）不调整：自变动当月起按（原值 − 累计）÷（总月数 −
          已用月数）计提。使用年限仅在改扩建等情形下调整（第三十五条）。
        </Text>
        <Group justify="flex-end">
          <Button size="xs" variant="default" onClick={onClose}>
            取消
          </Button>
          <Button size="xs" disabled={!cardId} onClick={() => void save()}>
            保存
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The changes still on this device: 待同步, or refused with the server's reason. */
function QueuedChanges({ entries }: { entries: readonly OutboxEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Stack gap={2} px="sm" pt="xs" data-testid="queued-changes">
      {entries.map((e) => (
        <Text key={e.seq} size="xs" c={e.state === 'failed' ? 'red' : 'orange.8'}>
          {e.state === 'failed' ? '同步失败' : '待同步'}：{e.label}
          {e.state === 'failed' ? `。${e.error?.message ?? ''}（可在同步面板放弃后重新录入）` : ''}
        </Text>
      ))}
    </Stack>
  );
}

export function ChangeScreen({ route }: ScreenProps) {
  const session = useSession();
  const online = useOnline();
  const can = (key: string) => session?.permissions.includes(key) ?? false;
  const [assetClass, setAssetClass] = useState<1 | 2 | 3>(1);
  const [adding, setAdding] = useState(false);
  const [voucherFor, setVoucherFor] = useState<ChangeRow | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const files = useAssetFiles(assetAttachmentKinds.change);
  const { saved } = useReferenceEdits('价值变动列表');
  // Changes entered offline wait here (a refused one with what changed on the card since).
  const queued = useOpenOutboxEntries(assetChangeKind);
  const open = queued.length;
  const before = useRef(open);
  const source = useServerPages<typeof assetChangeContracts.list, ChangeRow>(assetChangeContracts.list, {
    assetClass,
  });
  const refresh = source.refresh;
  useEffect(() => {
    if (open < before.current && online) refresh();
    before.current = open;
  }, [open, online, refresh]);
  const mayEdit = can(P.assetCard.edit);
  const mayBook = can(P.assetCard.voucher);
  const mayView = mayRead(session?.permissions, voucherReaders);
  const columns: ListColumn<ChangeRow>[] = [
    { key: 'no', title: '变动单号', width: 100, value: (r) => r.changeNo },
    { key: 'date', title: '变动日期', width: 88, value: (r) => r.changeDate },
    { key: 'card', title: '资产', value: (r) => `${r.cardName}（${r.cardNo}）`, truncate: true },
    { key: 'type', title: '变动类型', width: 96, value: (r) => r.changeTypeName },
    { key: 'before', title: '变动前原值', width: 104, kind: 'money', value: (r) => r.beforeOriginal },
    { key: 'after', title: '变动后原值', width: 104, kind: 'money', value: (r) => r.afterOriginal },
    { key: 'amount', title: '变动金额', width: 96, kind: 'money', value: (r) => r.amount },
    {
      key: 'life',
      title: '年限(月)',
      width: 76,
      value: (r) =>
        r.beforeLife === r.afterLife ? String(r.afterLife ?? '') : `${r.beforeLife}→${r.afterLife}`,
    },
    {
      key: 'voucher',
      title: '凭证',
      width: 120,
      value: (r) => (r.needsVoucher ? (r.voucherLabel ?? '未生成') : '无需凭证'),
    },
  ];
  return (
    <>
      <QueuedChanges entries={queued} />
      <ListFrame
        title={route.title}
        subtitle="资产管理"
        testId="asset-change-screen"
        source={source}
        columns={columns}
        rowKey={(r) => r.id}
        noun="张变动单"
        unit=""
        emptyText="没有价值变动单"
        filterLine={assetClassName(assetClass)}
        toolbar={
          <>
            <SegmentedControl
              size="xs"
              aria-label="资产类别"
              data={ASSET_CLASSES.map((c) => ({ value: String(c), label: assetClassName(c) }))}
              value={String(assetClass)}
              onChange={(v) => setAssetClass(Number(v) as 1 | 2 | 3)}
            />
            {mayEdit && (
              <Button size="xs" onClick={() => setAdding(true)}>
                新增变动
              </Button>
            )}
          </>
        }
        actionsWidth={130}
        actions={(r) => (
          <Group gap={2} wrap="nowrap">
            <RowButton
              label="附件"
              onClick={() => files.open({ id: r.id, label: `价值变动单 ${r.changeNo}`, editable: mayEdit })}
            />
            {r.voucherId && mayView ? (
              <RowButton label="查看凭证" onClick={() => setViewing(r.voucherId)} />
            ) : r.needsVoucher && mayBook ? (
              <RowButton
                label="制证"
                blocked={!online ? '离线时不能生成凭证' : undefined}
                onClick={() => setVoucherFor(r)}
              />
            ) : null}
          </Group>
        )}
      />
      {files.dialog}
      {adding && <ChangeFormModal assetClass={assetClass} onClose={() => setAdding(false)} onSaved={saved} />}
      {mayBook && (
        <TransformVoucherDialog
          change={voucherFor}
          onClose={() => setVoucherFor(null)}
          onSaved={refresh}
          onViewVoucher={(id) => setViewing(id)}
        />
      )}
      <VoucherViewDialog voucherId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
