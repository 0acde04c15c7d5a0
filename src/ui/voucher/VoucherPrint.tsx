// The voucher as it prints: title, unit, date, number, 附单据 N 张, the lines, totals with the 大写
// total, and the five signatures. The preview shows the same sheets; printing renders them into a
// print-only root and calls the browser's print (A4 or half-A4 pages, @page set at print time).
import { printInBrowser } from '../print-in-browser';
import { type PaperSize, type PrintableVoucher, SIGNATURE_KEYS } from './print-model';
import classes from './voucher-print.module.css';

export interface VoucherSheetsProps {
  voucher: PrintableVoucher;
  paper: PaperSize;
  /** On screen: sheets with a paper shadow; in print: bare pages. */
  screen?: boolean;
}

export function VoucherSheets({ voucher, paper, screen = false }: VoucherSheetsProps) {
  const per = voucher.linesPerPage;
  return (
    <>
      {voucher.pages.map((page) => (
        <section
          key={page.page}
          className={`${classes.sheet} ${screen ? classes.screenSheet : ''}`}
          data-paper={paper}
          data-testid={`voucher-sheet-${page.page}`}
          aria-label={`凭证第${page.page}页`}
        >
          <div className={classes.title}>{voucher.title}</div>
          <div className={classes.meta}>
            <span>核算单位：{voucher.unit}</span>
            <span>日期：{voucher.date}</span>
            <span>
              {voucher.number}　附单据 {voucher.numberOfDocument} 张
            </span>
          </div>
          <table className={classes.table}>
            <colgroup>
              <col style={{ width: '28%' }} />
              <col style={{ width: '40%' }} />
              <col style={{ width: '16%' }} />
              <col style={{ width: '16%' }} />
            </colgroup>
            <thead>
              <tr>
                <th>摘　要</th>
                <th>会计科目</th>
                <th>借方金额</th>
                <th>贷方金额</th>
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: per }, (_, i) => {
                const line = page.lines[i];
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: ruled rows of a fixed sheet
                  <tr key={i}>
                    <td className={classes.wrap}>{line?.summary ?? ''}</td>
                    <td className={classes.wrap}>{line?.subject ?? ''}</td>
                    <td className={classes.amount}>{line?.debit ?? ''}</td>
                    <td className={classes.amount}>{line?.credit ?? ''}</td>
                  </tr>
                );
              })}
              <tr className={classes.totalRow}>
                {page.last ? (
                  <>
                    <td colSpan={2}>合计：{voucher.uppercase}</td>
                    <td className={classes.amount}>{voucher.debitTotal}</td>
                    <td className={classes.amount}>{voucher.creditTotal}</td>
                  </>
                ) : (
                  <td colSpan={4}>过次页</td>
                )}
              </tr>
            </tbody>
          </table>
          <div className={classes.signatures}>
            {voucher.signatures.map((s) => (
              <span key={s.label} data-testid={`voucher-sign-${SIGNATURE_KEYS[s.label]}`}>
                {s.label}：{s.name}
              </span>
            ))}
          </div>
          {page.pages > 1 && (
            <div className={classes.pageNo}>
              第 {page.page} 页 / 共 {page.pages} 页
            </div>
          )}
        </section>
      ))}
    </>
  );
}

const pageSizes: Readonly<Record<PaperSize, string>> = {
  A4: '210mm 297mm',
  halfA4: '210mm 148.5mm',
};

/** The @page rule of voucher sheets on this paper (a batch print uses it too). */
export const voucherPage = (paper: PaperSize) => `size: ${pageSizes[paper]}; margin: 5mm;`;

/**
 * Prints through the browser: the sheets go into a root that only print shows (everything else is
 * hidden by @media print), with the page size of the chosen paper; cleaned up after printing.
 */
export function printVoucher(voucher: PrintableVoucher, paper: PaperSize): void {
  printInBrowser({
    rootId: 'voucher-print-root',
    bodyClass: 'voucher-printing',
    page: voucherPage(paper),
    content: <VoucherSheets voucher={voucher} paper={paper} />,
  });
}
