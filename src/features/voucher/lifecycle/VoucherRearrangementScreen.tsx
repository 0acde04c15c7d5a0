// 凭证整理 (settings/voucher-rearrangement): pick a month, see where its numbers have gaps (left
// by deletions), and renumber them per voucher type; the server logs each change on the voucher.
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { openConfirmDialog } from '../../../ui/dialogs';
import { ListTable } from '../../../ui/list';
import { PageHeader } from '../../../ui/PageHeader';
import { Panel } from '../../../ui/Panel';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices, useSession } from '../../../ui/services';
import { VoucherViewDialog } from '../../../ui/voucher/VoucherViewDialog';
import { formatMonth } from '../../../ui/voucher/voucher-format';
import { describeMissing, findGaps } from './gaps';
import { defaultFilter } from './list-filter';
import { notifyDone } from './notify';
import type { VoucherListRow } from './types';
import { openingMonth } from './use-list-screen';
import { listAllVouchers, renumberMonth } from './voucher-api';
import { rowNo, voucherColumns, voucherKey, voucherRowAttributes } from './voucher-columns';

const monthOptions = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: `${String(i + 1).padStart(2, '0')}月`,
}));

export function VoucherRearrangementScreen({ active }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  const year = session?.year ?? null;
  const [month, setMonth] = useState(() => (year === null ? 1 : openingMonth(year)));
  const [rows, setRows] = useState<readonly VoucherListRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState<{ month: number; count: number } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = useCallback((row: VoucherListRow) => setViewing(row.id), []);
  const columns = useMemo(() => voucherColumns({ onOpen: open }), [open]);
  const rowAttributes = useMemo(() => voucherRowAttributes(), []);

  const load = useCallback(async () => {
    if (year === null) return;
    setLoading(true);
    setError(null);
    try {
      setRows((await listAllVouchers(api, defaultFilter(year, month))).rows);
    } catch (e) {
      setRows([]);
      setError(`读取凭证失败：${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setLoading(false);
    }
  }, [api, year, month]);

  useEffect(() => {
    if (active) void load();
  }, [active, load]);

  const gaps = findGaps(rows);
  const withGaps = gaps.filter((g) => g.missing.length > 0);
  const label = year === null ? '' : formatMonth(year, month);

  const renumber = async () => {
    if (year === null) return;
    const sure = await openConfirmDialog({
      title: '凭证整理',
      message: `确定整理 ${label} 的凭证编号吗？\n同一凭证字的凭证将按原顺序从 1 开始连续编号，断号后面的凭证号会改变。`,
      confirmLabel: '整理',
      tone: 'warning',
    });
    if (!sure) return;
    setBusy(true);
    try {
      const answer = await renumberMonth(api, year, month);
      setChanged({ month, count: answer.changed });
      notifyDone(
        answer.changed === 0 ? `${label} 凭证编号连续，无需整理` : `已整理 ${answer.changed} 张凭证的编号`,
      );
    } catch {
      // The request layer shows the refusal (e.g. the month is closed).
    } finally {
      setBusy(false);
    }
    await load();
  };

  return (
    <Stack gap="sm" p="sm" data-testid="voucher-rearrangement-screen">
      <PageHeader title="凭证整理" subtitle="基础设置" />
      <Panel>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={8}>
            <Group gap={8} wrap="nowrap">
              <Text size="sm">整理期间</Text>
              <Text size="sm">{year}年</Text>
              <Select
                size="xs"
                w={84}
                aria-label="整理月份"
                data={monthOptions}
                value={String(month)}
                allowDeselect={false}
                onChange={(v) => {
                  if (!v) return;
                  setMonth(Number(v));
                  setChanged(null);
                }}
              />
            </Group>
            <div data-testid="gap-summary">
              {loading && rows.length === 0 ? (
                <Text size="sm" c="dimmed">
                  正在检查凭证编号…
                </Text>
              ) : gaps.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {label} 没有凭证
                </Text>
              ) : (
                gaps.map((g) => (
                  <Text size="sm" key={g.voucherType} c={g.missing.length > 0 ? 'orange.9' : 'teal.8'}>
                    {g.voucherType}字：{g.count} 张，
                    {g.missing.length > 0 ? `断号 ${describeMissing(g)}` : '编号连续'}
                  </Text>
                ))
              )}
            </div>
          </Stack>
          <Button
            size="sm"
            onClick={() => void renumber()}
            loading={busy}
            disabled={year === null || loading}
          >
            整理编号
          </Button>
        </Group>
        {changed && changed.month === month && (
          <Alert mt="sm" p="xs" variant="light" color="teal" data-testid="renumber-result">
            {label} 整理完成：
            {changed.count === 0 ? '编号本已连续，没有凭证改号' : `${changed.count} 张凭证重新编号`}
          </Alert>
        )}
        {!changed && withGaps.length === 0 && gaps.length > 0 && (
          <Text size="xs" c="dimmed" mt={6}>
            各凭证字编号均连续，无需整理。
          </Text>
        )}
      </Panel>
      <ListTable
        label={`${label}凭证`}
        columns={columns}
        rows={rows}
        rowKey={voucherKey}
        rowLabel={rowNo}
        rowAttributes={rowAttributes}
        noun="凭证"
        unit="张"
        loading={loading}
        error={error}
        total={rows.length}
        emptyText={`${label} 没有凭证`}
        onOpen={open}
      />
      <VoucherViewDialog voucherId={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
