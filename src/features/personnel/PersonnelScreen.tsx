// 部门人员 (reimbursement/personnelManagement/departmentalPersonnelList): the people of the ledger
// set's departments from the local cache, so the list and saves work offline (待同步 until the
// server has them, the refusal on a failed row). Deleting needs the server: it refuses a person a
// bank card is bound to, and says so.

import { Badge, Button, Select, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { personnelContracts } from '../../core/contracts/personnel';
import { P } from '../../core/permissions/keys';
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
import { type PersonRecord, type PersonRow, personKind, setPersonEnabled } from '../../local/personnel';
import { openConfirmDialog } from '../../ui/dialogs';
import { ImportDialog } from '../../ui/init/ImportDialog';
import { type ListColumn, ListField, ListFrame, useListState, usePagedRows } from '../../ui/list';
import { RowActions } from '../../ui/RowActions';
import { SyncMark } from '../../ui/SyncMark';
import { saveBlob } from '../../ui/save-blob';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices, useSession } from '../../ui/services';
import { useReferenceEdits } from '../../ui/use-reference-edits';
import { PersonFormModal } from './PersonFormModal';

interface Filter {
  departmentId: string | null;
  text: string;
}
/** One object for the list's life: useListState starts over whenever its start changes. */
const startFilter: Filter = { departmentId: null, text: '' };

export function PersonnelScreen({ route }: ScreenProps) {
  const db = useLocalDb();
  const { api } = useServices();
  const session = useSession();
  const cached = useReference<PersonRecord>('personnel');
  const departments = useReference<DepartmentRecord>('departments') ?? [];
  const operators = useReference<OperatorRecord>('operators') ?? [];
  const pulledAt = useReferencePulledAt('personnel');
  const pendingIds = usePendingSyncIds(personKind);
  const entries = useOutboxEntries();
  const { online, refreshing, refresh, saved, deleteOnline } = useReferenceEdits('人员列表');
  const [editing, setEditing] = useState<PersonRow | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [importing, setImporting] = useState(false);
  const state = useListState<Filter>({ start: startFilter });

  const all = (db === null ? undefined : cached) as PersonRow[] | undefined;
  const failures = useMemo(() => {
    const out = new Map<string, string>();
    for (const e of entries) {
      if (e.kind === personKind && e.state === 'failed' && e.error) out.set(e.entityId, e.error.message);
    }
    return out;
  }, [entries]);
  const applied = state.applied ?? startFilter;
  const shown = useMemo(() => {
    const text = applied.text.trim();
    return (all ?? []).filter(
      (r) =>
        (applied.departmentId === null || String(r.departmentId) === applied.departmentId) &&
        (text === '' || r.name.includes(text) || r.code.includes(text)),
    );
  }, [all, applied]);
  const source = usePagedRows(shown, {
    loading: all === undefined,
    cachedAt: online ? null : pulledAt,
    queryKey: state.applied,
  });
  const departmentOptions = useMemo(
    () =>
      departments.filter((d) => d.id !== null).map((d) => ({ value: String(d.id), label: d.departmentName })),
    [departments],
  );
  const users = useMemo(
    () => operators.map((o) => ({ value: String(o.id), label: `${o.name}（${o.userName}）` })),
    [operators],
  );
  const can = (key: string) => session?.permissions.includes(key) ?? false;
  const canEdit = can(P.reimbursement.personnel) || can(P.usercenter.preconditionHr);

  const columns: ListColumn<PersonRow>[] = [
    { key: 'code', title: '工号', width: 90, value: (r) => r.code },
    {
      key: 'name',
      title: '姓名',
      width: 130,
      value: (r) => r.name,
      render: (r) => (
        <>
          {r.name} <SyncMark pending={pendingIds.has(r.key)} failure={failures.get(r.key)} />
        </>
      ),
    },
    { key: 'department', title: '部门', width: 130, value: (r) => r.departmentName },
    { key: 'grade', title: '职级', width: 90, value: (r) => r.grade },
    { key: 'title', title: '职务', width: 120, value: (r) => r.title, truncate: true },
    { key: 'mobile', title: '手机号', width: 120, value: (r) => r.mobile },
    { key: 'user', title: '关联用户', value: (r) => r.userLabel ?? '', truncate: true },
    {
      key: 'enabled',
      title: '状态',
      width: 70,
      value: (r) => (r.enabled ? '启用' : '停用'),
      render: (r) =>
        r.enabled ? (
          '启用'
        ) : (
          <Badge size="xs" radius="sm" color="gray" variant="light">
            停用
          </Badge>
        ),
    },
  ];

  const openForm = (row: PersonRow | null) => {
    setEditing(row);
    setFormOpen(true);
  };

  const toggle = async (row: PersonRow) => {
    const enable = !row.enabled;
    if (!enable) {
      const sure = await openConfirmDialog({
        title: '停用人员',
        message: `确定停用 ${row.code} ${row.name} 吗？停用后不能再为其绑定新的拨款卡，已有记录不受影响。`,
        confirmLabel: '停用',
      });
      if (!sure) return;
    }
    const entry = await setPersonEnabled(row, enable);
    saved(entry.label);
  };

  const remove = async (row: PersonRow) => {
    const sure = await openConfirmDialog({
      title: '删除人员',
      message: `确定删除 ${row.code} ${row.name} 吗？`,
      confirmLabel: '删除',
    });
    const id = row.id;
    if (!sure || id === null) return;
    await deleteOnline(
      '删除人员',
      async () => {
        await api.call(personnelContracts.delete, { id, version: row.version });
        await requireLocalDb().personnel.delete(row.key);
      },
      `人员 ${row.name} 已删除`,
    );
  };

  const departmentName = departmentOptions.find((d) => d.value === applied.departmentId)?.label ?? '全部';
  return (
    <>
      <ListFrame
        title={route.title}
        subtitle={route.parentTitle}
        testId="personnel-screen"
        source={source}
        columns={columns}
        rowKey={(r) => r.key}
        noun="人员"
        unit="人"
        emptyText="暂无人员，点击「新增」添加"
        offlineNote="本机待同步的人员标为「待同步」"
        toolbar={
          <>
            <Button size="xs" variant="default" onClick={refresh} loading={refreshing}>
              刷新
            </Button>
            {canEdit && (
              <Button size="xs" variant="default" onClick={() => setImporting(true)} disabled={!online}>
                导入
              </Button>
            )}
            {canEdit && (
              <Button size="xs" onClick={() => openForm(null)}>
                新增
              </Button>
            )}
          </>
        }
        filters={
          <>
            <ListField label="部门">
              <Select
                size="xs"
                w={140}
                aria-label="部门"
                placeholder="全部"
                data={departmentOptions}
                value={state.draft?.departmentId ?? null}
                onChange={(v) => state.setDraft({ ...(state.draft ?? startFilter), departmentId: v })}
                clearable
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
            <ListField label="姓名/工号">
              <TextInput
                size="xs"
                w={140}
                aria-label="姓名/工号"
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
        filterLine={`部门：${departmentName}　姓名/工号：${applied.text.trim() || '全部'}`}
        onOpen={canEdit ? (r: PersonRow) => openForm(r) : undefined}
        actions={
          canEdit
            ? (r) => (
                <RowActions
                  onEdit={() => openForm(r)}
                  onToggle={() => void toggle(r)}
                  enabled={r.enabled}
                  onDelete={() => void remove(r)}
                  disabled={{
                    toggle: r.id === null ? '新人员同步到服务器后才能停用' : undefined,
                    delete: r.id === null ? '新人员同步到服务器后才能删除' : undefined,
                  }}
                />
              )
            : undefined
        }
      />
      <PersonFormModal
        opened={formOpen}
        editing={editing}
        rows={all ?? []}
        departments={departments}
        users={users}
        onClose={() => setFormOpen(false)}
        onSaved={saved}
      />
      <ImportDialog
        opened={importing}
        title="导入人员"
        subject="人员"
        steps={[
          '下载模板，按“填写说明”工作表逐行填写人员：工号、姓名、部门（编码或名称）、职级等。',
          '工号已存在的行修改该人员，新工号新增人员；不填关联登录名时保持原关联。',
          '导入时逐行检查，任何一行有错，整个文件都不导入，并列出有错的行号；请修改后重新导入。',
        ]}
        onClose={() => setImporting(false)}
        onDownloadTemplate={async () => {
          const file = await api.call(personnelContracts.importTemplate, {});
          saveBlob(file.blob, file.fileName ?? '人员前置表导入模板.xlsx');
        }}
        onImport={(fileName, content) =>
          api.call(personnelContracts.import, { fileName, content }, { quiet: true }).then((answer) => {
            notifications.show({
              color: 'teal',
              withBorder: true,
              message: `已导入 ${answer.imported} 名人员（新增 ${answer.created}，修改 ${answer.updated}）`,
            });
            return answer;
          })
        }
        onImported={() => {
          setImporting(false);
          void refresh();
        }}
      />
    </>
  );
}
