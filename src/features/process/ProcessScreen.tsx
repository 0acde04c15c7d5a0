// 流程管理 (usercenter/process-management): the ledger set's approval processes from the local cache,
// so the list and every save work offline; saves go through the outbox and rows waiting for the
// server say so (待同步), refused ones show the server's reason. Deleting needs the server.
import { Badge, Button, Select, Tooltip } from '@mantine/core';
import { useMemo, useState } from 'react';
import { processContracts } from '../../core/contracts/process';
import { P } from '../../core/permissions/keys';
import { type DocumentType, documentTypeLabels, documentTypes } from '../../core/reimbursement/types';
import {
  type DepartmentRecord,
  requireLocalDb,
  useLocalDb,
  useOutboxEntries,
  usePendingSyncIds,
  useReference,
  useReferencePulledAt,
} from '../../local';
import type { OperatorRecord } from '../../local/operators';
import { type ProcessRecord, type ProcessRow, processKind } from '../../local/processes';
import { openConfirmDialog } from '../../ui/dialogs';
import { type ListColumn, ListField, ListFrame, useListState, usePagedRows } from '../../ui/list';
import { RowActions } from '../../ui/RowActions';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices, useSession } from '../../ui/services';
import { useReferenceEdits } from '../../ui/use-reference-edits';
import { ProcessFormModal } from './ProcessFormModal';
import { stepsLine } from './process-rules';

interface Filter {
  documentType: DocumentType | null;
}
/** One object for the list's life: useListState starts over whenever its start changes. */
const startFilter: Filter = { documentType: null };

const typeOptions = documentTypes.map((t) => ({ value: t, label: documentTypeLabels[t] }));

function timeText(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

export function ProcessScreen({ route }: ScreenProps) {
  const db = useLocalDb();
  const { api } = useServices();
  const session = useSession();
  const cached = useReference<ProcessRecord>('processes');
  const departments = useReference<DepartmentRecord>('departments') ?? [];
  const operators = useReference<OperatorRecord>('operators') ?? [];
  const pulledAt = useReferencePulledAt('processes');
  const pendingIds = usePendingSyncIds(processKind);
  const entries = useOutboxEntries();
  const { online, refreshing, refresh, saved, deleteOnline } = useReferenceEdits('流程列表');
  const [editing, setEditing] = useState<ProcessRow | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const state = useListState<Filter>({ start: startFilter });

  const all = (db === null ? undefined : cached) as ProcessRow[] | undefined;
  const failures = useMemo(() => {
    const out = new Map<string, string>();
    for (const e of entries) {
      if (e.kind === processKind && e.state === 'failed' && e.error) out.set(e.entityId, e.error.message);
    }
    return out;
  }, [entries]);
  const applied = state.applied?.documentType ?? null;
  const shown = useMemo(
    () => (all ?? []).filter((r) => applied === null || r.documentType === applied),
    [all, applied],
  );
  const source = usePagedRows(shown, {
    loading: all === undefined,
    // Offline the rows are this device's copy: say when it was read.
    cachedAt: online ? null : pulledAt,
    queryKey: state.applied,
  });
  const users = useMemo(
    () => operators.map((o) => ({ value: String(o.id), label: `${o.name}（${o.userName}）` })),
    [operators],
  );
  const canEdit = session?.permissions.includes(P.usercenter.process) ?? false;

  const columns: ListColumn<ProcessRow>[] = [
    {
      key: 'type',
      title: '单据类型',
      width: 130,
      value: (r) => documentTypeLabels[r.documentType],
      render: (r) => {
        const failure = failures.get(r.key);
        return (
          <>
            {documentTypeLabels[r.documentType]}{' '}
            {failure !== undefined ? (
              <Tooltip label={failure} multiline w={280} withArrow>
                <Badge size="xs" radius="sm" color="red" variant="filled" data-testid="row-sync-failed">
                  同步失败
                </Badge>
              </Tooltip>
            ) : (
              pendingIds.has(r.key) && (
                <Badge size="xs" radius="sm" color="orange" variant="light" data-testid="row-pending">
                  待同步
                </Badge>
              )
            )}
          </>
        );
      },
    },
    { key: 'department', title: '适用部门', width: 130, value: (r) => r.departmentName ?? '全部部门' },
    { key: 'steps', title: '步骤', value: (r) => stepsLine(r.steps), truncate: true },
    {
      key: 'version',
      title: '版本',
      width: 64,
      kind: 'count',
      value: (r) => (r.id === null ? null : r.version),
    },
    { key: 'updatedBy', title: '修改人', width: 100, value: (r) => r.updatedBy ?? '系统预置' },
    { key: 'updatedAt', title: '修改时间', width: 140, value: (r) => timeText(r.updatedAt) },
  ];

  const openForm = (row: ProcessRow | null) => {
    setEditing(row);
    setFormOpen(true);
  };

  const remove = async (row: ProcessRow) => {
    const where = `${documentTypeLabels[row.documentType]}（${row.departmentName ?? '全部部门'}）`;
    const sure = await openConfirmDialog({
      title: '删除审批流程',
      message: `确定删除${where}的审批流程吗？删除后新提交的单据按其他适用的流程审批，已提交的单据不受影响。`,
      confirmLabel: '删除',
    });
    const id = row.id;
    if (!sure || id === null) return;
    await deleteOnline(
      '删除审批流程',
      async () => {
        await api.call(processContracts.delete, { id, version: row.version });
        await requireLocalDb().processes.delete(row.key);
      },
      `${where}的审批流程已删除`,
    );
  };

  return (
    <>
      <ListFrame
        title={route.title}
        subtitle={route.parentTitle}
        testId="process-screen"
        source={source}
        columns={columns}
        rowKey={(r) => r.key}
        noun="流程"
        unit="个"
        emptyText="暂无审批流程，点击「新增」添加"
        offlineNote="本机待同步的流程标为「待同步」"
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
          <ListField label="单据类型">
            <Select
              size="xs"
              w={140}
              placeholder="全部"
              data={typeOptions}
              value={state.draft?.documentType ?? null}
              onChange={(v) => state.setDraft({ documentType: v as DocumentType | null })}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          </ListField>
        }
        onSearch={() => void state.search()}
        onReset={state.reset}
        filterLine={`单据类型：${applied ? documentTypeLabels[applied] : '全部'}`}
        onOpen={canEdit ? (r: ProcessRow) => openForm(r) : undefined}
        actions={
          canEdit
            ? (r) => (
                <RowActions
                  onEdit={() => openForm(r)}
                  onDelete={() => void remove(r)}
                  disabled={{ delete: r.id === null ? '新流程同步到服务器后才能删除' : undefined }}
                />
              )
            : undefined
        }
      />
      <ProcessFormModal
        opened={formOpen}
        editing={editing}
        rows={all ?? []}
        departments={departments}
        users={users}
        userName={session?.realName ?? null}
        onClose={() => setFormOpen(false)}
        onSaved={saved}
      />
    </>
  );
}
