// 发票 on a claim (reimbursement_form_fields.csv: 发票(号码/金额/日期)，电子发票录入查重, required on
// the 报销单). An invoice is known by its code and number: a 增值税 paper or electronic invoice has a
// 10- or 12-digit 发票代码 and an 8-digit 发票号码; a 全电发票 (数电票) has no code and a 20-digit
// number. The same invoice may be claimed once per ledger set: the server holds each claim's
// invoices under a unique index, the form checks what the device has kept before it queues a save.

import { compare, type Money } from '../money';
import { isCalendarDate } from '../rules/dates';
import type { DocumentType } from './types';

export interface ClaimInvoice {
  /** 发票代码: 10 or 12 digits; '' for a 全电发票. */
  invoiceCode: string;
  /** 发票号码: 8 digits, or 20 for a 全电发票. */
  invoiceNo: string;
  /** 价税合计, to the fen. */
  invoiceAmount: Money;
  /** 开票日期 'YYYY-MM-DD'. */
  invoiceDate: string;
}

/** The document types whose form captures invoices: the claims that pay expenses against them. */
export const INVOICED_TYPES: readonly DocumentType[] = ['expense', 'travel', 'interAccount'];

export const takesInvoices = (type: DocumentType): boolean => INVOICED_TYPES.includes(type);

/** How an invoice is named in messages: '发票 011002300111 00012345', '发票 24110000000000012345'. */
export const invoiceLabel = (i: Pick<ClaimInvoice, 'invoiceCode' | 'invoiceNo'>): string =>
  `发票 ${i.invoiceCode ? `${i.invoiceCode} ` : ''}${i.invoiceNo}`;

/** One key per invoice (code and number), as the server's unique index reads it. */
export const invoiceKey = (i: Pick<ClaimInvoice, 'invoiceCode' | 'invoiceNo'>): string =>
  `${i.invoiceCode}/${i.invoiceNo}`;

/**
 * Today's date where the union works (UTC+8): an invoice issued this morning in Beijing is not
 * "in the future" to a server or browser whose UTC date is still yesterday.
 */
export const invoiceToday = (now: Date): string =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** A message per failing field, keyed 'invoices.{i}.{field}' as the form shows them. */
export type InvoiceErrors = Record<string, string>;

/**
 * The rules the contract's struct cannot state alone: code and number belong together (8 digits
 * with a code, 20 without), the amount is above zero, the date is a real day not after today, and
 * no invoice is entered twice on one claim.
 */
export function invoiceErrors(invoices: readonly ClaimInvoice[], today: string): InvoiceErrors {
  const errors: InvoiceErrors = {};
  const seen = new Map<string, number>();
  invoices.forEach((inv, i) => {
    const at = `invoices.${i}`;
    const row = `第${i + 1}张发票`;
    if (inv.invoiceCode !== '' && !/^(\d{10}|\d{12})$/.test(inv.invoiceCode)) {
      errors[`${at}.invoiceCode`] = `${row}：发票代码应为10位或12位数字（全电发票不填）`;
    }
    if (inv.invoiceCode === '' && !/^\d{20}$/.test(inv.invoiceNo)) {
      errors[`${at}.invoiceNo`] = /^\d{8}$/.test(inv.invoiceNo)
        ? `${row}：8位发票号码须同时填写发票代码`
        : `${row}：全电发票号码应为20位数字`;
    } else if (inv.invoiceCode !== '' && !/^\d{8}$/.test(inv.invoiceNo)) {
      errors[`${at}.invoiceNo`] = `${row}：发票号码应为8位数字`;
    }
    if (!/^\d{1,13}(\.\d{1,2})?$/.test(inv.invoiceAmount)) {
      errors[`${at}.invoiceAmount`] = `${row}：发票金额应为金额，精确到分，如 1234.50`;
    } else if (compare(inv.invoiceAmount, '0') <= 0) {
      errors[`${at}.invoiceAmount`] = `${row}：发票金额必须大于0`;
    }
    if (!isCalendarDate(inv.invoiceDate)) {
      errors[`${at}.invoiceDate`] = `${row}：开票日期不正确`;
    } else if (inv.invoiceDate > today) {
      errors[`${at}.invoiceDate`] = `${row}：开票日期 ${inv.invoiceDate} 晚于今天，不能报销未来日期的发票`;
    } else if (inv.invoiceDate < '2000-01-01') {
      errors[`${at}.invoiceDate`] = `${row}：开票日期 ${inv.invoiceDate} 过早，请检查`;
    }
    const key = invoiceKey(inv);
    const first = seen.get(key);
    if (first !== undefined && !errors[`${at}.invoiceNo`]) {
      errors[`${at}.invoiceNo`] = `${row}：与第${first + 1}张发票重复（${invoiceLabel(inv)}）`;
    }
    if (first === undefined) seen.set(key, i);
  });
  return errors;
}

/**
 * 提交 needs the invoices (reimbursement_form_fields.csv marks 发票 required on the 报销单): a claim
 * of a type that takes them is submitted with at least one. A draft may be saved without.
 */
export function missingInvoices(type: DocumentType, invoices: readonly unknown[] | undefined): string | null {
  if (!takesInvoices(type) || (invoices?.length ?? 0) > 0) return null;
  return '请至少录入一张发票（发票代码、号码、金额、开票日期）后再提交';
}

/** A claim another document holds an invoice on: its 单据编号 (or, for one never saved, its id). */
export interface InvoiceHolder {
  claimId: string;
  no: string;
  status: string;
  invoices: readonly Pick<ClaimInvoice, 'invoiceCode' | 'invoiceNo'>[];
}

/** The duplicate-check refusal, worded the same on the device and on the server. */
export const claimedElsewhere = (invoice: Pick<ClaimInvoice, 'invoiceCode' | 'invoiceNo'>, no: string) =>
  no
    ? `${invoiceLabel(invoice)} 已在报销单 ${no} 中报销，不能重复报销`
    : `${invoiceLabel(invoice)} 已在本机尚未同步的报销单中录入，不能重复报销`;

/**
 * The 电子发票查重 against other claims (on the device: those it has kept; the server checks again
 * at replay). A withdrawn claim holds no invoice; the claim itself is skipped.
 */
export function duplicateErrors(
  claimId: string,
  invoices: readonly ClaimInvoice[],
  others: readonly InvoiceHolder[],
): InvoiceErrors {
  const held = new Map<string, InvoiceHolder>();
  for (const other of others) {
    if (other.claimId === claimId || other.status === 'withdrawn') continue;
    for (const inv of other.invoices) held.set(invoiceKey(inv), other);
  }
  const errors: InvoiceErrors = {};
  invoices.forEach((inv, i) => {
    const holder = held.get(invoiceKey(inv));
    if (holder) errors[`invoices.${i}.invoiceNo`] = claimedElsewhere(inv, holder.no);
  });
  return errors;
}
