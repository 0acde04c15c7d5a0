// The built-in duties and what each may do. The administrator holds every key; the others hold
// the keys of their work. Keys are the route catalogue's (src/routes: framework-free data), which
// also holds every key the API checks (src/core/contracts/permissions.ts; a test keeps them in step).
import { allPermissionKeys } from '../../src/core/routes/index.ts';

export interface DutyRole {
  code: string;
  name: string;
  /** Key prefixes (ending in '.') or exact keys; '*' is every key. */
  grants: readonly string[];
}

const books = [
  // The task board lists the vouchers waiting for the user's own duty.
  'taskBoard.',
  'ledger.',
  'voucherQuery.',
  'departmentBook.',
  'auxiliary.balance',
  'auxiliary.itemDetails',
  'financialReport.',
];

export const dutyRoles: readonly DutyRole[] = [
  { code: 'admin', name: '系统管理员', grants: ['*'] },
  {
    code: 'preparer',
    name: '制单',
    grants: [
      'voucher.entry',
      'voucher.fundsQuickEntry',
      'voucher.modifyDelete',
      'voucher.automatic',
      'voucher.automatic2',
      'settings.abstract',
      'settings.quickVoucher',
      'settings.quickVoucherTemplate',
      'passageway.',
      ...books,
    ],
  },
  {
    // 财务主管: owns the chart, opening balances, succession and voucher settings of the books.
    code: 'supervisor',
    name: '财务主管',
    grants: [
      'settings.',
      'init.',
      'auxiliary.',
      'passageway.',
      'usercenter.department',
      'voucher.',
      ...books,
    ],
  },
  { code: 'auditor', name: '审核', grants: ['voucher.audit', 'voucher.modifyDelete', ...books] },
  {
    code: 'bookkeeper',
    name: '记账',
    grants: [
      'voucher.post',
      'voucher.unpost',
      'voucher.closeMonth',
      'voucher.reopenMonth',
      'voucher.modifyDelete',
      'settings.voucherRenumber',
      ...books,
    ],
  },
  {
    code: 'cashier',
    name: '出纳',
    grants: [
      'cashier.',
      'reconciliation.',
      'ledger.cashJournal',
      'ledger.bankJournal',
      'ledger.cashBankDaily',
    ],
  },
  {
    code: 'employee',
    name: '报销',
    grants: [
      'reimbursement.mine',
      'reimbursement.form',
      'travel.claim',
      'travel.mine',
      'loan.mine',
      'loan.form',
      'repayment.mine',
      'repayment.form',
      'todo.',
      'flowChart.reimbursement',
    ],
  },
  {
    code: 'approver',
    name: '审批',
    grants: [
      'reimbursement.approval',
      'reimbursement.approved',
      'travel.approval',
      'loan.approval',
      'loan.approved',
      'repayment.approval',
      'repayment.approved',
      'todo.',
      'flowChart.reimbursement',
      'doc.revoke',
    ],
  },
];

export function keysOf(role: DutyRole, all: readonly string[] = allPermissionKeys): string[] {
  if (role.grants.includes('*')) return [...new Set([...all, 'doc.revoke'])];
  const keys = [...all, 'doc.revoke'];
  return [
    ...new Set(
      keys.filter((key) => role.grants.some((g) => (g.endsWith('.') ? key.startsWith(g) : key === g))),
    ),
  ];
}
