// Stored vouchers for the 凭证连续打印 tests: list rows and full views as the voucher API answers.
import type { VoucherListRow, VoucherView } from '../../core/voucher/types';

export function voucherView(no: number, month = 3, lines = 2): VoucherView {
  const amount = `${no}00.00`;
  const entries = Array.from({ length: lines }, (_, i) => {
    const debit = i < lines - 1;
    return {
      lineNo: i + 1,
      summary: `第${no}号业务`,
      code: debit ? '135' : '101',
      name: debit ? '其他应收款' : '库存现金',
      codeFullName: debit ? '其他应收款' : '库存现金',
      auxis: debit ? [{ typeNo: '02', typeName: '人员', infoNo: 'P002', infoName: '陈报销' }] : [],
      departmentCode: debit ? '02' : null,
      departmentName: debit ? '财务部' : null,
      debitAmount: debit ? (lines === 2 ? amount : '1.00') : '0.00',
      creditAmount: debit ? '0.00' : lines === 2 ? amount : `${lines - 1}.00`,
    };
  });
  return {
    id: `v-${month}-${no}`,
    year: 2023,
    month,
    voucherDate: `2023-${String(month).padStart(2, '0')}-1${no % 10}`,
    voucherType: '记',
    voucherTypeName: '记账凭证',
    voucherNo: no,
    numberOfDocument: 2,
    status: 'posted',
    version: 4,
    preparedBy: { id: 1, name: '张制单' },
    reviewer: { id: 2, name: '李审核' },
    bookkeeper: { id: 3, name: '王记账' },
    entries,
    debitTotal: lines === 2 ? amount : `${lines - 1}.00`,
    creditTotal: lines === 2 ? amount : `${lines - 1}.00`,
    createdAt: '2023-03-01T01:00:00.000Z',
    updatedAt: '2023-03-01T02:00:00.000Z',
    events: [],
  };
}

export function listRow(view: VoucherView): VoucherListRow {
  return {
    id: view.id,
    year: view.year,
    month: view.month,
    voucherDate: view.voucherDate,
    voucherType: view.voucherType,
    voucherTypeName: view.voucherTypeName,
    voucherNo: view.voucherNo,
    numberOfDocument: view.numberOfDocument,
    status: view.status,
    version: view.version,
    summary: view.entries[0]?.summary ?? '',
    debitTotal: view.debitTotal,
    creditTotal: view.creditTotal,
    preparedBy: view.preparedBy,
    reviewer: view.reviewer,
    bookkeeper: view.bookkeeper,
  };
}
