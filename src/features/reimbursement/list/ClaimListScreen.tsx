// Every claim list of the catalogue (我的报销, 报销审批, 已审批报销, 借款, 还款, 备用金, 往来报销 …): one
// screen configured by document type and scope (mine / awaiting / handled), on ListFrame with the
// server's keyset paging. Offline it shows the page as last read, with its time. Rows open the
// document page (double click, Enter, 查看/审批); 撤回 and 删除 queue through the outbox.
import { Badge, Button, Group, Select, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { uuidV4 } from '../../../api/signer';
import { type ClaimRow, claimScopeLabels } from '../../../core/contracts/reimbursement';
import { P } from '../../../core/permissions/keys';
import { type DocumentStatus, documentStatusLabels } from '../../../core/reimbursement/history';
import { documentTypeLabels } from '../../../core/reimbursement/types';
import { findRoute } from '../../../core/routes';
import { queueClaimAction } from '../../../local/claims';
import { openConfirmDialog } from '../../../ui/dialogs';
import { type ListColumn, ListField, ListFrame, useListState } from '../../../ui/list';
import type { ScreenProps } from '../../../ui/screen-types';
import { useSession } from '../../../ui/services';
import { useGo } from '../../../ui/use-go';
import { type ClaimListConfig, documentHref, documentPaths } from '../screens';
import { type ClaimFilter, checkFilter, filterLine, startFilter, toQuery } from './claim-filter';
import { LoanBalances } from './LoanBalances';
import { useClaimList } from './use-claim-list';

const ALL = '*';
const statusOptions = [
  { value: ALL, label: '全部' },
  ...(Object.keys(documentStatusLabels) as DocumentStatus[]).map((s) => ({
    value: s,
    label: documentStatusLabels[s],
  })),
];

const columns: ListColumn<ClaimRow>[] = [
  { key: 'no', title: '单据编号', width: 130, value: (r) => r.no || '（提交后生成）' },
  { key: 'date', title: '日期', width: 96, value: (r) => r.date },
  { key: 'declarer', title: '申报人', width: 80, value: (r) => r.declarerName },
  { key: 'department', title: '部门', width: 110, value: (r) => r.departmentName, truncate: true },
  { key: 'reason', title: '事由', value: (r) => r.reason, truncate: true },
  { key: 'amount', title: '金额', width: 120, kind: 'money', value: (r) => r.amount },
  { key: 'status', title: '状态', width: 140, value: (r) => r.positionLabel },
  { key: 'voucher', title: '凭证', width: 90, value: (r) => r.voucherLabel ?? '' },
];

export function ClaimListScreen({ config, route }: ScreenProps & { config: ClaimListConfig }) {
  const go = useGo();
  const session = useSession();
  const state = useListState<ClaimFilter>({ start: startFilter, check: checkFilter });
  const applied = state.applied;
  const query = useMemo(() => (applied ? toQuery(config, applied) : null), [config, applied]);
  const source = useClaimList(query);
  const mine = config.scope === 'mine';
  const formRoute = findRoute(documentPaths[config.type]);
  const canAdd =
    mine && (!formRoute?.permission || (session?.permissions.includes(formRoute.permission) ?? false));
  const open = (row: ClaimRow) => go(documentHref(row.type, row.id, config.parentIndex));
  // 借款余额: one's own under 我的借款; every borrower's under 已审批借款 for the finance office.
  const finance = [P.reimbursement.generateVoucher, P.reimbursement.statistics].some(
    (k) => session?.readable.includes(k) ?? false,
  );
  const loanBorrower =
    config.type !== 'loan' ? null : mine ? 'me' : config.scope === 'handled' && finance ? 'all' : null;

  const withdraw = async (row: ClaimRow) => {
    const yes = await openConfirmDialog({
      title: '撤回单据',
      message: `撤回 ${row.no}？撤回后可修改再提交。`,
      confirmLabel: '撤回',
    });
    if (!yes) return;
    await queueClaimAction({
      action: 'withdrawal',
      documentId: row.id,
      version: row.version,
      label: `撤回 ${row.no}`,
    });
    notifications.show({ color: 'teal', message: `已撤回 ${row.no}（待同步）`, autoClose: 3000 });
  };
  const remove = async (row: ClaimRow) => {
    const yes = await openConfirmDialog({
      title: '删除单据',
      message: `删除 ${row.no}？删除后不能恢复。`,
      confirmLabel: '删除',
      tone: 'error',
    });
    if (!yes) return;
    await queueClaimAction({
      action: 'delete',
      documentId: row.id,
      version: row.version,
      label: `删除 ${row.no}`,
    });
    notifications.show({ color: 'teal', message: `已删除 ${row.no}（待同步）`, autoClose: 3000 });
  };

  const shown: ListColumn<ClaimRow>[] = columns.map((c) =>
    c.key === 'status'
      ? {
          ...c,
          render: (r) => (
            <Group gap={4} wrap="nowrap">
              <span>{r.positionLabel}</span>
              {source.pending.has(r.id) && (
                <Badge size="xs" color="orange" variant="light">
                  待同步
                </Badge>
              )}
            </Group>
          ),
        }
      : c,
  );

  const draft = state.draft ?? startFilter;
  const set = <K extends keyof ClaimFilter>(key: K, v: ClaimFilter[K]) =>
    state.setDraft({ ...draft, [key]: v });

  return (
    <ListFrame
      title={route.title}
      subtitle={`${documentTypeLabels[config.type]} · ${claimScopeLabels[config.scope]}`}
      testId="claim-list"
      source={source}
      columns={shown}
      rowKey={(r) => r.id}
      noun="单据"
      unit="张"
      onOpen={open}
      toolbar={
        canAdd && (
          <Button size="xs" onClick={() => go(documentHref(config.type, null, config.parentIndex))}>
            新增
          </Button>
        )
      }
      filters={
        <>
          <ListField label="状态">
            <Select
              size="xs"
              w={100}
              aria-label="状态"
              data={statusOptions}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              value={draft.status || ALL}
              onChange={(v) => set('status', v === null || v === ALL ? '' : (v as DocumentStatus))}
            />
          </ListField>
          <ListField label="日期">
            <TextInput
              size="xs"
              w={110}
              aria-label="开始日期"
              placeholder="YYYY-MM-DD"
              value={draft.dateFrom}
              onChange={(e) => set('dateFrom', e.currentTarget.value.trim())}
            />
            <span>至</span>
            <TextInput
              size="xs"
              w={110}
              aria-label="结束日期"
              placeholder="YYYY-MM-DD"
              value={draft.dateTo}
              onChange={(e) => set('dateTo', e.currentTarget.value.trim())}
            />
          </ListField>
          <ListField label="关键字">
            <TextInput
              size="xs"
              w={160}
              aria-label="关键字"
              placeholder="单据编号、事由、申报人"
              value={draft.keyword}
              onChange={(e) => set('keyword', e.currentTarget.value)}
            />
          </ListField>
        </>
      }
      onSearch={() => void state.search(source.reload)}
      onReset={state.reset}
      filterLine={applied ? filterLine(applied) : ''}
      offlineNote="本机待同步的操作标为「待同步」"
      below={loanBorrower && <LoanBalances borrower={loanBorrower} />}
      actionsWidth={mine ? 150 : 90}
      actions={(r) => (
        <Group gap={2} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => open(r)}>
            查看
          </Button>
          {config.scope === 'awaiting' && r.awaitsMe && (
            <Button size="compact-xs" variant="subtle" color="teal" onClick={() => open(r)}>
              审批
            </Button>
          )}
          {mine && r.status === 'inApproval' && r.voucherLabel === null && (
            <Button size="compact-xs" variant="subtle" color="orange" onClick={() => void withdraw(r)}>
              撤回
            </Button>
          )}
          {mine && (r.status === 'draft' || r.status === 'withdrawn' || r.status === 'rejected') && (
            <Button size="compact-xs" variant="subtle" color="red" onClick={() => void remove(r)}>
              删除
            </Button>
          )}
        </Group>
      )}
    />
  );
}

/** A new document's id is made here, so an offline save and its replay name the same document. */
export const newClaimId = () => uuidV4();
