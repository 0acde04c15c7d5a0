// 经费快速录入 (certificateProcessing/quick-input-of-funds): pick a quick voucher (a 快捷凭证模板
// chosen in 快速凭证设置), type the date, 附单据, summary and one amount, and save. The lines come
// from the template (quick-model.ts balances them); the save is the one 凭证录入 makes, through the
// outbox, so it works offline and the server numbers the voucher on arrival.
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useReference } from '../../../local/hooks';
import type { VoucherTemplateRecord } from '../../../local/voucher-templates';
import { PageHeader } from '../../../ui/PageHeader';
import { Panel } from '../../../ui/Panel';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';
import { linesFromTemplate } from '../../../ui/voucher/voucher-draft';
import { LastSaved } from './LastSaved';
import { OneAmountFields } from './OneAmountFields';
import { QuickLinesTable } from './QuickLinesTable';
import { fillQuickAmount, orderedQuickTemplates } from './quick-model';
import { useQuickSetting } from './quick-store';
import { useOneAmountVoucher } from './use-one-amount-voucher';

export function QuickEntryScreen(_props: ScreenProps) {
  const { api } = useServices();
  const templates = useReference<VoucherTemplateRecord>('templates');
  // The server's list, the cached one offline (快速凭证设置).
  const { order } = useQuickSetting(api);
  const form = useOneAmountVoucher();
  const { reference, summary, setSummary, amount, amountRef, last } = form;

  const quick = useMemo(
    () => (templates && order !== undefined ? orderedQuickTemplates(templates, order) : undefined),
    [templates, order],
  );
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = quick?.find((t) => t.id === chosenId) ?? quick?.[0];

  // Each quick voucher starts with its own summary.
  const chosenKey = chosen?.id;
  const defaultSummary = chosen?.entries.find((e) => e.summary.trim() !== '')?.summary ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another template is chosen
  useEffect(() => {
    setSummary(defaultSummary);
  }, [chosenKey]);

  const baseLines = useMemo(() => {
    if (!chosen) return [];
    let n = 0;
    return linesFromTemplate(chosen.entries, reference, () => `p${n++}`);
  }, [chosen, reference]);
  const filled = useMemo(() => fillQuickAmount(baseLines, amount, summary), [baseLines, amount, summary]);
  const previewLines = filled.ok
    ? filled.lines
    : baseLines.map((l) => ({ ...l, summary: summary.trim() || l.summary }));
  const problem = amount.trim() !== '' && !filled.ok ? filled.message : null;
  // The next voucher of the same quick voucher starts with its summary again.
  const save = () => {
    if (chosen) void form.save(filled, defaultSummary);
  };

  return (
    <Stack gap="sm" p="sm" data-testid="quick-entry-screen">
      <PageHeader
        title="经费快速录入"
        subtitle="选择快速凭证，录入金额即生成平衡的凭证；离线时保存在本机，联网后自动提交"
      />
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Panel style={{ width: 260, flex: 'none' }}>
          <Text size="xs" c="dimmed" mb={6}>
            快速凭证（在「快速凭证设置」中选择）
          </Text>
          <Stack gap={2} role="listbox" aria-label="快速凭证">
            {quick === undefined && (
              <Text size="sm" c="dimmed">
                正在读取…
              </Text>
            )}
            {quick?.length === 0 && (
              <Text size="sm" c="dimmed" py="md" ta="center">
                暂无快速凭证：请先在凭证录入中「存为模板」，再到快速凭证设置中选择
              </Text>
            )}
            {quick?.map((t, i) => (
              <Group
                key={t.key}
                role="option"
                aria-selected={t.id === chosen?.id}
                justify="space-between"
                wrap="nowrap"
                px={8}
                py={5}
                style={{
                  cursor: 'pointer',
                  borderRadius: 3,
                  background: t.id === chosen?.id ? 'var(--mantine-color-blue-0)' : undefined,
                }}
                onClick={() => {
                  setChosenId(t.id);
                  amountRef.current?.focus();
                }}
              >
                <Text size="sm" truncate>
                  {i + 1}. {t.name}
                </Text>
                <Badge size="xs" variant="light" color="gray">
                  {t.entries.length} 行
                </Badge>
              </Group>
            ))}
          </Stack>
        </Panel>
        <Panel style={{ flex: 1 }}>
          {chosen ? (
            <Stack gap="sm">
              <Group justify="space-between">
                <Text fw={600}>{chosen.name}</Text>
                <LastSaved last={last} />
              </Group>
              <OneAmountFields form={form} ready={filled.ok} invalid={problem !== null} onSave={save} />
              {problem && (
                <Alert color="red" py={6} data-testid="quick-problem">
                  {problem}
                </Alert>
              )}
              <QuickLinesTable lines={previewLines} />
              <Text size="xs" c="dimmed">
                金额为凭证的借贷合计：模板中设定了金额的分录保持不变，未设金额的分录取本方差额。回车保存；需要修改分录时请到凭证录入中「调用模板」。
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" py="xl" ta="center">
              请选择左侧的快速凭证
            </Text>
          )}
        </Panel>
      </Group>
    </Stack>
  );
}
