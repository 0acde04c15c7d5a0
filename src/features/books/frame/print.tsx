// 打印: the report goes into a root only print shows (the shell is hidden by @media print), on A4
// landscape with the title, 核算单位, 期间 and 单位 above a ruled table whose header repeats on
// every page; the root is removed after printing.
import { printInBrowser } from '../../../ui/print-in-browser';
import classes from './print.module.css';
import { cellText, headerRows, indentColumnIndex, isNumeric, type ReportSheet } from './sheet';

export function PrintSheet({
  sheet,
  printedAt,
  signatures = '',
}: {
  sheet: ReportSheet;
  printedAt: string;
  /** 单位负责人 / 财务负责人 / 制表 of 基本信息 and the session, as one line. */
  signatures?: string;
}) {
  const header = headerRows(sheet.columns);
  const total = sheet.columns.reduce((n, c) => n + c.width, 0);
  const indentAt = indentColumnIndex(sheet.columns);
  return (
    <section className={classes.page} aria-label={`${sheet.title}（打印）`}>
      <h1 className={classes.title}>{sheet.title}</h1>
      <div className={classes.meta}>
        <span>核算单位：{sheet.unit}</span>
        <span>
          期间：{sheet.period}
          {sheet.subtitle ? `　${sheet.subtitle}` : ''}
        </span>
        <span>单位：元</span>
      </div>
      <table className={classes.table}>
        <colgroup>
          {sheet.columns.map((c) => (
            <col key={c.key} style={{ width: `${((c.width / total) * 100).toFixed(2)}%` }} />
          ))}
        </colgroup>
        <thead>
          {header.map((cells, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the one or two header rows never move
            <tr key={r}>
              {cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: header cells in a fixed order
                <th key={i} colSpan={cell.colSpan} rowSpan={cell.rowSpan}>
                  {cell.title}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {sheet.rows.map((row) =>
            row.tone === 'group' ? (
              <tr key={row.key} className={classes.group}>
                <td colSpan={sheet.columns.length}>
                  {Object.values(row.cells).find((v) => v !== null && v !== '')}
                </td>
              </tr>
            ) : (
              <tr key={row.key} data-tone={row.tone ?? 'normal'}>
                {sheet.columns.map((c, i) => (
                  <td
                    key={c.key}
                    className={
                      isNumeric(c) ? classes.num : c.kind === 'direction' ? classes.center : undefined
                    }
                    style={{
                      ...(i === indentAt && row.indent ? { paddingLeft: `${row.indent * 1.2 + 0.4}em` } : {}),
                      ...(row.strong?.includes(c.key) ? { fontWeight: 700 } : {}),
                    }}
                  >
                    {cellText(c, row.cells[c.key] ?? null)}
                  </td>
                ))}
              </tr>
            ),
          )}
        </tbody>
      </table>
      {sheet.footnotes?.map((line) => (
        <p key={line} className={classes.note}>
          {line}
        </p>
      ))}
      <div className={classes.foot}>
        {signatures && <span style={{ marginRight: '3em' }}>{signatures}</span>}
        打印时间：{printedAt}
      </div>
    </section>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The signature line of a printout: the heads of 基本信息 and who prints, those that are known. */
export function signatureLine(heads: { chairman?: string; financeHead?: string; preparer?: string }): string {
  return [
    heads.chairman ? `单位负责人：${heads.chairman}` : '',
    heads.financeHead ? `财务负责人：${heads.financeHead}` : '',
    heads.preparer ? `制表：${heads.preparer}` : '',
  ]
    .filter(Boolean)
    .join('　');
}

export function printReport(sheet: ReportSheet, signatures = ''): void {
  const now = new Date();
  const printedAt = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}`;
  printInBrowser({
    rootId: 'report-print-root',
    bodyClass: 'report-printing',
    page: 'size: A4 landscape; margin: 10mm 8mm;',
    content: <PrintSheet sheet={sheet} printedAt={printedAt} signatures={signatures} />,
  });
}
