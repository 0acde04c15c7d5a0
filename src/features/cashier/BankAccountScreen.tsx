// 银行账户 (settings/bankAccount): the unit's bank accounts with the 102 subject each is booked in,
// from the local cache: the list, saves and 停用/启用 work offline through the outbox; deleting needs
// the server (an account a cashier account uses is refused).
import { Badge, Button, Select, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { bankAccountContracts } from '../../core/contracts/bank-account';
import { P } from '../../core/permissions/keys';
import {
  requireLocalDb,
  useLocalDb,
  usePendingSyncIds,
  useReference,
  useReferencePulledAt,
} from '../../local';
import {
  type BankAccountRecord,
  type BankAccountRow,
  bankAccountKind,
  setBankAccountEnabled,
} from '../../local/cashier-accounts';
import { openConfirmDialog, openMessageDialog } from '../../ui/dialogs';
import { type ListColumn, ListField, ListFrame, useListState, usePagedRows } from '../../ui/list';
import { RowActions } from '../../ui/RowActions';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices, useSession } from '../../ui/services';
import { useReferenceEdits } from '../../ui/use-reference-edits';
import { BankAccountFormModal } from './BankAccountFormModal';
import { SyncMark } from './SyncMark';
import { useFailures } from './use-failures';

interface Filter {
  text: string;
  enabled: 'all' | 'on' | 'off';
}
const startFilter: Filter = { text: '', enabled: 'all' };

export const groupDigits = (no: string) => no.replace(/(\d{4})(?=\d)/g, '$1 ');

export function BankAccountScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  // Until this device's database opens the list is being read, not empty.
  const db = useLocalDb();
  const read = useReference<BankAccountRecord>('bankAccounts') as BankAccountRow[] | undefined;
  const cached = db === null ? undefined : read;
  const pulledAt = useReferencePulledAt('bankAccounts');
  const pending = usePendingSyncIds(bankAccountKind);
  const failures = useFailures(bankAccountKind);
  const { online, refreshing, refresh, saved, deleteOnline } = useReferenceEdits('银行账户列表');
  const [editing, setEditing] = useState<BankAccountRow | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const state = useListState<Filter>({ start: startFilter });
  const canEdit = session?.permissions.includes(P.settings.bankAccount) ?? false;

  const applied = state.applied ?? startFilter;
  const shown = useMemo(() => {
    const text = applied.text.replace(/\s+/g, '');
    return (cached ?? []).filter(
      (r) =>
        (applied.enabled === 'all' || r.enabled === (applied.enabled === 'on')) &&
        (text === '' ||
          r.bankName.includes(text) ||
          r.accountNo.includes(text) ||
          r.subjectCode.startsWith(text)),
    );
  }, [cached, applied]);
  const source = usePagedRows(shown, {
    loading: cached === undefined,
    cachedAt: online ? null : pulledAt,
    queryKey: state.applied,
  });

  const columns: ListColumn<BankAccountRow>[] = [
    {
      key: 'bankName',
      title: '开户行',
      value: (r) => r.bankName,
      render: (r) => (
        <>
          {r.bankName} <SyncMark pending={pending.has(r.key)} failure={failures.get(r.key)} />
        </>
      ),
      truncate: true,
    },
    { key: 'accountName', title: '户名', width: 150, value: (r) => r.accountName, truncate: true },
    {
      key: 'accountNo',
      title: '账号',
      width: 210,
      value: (r) => groupDigits(r.accountNo),
      render: (r) => <span style={{ fontFamily: 'monospace' }}>{groupDigits(r.accountNo)}</span>,
    },
    { key: 'depositType', title: '存款种类', width: 110, value: (r) => r.depositType },
    { key: 'subject', title: '对应科目', width: 170, value: (r) => `${r.subjectCode} ${r.subjectName}` },
    { key: 'openedOn', title: '开户日期', width: 96, value: (r) => r.openedOn },
    {
      key: 'enabled',
      title: '状态',
      width: 64,
      value: (r) => (r.enabled ? '启用' : '停用'),
      render: (r) => (
        <Badge size="xs" radius="sm" variant="light" color={r.enabled ? 'teal' : 'gray'}>
          {r.enabled ? '启用' : '停用'}
        </Badge>
      ),
    },
    { key: 'remark', title: '备注', width: 120, value: (r) => r.remark, truncate: true },
  ];

  const open = (row: BankAccountRow | null) => {
    setEditing(row);
    setFormOpen(true);
  };

  const toggle = async (row: BankAccountRow) => {
    try {
      saved((await setBankAccountEnabled(row, !row.enabled)).label);
    } catch (e) {
      await openMessageDialog({ title: '操作失败', message: (e as Error).message, tone: 'error' });
    }
  };

  const remove = async (row: BankAccountRow) => {
    const id = row.id;
    const sure = await openConfirmDialog({
      title: '删除银行账户',
      message: `确定删除 ${row.bankName} ${groupDigits(row.accountNo)} 吗？出纳银行账户使用中的账户不能删除，可以停用。`,
      confirmLabel: '删除',
    });
    if (!sure || id === null) return;
    await deleteOnline(
      '删除银行账户',
      async () => {
        await api.call(bankAccountContracts.delete, { id, version: row.version });
        await requireLocalDb().bankAccounts.delete(row.key);
      },
      '银行账户已删除',
    );
  };

  return (
    <>
      <ListFrame
        title={route.title}
        subtitle={route.parentTitle}
        testId="bank-account-screen"
        source={source}
        columns={columns}
        rowKey={(r) => r.key}
        noun="银行账户"
        unit="个"
        emptyText="暂无银行账户，点击「新增」登记单位的开户银行账户"
        offlineNote="本机待同步的银行账户标为「待同步」"
        toolbar={
          <>
            <Button size="xs" variant="default" onClick={refresh} loading={refreshing}>
              刷新
            </Button>
            {canEdit && (
              <Button size="xs" onClick={() => open(null)}>
                新增
              </Button>
            )}
          </>
        }
        filters={
          <>
            <ListField label="开户行/账号/科目">
              <TextInput
                size="xs"
                w={180}
                aria-label="开户行/账号/科目"
                value={state.draft?.text ?? ''}
                onChange={(e) =>
                  state.setDraft({ ...(state.draft ?? startFilter), text: e.currentTarget.value })
                }
              />
            </ListField>
            <ListField label="状态">
              <Select
                size="xs"
                w={90}
                aria-label="状态"
                data={[
                  { value: 'all', label: '全部' },
                  { value: 'on', label: '启用' },
                  { value: 'off', label: '停用' },
                ]}
                value={state.draft?.enabled ?? 'all'}
                onChange={(v) =>
                  state.setDraft({
                    ...(state.draft ?? startFilter),
                    enabled: (v ?? 'all') as Filter['enabled'],
                  })
                }
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
          </>
        }
        onSearch={() => void state.search()}
        onReset={state.reset}
        filterLine={`开户行/账号/科目：${applied.text.trim() || '全部'}　状态：${{ all: '全部', on: '启用', off: '停用' }[applied.enabled]}`}
        onOpen={canEdit ? (r: BankAccountRow) => open(r) : undefined}
        actions={
          canEdit
            ? (r) => (
                <RowActions
                  onEdit={() => open(r)}
                  onToggle={() => void toggle(r)}
                  enabled={r.enabled}
                  onDelete={() => void remove(r)}
                  disabled={{
                    toggle: r.id === null ? '新账户同步到服务器后才能停用' : undefined,
                    delete: r.id === null ? '新账户同步到服务器后才能删除' : undefined,
                  }}
                />
              )
            : undefined
        }
        actionsWidth={150}
      />
      <BankAccountFormModal
        opened={formOpen}
        editing={editing}
        rows={cached ?? []}
        onClose={() => setFormOpen(false)}
        onSaved={saved}
      />
    </>
  );
}
