// 凭证类型设置 (settings/billingVoucher): the ledger set's voucher types, edited as one list and
// saved together (POST /api/voucher/types/save). Presets give the two usual setups in one click.
// The list is a form on the one form hook, open for as long as the screen shows once the cache
// has answered: the cache fills it then, after that the user's edits own it until saved or 还原.
import { Button, Group, NumberInput, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { voucherSettingsContracts } from '../../../core/contracts/voucher-settings';
import type { VoucherRestriction } from '../../../core/voucher/types';
import { useReference } from '../../../local';
import type { VoucherTypeRecord } from '../../../local/voucher-types';
import { openConfirmDialog } from '../../../ui/dialogs';
import { useModalForm } from '../../../ui/forms/use-modal-form';
import { PageHeader } from '../../../ui/PageHeader';
import { Panel } from '../../../ui/Panel';
import { RowActions } from '../../../ui/RowActions';
import { runWrite } from '../../../ui/run-write';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices } from '../../../ui/services';
import {
  applyPreset,
  checkVoucherTypes,
  presets,
  restrictionLabels,
  type VoucherTypeDraft,
} from './voucher-type-rules';

export const voucherTypeFormId = 'voucher-type-form';

const restrictionOptions = Object.entries(restrictionLabels).map(([value, label]) => ({ value, label }));

const toDrafts = (rows: readonly VoucherTypeRecord[]): VoucherTypeDraft[] =>
  [...rows]
    .sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code))
    .map(({ code, name, sort, enabled, restriction }) => ({ code, name, sort, enabled, restriction }));

export function VoucherTypeScreen(_props: ScreenProps) {
  const { api } = useServices();
  const cached = useReference<VoucherTypeRecord>('voucherTypes');
  const form = useModalForm<{ types: VoucherTypeDraft[] }>({
    id: voucherTypeFormId,
    opened: cached !== undefined,
    initial: () => ({ types: toDrafts(cached ?? []) }),
    validate: ({ types }) => checkVoucherTypes(types),
    submit: async (values) => {
      const types = values.types.map((t) => ({ ...t, code: t.code.trim(), name: t.name.trim() }));
      const saved = await runWrite(
        { action: '保存凭证类型', refreshCaches: { api, tables: ['voucherTypes'] } },
        () => api.call(voucherSettingsContracts.saveTypes, { types }, { quiet: true }).then(() => true),
      );
      // Saved: what the server holds now is the start. The screen stays either way.
      if (saved) form.adopt({ types });
      return false;
    },
    onClose: () => {},
  });
  const list = cached === undefined ? null : form.values.types;

  const rows = list ?? [];
  const setRows = (types: VoucherTypeDraft[]) => form.set('types', types);
  const change = (i: number, patch: Partial<VoucherTypeDraft>) =>
    setRows(rows.map((t, j) => (j === i ? { ...t, ...patch } : t)));

  const preset = async (key: keyof typeof presets, label: string) => {
    const sure = await openConfirmDialog({
      title: '使用预设',
      message: `改为「${label}」？其他凭证类型将被停用（已有凭证的类型不能删除）。保存后生效。`,
    });
    if (sure) setRows(applyPreset(rows, presets[key]));
  };

  return (
    <Stack gap="sm" p="sm" data-testid="voucher-type-screen">
      <PageHeader
        title="凭证类型设置"
        subtitle="凭证字、名称及科目限制"
        actions={
          <>
            <Button size="xs" variant="default" onClick={() => void preset('general', '通用记账凭证（记）')}>
              通用记账凭证
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => void preset('receiptPaymentTransfer', '收、付、转')}
            >
              收付转凭证
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => cached && form.adopt({ types: toDrafts(cached) })}
            >
              还原
            </Button>
            <Button size="xs" onClick={() => void form.save()} loading={form.busy}>
              保存
            </Button>
          </>
        }
      />
      <Panel>
        <Table
          withTableBorder
          withColumnBorders
          verticalSpacing={4}
          fz="sm"
          layout="fixed"
          aria-label="凭证类型"
        >
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={90}>凭证字</Table.Th>
              <Table.Th w={180}>名称</Table.Th>
              <Table.Th>限制类型</Table.Th>
              <Table.Th w={90}>排序</Table.Th>
              <Table.Th w={80}>启用</Table.Th>
              <Table.Th w={80}>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list === null && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text size="sm" c="dimmed" ta="center" py="md">
                    正在读取…
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((t, i) => (
              // Rows are positions in an edited list; a code may be typed or changed.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Table.Tr key={i} data-testid={`voucher-type-${i + 1}`}>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={`第${i + 1}行凭证字`}
                    maxLength={10}
                    value={t.code}
                    onChange={(e) => change(i, { code: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={`第${i + 1}行名称`}
                    maxLength={20}
                    value={t.name}
                    onChange={(e) => change(i, { name: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    size="xs"
                    aria-label={`第${i + 1}行限制类型`}
                    data={restrictionOptions}
                    allowDeselect={false}
                    value={t.restriction}
                    onChange={(v) => v && change(i, { restriction: v as VoucherRestriction })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    aria-label={`第${i + 1}行排序`}
                    min={0}
                    max={999}
                    allowDecimal={false}
                    value={t.sort}
                    onChange={(v) => change(i, { sort: typeof v === 'number' ? v : 0 })}
                  />
                </Table.Td>
                <Table.Td>
                  <Switch
                    size="sm"
                    aria-label={`第${i + 1}行启用`}
                    checked={t.enabled}
                    onChange={(e) => change(i, { enabled: e.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <RowActions onDelete={() => setRows(rows.filter((_, j) => j !== i))} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between" mt="xs">
          <Button
            size="xs"
            variant="light"
            disabled={list === null}
            onClick={() =>
              setRows([
                ...rows,
                { code: '', name: '', sort: rows.length + 1, enabled: true, restriction: 'none' },
              ])
            }
          >
            新增一行
          </Button>
          <Text size="xs" c="dimmed">
            现金、银行科目按「科目设置」中的现金科目（101）和银行科目（102）判断；已有凭证的类型不能删除，可停用。
          </Text>
        </Group>
      </Panel>
    </Stack>
  );
}
