// 期末结转 (settings/accounting-transfer): choose the month, preview the carry-forward voucher the
// posted balances make (or, in December, the 年末结转 into 累计结转/累计结余), see what stops it, and
// generate it: saved like any voucher (audit and post it, then close the month). A re-run replaces
// the month's unposted carry-forward voucher. The preview reads offline from the last answer.
import { Alert, Badge, Button, Group, List, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import {
  type CarryKind,
  type CarryVoucherRef,
  carryForwardContracts,
  carryKindLabels,
} from '../../core/contracts/carry-forward';
import { fetchPreview, previewKey, queueGenerate } from '../../local/carry-forward';
import { waitForLocalDb } from '../../local/db';
import { useLocalDb, useOnline, useRemoteFirst } from '../../local/hooks';
import { KeptNotice } from '../../ui/KeptNotice';
import { PageHeader } from '../../ui/PageHeader';
import { Panel } from '../../ui/Panel';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices, useSession } from '../../ui/services';
import { useGo } from '../../ui/use-go';
import { CarryLines, PartTotals } from '../../ui/voucher/GeneratedLines';
import { StatusBadge } from '../../ui/voucher/StatusBadge';
import { formatVoucherNo } from '../../ui/voucher/voucher-draft';

const months = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `${i + 1}月` }));
const ref = (v: CarryVoucherRef) => `${v.voucherType}-${formatVoucherNo(v.voucherNo)}`;

/** The month the user most likely closes next: the current one in the session's year, else December. */
function defaultMonth(year: number): number {
  const now = new Date();
  return now.getFullYear() === year ? now.getMonth() + 1 : 12;
}

export function AccountingTransferScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  const db = useLocalDb();
  const online = useOnline();
  const go = useGo();
  const year = session?.year ?? new Date().getFullYear();
  const [month, setMonth] = useState(() => defaultMonth(year));
  const [kind, setKind] = useState<CarryKind>('period');
  const effectiveKind: CarryKind = month === 12 ? kind : 'period';
  const q = { year, month, kind: effectiveKind };
  const read = useRemoteFirst(previewKey(year, month, effectiveKind), (signal) =>
    fetchPreview(api, q, signal),
  );
  const list = useRemoteFirst(`carry-forward:vouchers:${year}`, (signal) =>
    api.call(carryForwardContracts.vouchers, { year }, { loading: false, quiet: true, signal }),
  );
  const preview = read.data;
  const [queued, setQueued] = useState<number | null>(null);
  const entry = useLiveQuery(
    async () => (queued !== null && db ? db.outbox.get(queued) : undefined),
    [db, queued],
  );

  // What happened to the queued generation: the voucher it saved, or the server's refusal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the watched entry moves
  useEffect(() => {
    if (!entry) return;
    if (entry.state === 'done') {
      const answer = entry.response as { voucher?: { voucherType: string; voucherNo: number } } | null;
      const label = answer?.voucher
        ? `${answer.voucher.voucherType}-${formatVoucherNo(answer.voucher.voucherNo)}`
        : '';
      notifications.show({
        color: 'teal',
        message: `结转凭证 ${label} 已生成，请审核、记账后结账`,
        withBorder: true,
      });
      setQueued(null);
      read.refresh();
      list.refresh();
    } else if (entry.state === 'failed') {
      notifications.show({
        color: 'red',
        title: '结转凭证未能生成',
        message: entry.error?.message ?? '服务器拒绝生成',
        autoClose: 8000,
        withBorder: true,
      });
      setQueued(null);
      read.refresh();
    }
  }, [entry]);

  const generate = async () => {
    if (!preview) return;
    const e = await queueGenerate(preview, db ?? (await waitForLocalDb()));
    setQueued(e.seq);
    if (!online) {
      notifications.show({ color: 'blue', message: '已保存在本机，联网后生成结转凭证', withBorder: true });
    }
  };

  const canGenerate =
    preview !== undefined &&
    preview.blockers.length === 0 &&
    preview.nothing === null &&
    preview.entries.length > 0 &&
    queued === null;
  const yearVouchers = list.data ?? [];

  return (
    <Stack gap="sm" p="sm" data-testid="accounting-transfer-screen">
      <PageHeader
        title={route.title}
        subtitle={`${year} 年度 · 收入、支出结转到工会资金结转 / 结余`}
        actions={
          <>
            <Button
              size="xs"
              variant="default"
              onClick={() => go('/final/financialSoftware/settings/transfer')}
            >
              结转设置
            </Button>
            <Button
              size="xs"
              variant="default"
              loading={read.loading}
              onClick={() => {
                read.refresh();
                list.refresh();
              }}
            >
              刷新
            </Button>
          </>
        }
      />
      <Panel padding={12}>
        <Group gap="md" align="center" justify="space-between">
          <Group gap="md" align="center">
            <Text size="sm">结转期间：{year}年</Text>
            <Select
              size="xs"
              w={84}
              aria-label="结转月份"
              allowDeselect={false}
              data={months}
              value={String(month)}
              onChange={(v) => v && setMonth(Number(v))}
            />
            <SegmentedControl
              size="xs"
              aria-label="结转类型"
              value={effectiveKind}
              onChange={(v) => setKind(v as CarryKind)}
              data={[
                { value: 'period', label: '期末结转（收支）' },
                { value: 'yearEnd', label: '年末结转（累计）', disabled: month !== 12 },
              ]}
            />
          </Group>
          <Button size="sm" disabled={!canGenerate} loading={queued !== null} onClick={() => void generate()}>
            {preview?.replaces ? '重新生成结转凭证' : '生成结转凭证'}
          </Button>
        </Group>
      </Panel>
      <KeptNotice read={read} online={online} what="结转预览" />
      {preview && (
        <>
          {preview.blockers.length > 0 && (
            <Alert color="red" variant="light" p="xs" title="暂不能结转" data-testid="carry-blockers">
              <List size="sm">
                {preview.blockers.map((b) => (
                  <List.Item key={b}>{b}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {preview.nothing && (
            <Alert color="gray" variant="light" p="xs" data-testid="carry-nothing">
              <Text size="sm">
                {preview.nothing}
                {preview.posted.length > 0 && `（本月已生成并记账：${preview.posted.map(ref).join('、')}）`}
              </Text>
            </Alert>
          )}
          {preview.replaces && (
            <Alert color="blue" variant="light" p="xs" data-testid="carry-replaces">
              <Text size="sm">
                本月已有未记账的{carryKindLabels[preview.kind]}凭证 {ref(preview.replaces)}
                ：重新生成将以当前余额替换它（凭证号不变），不会重复结转。
              </Text>
            </Alert>
          )}
          {preview.entries.length > 0 && (
            <Panel
              title={`${carryKindLabels[preview.kind]}凭证预览`}
              note={`凭证字 ${preview.voucherType}　日期 ${preview.voucherDate}　附单据 0 张`}
            >
              <Stack gap="sm">
                <PartTotals preview={preview} />
                <CarryLines entries={preview.entries} total={preview.total} />
              </Stack>
            </Panel>
          )}
        </>
      )}
      <Panel title={`${year} 年结转凭证`} note="生成后请审核、记账，再到月末结账">
        {yearVouchers.length === 0 ? (
          <Text size="sm" c="dimmed">
            本年尚未生成结转凭证
          </Text>
        ) : (
          <Group gap="xs" data-testid="carry-vouchers">
            {yearVouchers.map((v) => (
              <Badge
                key={v.id}
                size="lg"
                radius="sm"
                variant="outline"
                color="gray"
                rightSection={<StatusBadge status={v.status} />}
              >
                {v.month}月 {carryKindLabels[v.kind]} {ref(v)}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="xs" mt="sm">
          <Button
            size="xs"
            variant="light"
            onClick={() => go('/final/financialSoftware/certificateProcessing/voucher-audit')}
          >
            凭证审核
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => go('/final/financialSoftware/certificateProcessing/voucher-bookkeeping')}
          >
            凭证记账
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => go('/final/financialSoftware/certificateProcessing/voucher-monthly-knot')}
          >
            月末结账
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() =>
              go('/final/financialSoftware/accountReport/financial-report-stats?report=incomeExpense')
            }
          >
            收入支出表
          </Button>
        </Group>
      </Panel>
    </Stack>
  );
}
