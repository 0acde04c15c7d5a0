// The frame every report screen sits in: title bar with 刷新 / 导出Excel / 打印, the filter bar, a
// status line (loading, 离线：显示 … 的数据, a failed read, the screen's own checks), then the report
// itself under its caption (title, 核算单位, 期间, 单位：元) with a footer for counts and paging.
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useLocalDb, useOnline } from '../../../local';
import type { RemoteFirst } from '../../../local/remote-first';
import { readProblem } from '../../../ui/data/use-report';
import { PageHeader } from '../../../ui/PageHeader';
import { useSessionIfAny } from '../../../ui/services';
import { exportXlsx } from './export';
import { printReport, signatureLine } from './print';
import { ReportTable } from './ReportTable';
import classes from './report.module.css';
import { cachedAtLabel } from './report-query';
import type { ReportSheet, SheetRow } from './sheet';

export interface ReportFrameProps<L> {
  title: string;
  filters: ReactNode;
  read: RemoteFirst<unknown>;
  /** null while nothing can be shown yet. */
  sheet: ReportSheet<L> | null;
  onOpen?: (link: L, row: SheetRow<L>) => void;
  openLabel?: (row: SheetRow<L>) => string;
  /** Why the report cannot be asked for (a missing choice); replaces the table. */
  problem?: string | null;
  /** The screen's own facts on the status line (试算平衡, 断号). */
  status?: ReactNode;
  /** What a click on a row does, at the right of the status line (单击科目行打开明细账). */
  hint?: string;
  /** Left of the footer; defaults to the row count. */
  footer?: ReactNode;
  /** Right of the footer (the pager). */
  footerEnd?: ReactNode;
  /**
   * The whole report for 导出Excel and 打印 when the screen shows only part of it (a page of a
   * detail book); without it they take `sheet`.
   */
  wholeSheet?: () => Promise<ReportSheet<L>>;
  /** A body drawn by the screen instead of the standard table (the statements' official layout). */
  body?: ReactNode;
  testId?: string;
}

/** The status line's word on where the shown figures come from. */
export function ReadStatus({ read }: { read: RemoteFirst<unknown> }) {
  const online = useOnline();
  // Right after a reload the local database opens a moment after the screen: until then nothing
  // can be said about what this machine kept.
  const db = useLocalDb();
  if (read.source === 'cache' && read.cachedAt !== null) {
    const at = cachedAtLabel(read.cachedAt);
    if (!online)
      return (
        <span className={classes.offline} data-testid="report-offline">
          离线：显示 {at} 的数据
        </span>
      );
    if (read.loading) return <span>正在刷新…（暂显示 {at} 的数据）</span>;
    return (
      <span className={classes.failed} data-testid="report-failed">
        {readProblem(read.error)}，显示 {at} 的数据
      </span>
    );
  }
  if (read.loading) return <span>正在读取…</span>;
  if (read.source === 'none' && !online && !db) return <span>离线：正在打开本机保存的数据…</span>;
  if (read.source === 'none' && !online)
    return (
      <span className={classes.offline} data-testid="report-offline">
        离线：本机没有保存过这份报表，联网后再打开
      </span>
    );
  if (read.source === 'none' && read.error !== undefined)
    return (
      <span className={classes.failed} data-testid="report-failed">
        {readProblem(read.error)}
      </span>
    );
  return null;
}

export function ReportFrame<L>({
  title,
  filters,
  read,
  sheet,
  onOpen,
  openLabel,
  problem,
  status,
  hint,
  footer,
  footerEnd,
  body,
  wholeSheet,
  testId,
}: ReportFrameProps<L>) {
  const [busy, setBusy] = useState<'export' | 'print' | null>(null);
  const session = useSessionIfAny();
  const signatures = signatureLine({
    chairman: session?.chairman,
    financeHead: session?.financeHead,
    preparer: session?.realName,
  });
  const ready = sheet !== null && !problem;

  async function exportSheet() {
    if (!sheet) return;
    setBusy('export');
    try {
      const name = await exportXlsx(wholeSheet ? await wholeSheet() : sheet);
      notifications.show({ color: 'green', message: `已导出 ${name}`, autoClose: 3000 });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: '导出失败',
        message: error instanceof Error ? error.message : '无法生成 Excel 文件',
      });
    } finally {
      setBusy(null);
    }
  }

  async function printSheet() {
    if (!sheet) return;
    if (!wholeSheet) return printReport(sheet, signatures);
    setBusy('print');
    try {
      printReport(await wholeSheet(), signatures);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: '打印失败',
        message: error instanceof Error ? error.message : '无法读取要打印的数据',
      });
    } finally {
      setBusy(null);
    }
  }

  const dataRows = sheet?.rows.filter((r) => r.tone !== 'group').length ?? 0;
  return (
    <div className={classes.frame} data-testid={testId}>
      <PageHeader
        title={title}
        subtitle={sheet?.unit}
        actions={
          <>
            <Button size="xs" variant="default" onClick={read.refresh} loading={read.loading}>
              刷新
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={!ready}
              loading={busy === 'export'}
              onClick={exportSheet}
            >
              导出Excel
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={!ready}
              loading={busy === 'print'}
              onClick={() => void printSheet()}
            >
              打印
            </Button>
          </>
        }
      />
      {filters}
      <div className={classes.status} data-testid="report-status">
        <ReadStatus read={read} />
        {ready && status}
        {ready && hint && <span className={classes.hint}>{hint}</span>}
      </div>
      <div className={classes.sheet}>
        {problem ? (
          <div
            className={classes.empty}
            style={{ padding: 40, textAlign: 'center' }}
            data-testid="report-problem"
          >
            {problem}
          </div>
        ) : sheet ? (
          <>
            <div className={classes.caption}>
              <div className={classes.captionTitle}>{sheet.title}</div>
              <div className={classes.captionMeta}>
                <span>核算单位：{sheet.unit}</span>
                <span data-testid="report-period">
                  {sheet.period}
                  {sheet.subtitle ? `　${sheet.subtitle}` : ''}
                </span>
                <span>单位：元</span>
              </div>
            </div>
            <div className={classes.scroll}>
              {body ?? <ReportTable sheet={sheet} onOpen={onOpen} openLabel={openLabel} />}
            </div>
            <div className={classes.footer}>
              <span data-testid="report-count">{footer ?? `共 ${dataRows} 行`}</span>
              {footerEnd}
            </div>
          </>
        ) : (
          <div className={classes.placeholder}>{read.loading ? '正在读取…' : ''}</div>
        )}
      </div>
    </div>
  );
}
