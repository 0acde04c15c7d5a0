// 经费快速录入 (certificateProcessing/quick-input-of-funds): pick a quick voucher (a 快捷凭证模板
// chosen in 快速凭证设置), type the date, 附单据, summary and one amount, and save. The lines come
// from the template (quick-model.ts balances them); the save is the one 凭证录入 makes, through the
// outbox, so it works offline and the server numbers the voucher on arrival.
import { Alert, Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { uuidV4 } from '../../../api/signer';
import { cleanAmountCell } from '../../../core/rules/amount-input';
import { toCalendarDate } from '../../../core/rules/dates';
import { capIntegerInput } from '../../../core/rules/integer-input';
import { defaultVoucherType } from '../../../core/voucher';
import type { AuxItemRecord } from '../../../local/auxiliary';
import type { DepartmentRecord } from '../../../local/departments';
import { useLocalDb, useReference } from '../../../local/hooks';
import type { SubjectRecord } from '../../../local/subjects';
import type { VoucherTemplateRecord } from '../../../local/voucher-templates';
import type { VoucherTypeRecord } from '../../../local/voucher-types';
import { queueVoucherSave } from '../../../local/vouchers';
import { AccountingDateInput } from '../../../ui/AccountingDateInput';
import { openMessageDialog } from '../../../ui/dialogs';
import { PageHeader } from '../../../ui/PageHeader';
import { Panel } from '../../../ui/Panel';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';
import {
  checkForSave,
  linesFromTemplate,
  type VoucherDraft,
  voucherLabel,
} from '../../../ui/voucher/voucher-draft';
import { useSaveNotices } from '../entry/use-save-notices';
import { useCashCodes } from '../entry/use-voucher-context';
import { readLastDate, rememberLastDate } from '../entry/voucher-store';
import { LastSaved } from './LastSaved';
import { QuickLinesTable } from './QuickLinesTable';
import { fillQuickAmount, orderedQuickTemplates } from './quick-model';
import { useQuickSetting } from './quick-store';

export function QuickEntryScreen(_props: ScreenProps) {
  const { api } = useServices();
  const db = useLocalDb();
  const templates = useReference<VoucherTemplateRecord>('templates');
  const subjects = useReference<SubjectRecord>('subjects');
  const auxItems = useReference<AuxItemRecord>('auxItems');
  const departments = useReference<DepartmentRecord>('departments');
  const types = useReference<VoucherTypeRecord>('voucherTypes');
  const cashCodes = useCashCodes();
  // The server's list, the cached one offline (快速凭证设置).
  const { order } = useQuickSetting(api);
  const watch = useSaveNotices();

  const quick = useMemo(
    () => (templates && order !== undefined ? orderedQuickTemplates(templates, order) : undefined),
    [templates, order],
  );
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = quick?.find((t) => t.id === chosenId) ?? quick?.[0];

  const [voucherType, setVoucherType] = useState('');
  const [voucherDate, setVoucherDate] = useState('');
  const [documents, setDocuments] = useState(0);
  const [summary, setSummary] = useState('');
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<{ id: string; label: string } | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);

  const enabledTypes = useMemo(
    () => [...(types ?? [])].filter((t) => t.enabled).sort((a, b) => a.sort - b.sort),
    [types],
  );
  useEffect(() => {
    if (!voucherType && types) setVoucherType(defaultVoucherType(types)?.code ?? '');
  }, [types, voucherType]);
  // The date the user last saved a voucher with (here or in 凭证录入), else today.
  useEffect(() => {
    if (!db) return;
    readLastDate(db)
      .then((d) => setVoucherDate((now) => now || d || toCalendarDate(new Date())))
      .catch(() => {});
  }, [db]);
  // Each quick voucher starts with its own summary.
  const chosenKey = chosen?.id;
  const defaultSummary = chosen?.entries.find((e) => e.summary.trim() !== '')?.summary ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another template is chosen
  useEffect(() => {
    setSummary(defaultSummary);
  }, [chosenKey]);

  const reference = useMemo(
    () => ({
      subjects: subjects ?? [],
      auxItems: auxItems ?? [],
      departments: departments ?? [],
      voucherTypes: types ?? [],
      cashCodes,
    }),
    [subjects, auxItems, departments, types, cashCodes],
  );
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

  const save = async () => {
    if (busy || !chosen) return;
    if (!db) {
      await openMessageDialog({
        title: '提示',
        message: '本地数据库未打开：请先登录并选择账套',
        tone: 'warning',
      });
      return;
    }
    if (!filled.ok) {
      await openMessageDialog({ title: '提示', message: filled.message, tone: 'warning' });
      amountRef.current?.focus();
      return;
    }
    const draft: VoucherDraft = {
      id: uuidV4(),
      voucherType,
      voucherDate,
      numberOfDocument: documents,
      lines: filled.lines.map((l) => ({ ...l, id: uuidV4() })),
      server: null,
    };
    const check = checkForSave(draft, reference);
    if (!check.ok) {
      await openMessageDialog({ title: '提示', message: check.message, tone: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const label = voucherLabel(draft);
      await queueVoucherSave(
        { id: draft.id, body: check.body, label, draft: { ...draft, edited: false } },
        db,
      );
      await rememberLastDate(db, voucherDate);
      watch(draft.id, label);
      setLast({ id: draft.id, label });
      // Ready for the next one: same quick voucher, date and type; amount and 附单据 cleared.
      setAmount('');
      setDocuments(0);
      setSummary(defaultSummary);
      amountRef.current?.focus();
    } catch (error) {
      await openMessageDialog({
        title: '保存失败',
        message: error instanceof Error ? error.message : String(error),
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
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
              <Group gap="md" align="flex-end">
                <Select
                  size="xs"
                  w={130}
                  label="凭证字"
                  data={enabledTypes.map((t) => ({ value: t.code, label: `${t.code}　${t.name}` }))}
                  value={voucherType || null}
                  allowDeselect={false}
                  onChange={(v) => v && setVoucherType(v)}
                  comboboxProps={{ withinPortal: true }}
                />
                <AccountingDateInput
                  size="xs"
                  w={130}
                  label="凭证日期"
                  value={voucherDate || null}
                  onChange={(v) => v && setVoucherDate(v.slice(0, 10))}
                  popoverProps={{ withinPortal: true }}
                />
                <TextInput
                  size="xs"
                  w={70}
                  label="附单据（张）"
                  inputMode="numeric"
                  styles={{ input: { textAlign: 'right' } }}
                  value={String(documents)}
                  onChange={(e) => setDocuments(Number(capIntegerInput(e.currentTarget.value, 999) || 0))}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <TextInput
                  size="xs"
                  style={{ flex: 1, minWidth: 160 }}
                  label="摘要"
                  maxLength={200}
                  value={summary}
                  onChange={(e) => setSummary(e.currentTarget.value)}
                />
                <TextInput
                  size="xs"
                  w={150}
                  label="金额"
                  ref={amountRef}
                  inputMode="decimal"
                  placeholder="0.00"
                  styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
                  value={amount}
                  error={problem !== null}
                  onChange={(e) => {
                    const next = cleanAmountCell(e.currentTarget.value);
                    if (next !== null) setAmount(next);
                  }}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') void save();
                  }}
                />
                <Button size="xs" loading={busy} disabled={!filled.ok} onClick={() => void save()}>
                  保存
                </Button>
              </Group>
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
