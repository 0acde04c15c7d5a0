// 资产盘点 (assets-check, assetsCheck, viewAssetsCheck): the stocktakes of a class (新建盘点 takes
// the cards in the books on the day), and a stocktake's lines — 账面数量 against 实盘数量, the result
// (相符 / 盘亏 / 盘盈), who counted. A count is a field task: it is kept on this device and sent
// through the outbox (offline too, 待同步, written once); a count made against a card changed
// meanwhile comes back refused with what changed (同步失败, the message in the row). Who books
// assets then posts a 盘亏 or 盘盈 into 182 (转入待处理) and approves it (批准处理), each a voucher.
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useEffect, useMemo, useRef, useState } from 'react';
import { uuidV4 } from '../../../api/signer';
import { assetAttachmentKinds } from '../../../core/assets/attachment-kinds';
import { CHECK_RESULTS, checkResult } from '../../../core/assets/stocktake';
import { ASSET_CLASSES, assetClassName } from '../../../core/assets/types';
import { assetCheckContracts, type CheckHeader, type CheckLine } from '../../../core/contracts/asset-checks';
import { formatMoney } from '../../../core/money';
import { P } from '../../../core/permissions/keys';
import { mayRead, voucherReaders } from '../../../core/permissions/readers';
import { discard, useOnline, useOpenOutboxEntries } from '../../../local';
import { assetCheckKind, queueCount, queueRecount, seenOf } from '../../../local/assets';
import { readProblem, useReport } from '../../../ui/data/use-report';
import { openConfirmDialog } from '../../../ui/dialogs';
import { runWrite } from '../../../ui/run-write';
import { SyncMark } from '../../../ui/SyncMark';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices, useSession } from '../../../ui/services';
import { VoucherViewDialog } from '../../../ui/voucher/VoucherViewDialog';
import { useAssetFiles } from '../AssetFiles';

const today = () => new Date().toISOString().slice(0, 10);
const resultColor = { 0: 'teal', 1: 'red', 2: 'orange' } as const;

function NewCheckModal({
  assetClass,
  onClose,
  onMade,
}: {
  assetClass: 1 | 2 | 3;
  onClose(): void;
  onMade(h: CheckHeader): void;
}) {
  const { api } = useServices();
  const [date, setDate] = useState(today());
  const [remark, setRemark] = useState('');
  const save = async () => {
    const made = await runWrite({ action: '新建盘点', refreshCaches: false }, () =>
      api.call(
        assetCheckContracts.create,
        { id: uuidV4(), assetClass, checkDate: date, remark },
        { quiet: true },
      ),
    );
    if (made) {
      onMade(made);
      onClose();
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={<Text fw={600}>新建{assetClassName(assetClass)}盘点</Text>}
      size={420}
    >
      <Stack gap={6}>
        <DateInput
          size="xs"
          label="盘点日期"
          withAsterisk
          valueFormat="YYYY-MM-DD"
          minDate="2022-01-01"
          value={date || null}
          onChange={(v) => setDate(v ?? '')}
          popoverProps={{ withinPortal: true }}
        />
        <TextInput
          size="xs"
          label="备注"
          value={remark}
          maxLength={200}
          onChange={(e) => setRemark(e.currentTarget.value)}
        />
        <Text size="xs" c="dimmed">
          盘点日期前入账、在账的卡片全部列入本次盘点。
        </Text>
        <Group justify="flex-end">
          <Button size="xs" variant="default" onClick={onClose}>
            取消
          </Button>
          <Button size="xs" onClick={() => void save()}>
            生成盘点单
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CountCell({
  line,
  value,
  onChange,
  disabled,
}: {
  line: CheckLine;
  value: number | string;
  onChange(v: number | string): void;
  disabled: boolean;
}) {
  return (
    <NumberInput
      size="xs"
      w={80}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      aria-label={`${line.cardNo} 实盘数量`}
      value={value}
      disabled={disabled}
      onChange={onChange}
      styles={{ input: { textAlign: 'right' } }}
    />
  );
}

function CheckDetail({ checkId, onBack }: { checkId: string; onBack?: () => void }) {
  const { api } = useServices();
  const session = useSession();
  const online = useOnline();
  const can = (key: string) => session?.permissions.includes(key) ?? false;
  const read = useReport(assetCheckContracts.view, { id: checkId });
  const view = read.data ?? null;
  const entries = useOpenOutboxEntries(assetCheckKind);
  const [drafts, setDrafts] = useState<Record<string, number | string>>({});
  const [viewing, setViewing] = useState<string | null>(null);
  const files = useAssetFiles(assetAttachmentKinds.check);
  const mayCount = can(P.fixedAsset.check) || can(P.assetCard.check);
  const mayBook = can(P.assetCard.voucher);
  const mayView = mayRead(session?.permissions, voucherReaders);

  // A queued count that left the outbox has reached the server: read the stocktake again.
  const open = entries.length;
  const before = useRef(open);
  useEffect(() => {
    if (open < before.current && online) read.refresh();
    before.current = open;
  }, [open, online, read]);

  // The last queued write of each line: a count (its number) or a 重新盘点 (null), and a refusal.
  const queued = useMemo(() => {
    const map = new Map<string, { counted: number | null; failure?: string; seq: number }>();
    for (const e of entries) {
      const body = e.body as { checkId: string; cardId: string; countedQuantity?: number };
      if (body.checkId !== checkId) continue;
      map.set(body.cardId, {
        counted: body.countedQuantity ?? null,
        seq: e.seq,
        ...(e.state === 'failed' ? { failure: e.error?.message ?? '同步失败' } : {}),
      });
    }
    return map;
  }, [entries, checkId]);

  // No confirmation: the line is only cleared, counting it again undoes it (and it works offline,
  // where a dialog's code may not be on the device yet).
  const recount = async (line: CheckLine) => {
    // A refused count is dropped: the line is counted again from the card as the server has it.
    const refusedCount = queued.get(line.cardId);
    if (refusedCount?.failure) await discard(refusedCount.seq);
    await queueRecount(
      { checkId, cardId: line.cardId },
      `重新盘点 ${view?.checkNo ?? ''} 卡片 ${line.cardNo}`,
    );
    setDrafts((d) => {
      const { [line.cardId]: _, ...rest } = d;
      return rest;
    });
  };

  const count = async (line: CheckLine) => {
    const raw = drafts[line.cardId];
    const counted = typeof raw === 'number' ? raw : Number(raw);
    if (raw === undefined || raw === '' || !Number.isInteger(counted) || counted < 0) return;
    await queueCount(
      {
        checkId,
        cardId: line.cardId,
        countedQuantity: counted,
        cardVersion: line.cardVersion,
        seen: seenOf({ ...line, quantity: line.bookQuantity }),
      },
      `盘点 ${view?.checkNo ?? ''} 卡片 ${line.cardNo}：实盘 ${counted}`,
    );
    setDrafts((d) => {
      const { [line.cardId]: _, ...rest } = d;
      return rest;
    });
  };

  const post = async (line: CheckLine, approve: boolean) => {
    const word = line.result === 1 ? '盘亏' : '盘盈';
    const sure = await openConfirmDialog({
      title: approve ? '批准处理' : '转入待处理财产损溢',
      message: approve
        ? `卡片 ${line.cardNo} 的${word}已报经批准？将生成凭证：${line.result === 1 ? '借 资产基金，贷 待处理财产损溢' : '借 待处理财产损溢，贷 资产基金'}。`
        : `将卡片 ${line.cardNo} 的${word}转入待处理财产损溢并生成凭证：${line.result === 1 ? '借 待处理财产损溢（净值）、累计折旧，贷 资产原值；卡片转为已处置' : '借 资产，贷 待处理财产损溢；盘盈部分新建卡片'}。`,
      confirmLabel: approve ? '批准处理' : '转入待处理',
    });
    if (!sure) return;
    const done = await runWrite({ action: approve ? '批准处理' : '转入待处理', refreshCaches: false }, () =>
      api.call(
        approve ? assetCheckContracts.approve : assetCheckContracts.post,
        { checkId, cardId: line.cardId, voucherId: uuidV4() },
        { quiet: true },
      ),
    );
    if (done) read.refresh();
  };

  if (!view) {
    return (
      <Text size="xs" c={read.error ? 'red' : 'dimmed'} p="sm">
        {read.error ? readProblem(read.error) : '正在读取…'}
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid="asset-check-detail">
      <Group justify="space-between">
        <Group gap={8}>
          {onBack && (
            <Button size="xs" variant="default" onClick={onBack}>
              返回
            </Button>
          )}
          <Text fw={600} size="sm">
            盘点单 {view.checkNo}
          </Text>
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => files.open({ id: checkId, label: `盘点单 ${view.checkNo}`, editable: mayCount })}
          >
            附件
          </Button>
          <Text size="xs" c="dimmed">
            {assetClassName(view.assetClass)}　盘点日期 {view.checkDate}　{view.remark}
          </Text>
        </Group>
        <Text size="xs" data-testid="check-progress">
          共 {view.lines.length} 张，已盘 {view.lines.filter((l) => l.result !== null).length} 张，盘亏{' '}
          {view.lines.filter((l) => l.result === 1).length}，盘盈{' '}
          {view.lines.filter((l) => l.result === 2).length}
          {read.source === 'cache' && read.cachedAt
            ? `（离线：${new Date(read.cachedAt).toLocaleString('zh-CN')} 的数据）`
            : ''}
        </Text>
      </Group>
      <Table withTableBorder withColumnBorders verticalSpacing={3} fz="xs" aria-label="盘点明细" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={96}>卡片编号</Table.Th>
            <Table.Th>资产名称</Table.Th>
            <Table.Th w={90}>使用部门</Table.Th>
            <Table.Th w={90}>存放地点</Table.Th>
            <Table.Th w={100} ta="right">
              原值(元)
            </Table.Th>
            <Table.Th w={70} ta="right">
              账面数量
            </Table.Th>
            <Table.Th w={150}>实盘数量</Table.Th>
            <Table.Th w={70}>结果</Table.Th>
            <Table.Th w={120}>凭证</Table.Th>
            <Table.Th w={190}>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.lines.map((line) => {
            const q = queued.get(line.cardId);
            const booked = line.documentId !== null || line.surplusCardId !== null;
            const shownCount = q ? q.counted : line.countedQuantity;
            const recountable =
              mayCount &&
              !booked &&
              (q ? q.failure !== undefined || q.counted !== null : line.result !== null);
            const result =
              q && !q.failure
                ? q.counted === null
                  ? null
                  : checkResult(line.bookQuantity, q.counted)
                : line.result;
            return (
              <Table.Tr key={line.cardId} data-card={line.cardNo}>
                <Table.Td>{line.cardNo}</Table.Td>
                <Table.Td>
                  {line.name} <SyncMark pending={q !== undefined && !q.failure} failure={q?.failure} />
                  {q?.failure && (
                    <Text size="xs" c="red" data-testid="count-refused">
                      {q.failure}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{line.useDepartmentName}</Table.Td>
                <Table.Td>{line.location}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(line.originalValue)}
                </Table.Td>
                <Table.Td ta="right">{line.bookQuantity}</Table.Td>
                <Table.Td>
                  {mayCount && !booked ? (
                    <Group gap={4} wrap="nowrap">
                      <CountCell
                        line={line}
                        value={drafts[line.cardId] ?? shownCount ?? ''}
                        disabled={false}
                        onChange={(v) => setDrafts((d) => ({ ...d, [line.cardId]: v }))}
                      />
                      <Button
                        size="compact-xs"
                        variant="light"
                        disabled={drafts[line.cardId] === undefined || drafts[line.cardId] === ''}
                        onClick={() => void count(line)}
                      >
                        保存
                      </Button>
                    </Group>
                  ) : (
                    (shownCount ?? '')
                  )}
                </Table.Td>
                <Table.Td>
                  {result === null ? (
                    <Text size="xs" c="dimmed">
                      未盘
                    </Text>
                  ) : (
                    <Badge size="xs" variant="light" color={resultColor[result]}>
                      {CHECK_RESULTS[result]}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {line.voucherId && mayView ? (
                    <Button size="compact-xs" variant="subtle" onClick={() => setViewing(line.voucherId)}>
                      {line.voucherLabel}
                    </Button>
                  ) : (
                    ''
                  )}
                  {line.approveVoucherId && mayView && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => setViewing(line.approveVoucherId)}
                    >
                      {line.approveVoucherLabel}
                    </Button>
                  )}
                </Table.Td>
                <Table.Td>
                  {recountable && (
                    <Button size="compact-xs" variant="subtle" onClick={() => void recount(line)}>
                      重新盘点
                    </Button>
                  )}
                  {mayBook && !q && (line.result === 1 || line.result === 2) && !booked && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      disabled={!online}
                      onClick={() => void post(line, false)}
                    >
                      转入待处理
                    </Button>
                  )}
                  {mayBook && booked && !line.approveVoucherId && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      disabled={!online}
                      onClick={() => void post(line, true)}
                    >
                      批准处理
                    </Button>
                  )}
                  {booked && line.approveVoucherId && (
                    <Text size="xs" c="dimmed">
                      已处理
                      {line.documentNo
                        ? `（${line.documentNo}）`
                        : line.surplusCardNo
                          ? `（新卡片 ${line.surplusCardNo}）`
                          : ''}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <VoucherViewDialog voucherId={viewing} onClose={() => setViewing(null)} />
      {files.dialog}
    </Stack>
  );
}

export function CheckScreen({ route, search }: ScreenProps) {
  const session = useSession();
  const can = (key: string) => session?.permissions.includes(key) ?? false;
  const online = useOnline();
  const fixedId = typeof search.id === 'string' && search.id !== '' ? search.id : null;
  const [assetClass, setAssetClass] = useState<1 | 2 | 3>(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const [making, setMaking] = useState(false);
  const read = useReport(assetCheckContracts.list, fixedId ? null : { assetClass });
  const list = read.data ?? [];
  const mayCount = can(P.fixedAsset.check) || can(P.assetCard.check);
  if (fixedId) {
    return (
      <Stack p="sm" gap={6}>
        <Text fw={600}>{route.title}</Text>
        <CheckDetail checkId={fixedId} />
      </Stack>
    );
  }
  return (
    <Stack p="sm" gap={8} data-testid="asset-check-screen">
      <Group justify="space-between">
        <Group gap={8}>
          <Text fw={600}>{route.title}</Text>
          <Text size="xs" c="dimmed">
            资产管理
          </Text>
        </Group>
        <Group gap={6}>
          <SegmentedControl
            size="xs"
            aria-label="资产类别"
            data={ASSET_CLASSES.map((c) => ({ value: String(c), label: assetClassName(c) }))}
            value={String(assetClass)}
            onChange={(v) => {
              setAssetClass(Number(v) as 1 | 2 | 3);
              setChosen(null);
            }}
          />
          {mayCount && (
            <Button size="xs" disabled={!online} onClick={() => setMaking(true)}>
              新建盘点
            </Button>
          )}
        </Group>
      </Group>
      {read.error && !read.data ? (
        <Alert color="red" variant="light" p={6}>
          <Text size="xs">{readProblem(read.error)}</Text>
        </Alert>
      ) : null}
      <Table withTableBorder verticalSpacing={3} fz="xs" aria-label="盘点单" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>盘点单号</Table.Th>
            <Table.Th w={96}>盘点日期</Table.Th>
            <Table.Th>备注</Table.Th>
            <Table.Th w={70} ta="right">
              卡片数
            </Table.Th>
            <Table.Th w={70} ta="right">
              已盘
            </Table.Th>
            <Table.Th w={60} ta="right">
              盘亏
            </Table.Th>
            <Table.Th w={60} ta="right">
              盘盈
            </Table.Th>
            <Table.Th w={90}>创建人</Table.Th>
            <Table.Th w={120}>创建时间</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={9} c="dimmed">
                {read.loading ? '正在读取…' : '没有盘点单'}
              </Table.Td>
            </Table.Tr>
          )}
          {list.map((h) => (
            <Table.Tr
              key={h.id}
              style={{ cursor: 'pointer' }}
              bg={h.id === chosen ? 'var(--mantine-color-blue-light)' : undefined}
              onClick={() => setChosen(h.id)}
            >
              <Table.Td>{h.checkNo}</Table.Td>
              <Table.Td>{h.checkDate}</Table.Td>
              <Table.Td>{h.remark}</Table.Td>
              <Table.Td ta="right">{h.total}</Table.Td>
              <Table.Td ta="right">{h.counted}</Table.Td>
              <Table.Td ta="right">{h.shortage}</Table.Td>
              <Table.Td ta="right">{h.surplus}</Table.Td>
              <Table.Td>{h.createdBy}</Table.Td>
              <Table.Td>{h.createTimeSpan}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {chosen && <CheckDetail key={chosen} checkId={chosen} onBack={() => setChosen(null)} />}
      {making && (
        <NewCheckModal
          assetClass={assetClass}
          onClose={() => setMaking(false)}
          onMade={(h) => {
            read.refresh();
            setChosen(h.id);
          }}
        />
      )}
    </Stack>
  );
}
