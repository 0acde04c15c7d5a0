// 导出Excel and 打印 of a screen that is not a plain list (the journal, the reports): the same
// sheet drawn from the screen's columns, through src/ui/list's export and print.
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { exportList, type ListSheet, printList } from '../../ui/list';

export interface SheetButtonsProps<R> {
  sheet: ListSheet<R> | null;
  rowKey(row: R): string;
}

export function SheetButtons<R>({ sheet, rowKey }: SheetButtonsProps<R>) {
  const [busy, setBusy] = useState<'export' | 'print' | null>(null);
  const run = async (what: 'export' | 'print') => {
    if (!sheet) return;
    setBusy(what);
    try {
      if (what === 'print') printList(sheet, rowKey);
      else
        notifications.show({ color: 'green', message: `已导出 ${await exportList(sheet)}`, autoClose: 3000 });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: what === 'print' ? '打印失败' : '导出失败',
        message: error instanceof Error ? error.message : '无法生成文件',
      });
    } finally {
      setBusy(null);
    }
  };
  const empty = !sheet || sheet.rows.length === 0;
  return (
    <>
      <Button
        size="xs"
        variant="default"
        disabled={empty || busy === 'print'}
        loading={busy === 'export'}
        onClick={() => void run('export')}
      >
        导出Excel
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={empty || busy === 'export'}
        loading={busy === 'print'}
        onClick={() => void run('print')}
      >
        打印
      </Button>
    </>
  );
}
