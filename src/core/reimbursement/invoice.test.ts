// The invoice rules the form and the server share: code and number together, amounts to the fen,
// no future date, no invoice twice on a claim, and the device's duplicate check against kept claims.
import { describe, expect, it } from 'vitest';
import type { Money } from '../money';
import { type ClaimInvoice, duplicateErrors, invoiceErrors, invoiceToday, missingInvoices } from './invoice';

const inv = (patch: Partial<ClaimInvoice> = {}): ClaimInvoice => ({
  invoiceCode: '011002300111',
  invoiceNo: '00012345',
  invoiceAmount: '86.50' as Money,
  invoiceDate: '2026-11-01',
  ...patch,
});

describe('invoiceErrors', () => {
  it('accepts a VAT invoice (10- or 12-digit code, 8-digit number) and a 全电发票 (20 digits, no code)', () => {
    expect(
      invoiceErrors(
        [
          inv(),
          inv({ invoiceCode: '3100231130', invoiceNo: '00012346' }),
          inv({ invoiceCode: '', invoiceNo: '24110000000000012345' }),
        ],
        '2026-11-01',
      ),
    ).toEqual({});
  });

  it('names each failing field of each invoice', () => {
    expect(
      invoiceErrors(
        [
          inv({ invoiceCode: '12345' }),
          inv({ invoiceCode: '', invoiceNo: '00012345' }),
          inv({ invoiceNo: '24110000000000012345' }),
          inv({ invoiceNo: '00000001', invoiceAmount: '0.00' as Money }),
          inv({ invoiceNo: '00000002', invoiceAmount: '1.005' as Money }),
          inv({ invoiceNo: '00000003', invoiceDate: '2026-11-02' }),
          inv({ invoiceNo: '00000004', invoiceDate: '2026-02-29' }),
        ],
        '2026-11-01',
      ),
    ).toEqual({
      'invoices.0.invoiceCode': '第1张发票：发票代码应为10位或12位数字（全电发票不填）',
      'invoices.1.invoiceNo': '第2张发票：8位发票号码须同时填写发票代码',
      'invoices.2.invoiceNo': '第3张发票：发票号码应为8位数字',
      'invoices.3.invoiceAmount': '第4张发票：发票金额必须大于0',
      'invoices.4.invoiceAmount': '第5张发票：发票金额应为金额，精确到分，如 1234.50',
      'invoices.5.invoiceDate': '第6张发票：开票日期 2026-11-02 晚于今天，不能报销未来日期的发票',
      'invoices.6.invoiceDate': '第7张发票：开票日期不正确',
    });
  });

  it('refuses one invoice twice on a claim, naming the first', () => {
    expect(invoiceErrors([inv(), inv({ invoiceAmount: '1.00' as Money })], '2026-11-01')).toEqual({
      'invoices.1.invoiceNo': '第2张发票：与第1张发票重复（发票 011002300111 00012345）',
    });
  });

  it('reads today in UTC+8: an invoice of this morning in Beijing is not in the future', () => {
    expect(invoiceToday(new Date('2026-11-01T20:00:00Z'))).toBe('2026-11-02');
    expect(invoiceToday(new Date('2026-11-01T10:00:00Z'))).toBe('2026-11-01');
  });
});

describe('duplicateErrors', () => {
  const holders = [
    { claimId: 'a', no: 'BX202611-0001', status: 'approved', invoices: [inv()] },
    { claimId: 'b', no: 'BX202611-0002', status: 'withdrawn', invoices: [inv({ invoiceNo: '00000009' })] },
    { claimId: 'c', no: '', status: 'draft', invoices: [inv({ invoiceNo: '00000008' })] },
  ];

  it('names the kept claim holding an invoice, skipping withdrawn claims and the claim itself', () => {
    expect(
      duplicateErrors('x', [inv({ invoiceNo: '00000009' }), inv(), inv({ invoiceNo: '00000008' })], holders),
    ).toEqual({
      'invoices.1.invoiceNo': '发票 011002300111 00012345 已在报销单 BX202611-0001 中报销，不能重复报销',
      'invoices.2.invoiceNo': '发票 011002300111 00000008 已在本机尚未同步的报销单中录入，不能重复报销',
    });
    expect(duplicateErrors('a', [inv()], holders)).toEqual({});
  });
});

describe('missingInvoices', () => {
  it('asks expense, travel and inter-account claims for an invoice, never loans, repayments or provisions', () => {
    const message = '请至少录入一张发票（发票代码、号码、金额、开票日期）后再提交';
    expect(missingInvoices('expense', [])).toBe(message);
    expect(missingInvoices('travel', undefined)).toBe(message);
    expect(missingInvoices('interAccount', [])).toBe(message);
    expect(missingInvoices('expense', [inv()])).toBeNull();
    for (const type of ['loan', 'repayment', 'provision'] as const)
      expect(missingInvoices(type, [])).toBeNull();
  });
});
