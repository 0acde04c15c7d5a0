// 查看凭证: a read-only voucher laid out like the paper form (header, lines, totals with the
// amount in words, the three signatures) and below it the trail of who moved it when. 打印 opens
// the print preview of the same voucher. A voucher generated from a claim names it (来源单据), and
// the name opens the claim's page.
import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { voucherContracts } from '../../core/contracts/voucher';
import { formatMoney, MoneyError, toChineseUppercase } from '../../core/money';
import { claimPageHref, claimTypeOfLabel } from '../../core/routes/claim-pages';
import { assetSourcePages } from '../../core/routes/fixed-assets';
import type { VoucherEntryView, VoucherSource, VoucherView } from '../../core/voucher/types';
import { useServices, useSession } from '../services';
import { useGo } from '../use-go';
import { printableOf } from './print-model';
import { printPrintable } from './print-voucher';
import { StatusBadge } from './StatusBadge';
import { useVoucherPrinting } from './use-voucher-printing';
import { VoucherPreview } from './VoucherPreview';
import { draftFromView } from './voucher-draft';
import { actionLabel, formatDateTime, formatTransition, formatVoucherNo, personName } from './voucher-format';
import classes from './voucher-view.module.css';

export interface VoucherViewDialogProps {
  /** The voucher to show; null closes the dialog. */
  voucherId: string | null;
  onClose(): void;
}

/** 大写 of the total, or the reason it cannot be written (超出最大处理数字). */
export function uppercaseTotal(total: string): string {
  try {
    return toChineseUppercase(total);
  } catch (e) {
    if (e instanceof MoneyError) return e.message;
    throw e;
  }
}

function auxText(entry: VoucherEntryView): string {
  const parts = entry.auxis.map((a) => `${a.typeName}：${a.infoNo} ${a.infoName}`);
  if (entry.departmentCode)
    parts.unshift(`部门：${entry.departmentCode} ${entry.departmentName ?? ''}`.trim());
  return parts.join('；');
}

/** 来源单据: the claim (or asset screen) the voucher was generated from, opening its page (the dialog closes first). */
function SourceLine({ source, onLeave }: { source: VoucherSource; onLeave(): void }) {
  const go = useGo();
  return (
    <span data-testid="view-source">
      来源单据：
      <Anchor
        component="button"
        type="button"
        fz={13}
        fw={600}
        title="打开来源单据"
        onClick={() => {
          onLeave();
          go(
            source.kind === 'assets'
              ? assetSourcePages[source.sourceKind ?? 'card']
              : claimPageHref(source.id, claimTypeOfLabel(source.label)),
          );
        }}
      >
        {source.label}
      </Anchor>
    </span>
  );
}

function Body({ voucher, onLeave }: { voucher: VoucherView; onLeave(): void }) {
  const no = formatVoucherNo(voucher.voucherType, voucher.voucherNo);
  return (
    <Stack gap="sm">
      <div className={classes.paper}>
        <div className={classes.title}>{voucher.voucherTypeName || '记账凭证'}</div>
        <Group justify="space-between" className={classes.meta} wrap="nowrap">
          <span>
            凭证字号：<b data-testid="view-voucher-no">{no}</b>
          </span>
          <span>
            日期：<b>{voucher.voucherDate}</b>
          </span>
          <span>
            附单据 <b>{voucher.numberOfDocument}</b> 张
          </span>
          {voucher.source && <SourceLine source={voucher.source} onLeave={onLeave} />}
          <StatusBadge status={voucher.status} />
        </Group>
        <Table layout="fixed" verticalSpacing={6} horizontalSpacing={8} className={classes.lines}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={44} className={classes.center}>
                行
              </Table.Th>
              <Table.Th w={240}>摘要</Table.Th>
              <Table.Th>会计科目</Table.Th>
              <Table.Th w={230}>辅助核算</Table.Th>
              <Table.Th w={140} className={classes.right}>
                借方金额
              </Table.Th>
              <Table.Th w={140} className={classes.right}>
                贷方金额
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {voucher.entries.map((e) => (
              <Table.Tr key={e.lineNo}>
                <Table.Td className={classes.center}>{e.lineNo}</Table.Td>
                <Table.Td>
                  <Text size="sm" truncate title={e.summary}>
                    {e.summary}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" truncate title={`${e.code} ${e.codeFullName}`}>
                    <span className={classes.code}>{e.code}</span> {e.codeFullName || e.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="#4a5568" truncate title={auxText(e)}>
                    {auxText(e)}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.right}>
                  <span className={classes.amount}>
                    {formatMoney(e.debitAmount || '0', { blankZero: true })}
                  </span>
                </Table.Td>
                <Table.Td className={classes.right}>
                  <span className={classes.amount}>
                    {formatMoney(e.creditAmount || '0', { blankZero: true })}
                  </span>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr className={classes.total}>
              <Table.Td colSpan={4}>
                合计：<span data-testid="view-uppercase">{uppercaseTotal(voucher.debitTotal)}</span>
              </Table.Td>
              <Table.Td className={classes.right}>
                <span className={classes.amount} data-testid="view-debit-total">
                  {formatMoney(voucher.debitTotal)}
                </span>
              </Table.Td>
              <Table.Td className={classes.right}>
                <span className={classes.amount} data-testid="view-credit-total">
                  {formatMoney(voucher.creditTotal)}
                </span>
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
        <Group gap={48} className={classes.signatures}>
          <span>制单：{personName(voucher.preparedBy)}</span>
          <span>审核：{personName(voucher.reviewer)}</span>
          <span>记账：{personName(voucher.bookkeeper)}</span>
        </Group>
      </div>
      <div>
        <Text size="sm" fw={600} mb={6} c="#1d2b42">
          操作记录
        </Text>
        <Table layout="fixed" verticalSpacing={4} horizontalSpacing={8} fz="xs" aria-label="操作记录">
          <Table.Thead className={classes.trailHead}>
            <Table.Tr>
              <Table.Th w={150}>时间</Table.Th>
              <Table.Th w={110}>操作人</Table.Th>
              <Table.Th w={100}>操作</Table.Th>
              <Table.Th w={180}>状态</Table.Th>
              <Table.Th>说明</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {voucher.events.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5} c="dimmed" ta="center">
                  暂无记录
                </Table.Td>
              </Table.Tr>
            )}
            {voucher.events.map((ev, i) => (
              // Events have no id; their order is the trail itself.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, append-only list
              <Table.Tr key={i} data-testid="view-event">
                <Table.Td className={classes.num}>{formatDateTime(ev.at)}</Table.Td>
                <Table.Td>{personName(ev.user)}</Table.Td>
                <Table.Td>{actionLabel[ev.action] ?? ev.action}</Table.Td>
                <Table.Td>{formatTransition(ev.fromStatus, ev.toStatus)}</Table.Td>
                <Table.Td>{ev.note ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}

/**
 * The print preview of a voucher read from the server. Mounted only once 打印 is pressed: the print
 * setting it reads is not asked for by every screen that merely shows a voucher.
 */
function ViewPrint({ voucher, onClose }: { voucher: VoucherView; onClose(): void }) {
  const session = useSession();
  const { setting, paper, choosePaper } = useVoucherPrinting();
  let n = 0;
  const printable = printableOf(
    draftFromView(voucher, () => `line-${++n}`),
    {
      unit: session?.ztName || session?.jc || '',
      typeName: voucher.voucherTypeName,
      preparedBy: voucher.preparedBy.name,
      setting,
    },
    paper,
  );
  return (
    <VoucherPreview
      opened
      forPrint
      voucher={printable}
      paper={paper}
      onPaper={choosePaper}
      canSave={false}
      onClose={onClose}
      onPrint={() => {
        onClose();
        void printPrintable(printable, paper);
      }}
    />
  );
}

export function VoucherViewDialog({ voucherId, onClose }: VoucherViewDialogProps) {
  const { api } = useServices();
  const [voucher, setVoucher] = useState<VoucherView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    setVoucher(null);
    setError(null);
    setPrinting(false);
    if (voucherId === null) return;
    let live = true;
    api
      .call(voucherContracts.get, { id: voucherId }, { loading: false })
      .then((v) => live && setVoucher(v))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [api, voucherId]);

  return (
    <Modal
      opened={voucherId !== null}
      onClose={onClose}
      size={1200}
      closeOnClickOutside
      title={<Text fw={600}>查看凭证</Text>}
    >
      {voucher && (
        <Group justify="flex-end" mb="xs">
          <Button size="xs" variant="default" onClick={() => setPrinting(true)}>
            打印
          </Button>
        </Group>
      )}
      {voucher && <Body voucher={voucher} onLeave={onClose} />}
      {voucher && printing && <ViewPrint voucher={voucher} onClose={() => setPrinting(false)} />}
      {!voucher && !error && (
        <Group justify="center" py="xl" gap={8}>
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            正在读取凭证…
          </Text>
        </Group>
      )}
      {error && (
        <Alert color="red" variant="light" title="读取凭证失败">
          {error}
        </Alert>
      )}
    </Modal>
  );
}
