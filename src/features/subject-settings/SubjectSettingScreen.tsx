// 科目设置 (financialSoftware/settings/subjectSetting): the ledger set's chart as a tree table.
// Detail subjects are added under a parent following the code widths, edited, enabled or disabled
// and deleted; the server's refusals (prescribed, used, locked) come back in a dialog. Reads are
// network-first with the last answer offline (read-only then).
import { Button, Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { auxiliaryContracts } from '../../core/contracts/auxiliary';
import type { SubjectView } from '../../core/contracts/subject';
import { parseCodeWidths } from '../../core/subjects/code-width';
import { visibleRows } from '../../core/subjects/subject-filter';
import { type Category, chartKindLabel } from '../../core/subjects/types';
import { useOnline, useRemoteFirst } from '../../local';
import { CacheNotice } from '../../ui/CacheNotice';
import { openConfirmDialog, openMessageDialog } from '../../ui/dialogs';
import { PageHeader } from '../../ui/PageHeader';
import { Panel } from '../../ui/Panel';
import { runWrite } from '../../ui/run-write';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices } from '../../ui/services';
import { SubjectFormModal } from './SubjectFormModal';
import { SubjectTreeTable } from './SubjectTreeTable';
import { subjectApi } from './subject-api';
import { addChildBlocker, branchCodes, categoriesOf, deleteBlocker } from './subject-rules';

const ALL = '全部';

interface FormState {
  opened: boolean;
  parent: SubjectView | null;
  editing: SubjectView | null;
}

export function SubjectSettingScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const online = useOnline();
  const tree = useRemoteFirst('subject-settings:tree', (signal) => subjectApi.tree(api, signal));
  const types = useRemoteFirst('subject-settings:auxTypes', (signal) =>
    api.call(auxiliaryContracts.allTypes, {}, { loading: false, signal }),
  );
  const [category, setCategory] = useState<string>(ALL);
  const [search, setSearch] = useState('');
  const [showDisabled, setShowDisabled] = useState(true);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [form, setForm] = useState<FormState>({ opened: false, parent: null, editing: null });

  const rows = tree.data?.subjectList ?? [];
  const parsed = parseCodeWidths(tree.data?.codeWidths ?? '3-2-2-2');
  const widths = parsed.ok ? parsed.widths : [3, 2, 2, 2];
  // While a refresh runs the last answer shows (from the cache): still the server's, still writable.
  const stale = tree.source === 'cache' && !tree.loading;
  const readOnly = !online || stale || tree.data === undefined;
  const present = useMemo(() => categoriesOf(rows), [rows]);
  const shown = useMemo(
    () =>
      visibleRows(
        rows,
        { category: category === ALL ? null : (category as Category), search, showDisabled },
        collapsed,
      ),
    [rows, category, search, showDisabled, collapsed],
  );

  const refresh = () => {
    tree.refresh();
    types.refresh();
  };
  const toggle = (code: string) =>
    setCollapsed((before) => {
      const next = new Set(before);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  const addChild = async (parent: SubjectView | null) => {
    const blocked = parent ? addChildBlocker(parent, widths) : null;
    if (blocked) {
      await openMessageDialog({ title: '不能增加下级科目', message: blocked, tone: 'warning' });
      return;
    }
    setForm({ opened: true, parent, editing: null });
  };

  const enable = async (row: SubjectView) => {
    if (row.enabled) {
      const sure = await openConfirmDialog({
        title: '停用科目',
        message: `确定停用科目「${row.code} ${row.codeName}」吗？${row.hasChild ? '其下级科目将一并停用；' : ''}停用后录入凭证时不能再选择。`,
        confirmLabel: '停用',
      });
      if (!sure) return;
    }
    const done = await runWrite(
      { action: row.enabled ? '停用科目' : '启用科目', done: row.enabled ? '科目已停用' : '科目已启用' },
      () => subjectApi.enable(api, row.id, !row.enabled),
    );
    if (done) tree.refresh();
  };

  const remove = async (row: SubjectView) => {
    const blocked = deleteBlocker(row);
    if (blocked) {
      await openMessageDialog({ title: '不能删除', message: blocked, tone: 'warning' });
      return;
    }
    const sure = await openConfirmDialog({
      title: '删除科目',
      message: `确定删除科目「${row.code} ${row.codeName}」吗？删除后不能恢复。`,
      confirmLabel: '删除',
      tone: 'error',
    });
    if (!sure) return;
    const done = await runWrite({ action: '删除科目', done: '科目已删除' }, () =>
      subjectApi.remove(api, row.id),
    );
    if (done) tree.refresh();
  };

  const kind = tree.data ? chartKindLabel(tree.data.kind) : '';
  return (
    <Stack gap="sm" p="sm" data-testid="subject-setting-screen">
      <PageHeader
        title={route.title}
        subtitle="财务核算 · 基础设置"
        actions={
          <>
            <Button size="xs" variant="default" onClick={() => setCollapsed(new Set())}>
              全部展开
            </Button>
            <Button size="xs" variant="default" onClick={() => setCollapsed(new Set(branchCodes(rows)))}>
              全部折叠
            </Button>
            <Button size="xs" variant="default" onClick={refresh} loading={tree.loading}>
              刷新
            </Button>
            <Button size="xs" disabled={readOnly} onClick={() => void addChild(null)}>
              新增明细科目
            </Button>
          </>
        }
      />
      <Panel>
        <Group justify="space-between" mb="xs" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <SegmentedControl
              size="xs"
              value={category}
              onChange={setCategory}
              data={[ALL, ...present]}
              aria-label="科目类别"
            />
            <TextInput
              size="xs"
              w={220}
              placeholder="按编码或名称查找"
              aria-label="查找科目"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
            <Checkbox
              label="显示停用科目"
              checked={showDisabled}
              onChange={(e) => setShowDisabled(e.currentTarget.checked)}
            />
          </Group>
          <Text size="xs" c="dimmed" data-testid="subject-summary" style={{ whiteSpace: 'nowrap' }}>
            {kind && `${kind}科目表 · `}编码规则 {widths.join('-')} · 共 {rows.length} 个科目
            {search.trim() ? `，匹配 ${shown.filter((r) => !r.contextOnly).length} 个` : ''}
          </Text>
        </Group>
        <div style={{ marginBottom: 8 }}>
          <CacheNotice read={tree} online={online} what="科目表" />
        </div>
        <div style={{ maxHeight: 'calc(100vh - 230px)', overflow: 'auto' }}>
          <SubjectTreeTable
            rows={shown}
            collapsed={collapsed}
            loading={tree.data === undefined && tree.error === undefined && online}
            searching={search.trim() !== ''}
            readOnly={readOnly}
            onToggle={toggle}
            onAddChild={(row) => void addChild(row)}
            onEdit={(row) => setForm({ opened: true, parent: null, editing: row })}
            onEnable={(row) => void enable(row)}
            onDelete={(row) => void remove(row)}
          />
        </div>
      </Panel>
      <SubjectFormModal
        opened={form.opened}
        parent={form.parent}
        editing={form.editing}
        rows={rows}
        widths={widths}
        auxTypes={types.data ?? []}
        onClose={() => setForm((f) => ({ ...f, opened: false }))}
        onSaved={() => {
          setForm((f) => ({ ...f, opened: false }));
          tree.refresh();
        }}
      />
    </Stack>
  );
}
