// 拨款卡绑定 (reimbursement/downPickinBank/down-pickin-bank-list): the bank cards payments go to, a
// person's (one of them the default) or a unit payee's, from the local cache: the list, saves and
// 设为默认 work offline through the outbox; deleting needs the server.
import { Badge, Button, Select, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { bankCardContracts } from '../../core/contracts/personnel';
import { P } from '../../core/permissions/keys';
import { unitPayeeLabel } from '../../core/personnel/rules';
import {
  requireLocalDb,
  useLocalDb,
  useOutboxEntries,
  usePendingSyncIds,
  useReference,
  useReferencePulledAt,
} from '../../local';
import {
  type BankCardRecord,
  type BankCardRow,
  bankCardKind,
  effectiveDefaults,
  type PersonRecord,
  type PersonRow,
  setDefaultBankCard,
  toBankCardRow,
} from '../../local/personnel';
import { openConfirmDialog, openMessageDialog } from '../../ui/dialogs';
import { type ListColumn, ListField, ListFrame, useListState, usePagedRows } from '../../ui/list';
import { RowActions } from '../../ui/RowActions';
import { SyncMark } from '../../ui/SyncMark';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices, useSession } from '../../ui/services';
import { useReferenceEdits } from '../../ui/use-reference-edits';
import { BankCardFormModal } from './BankCardFormModal';
import { groupDigits } from './personnel-rules';

/** personId: a person's id, 'unit' for unit payees, null for all. */
interface Filter {
  personId: string | null;
  text: string;
}
const startFilter: Filter = { personId: null, text: '' };

const payeeOf = (r: BankCardRow) => r.personName ?? unitPayeeLabel;

export function BankCardScreen({ route }: ScreenProps) {
  const db = useLocalDb();
  const { api } = useServices();
  const session = useSession();
  const cached = useReference<BankCardRecord>('bankCards');
  const people = (useReference<PersonRecord>('personnel') ?? []) as PersonRow[];
  const pulledAt = useReferencePulledAt('bankCards');
  const pendingIds = usePendingSyncIds(bankCardKind);
  const entries = useOutboxEntries();
  const { online, refreshing, refresh, saved, deleteOnline } = useReferenceEdits('拨款卡列表');
  const [editing, setEditing] = useState<BankCardRow | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const state = useListState<Filter>({ start: startFilter });

  const all = useMemo(
    () => (db === null || cached === undefined ? undefined : effectiveDefaults(cached as BankCardRow[])),
    [db, cached],
  );
  const failures = useMemo(() => {
    const out = new Map<string, string>();
    for (const e of entries) {
      if (e.kind === bankCardKind && e.state === 'failed' && e.error) out.set(e.entityId, e.error.message);
    }
    return out;
  }, [entries]);
  const applied = state.applied ?? startFilter;
  const shown = useMemo(() => {
    const text = applied.text.replace(/\s+/g, '');
    return (all ?? []).filter(
      (r) =>
        (applied.personId === null ||
          (applied.personId === 'unit' ? r.personId === null : String(r.personId) === applied.personId)) &&
        (text === '' || r.accountName.includes(text) || r.accountNo.includes(text)),
    );
  }, [all, applied]);
  const source = usePagedRows(shown, {
    loading: all === undefined,
    cachedAt: online ? null : pulledAt,
    queryKey: state.applied,
  });
  const payeeOptions = useMemo(
    () => [
      { value: 'unit', label: unitPayeeLabel },
      ...people
        .filter((p) => p.id !== null)
        .map((p) => ({ value: String(p.id), label: `${p.name}（${p.code}）` })),
    ],
    [people],
  );
  const canEdit = session?.permissions.includes(P.reimbursement.cardBinding) ?? false;

  const columns: ListColumn<BankCardRow>[] = [
    {
      key: 'payee',
      title: '收款人',
      width: 140,
      value: payeeOf,
      render: (r) => (
        <>
          {payeeOf(r)} <SyncMark pending={pendingIds.has(r.key)} failure={failures.get(r.key)} />
        </>
      ),
    },
    { key: 'accountName', title: '户名', width: 160, value: (r) => r.accountName, truncate: true },
    { key: 'bankName', title: '开户行', value: (r) => r.bankName, truncate: true },
    {
      key: 'accountNo',
      title: '账号',
      width: 210,
      value: (r) => groupDigits(r.accountNo),
      render: (r) => <span style={{ fontFamily: 'monospace' }}>{groupDigits(r.accountNo)}</span>,
    },
    {
      key: 'isDefault',
      title: '默认卡',
      width: 70,
      value: (r) => (r.isDefault ? '是' : ''),
      render: (r) =>
        r.isDefault && (
          <Badge size="xs" radius="sm" color="teal" variant="light">
            默认
          </Badge>
        ),
    },
  ];

  const openForm = (row: BankCardRow | null) => {
    setEditing(row);
    setFormOpen(true);
  };

  const makeDefault = async (row: BankCardRow) => {
    try {
      const entry = await setDefaultBankCard(row);
      saved(entry.label);
    } catch (e) {
      await openMessageDialog({ title: '设为默认失败', message: (e as Error).message, tone: 'error' });
    }
  };

  const remove = async (row: BankCardRow) => {
    const sure = await openConfirmDialog({
      title: '删除拨款卡',
      message: `确定删除 ${row.accountName} 尾号${row.accountNo.slice(-4)} 的拨款卡吗？${
        row.isDefault ? '它是默认卡，删除后该收款人最近绑定的另一张卡成为默认卡。' : ''
      }`,
      confirmLabel: '删除',
    });
    const id = row.id;
    if (!sure || id === null) return;
    await deleteOnline(
      '删除拨款卡',
      async () => {
        const answer = await api.call(bankCardContracts.delete, { id, version: row.version });
        const local = requireLocalDb();
        await local.transaction('rw', local.bankCards, async () => {
          await local.bankCards.delete(row.key);
          // The owner's cards as the server has them now: the default may have passed to another.
          await local.bankCards.bulkPut(answer.cards.map((c) => toBankCardRow(c)));
        });
      },
      '拨款卡已删除',
    );
  };

  const payeeName = payeeOptions.find((o) => o.value === applied.personId)?.label ?? '全部';
  return (
    <>
      <ListFrame
        title={route.title}
        subtitle={route.parentTitle}
        testId="bank-card-screen"
        source={source}
        columns={columns}
        rowKey={(r) => r.key}
        noun="拨款卡"
        unit="张"
        emptyText="暂无拨款卡，点击「新增」绑定"
        offlineNote="本机待同步的拨款卡标为「待同步」"
        toolbar={
          <>
            <Button size="xs" variant="default" onClick={refresh} loading={refreshing}>
              刷新
            </Button>
            {canEdit && (
              <Button size="xs" onClick={() => openForm(null)}>
                新增
              </Button>
            )}
          </>
        }
        filters={
          <>
            <ListField label="收款人">
              <Select
                size="xs"
                w={160}
                aria-label="收款人"
                placeholder="全部"
                data={payeeOptions}
                value={state.draft?.personId ?? null}
                onChange={(v) => state.setDraft({ ...(state.draft ?? startFilter), personId: v })}
                clearable
                searchable
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
            <ListField label="户名/账号">
              <TextInput
                size="xs"
                w={160}
                aria-label="户名/账号"
                value={state.draft?.text ?? ''}
                onChange={(e) =>
                  state.setDraft({ ...(state.draft ?? startFilter), text: e.currentTarget.value })
                }
              />
            </ListField>
          </>
        }
        onSearch={() => void state.search()}
        onReset={state.reset}
        filterLine={`收款人：${payeeName}　户名/账号：${applied.text.trim() || '全部'}`}
        onOpen={canEdit ? (r: BankCardRow) => openForm(r) : undefined}
        actions={
          canEdit
            ? (r) => (
                <RowActions
                  onEdit={() => openForm(r)}
                  onDelete={() => void remove(r)}
                  disabled={{ delete: r.id === null ? '新绑定的卡同步到服务器后才能删除' : undefined }}
                >
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="teal"
                    disabled={r.isDefault || r.id === null}
                    title={r.id === null ? '新绑定的卡同步到服务器后才能设为默认' : undefined}
                    onClick={() => void makeDefault(r)}
                  >
                    设为默认
                  </Button>
                </RowActions>
              )
            : undefined
        }
      />
      <BankCardFormModal
        opened={formOpen}
        editing={editing}
        rows={all ?? []}
        people={people}
        onClose={() => setFormOpen(false)}
        onSaved={saved}
      />
    </>
  );
}
