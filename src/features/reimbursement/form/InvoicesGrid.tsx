// 发票 of a claim (reimbursement_form_fields.csv: 发票(号码/金额/日期)，电子发票录入查重): 发票代码
// (blank for a 全电发票), 发票号码, 金额, 开票日期, from the keyboard like the other grids, with the
// invoices' total. The messages (format, future date, entered twice, claimed on another claim)
// come from toClaimSave and the server's answer, keyed 'invoices.{i}.{field}'.
import { Button, Group } from '@mantine/core';
import { useCallback } from 'react';
import { formatMoney, sum, tryParseMoney } from '../../../core/money';
import { AmountCell } from '../../../ui/grid/AmountCell';
import { emptyInvoice, type InvoiceDraft } from './draft';
import classes from './form.module.css';
import { countInput, type SectionProps, withRow } from './section';
import { useGridNav } from './use-grid-nav';

const COLS = 4;

/** The invoices' total as typed (amounts that are not yet amounts count nothing). */
export function invoicesTotal(invoices: readonly InvoiceDraft[]): string {
  return formatMoney(sum(invoices.map((i) => tryParseMoney(i.invoiceAmount.trim() || '0') ?? '0')));
}

export function InvoicesGrid({ draft, patch, errors, readOnly }: SectionProps) {
  const invoices = draft.invoices;
  // A new invoice is usually of the same day as the one above it.
  const addRow = useCallback(
    () =>
      patch({ invoices: [...invoices, emptyInvoice({ invoiceDate: invoices.at(-1)?.invoiceDate ?? '' })] }),
    [patch, invoices],
  );
  const nav = useGridNav(invoices.length, COLS, readOnly ? null : addRow);
  const set = (i: number, change: Partial<InvoiceDraft>) => patch({ invoices: withRow(invoices, i, change) });
  const messages = Object.entries(errors).filter(
    ([path]) => path === 'invoices' || path.startsWith('invoices.'),
  );
  return (
    <div data-testid="claim-invoices">
      <div className={classes.gridTools}>
        <div className={classes.section}>发票</div>
        {!readOnly && (
          <Group gap="xs">
            <span className={classes.hint}>全电发票不填发票代码，发票号码20位；同一张发票只能报销一次</span>
            <Button size="compact-xs" variant="default" onClick={addRow}>
              添加发票
            </Button>
          </Group>
        )}
      </div>
      <div className={classes.gridWrap}>
        <table className={classes.grid} aria-label="发票">
          <colgroup>
            <col style={{ width: 36 }} />
            <col style={{ width: 150 }} />
            <col style={{ width: 200 }} />
            <col style={{ width: 130 }} />
            <col style={{ width: 140 }} />
            <col />
            <col style={{ width: 32 }} />
          </colgroup>
          <thead>
            <tr>
              <th>序号</th>
              <th>发票代码</th>
              <th>发票号码</th>
              <th>金额</th>
              <th>开票日期</th>
              <th aria-label="说明" />
              <th aria-label="删除" />
            </tr>
          </thead>
          <tbody>
            {invoices.length === 0 && (
              <tr>
                <td colSpan={7} className={classes.empty}>
                  {readOnly ? '未录入发票' : '尚未录入发票，点“添加发票”录入'}
                </td>
              </tr>
            )}
            {invoices.map((inv, i) => {
              const at = `invoices.${i}`;
              const rowError =
                errors[`${at}.invoiceCode`] ??
                errors[`${at}.invoiceNo`] ??
                errors[`${at}.invoiceAmount`] ??
                errors[`${at}.invoiceDate`];
              return (
                <tr key={inv.key} data-error={rowError ? true : undefined}>
                  <td className={classes.rowNo}>{i + 1}</td>
                  <td title={errors[`${at}.invoiceCode`]}>
                    <input
                      className={classes.cell}
                      aria-label={`第${i + 1}张发票代码`}
                      aria-invalid={errors[`${at}.invoiceCode`] ? true : undefined}
                      value={inv.invoiceCode}
                      inputMode="numeric"
                      placeholder="全电发票不填"
                      readOnly={readOnly}
                      ref={nav.cell(i, 0).ref}
                      onKeyDown={nav.cell(i, 0).onKeyDown}
                      onChange={(e) => set(i, { invoiceCode: countInput(e.currentTarget.value, 12) })}
                    />
                  </td>
                  <td title={errors[`${at}.invoiceNo`]}>
                    <input
                      className={classes.cell}
                      aria-label={`第${i + 1}张发票号码`}
                      aria-invalid={errors[`${at}.invoiceNo`] ? true : undefined}
                      value={inv.invoiceNo}
                      inputMode="numeric"
                      readOnly={readOnly}
                      ref={nav.cell(i, 1).ref}
                      onKeyDown={nav.cell(i, 1).onKeyDown}
                      onChange={(e) => set(i, { invoiceNo: countInput(e.currentTarget.value, 20) })}
                    />
                  </td>
                  <td>
                    <AmountCell
                      className={`${classes.cell} ${classes.amount}`}
                      label={`第${i + 1}张发票金额`}
                      value={inv.invoiceAmount}
                      error={errors[`${at}.invoiceAmount`] ?? null}
                      readOnly={readOnly}
                      inputRef={nav.cell(i, 2).ref}
                      onKeyDown={nav.cell(i, 2).onKeyDown}
                      onText={(amount) => set(i, { invoiceAmount: amount.replace('-', '') })}
                    />
                  </td>
                  <td title={errors[`${at}.invoiceDate`]}>
                    <input
                      className={classes.cell}
                      aria-label={`第${i + 1}张发票开票日期`}
                      aria-invalid={errors[`${at}.invoiceDate`] ? true : undefined}
                      value={inv.invoiceDate}
                      placeholder="YYYY-MM-DD"
                      maxLength={10}
                      readOnly={readOnly}
                      ref={nav.cell(i, 3).ref}
                      onKeyDown={nav.cell(i, 3).onKeyDown}
                      onChange={(e) => set(i, { invoiceDate: e.currentTarget.value.replace(/[^\d-]/g, '') })}
                    />
                  </td>
                  <td className={classes.note}>
                    {inv.invoiceCode === '' && inv.invoiceNo.length === 20 ? '全电发票' : ''}
                  </td>
                  <td>
                    {!readOnly && (
                      <button
                        type="button"
                        className={classes.remove}
                        aria-label={`删除第${i + 1}张发票`}
                        tabIndex={-1}
                        onClick={() => patch({ invoices: invoices.filter((_, j) => j !== i) })}
                      >
                        ×
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
          {invoices.length > 0 && (
            <tfoot>
              <tr>
                <td />
                <td colSpan={2} className={classes.footLabel}>
                  发票合计（{invoices.length} 张）
                </td>
                <td className={classes.number} data-testid="claim-invoices-total">
                  {invoicesTotal(invoices)}
                </td>
                <td colSpan={3} />
              </tr>
            </tfoot>
          )}
        </table>
        {messages.map(([path, message]) => (
          <div key={path} className={classes.fieldError} role="alert" style={{ padding: '2px 6px' }}>
            {message}
          </div>
        ))}
      </div>
    </div>
  );
}
