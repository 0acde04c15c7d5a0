// 出纳现金账户 and 出纳银行账户 (cashier-management/cashier-cash-account, cashier-bank-account): the
// cashier's own accounts of one kind, each tied to an end-level 101/102 subject, from the local cache;
// saves and 停用/启用 work offline through the outbox, deleting needs the server.
import { Badge, Button } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ACCOUNT_KIND_LABEL, type AccountKind } from '../../core/cashier/types';
import { cashierContracts } from '../../core/contracts/cashier';
import { P } from '../../core/permissions/keys';
import {
  requireLocalDb,
  useLocalDb,
  usePendingSyncIds,
  useReference,
  useReferencePulledAt,
} from '../../local';
import {
  type CashierAccountRecord,
  type CashierAccountRow,
  cashierAccountKind,
  setCashierAccountEnabled,
} from '../../local/cashier-accounts';
import { openConfirmDialog, openMessageDialog } from '../../ui/dialogs';
import { type ListColumn, ListFrame, usePagedRows } from '../../ui/list';
import { RowActions } from '../../ui/RowActions';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices, useSession } from '../../ui/services';
import { useReferenceEdits } from '../../ui/use-reference-edits';
import { groupDigits } from './BankAccountScreen';
import { CashierAccountFormModal } from './CashierAccountFormModal';
import { SyncMark } from './SyncMark';
import { useFailures } from './use-failures';

function AccountScreen({ route, kind }: ScreenProps & { kind: AccountKind }) {
  const { api } = useServices();
  const session = useSession();
  // Until this device's database opens the list is being read, not empty.
  const db = useLocalDb();
  const read = useReference<CashierAccountRecord>('cashierAccounts') as CashierAccountRow[] | undefined;
  const cached = db === null ? undefined : read;
  const pulledAt = useReferencePulledAt('cashierAccounts');
  const pending = usePendingSyncIds(cashierAccountKind);
  const failures = useFailures(cashierAccountKind);
  const { online, refreshing, refresh, saved, deleteOnline } = useReferenceEdits(
    `出纳${ACCOUNT_KIND_LABEL[kind]}账户列表`,
  );
  const [editing, setEditing] = useState<CashierAccountRow | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const key = kind === 'cash' ? P.cashier.cashAccount : P.cashier.bankAccount;
  const canEdit = session?.permissions.includes(key) ?? false;
  const rows = useMemo(() => (cached ?? []).filter((r) => r.kind === kind), [cached, kind]);
  const source = usePagedRows(rows, { loading: cached === undefined, cachedAt: online ? null : pulledAt });

  const columns: ListColumn<CashierAccountRow>[] = [
    {
      key: 'code',
      title: '账户编码',
      width: 90,
      value: (r) => r.code,
      render: (r) => (
        <>
          {r.code} <SyncMark pending={pending.has(r.key)} failure={failures.get(r.key)} />
        </>
      ),
    },
    // A bank account's row has the bank's name to show: its own name keeps a fixed width there.
    {
      key: 'name',
      title: '账户名称',
      ...(kind === 'bank' ? { width: 150 } : {}),
      value: (r) => r.name,
      truncate: true,
    },
    { key: 'subject', title: '对应科目', width: 150, value: (r) => `${r.subjectCode} ${r.subjectName}` },
    ...(kind === 'bank'
      ? [
          {
            key: 'bank',
            title: '开户行',
            value: (r: CashierAccountRow) => r.bankName ?? '',
            truncate: true,
          },
          {
            key: 'accountNo',
            title: '账号',
            width: 190,
            value: (r: CashierAccountRow) => (r.accountNo ? groupDigits(r.accountNo) : ''),
          },
        ]
      : []),
    { key: 'openedOn', title: '启用日期', width: 92, value: (r) => r.openedOn },
    { key: 'opening', title: '期初余额', width: 120, kind: 'money', value: (r) => r.openingBalance },
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
  ];

  const open = (row: CashierAccountRow | null) => {
    setEditing(row);
    setFormOpen(true);
  };

  const toggle = async (row: CashierAccountRow) => {
    try {
      saved((await setCashierAccountEnabled(row, !row.enabled)).label);
    } catch (e) {
      await openMessageDialog({ title: '操作失败', message: (e as Error).message, tone: 'error' });
    }
  };

  const remove = async (row: CashierAccountRow) => {
    const id = row.id;
    const sure = await openConfirmDialog({
      title: '删除出纳账户',
      message: `确定删除 ${row.code} ${row.name} 吗？已有出纳账或支票的账户不能删除，可以停用。`,
      confirmLabel: '删除',
    });
    if (!sure || id === null) return;
    await deleteOnline(
      '删除出纳账户',
      async () => {
        await api.call(cashierContracts.deleteAccount, { id, version: row.version });
        await requireLocalDb().cashierAccounts.delete(row.key);
      },
      '出纳账户已删除',
    );
  };

  const total = rows.reduce((n, r) => n + (r.enabled ? 1 : 0), 0);
  return (
    <>
      <ListFrame
        title={route.title}
        subtitle={route.parentTitle}
        testId={`cashier-${kind}-account-screen`}
        source={source}
        columns={columns}
        rowKey={(r) => r.key}
        noun={`${ACCOUNT_KIND_LABEL[kind]}账户`}
        unit="个"
        emptyText={`暂无出纳${ACCOUNT_KIND_LABEL[kind]}账户，点击「新增」设置`}
        offlineNote="本机待同步的账户标为「待同步」"
        filterLine={`共 ${rows.length} 个，启用 ${total} 个`}
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
        onOpen={canEdit ? (r: CashierAccountRow) => open(r) : undefined}
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
      <CashierAccountFormModal
        kind={kind}
        opened={formOpen}
        editing={editing}
        rows={cached ?? []}
        onClose={() => setFormOpen(false)}
        onSaved={saved}
      />
    </>
  );
}

export const CashAccountScreen = (props: ScreenProps) => <AccountScreen {...props} kind="cash" />;
export const BankCashierAccountScreen = (props: ScreenProps) => <AccountScreen {...props} kind="bank" />;
