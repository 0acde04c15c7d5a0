// The frame of every list screen: the title bar with the screen's buttons and 导出Excel / 打印, the
// query bar (查询, 重置, Enter), the line saying the rows are this device's kept copy, the dense
// table and the pager. The rows come from the caller (ListSource), paged by the server or in memory.
import { Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { PageHeader } from '../PageHeader';
import { Pager } from '../Pager';
import { ListFilterBar } from './ListFilterBar';
import { ListKeptNotice } from './ListKeptNotice';
import { ListTable, type ListTableProps } from './ListTable';
import { printList } from './print';
import type { ListSheet } from './sheet';
import type { ListSource } from './source';
import { exportList } from './xlsx';

export interface ListFrameProps<R>
  extends Omit<ListTableProps<R>, 'rows' | 'loading' | 'error' | 'total' | 'pager' | 'label'> {
  title: string;
  /** Small grey text beside the title: the module or parent screen. */
  subtitle?: string;
  testId?: string;
  source: ListSource<R>;
  /**
   * The screen's own buttons (刷新, 新增, 审核…), placed before 导出Excel and 打印. A button the user
   * lacks the permission for is left out here: `{can(P.x) && <Button…/>}`.
   */
  toolbar?: ReactNode;
  /** The query fields (ListField each); with them the bar shows 查询 and 重置. */
  filters?: ReactNode;
  /** Accessible name of the query bar; default {title}查询条件. */
  filterLabel?: string;
  onSearch?(): void;
  onReset?(): void;
  /** The applied query in words, printed and exported under the title. */
  filterLine?: string;
  /** 导出Excel and 打印 (default both shown). */
  exportable?: boolean;
  printable?: boolean;
  /** Said offline when the rows are the kept copy (本机待同步的凭证标为「待同步」). */
  offlineNote?: string;
  /** The table's accessible name; default {title}列表. */
  label?: string;
  /** What the screen shows under its list (借款余额 under the loan lists); not printed or exported. */
  below?: ReactNode;
}

type Busy = 'export' | 'print' | null;

function failed(what: string, error: unknown) {
  notifications.show({
    color: 'red',
    title: `${what}失败`,
    message: error instanceof Error ? error.message : '无法读取全部数据',
  });
}

export function ListFrame<R>({
  title,
  subtitle,
  testId,
  source,
  toolbar,
  filters,
  filterLabel = `${title}查询条件`,
  onSearch = () => {},
  onReset = () => {},
  filterLine,
  exportable = true,
  printable = true,
  offlineNote,
  label = `${title}列表`,
  below,
  ...table
}: ListFrameProps<R>) {
  const [busy, setBusy] = useState<Busy>(null);

  /** Every row of the query as a sheet (export and print take all pages, not the shown one). */
  const sheet = async (): Promise<ListSheet<R>> => ({
    title,
    filterLine,
    columns: table.columns,
    rows: await source.allRows(),
    totals: table.totals,
  });

  const run = async (what: Exclude<Busy, null>) => {
    setBusy(what);
    try {
      const all = await sheet();
      if (what === 'print') printList(all, table.rowKey);
      else {
        const name = await exportList(all);
        notifications.show({ color: 'green', message: `已导出 ${name}`, autoClose: 3000 });
      }
    } catch (error) {
      failed(what === 'print' ? '打印' : '导出', error);
    } finally {
      setBusy(null);
    }
  };

  const empty = source.rows.length === 0;
  return (
    <Stack gap="sm" p="sm" data-testid={testId}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          (toolbar || exportable || printable) && (
            <>
              {toolbar}
              {exportable && (
                <Button
                  size="xs"
                  variant="default"
                  disabled={empty || (busy !== null && busy !== 'export')}
                  loading={busy === 'export'}
                  onClick={() => void run('export')}
                >
                  导出Excel
                </Button>
              )}
              {printable && (
                <Button
                  size="xs"
                  variant="default"
                  disabled={empty || (busy !== null && busy !== 'print')}
                  loading={busy === 'print'}
                  onClick={() => void run('print')}
                >
                  打印
                </Button>
              )}
            </>
          )
        }
      />
      {filters && (
        <ListFilterBar label={filterLabel} onSearch={onSearch} onReset={onReset}>
          {filters}
        </ListFilterBar>
      )}
      <ListKeptNotice cachedAt={source.cachedAt} offlineNote={offlineNote} />
      <ListTable
        {...table}
        label={label}
        rows={source.rows}
        loading={source.loading}
        error={source.error}
        total={source.total}
        pager={
          <Pager
            page={source.page}
            pageSize={source.pageSize}
            total={source.total}
            canGo={source.canGo}
            onPage={source.goPage}
            onPageSize={source.setPageSize}
            disabled={source.loading}
            label={`${label}分页`}
          />
        }
      />
      {below}
    </Stack>
  );
}
