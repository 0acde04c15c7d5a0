// 科目期初余额 (initSubjectSetting/init-subject-balance): end-level amounts typed in a dense grid,
// parents and the trial rolled up live; save sends the changed rows (all or nothing); the Excel
// template and import; read-only once confirmed or while the succession is pending.
import { Alert, Badge, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { setFormDirty } from '../../pwa/dirty-forms';
import { openMessageDialog } from '../../ui/dialogs';
import { ImportDialog } from '../../ui/init/ImportDialog';
import classes from '../../ui/init/init.module.css';
import { OpeningRoute } from '../../ui/init/init-routes';
import { refusalOf, relabelRows } from '../../ui/init/refusal';
import { openSuccession } from '../../ui/init/succession-host';
import { useLoad } from '../../ui/init/use-load';
import { PageHeader } from '../../ui/PageHeader';
import { saveBlob } from '../../ui/save-blob';
import type { ScreenProps } from '../../ui/screen-types';
import { useServices } from '../../ui/services';
import { useGo } from '../../ui/use-go';
import { useSearchText } from '../../ui/use-search-text';
import { BalanceTable } from './BalanceTable';
import { buildGrid, type CategoryFilter, changedDetails, filterRows } from './balance-grid';
import { isOpeningLocked, OpeningBanner } from './OpeningBanner';
import { importOpening, loadOpening, loadTemplate, saveOpening } from './opening-api';

const formId = 'opening-subject-balances';
const filters: CategoryFilter[] = ['全部', '资产', '负债', '净资产', '收入', '支出'];

export function SubjectBalanceScreen(_props: ScreenProps) {
  const { api } = useServices();
  const go = useGo();
  const opening = useLoad(() => loadOpening(api));
  const [edits, setEdits] = useState<ReadonlyMap<string, string>>(new Map());
  const [category, setCategory] = useState<CategoryFilter>('全部');
  // The box shows every keystroke; the list filters 300 ms after the last one (spec 000 §9).
  const { text: searchText, setText: setSearch, query: search } = useSearchText();
  const [saving, setSaving] = useState(false);
  const [importing, setImporting] = useState(false);

  const view = opening.data;
  const locked = view ? isOpeningLocked(view) : true;
  const grid = useMemo(() => buildGrid(view?.subjectList ?? [], edits, locked), [view, edits, locked]);
  const shown = useMemo(() => filterRows(grid.rows, category, search), [grid, category, search]);
  const dirty = grid.changedCount > 0 || grid.errors.length > 0;

  useEffect(() => {
    setFormDirty(formId, dirty);
    return () => setFormDirty(formId, false);
  }, [dirty]);

  const setText = (code: string, text: string) =>
    setEdits((prev) => {
      const next = new Map(prev);
      next.set(code, text);
      return next;
    });

  const save = async () => {
    const first = grid.errors[0];
    if (first) {
      await openMessageDialog({
        title: '提示',
        tone: 'warning',
        message: `科目 ${first.code} ${first.name}：${first.message}`,
      });
      return;
    }
    const details = changedDetails(grid);
    if (details.length === 0) {
      notifications.show({ color: 'gray', message: '没有需要保存的修改', autoClose: 3_000 });
      return;
    }
    setSaving(true);
    try {
      await saveOpening(api, details);
      setEdits(new Map());
      await opening.reload();
      notifications.show({
        color: 'teal',
        message: `期初余额已保存（${details.length} 个科目）`,
        autoClose: 3_000,
      });
    } catch (error) {
      const refusal = refusalOf(error);
      const names = new Map(grid.rows.map((r) => [r.subject.code, r.subject.codeName]));
      const labels = details.map((d) => `科目 ${d.code} ${names.get(d.code) ?? ''}`.trim());
      await openMessageDialog({
        title: '未保存',
        tone: 'error',
        message: [refusal.message, ...relabelRows(refusal.lines, labels)].join('\n'),
      });
    } finally {
      setSaving(false);
    }
  };

  const downloadTemplate = async () => {
    const file = await loadTemplate(api);
    saveBlob(file.blob, file.fileName ?? '科目期初余额导入模板.xlsx');
  };

  const breakdownRoute = (kind: 'department' | 'auxiliary', code: string) =>
    go(
      `${kind === 'department' ? OpeningRoute.departmentBalance : OpeningRoute.auxiliaryBalance}?code=${code}`,
    );

  return (
    <Stack gap="sm" p="sm" data-testid="subject-balance-screen">
      <PageHeader
        title="科目期初余额"
        subtitle={view ? `${view.startYear} 年 1 月 1 日` : '初始设置'}
        actions={
          <>
            {grid.changedCount > 0 && (
              <Badge color="orange" variant="light" data-testid="unsaved-count">
                {grid.changedCount} 处修改未保存
              </Badge>
            )}
            <Button size="xs" variant="default" onClick={() => void openSuccession()}>
              科目衔接
            </Button>
            <Button size="xs" variant="default" onClick={() => setImporting(true)} disabled={locked}>
              Excel 导入
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => go(OpeningRoute.verification)}
              disabled={view === null}
            >
              试算平衡
            </Button>
            <Button size="xs" onClick={() => void save()} loading={saving} disabled={locked || !dirty}>
              保存
            </Button>
          </>
        }
      />
      {opening.failure && (
        <Alert color="red" variant="light" p="xs">
          <Group justify="space-between">
            <Text size="sm">读取期初余额失败：{opening.failure.message}</Text>
            <Button size="xs" variant="default" onClick={() => void opening.reload()}>
              重试
            </Button>
          </Group>
        </Alert>
      )}
      {view && <OpeningBanner state={view} />}
      <div className={classes.panel}>
        <Group justify="space-between" mb={8} wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <SegmentedControl
              size="xs"
              data={filters}
              value={category}
              onChange={(v) => setCategory(v as CategoryFilter)}
              aria-label="科目类别"
            />
            <TextInput
              size="xs"
              w={220}
              placeholder="按科目编码或名称查找"
              aria-label="查找科目"
              value={searchText}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {opening.loading && !view
              ? '正在读取…'
              : locked
                ? '只读'
                : '在末级科目录入，上级科目自动汇总；金额按余额方向填写，与方向相反的余额填负数。Enter 下移，Tab 右移'}
          </Text>
        </Group>
        <BalanceTable
          rows={shown}
          edits={edits}
          trial={grid.trial}
          height={view && isOpeningLocked(view) ? 'calc(100vh - 316px)' : 'calc(100vh - 262px)'}
          onText={setText}
          onBreakdown={breakdownRoute}
        />
      </div>
      <ImportDialog
        opened={importing}
        title="导入科目期初余额"
        subject="本账套"
        onClose={() => setImporting(false)}
        onDownloadTemplate={downloadTemplate}
        onImport={(name, content) => importOpening(api, name, content)}
        onImported={(imported) => {
          setImporting(false);
          setEdits(new Map());
          void opening.reload();
          notifications.show({ color: 'teal', message: `已导入 ${imported} 行期初余额`, autoClose: 3_000 });
        }}
      />
    </Stack>
  );
}
