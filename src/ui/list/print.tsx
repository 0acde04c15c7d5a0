// 打印 of a list: every row of the query in a ruled table under the title and the query line, A4
// landscape, the header repeated on every page; through the browser's own print dialog.
import { printInBrowser } from '../print-in-browser';
import { cellText, columnAlign } from './columns';
import classes from './print.module.css';
import { type ListSheet, stamp } from './sheet';

const alignClass = { left: undefined, center: classes.center, right: classes.right } as const;

/** A flexible screen column takes this share on paper. */
const FLEX_WIDTH = 240;

export function ListPrint<R>({
  sheet,
  rowKey,
  printedAt,
}: {
  sheet: ListSheet<R>;
  rowKey(row: R): string;
  printedAt: string;
}) {
  const widths = sheet.columns.map((c) => c.width ?? FLEX_WIDTH);
  const total = widths.reduce((n, w) => n + w, 0) || 1;
  return (
    <section className={classes.page} aria-label={`${sheet.title}（打印）`}>
      <h1 className={classes.title}>{sheet.title}</h1>
      <div className={classes.meta}>
        <span>{sheet.filterLine}</span>
        <span>共 {sheet.rows.length} 条</span>
      </div>
      <table className={classes.table}>
        <colgroup>
          {sheet.columns.map((c, i) => (
            <col key={c.key} style={{ width: `${(((widths[i] ?? 0) / total) * 100).toFixed(2)}%` }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {sheet.columns.map((c) => (
              <th key={c.key}>{c.title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((row) => (
            <tr key={rowKey(row)}>
              {sheet.columns.map((c) => (
                <td key={c.key} className={alignClass[columnAlign(c)]}>
                  {cellText(c, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {sheet.totals !== undefined && (
          <tfoot>
            <tr className={classes.totals}>
              {sheet.columns.map((c) => (
                <td key={c.key} className={alignClass[columnAlign(c)]}>
                  {cellText(c, sheet.totals as R)}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
      <div className={classes.foot}>打印时间：{printedAt}</div>
    </section>
  );
}

export function printList<R>(sheet: ListSheet<R>, rowKey: (row: R) => string): void {
  printInBrowser({
    rootId: 'list-print-root',
    bodyClass: 'list-printing',
    page: 'size: A4 landscape; margin: 10mm 8mm;',
    testId: 'list-print',
    content: <ListPrint sheet={sheet} rowKey={rowKey} printedAt={stamp(new Date())} />,
  });
}
