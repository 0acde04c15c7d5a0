// 支票领用 (check-collar): the cheques not yet 销号, from the cached register: 领用 an unused one to a
// person, and for an issued one 报销 (against the entry or voucher that paid it) or 退回 (handed
// back unused). An issued cheque past its 10 days is flagged 逾期. Every action goes through the
// outbox with the version seen; the row shows 待同步 until the server has it.
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { P } from '../../core/permissions/keys';
import { useOnline } from '../../local';
import { type ChequeRow, queueChequeAction } from '../../local/cheques';
import { openConfirmDialog } from '../../ui/dialogs';
import { ListField, ListFrame, useListState, usePagedRows } from '../../ui/list';
import type { ScreenProps } from '../../ui/screen-types';
import { useSession } from '../../ui/services';
import { useReferenceEdits } from '../../ui/use-reference-edits';
import { ChequeIssueModal } from './ChequeIssueModal';
import { ChequeWriteOffModal } from './ChequeWriteOffModal';
import { pick } from './cheque-columns';
import { accountOption, useCashierAccounts } from './use-cashier-accounts';
import { type ChequeView, useCheques } from './use-cheques';

interface Filter {
  state: 'open' | 'unused' | 'issued' | 'overdue';
  accountId: string | null;
  no: string;
}
const start: Filter = { state: 'open', accountId: null, no: '' };

const STATES = [
  { value: 'open', label: '未用和已领用' },
  { value: 'unused', label: '未用' },
  { value: 'issued', label: '已领用' },
  { value: 'overdue', label: '逾期未报销' },
];

export function ChequeIssueScreen({ route }: ScreenProps) {
  const session = useSession();
  const online = useOnline();
  const { views, pulledAt } = useCheques();
  const accounts = useCashierAccounts('bank');
  const { refresh, refreshing, saved } = useReferenceEdits('支票');
  const state = useListState<Filter>({ start });
  const [issuing, setIssuing] = useState<ChequeRow | null>(null);
  const [writing, setWriting] = useState<ChequeRow | null>(null);
  const canAct = session?.permissions.includes(P.cashier.chequeIssue) ?? false;
  const applied = state.applied ?? start;
  const rows = useMemo(
    () =>
      (views ?? []).filter((v) => {
        const s = v.row.state;
        if (applied.state === 'open' && s !== 'unused' && s !== 'issued') return false;
        if (applied.state === 'unused' && s !== 'unused') return false;
        if (applied.state === 'issued' && s !== 'issued') return false;
        if (applied.state === 'overdue' && !v.overdue) return false;
        if (applied.accountId && String(v.row.accountId) !== applied.accountId) return false;
        return applied.no.trim() === '' || v.row.chequeNo.includes(applied.no.trim().toUpperCase());
      }),
    [views, applied],
  );
  const usedEntryIds = useMemo(
    () => new Set((views ?? []).flatMap((v) => (v.row.entryId ? [v.row.entryId] : []))),
    [views],
  );
  const source = usePagedRows(rows, {
    loading: views === undefined,
    cachedAt: online ? null : pulledAt,
    queryKey: state.applied,
  });
  const columns = pick(
    'no',
    'account',
    'type',
    'state',
    'issuedOn',
    'expires',
    'holder',
    'department',
    'purpose',
    'limit',
    'payee',
  );

  const giveBack = async (row: ChequeRow) => {
    const sure = await openConfirmDialog({
      title: '退回支票',
      message: `${row.holder} 交回未使用的支票 ${row.chequeNo}？退回后支票恢复为未用。`,
      confirmLabel: '退回',
    });
    if (!sure) return;
    const entry = await queueChequeAction(
      row,
      'return',
      { note: '' },
      {
        state: 'unused',
        issuedOn: null,
        holder: '',
        department: '',
        purpose: '',
        limitAmount: null,
        payee: '',
        approver: '',
      },
    );
    saved(entry.label);
  };

  const account = accounts?.find((a) => String(a.id) === applied.accountId);
  return (
    <>
      <ListFrame
        title={route.title}
        subtitle={route.parentTitle}
        testId="cheque-issue-screen"
        source={source}
        columns={columns}
        rowKey={(v: ChequeView) => v.row.key}
        noun="支票"
        unit="张"
        emptyText="没有符合条件的支票；新购支票请在「支票登记」中登记"
        offlineNote="本机待同步的支票操作标为「待同步」"
        toolbar={
          <Button size="xs" variant="default" onClick={refresh} loading={refreshing}>
            刷新
          </Button>
        }
        filters={
          <>
            <ListField label="状态">
              <Select
                size="xs"
                w={130}
                aria-label="状态"
                data={STATES}
                value={state.draft?.state ?? 'open'}
                onChange={(v) =>
                  state.setDraft({ ...(state.draft ?? start), state: (v ?? 'open') as Filter['state'] })
                }
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
            <ListField label="银行账户">
              <Select
                size="xs"
                w={180}
                aria-label="银行账户"
                placeholder="全部"
                clearable
                data={(accounts ?? []).map(accountOption)}
                value={state.draft?.accountId ?? null}
                onChange={(v) => state.setDraft({ ...(state.draft ?? start), accountId: v })}
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
            <ListField label="支票号码">
              <TextInput
                size="xs"
                w={140}
                aria-label="支票号码"
                value={state.draft?.no ?? ''}
                onChange={(e) => state.setDraft({ ...(state.draft ?? start), no: e.currentTarget.value })}
              />
            </ListField>
          </>
        }
        onSearch={() => void state.search()}
        onReset={state.reset}
        filterLine={`状态：${STATES.find((s) => s.value === applied.state)?.label}　银行账户：${account ? `${account.code} ${account.name}` : '全部'}　号码：${applied.no.trim() || '全部'}`}
        rowAttributes={(v) => ({ 'data-overdue': v.overdue || undefined })}
        actions={
          canAct
            ? (v) => (
                <Group gap={2} wrap="nowrap">
                  {v.row.state === 'unused' && (
                    <Button size="compact-xs" variant="subtle" onClick={() => setIssuing(v.row)}>
                      领用
                    </Button>
                  )}
                  {v.row.state === 'issued' && (
                    <>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="teal"
                        onClick={() => setWriting(v.row)}
                      >
                        报销
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="gray"
                        onClick={() => void giveBack(v.row)}
                      >
                        退回
                      </Button>
                    </>
                  )}
                </Group>
              )
            : undefined
        }
        actionsWidth={110}
      />
      <ChequeIssueModal row={issuing} onClose={() => setIssuing(null)} onSaved={saved} />
      <ChequeWriteOffModal
        row={writing}
        usedEntryIds={usedEntryIds}
        onClose={() => setWriting(null)}
        onSaved={saved}
      />
    </>
  );
}
