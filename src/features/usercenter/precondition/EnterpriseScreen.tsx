// 单位前置表 (usercenter/precondition-table-enterprise): the ledger set's outside units, searched and
// paged by the server; 新增 / 编辑, 停用 / 启用, and the xlsx import (a bad row refuses the file,
// shown row by row). Offline the list is the last answer with its time; changes need the network.

import { Badge, Button, Select, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import {
  ENTERPRISE_KINDS,
  type EnterpriseView,
  enterpriseContracts,
} from '../../../core/contracts/enterprise';
import { P } from '../../../core/permissions/keys';
import { useOnline } from '../../../local';
import { openConfirmDialog } from '../../../ui/dialogs';
import { ImportDialog } from '../../../ui/init/ImportDialog';
import { type ListColumn, ListField, ListFrame, useListState } from '../../../ui/list';
import { useServerPages } from '../../../ui/list/use-server-pages';
import { RowActions } from '../../../ui/RowActions';
import { runWrite } from '../../../ui/run-write';
import { saveBlob } from '../../../ui/save-blob';
import type { ScreenProps } from '../../../ui/screen-types';
import { useServices, useSession } from '../../../ui/services';
import { EnterpriseFormModal } from './EnterpriseFormModal';

interface Filter {
  keyword: string;
  kind: string | null;
  status: string | null;
}
const startFilter: Filter = { keyword: '', kind: null, status: null };

export function EnterpriseScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const session = useSession();
  const online = useOnline();
  const state = useListState<Filter>({ start: startFilter });
  const applied = state.applied ?? startFilter;
  const filter = useMemo(
    () => ({
      ...(applied.keyword.trim() ? { keyword: applied.keyword.trim() } : {}),
      ...(applied.kind ? { kind: applied.kind } : {}),
      ...(applied.status ? { enabled: applied.status === 'on' } : {}),
    }),
    [applied],
  );
  const source = useServerPages<typeof enterpriseContracts.page, EnterpriseView>(
    enterpriseContracts.page,
    filter,
  );
  const [editing, setEditing] = useState<EnterpriseView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [importing, setImporting] = useState(false);
  const canEdit = session?.permissions.includes(P.usercenter.preconditionEnterprise) ?? false;

  const openForm = (row: EnterpriseView | null) => {
    setEditing(row);
    setFormOpen(true);
  };

  const toggle = async (row: EnterpriseView) => {
    if (row.enabled) {
      const sure = await openConfirmDialog({
        title: '停用单位',
        message: `确定停用 ${row.code} ${row.name} 吗？停用后不再出现在选择列表中，已有单据不受影响。`,
        confirmLabel: '停用',
      });
      if (!sure) return;
    }
    const done = await runWrite(
      {
        action: row.enabled ? '停用单位' : '启用单位',
        done: row.enabled ? '单位已停用' : '单位已启用',
        refreshCaches: false,
      },
      () =>
        api.call(
          enterpriseContracts.setEnabled,
          { id: row.id, enabled: !row.enabled, version: row.version },
          { quiet: true },
        ),
    );
    if (done) source.refresh();
  };

  const columns: ListColumn<EnterpriseView>[] = [
    { key: 'code', title: '单位编码', width: 80, value: (r) => r.code },
    {
      key: 'name',
      title: '单位名称',
      width: 170,
      value: (r) => r.name,
      render: (r) => (
        <>
          {r.name}{' '}
          {!r.enabled && (
            <Badge size="xs" color="gray" variant="light">
              停用
            </Badge>
          )}
        </>
      ),
    },
    { key: 'creditCode', title: '统一社会信用代码', width: 165, value: (r) => r.creditCode },
    { key: 'kind', title: '单位性质', width: 72, value: (r) => r.kind },
    { key: 'bankName', title: '开户行', width: 140, value: (r) => r.bankName, truncate: true },
    { key: 'accountNo', title: '银行账号', width: 170, value: (r) => r.accountNo },
    { key: 'contact', title: '联系人', width: 70, value: (r) => r.contact },
    { key: 'phone', title: '联系电话', value: (r) => r.phone },
  ];

  return (
    <>
      <ListFrame
        title={route.title}
        testId="enterprise-screen"
        source={source}
        columns={columns}
        rowKey={(r) => String(r.id)}
        noun="单位"
        unit="个"
        emptyText="暂无单位，点击「新增」或「导入」添加"
        offlineNote="离线时只能查看；新增、修改、停用和导入需要联网"
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
                w={180}
                aria-label="关键字"
                placeholder="编码、名称或信用代码"
                value={state.draft?.keyword ?? ''}
                onChange={(e) =>
                  state.setDraft({ ...(state.draft ?? startFilter), keyword: e.currentTarget.value })
                }
              />
            </ListField>
            <ListField label="单位性质">
              <Select
                size="xs"
                w={110}
                aria-label="单位性质"
                placeholder="全部"
                clearable
                data={[...ENTERPRISE_KINDS]}
                value={state.draft?.kind ?? null}
                onChange={(v) => state.setDraft({ ...(state.draft ?? startFilter), kind: v })}
                comboboxProps={{ withinPortal: true }}
              />
            </ListField>
            <ListField label="状态">
              <Select
                size="xs"
                w={90}
                aria-label="状态"
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
        filterLine={`关键字：${applied.keyword || '无'}；单位性质：${applied.kind ?? '全部'}`}
        onOpen={canEdit ? (r: EnterpriseView) => openForm(r) : undefined}
        actions={
          canEdit
            ? (r: EnterpriseView) => (
                <RowActions onEdit={() => openForm(r)} onToggle={() => void toggle(r)} enabled={r.enabled} />
              )
            : undefined
        }
      />
      <EnterpriseFormModal
        opened={formOpen}
        editing={editing}
        onClose={() => setFormOpen(false)}
        onSaved={() => source.refresh()}
      />
      <ImportDialog
        opened={importing}
        title="导入单位"
        subject="单位"
        steps={[
          '下载模板，按“填写说明”工作表逐行填写单位：单位编码、名称、统一社会信用代码、单位性质、开户行和账号等。',
          '单位编码已存在的行修改该单位，新编码新增单位。',
          '导入时逐行检查，任何一行有错，整个文件都不导入，并列出有错的行号；请修改后重新导入。',
        ]}
        onClose={() => setImporting(false)}
        onDownloadTemplate={async () => {
          const file = await api.call(enterpriseContracts.importTemplate, {});
          saveBlob(file.blob, file.fileName ?? '单位前置表导入模板.xlsx');
        }}
        onImport={(fileName, content) =>
          api.call(enterpriseContracts.import, { fileName, content }, { quiet: true }).then((answer) => {
            notifications.show({
              color: 'teal',
              withBorder: true,
              message: `已导入 ${answer.imported} 个单位（新增 ${answer.created}，修改 ${answer.updated}）`,
            });
            return answer;
          })
        }
        onImported={() => {
          setImporting(false);
          source.refresh();
        }}
      />
    </>
  );
}
