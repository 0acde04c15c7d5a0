// 支票登记 (check-entry): the ranges of cheques bought per cashier bank account, each with how many of
// its cheques are unused, issued, written off and void, and purchases waiting in the outbox; 登记
// buys a numbered range (an overlap with a range bought before is refused here and by the server).
import { Badge, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { rangeLabel, rangeProblem, rangesOverlap } from '../../core/cashier/cheques';
import { CHEQUE_TYPES, type ChequeType } from '../../core/cashier/types';
import { type ChequePurchase, chequeContracts } from '../../core/contracts/cheque';
import { P } from '../../core/permissions/keys';
import { toCalendarDate } from '../../core/rules/dates';
import { useLocalDb, useOpenOutboxEntries } from '../../local';
import { chequePurchaseKind, queuePurchase } from '../../local/cheques';
import { AccountingDateInput } from '../../ui/AccountingDateInput';
import { readProblem, useReport } from '../../ui/data/use-report';
import { useModalForm } from '../../ui/forms/use-modal-form';
import { type ListColumn, ListFrame, usePagedRows } from '../../ui/list';
import type { ScreenProps } from '../../ui/screen-types';
import { useSession } from '../../ui/services';
import { useReferenceEdits } from '../../ui/use-reference-edits';
import { accountOption, useCashierAccounts } from './use-cashier-accounts';
import { useCheques } from './use-cheques';

interface PurchaseForm {
  accountId: string | null;
  chequeType: ChequeType;
  prefix: string;
  start: string;
  end: string;
  boughtOn: string;
  remark: string;
}

/** A purchase as the list shows it: registered, or waiting in the outbox. */
interface PurchaseLine {
  key: string;
  purchase: Omit<ChequePurchase, 'id' | 'createdBy'> & { createdBy: string };
  waiting: boolean;
  failure: string | null;
  counts: string;
}

export function purchaseProblem(
  v: PurchaseForm,
  taken: readonly (ChequePurchase & { accountId: number })[],
): string | null {
  if (!v.accountId) return '请选择银行账户';
  const range = { prefix: v.prefix.trim().toUpperCase(), start: v.start.trim(), end: v.end.trim() };
  if (!range.start) return '起始号不能为空';
  if (!range.end) return '结束号不能为空';
  const problem = rangeProblem(range);
  if (problem) return problem;
  const clash = taken.find((p) => String(p.accountId) === v.accountId && rangesOverlap(range, p));
  if (clash)
    return `支票号段 ${rangeLabel(range)} 与 ${clash.boughtOn} 登记的号段 ${rangeLabel(clash)} 重叠，不能重复登记`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.boughtOn)) return '请填写购置日期';
  return null;
}

export function ChequeEntryScreen({ route }: ScreenProps) {
  const session = useSession();
  const accounts = useCashierAccounts('bank');
  const read = useReport(chequeContracts.purchases, {});
  const { views } = useCheques();
  const pending = useOpenOutboxEntries(chequePurchaseKind);
  const { saved } = useReferenceEdits('支票');
  const [open, setOpen] = useState(false);
  const ready = useLocalDb() !== null;
  const canBuy = ready && (session?.permissions.includes(P.cashier.chequeEntry) ?? false);

  const lines = useMemo((): PurchaseLine[] => {
    const countsOf = (id: number) => {
      if (views === undefined) return '';
      const mine = (views ?? []).filter((v) => v.row.purchaseId === id);
      const n = (s: string) => mine.filter((v) => v.row.state === s).length;
      return `未用 ${n('unused')}　已领用 ${n('issued')}　已报销 ${n('writtenOff')}　作废 ${n('void')}`;
    };
    const queued = pending.map((e): PurchaseLine => {
      const b = e.body as {
        accountId: number;
        chequeType: ChequeType;
        prefix: string;
        start: string;
        end: string;
        boughtOn: string;
        remark: string;
      };
      const account = accounts?.find((a) => a.id === b.accountId);
      return {
        key: `q${e.seq}`,
        purchase: {
          ...b,
          accountLabel: account ? `${account.code} ${account.name}` : '',
          count: Number(BigInt(b.end) - BigInt(b.start) + 1n),
          createdBy: session?.realName ?? '',
        },
        waiting: e.state !== 'failed',
        failure: e.state === 'failed' ? (e.error?.message ?? '服务器拒绝了登记') : null,
        counts: '',
      };
    });
    return [
      ...queued,
      ...(read.data ?? []).map((p) => ({
        key: String(p.id),
        purchase: p,
        waiting: false,
        failure: null,
        counts: countsOf(p.id),
      })),
    ];
  }, [read.data, pending, views, accounts, session]);
  const source = usePagedRows(lines, {
    loading: read.loading && !read.data,
    error: read.error && !read.data ? readProblem(read.error) : null,
    cachedAt: read.source === 'cache' ? read.cachedAt : null,
  });

  const columns: ListColumn<PurchaseLine>[] = [
    { key: 'boughtOn', title: '购置日期', width: 96, value: (l) => l.purchase.boughtOn },
    { key: 'account', title: '银行账户', width: 150, value: (l) => l.purchase.accountLabel, truncate: true },
    { key: 'type', title: '支票类型', width: 80, value: (l) => l.purchase.chequeType },
    {
      key: 'range',
      title: '号段',
      width: 230,
      value: (l) => rangeLabel(l.purchase),
      render: (l) => (
        <Group gap={4} wrap="nowrap">
          <span style={{ fontFamily: 'monospace' }}>{rangeLabel(l.purchase)}</span>
          {l.waiting && (
            <Badge size="xs" color="orange" variant="light">
              待同步
            </Badge>
          )}
          {l.failure && (
            <Badge size="xs" color="red" variant="filled" title={l.failure}>
              同步失败
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'count', title: '张数', width: 56, kind: 'count', value: (l) => l.purchase.count },
    { key: 'counts', title: '使用情况', value: (l) => l.failure ?? l.counts, truncate: true },
    { key: 'remark', title: '备注', width: 130, value: (l) => l.purchase.remark, truncate: true },
    { key: 'by', title: '登记人', width: 72, value: (l) => l.purchase.createdBy },
  ];

  return (
    <>
      <ListFrame
        title={route.title}
        subtitle={route.parentTitle}
        testId="cheque-entry-screen"
        source={source}
        columns={columns}
        rowKey={(l) => l.key}
        noun="号段"
        unit="个"
        emptyText="暂无登记的支票，点击「登记」录入从银行购入的支票号段"
        toolbar={
          <>
            <Button size="xs" variant="default" onClick={read.refresh} loading={read.loading}>
              刷新
            </Button>
            {canBuy && (
              <Button size="xs" onClick={() => setOpen(true)}>
                登记
              </Button>
            )}
          </>
        }
      />
      <PurchaseModal
        opened={open}
        taken={[
          ...(read.data ?? []),
          ...lines.filter((l) => l.waiting).map((l) => ({ ...l.purchase, id: 0, createdBy: '' })),
        ]}
        onClose={() => setOpen(false)}
        onSaved={saved}
      />
    </>
  );
}

function PurchaseModal({
  opened,
  taken,
  onClose,
  onSaved,
}: {
  opened: boolean;
  taken: ChequePurchase[];
  onClose(): void;
  onSaved(label: string): void;
}) {
  const accounts = useCashierAccounts('bank');
  const usable = (accounts ?? []).filter((a) => a.enabled);
  const form = useModalForm<PurchaseForm>({
    id: 'cheque-purchase-form',
    opened,
    initial: () => ({
      accountId: usable.length === 1 ? String(usable[0]?.id) : null,
      chequeType: '转账支票',
      prefix: '',
      start: '',
      end: '',
      boughtOn: toCalendarDate(new Date()),
      remark: '',
    }),
    validate: (v) => purchaseProblem(v, taken),
    submit: async (v) => {
      const account = usable.find((a) => String(a.id) === v.accountId);
      const entry = await queuePurchase({
        accountId: Number(v.accountId),
        accountLabel: account ? `${account.code} ${account.name}` : '',
        chequeType: v.chequeType,
        prefix: v.prefix,
        start: v.start,
        end: v.end,
        boughtOn: v.boughtOn,
        remark: v.remark,
      });
      onSaved(entry.label);
    },
    onClose,
  });
  const range = {
    prefix: form.values.prefix.trim().toUpperCase(),
    start: form.values.start.trim(),
    end: form.values.end.trim(),
  };
  const count = !rangeProblem(range) ? Number(BigInt(range.end) - BigInt(range.start) + 1n) : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600}>登记支票</Text>}
      size={500}
      closeOnClickOutside={!form.dirty}
    >
      <form noValidate aria-label="登记支票" onSubmit={form.onSubmit}>
        <Stack gap="xs">
          <Group grow gap="xs">
            <Select
              size="xs"
              label="银行账户"
              withAsterisk
              data={usable.map(accountOption)}
              value={form.values.accountId}
              onChange={(v) => form.set('accountId', v)}
              nothingFoundMessage="没有出纳银行账户"
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              size="xs"
              label="支票类型"
              withAsterisk
              data={[...CHEQUE_TYPES]}
              value={form.values.chequeType}
              onChange={(v) => v && form.set('chequeType', v as ChequeType)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
          <Group grow gap="xs">
            <TextInput
              size="xs"
              label="号码前缀"
              description="字母或数字，如 XII"
              maxLength={10}
              value={form.values.prefix}
              onChange={(e) => form.set('prefix', e.currentTarget.value)}
            />
            <TextInput
              size="xs"
              label="起始号"
              withAsterisk
              inputMode="numeric"
              maxLength={16}
              styles={{ input: { fontFamily: 'monospace' } }}
              value={form.values.start}
              onChange={(e) => form.set('start', e.currentTarget.value.replace(/\D/g, ''))}
            />
            <TextInput
              size="xs"
              label="结束号"
              withAsterisk
              inputMode="numeric"
              maxLength={16}
              styles={{ input: { fontFamily: 'monospace' } }}
              value={form.values.end}
              onChange={(e) => form.set('end', e.currentTarget.value.replace(/\D/g, ''))}
            />
          </Group>
          <Group grow gap="xs">
            <AccountingDateInput
              size="xs"
              label="购置日期"
              withAsterisk
              value={form.values.boughtOn}
              onChange={(v) => v && form.set('boughtOn', String(v).slice(0, 10))}
            />
            <TextInput
              size="xs"
              label="备注"
              maxLength={100}
              value={form.values.remark}
              onChange={(e) => form.set('remark', e.currentTarget.value)}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {count !== null
              ? `将登记 ${rangeLabel(range)} 共 ${count} 张支票，状态为「未用」。`
              : '起始号与结束号位数相同，一次最多 500 张。'}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={form.busy}>
              登记
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
