// 操作员管理 (and 新增操作员, the same screen opening its form): the organisation's users with their
// duties and ledger sets, searched and paged by the server; 新增 / 编辑, 停用 / 启用 (their sessions end
// at once), 重置密码 (shown once; the user must change it at the next login), Excel import, and each
// user's 权限变更记录. Offline the list is the last answer with its time; changes need the network.
import { Badge, Button, Group, Select, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { authContracts } from '../../../core/contracts/auth';
import { type OperatorView, operatorContracts } from '../../../core/contracts/operator';
import { roleContracts } from '../../../core/contracts/role';
import { P } from '../../../core/permissions/keys';
import { useOnline } from '../../../local';
import { useReport } from '../../../ui/data/use-report';
import { openConfirmDialog, openMessageDialog } from '../../../ui/dialogs';
import { ImportDialog } from '../../../ui/init/ImportDialog';
import { type ListColumn, ListField, ListFrame, useListState } from '../../../ui/list';
import { useServerPages } from '../../../ui/list/use-server-pages';
import { RowActions } from '../../../ui/RowActions';
import { runWrite } from '../../../ui/run-write';
import { saveBlob } from '../../../ui/save-blob';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices, useSession } from '../../../ui/services';
import { AuditDialog, type AuditTarget } from './AuditDialog';
import { OperatorFormModal } from './OperatorFormModal';

interface Filter {
  keyword: string;
  roleId: string | null;
  status: string | null;
}
const startFilter: Filter = { keyword: '', roleId: null, status: null };

export function OperatorScreen({ route, search }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  const online = useOnline();
  const state = useListState<Filter>({ start: startFilter });
  const applied = state.applied ?? startFilter;
  const filter = useMemo(
    () => ({
      ...(applied.keyword.trim() ? { keyword: applied.keyword.trim() } : {}),
      ...(applied.roleId ? { roleId: Number(applied.roleId) } : {}),
      ...(applied.status ? { enabled: applied.status === 'on' } : {}),
    }),
    [applied],
  );
  const source = useServerPages<typeof operatorContracts.list, OperatorView>(operatorContracts.list, filter);
  const roles = useReport(roleContracts.list, {}).data ?? [];
  const mine = useReport(authContracts.userLevel, session ? { id: session.userId } : null).data;
  const [editing, setEditing] = useState<OperatorView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [importing, setImporting] = useState(false);
  const [audit, setAudit] = useState<AuditTarget | null>(null);
  const can = (key: string) => session?.permissions.includes(key) ?? false;
  const canEdit = can(P.usercenter.operator) || can(P.usercenter.addOperator);

  // 新增操作员 (add-operator) opens the form at once; ?id= opens that user's.
  const wantsForm = route.path.endsWith('/add-operator');
  const wantedId = search.id ? Number(search.id) : null;
  useEffect(() => {
    if (!wantsForm) return;
    if (wantedId === null) {
      setEditing(null);
      setFormOpen(true);
      return;
    }
    void api
      .call(operatorContracts.get, { id: wantedId }, { quiet: true })
      .then((user) => {
        setEditing(user);
        setFormOpen(true);
      })
      .catch(() => {});
  }, [api, wantsForm, wantedId]);

  const openForm = (user: OperatorView | null) => {
    setEditing(user);
    setFormOpen(true);
  };

  const toggle = async (user: OperatorView) => {
    if (user.enabled) {
      const sure = await openConfirmDialog({
        title: '停用操作员',
        message: `确定停用 ${user.realName}（${user.userName}）吗？其正在使用的登录将立即失效。`,
        confirmLabel: '停用',
      });
      if (!sure) return;
    }
    const done = await runWrite(
      {
        action: user.enabled ? '停用操作员' : '启用操作员',
        done: user.enabled ? '操作员已停用' : '操作员已启用',
        refreshCaches: false,
      },
      () =>
        api.call(
          operatorContracts.setEnabled,
          { id: user.id, enabled: !user.enabled, version: user.version },
          { quiet: true },
        ),
    );
    if (done) source.refresh();
  };

  const reset = async (user: OperatorView) => {
    const sure = await openConfirmDialog({
      title: '重置密码',
      message: `确定重置 ${user.realName}（${user.userName}）的密码吗？系统将生成临时密码，其登录立即失效，下次登录须修改密码。`,
      confirmLabel: '重置',
    });
    if (!sure) return;
    const answer = await runWrite({ action: '重置密码', refreshCaches: false }, () =>
      api.call(operatorContracts.resetPassword, { id: user.id }, { quiet: true }),
    );
    if (!answer) return;
    source.refresh();
    await openMessageDialog({
      title: '密码已重置',
      message: `${user.realName}（${user.userName}）的临时密码：${answer.temporaryPassword}\n请当面或通过可靠方式告知本人；此密码只显示这一次，下次登录须修改。`,
      tone: 'info',
    });
  };

  const columns: ListColumn<OperatorView>[] = [
    { key: 'userName', title: '登录名', width: 120, value: (u) => u.userName },
    {
      key: 'realName',
      title: '姓名',
      width: 130,
      value: (u) => u.realName,
      render: (u) => (
        <Group gap={4} wrap="nowrap">
          {u.realName}
          {!u.enabled && (
            <Badge size="xs" color="gray" variant="filled">
              停用
            </Badge>
          )}
          {u.mustChangePassword && (
            <Badge size="xs" color="orange" variant="light">
              待改密
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'roles', title: '岗位', width: 160, value: (u) => u.roles.map((r) => r.name).join('、') },
    {
      key: 'grants',
      title: '账套权限',
      value: (u) => u.grants.map((g) => `${g.ztno} ${g.ztName}${g.level === 1 ? '（只读）' : ''}`).join('；'),
      truncate: true,
    },
    { key: 'mobile', title: '手机号', width: 110, value: (u) => u.mobile },
    { key: 'status', title: '状态', width: 60, value: (u) => (u.enabled ? '启用' : '停用') },
  ];

  return (
    <>
      <ListFrame
        title={route.isPush ? route.title : '操作员管理'}
        testId="operator-screen"
        source={source}
        columns={columns}
        rowKey={(u) => String(u.id)}
        noun="操作员"
        unit="名"
        offlineNote="离线时只能查看；新增、修改、停用和重置密码需要联网"
        toolbar={
          canEdit && (
            <>
              <Button size="xs" variant="default" onClick={() => setImporting(true)} disabled={!online}>
                导入
              </Button>
              <Button size="xs" onClick={() => openForm(null)}>
                新增
              </Button>
            </>
          )
        }
        filters={
          <>
            <ListField label="关键字">
              <TextInput
                size="xs"
                w={160}
                placeholder="登录名、姓名或手机号"
                value={state.draft?.keyword ?? ''}
                onChange={(e) =>
                  state.setDraft({ ...(state.draft ?? startFilter), keyword: e.currentTarget.value })
                }
              />
            </ListField>
            <ListField label="岗位">
              <Select
                size="xs"
                w={120}
                placeholder="全部"
                clearable
                data={roles.map((r) => ({ value: String(r.id), label: r.name }))}
                value={state.draft?.roleId ?? null}
                onChange={(v) => state.setDraft({ ...(state.draft ?? startFilter), roleId: v })}
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
            <ListField label="状态">
              <Select
                size="xs"
                w={90}
                placeholder="全部"
                clearable
                data={[
                  { value: 'on', label: '启用' },
                  { value: 'off', label: '停用' },
                ]}
                value={state.draft?.status ?? null}
                onChange={(v) => state.setDraft({ ...(state.draft ?? startFilter), status: v })}
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
          </>
        }
        onSearch={() => void state.search()}
        onReset={state.reset}
        filterLine={`关键字：${applied.keyword || '无'}；岗位：${roles.find((r) => String(r.id) === applied.roleId)?.name ?? '全部'}`}
        onOpen={canEdit ? (u: OperatorView) => openForm(u) : undefined}
        actionsWidth={230}
        actions={(u: OperatorView) => (
          <RowActions
            onEdit={canEdit ? () => openForm(u) : undefined}
            onToggle={canEdit ? () => void toggle(u) : undefined}
            enabled={u.enabled}
            disabled={{ toggle: u.id === session?.userId && u.enabled ? '不能停用自己的账号' : undefined }}
          >
            {canEdit && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => void reset(u)}
                disabled={u.id === session?.userId}
              >
                重置密码
              </Button>
            )}
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => setAudit({ kind: 'user', id: u.id, label: `${u.realName}（${u.userName}）` })}
            >
              记录
            </Button>
          </RowActions>
        )}
      />
      <OperatorFormModal
        opened={formOpen}
        editing={editing}
        roles={roles}
        ledgerSets={mine?.ledgerSets ?? []}
        onClose={() => setFormOpen(false)}
        onSaved={() => source.refresh()}
      />
      <ImportDialog
        opened={importing}
        title="导入操作员"
        subject="操作员"
        steps={[
          '下载模板，按“填写说明”工作表逐行填写操作员：登录名、姓名、初始密码、岗位、账套和权限级别。',
          '导入的操作员首次登录须修改密码。',
          '导入时逐行检查，任何一行有错，整个文件都不导入，并列出有错的行号；请修改后重新导入。',
        ]}
        onClose={() => setImporting(false)}
        onDownloadTemplate={async () => {
          const file = await api.call(operatorContracts.importTemplate, {});
          saveBlob(file.blob, file.fileName ?? '操作员导入模板.xlsx');
        }}
        onImport={(fileName, content) =>
          api.call(operatorContracts.import, { fileName, content }, { quiet: true })
        }
        onImported={() => {
          setImporting(false);
          source.refresh();
        }}
      />
      <AuditDialog target={audit} onClose={() => setAudit(null)} />
    </>
  );
}
