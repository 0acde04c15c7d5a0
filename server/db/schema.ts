// Row types of the tables, as Kysely sees them. Money columns are numeric and arrive as strings.
import type { ColumnType, Generated } from 'kysely';
import type { Grade } from '../../src/core/personnel/rules.ts';
import type { ClaimContent, ClaimFigures } from '../../src/core/reimbursement/claim.ts';
import type { ApprovalRecord } from '../../src/core/reimbursement/document-state.ts';
import type { DocumentStatus, HistoryAction } from '../../src/core/reimbursement/history.ts';
import type { ResolvedProcess, StepDefinition } from '../../src/core/reimbursement/process.ts';
import type { DocumentType } from '../../src/core/reimbursement/types.ts';
import type { AdminDatabase } from './schema-admin.ts';
import type { AssetDatabase } from './schema-assets.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface OrganisationTable {
  id: Generated<number>;
  name: string;
  parent_id: number | null;
  level: Generated<number>;
  created_at: Generated<Date>;
  code: Generated<string>;
  address: Generated<string>;
  phone: Generated<string>;
  chairman: Generated<string>;
  finance_head: Generated<string>;
  bank_name: Generated<string>;
  bank_account: Generated<string>;
  version: Generated<number>;
  updated_at: Generated<Date>;
}

export interface LedgerSetTable {
  id: Generated<number>;
  org_id: number;
  code: string;
  name: string;
  short_name: string;
  kind: 'grassroots' | 'county';
  start_year: number;
  bank_code: Generated<string>;
  succession_state: Generated<'pending' | 'done' | 'skipped'>;
  init_confirmed_at: NullableTimestamp;
  assets_ready_at: NullableTimestamp;
  voucher_print_mode: Generated<number>;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  parent_id: number | null;
  archived_at: NullableTimestamp;
  unit_code: Generated<string>;
  address: Generated<string>;
  phone: Generated<string>;
  chairman: Generated<string>;
  finance_head: Generated<string>;
  bank_name: Generated<string>;
  bank_account: Generated<string>;
  version: Generated<number>;
}

export interface DepartmentTable {
  id: Generated<number>;
  ledger_set_id: number;
  code: string;
  name: string;
  parent_id: number | null;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AppUserTable {
  id: Generated<number>;
  org_id: number;
  user_name: string;
  real_name: string;
  password_hash: string;
  enabled: Generated<boolean>;
  department_id: number | null;
  default_ledger_set_id: number | null;
  mobile: Generated<string>;
  password_changed_at: Generated<Date>;
  created_at: Generated<Date>;
  must_change_password: Generated<boolean>;
  version: Generated<number>;
  updated_at: Generated<Date>;
}

export interface RoleTable {
  id: Generated<number>;
  code: string;
  name: string;
  builtin: Generated<boolean>;
  remark: Generated<string>;
  sort: Generated<number>;
  version: Generated<number>;
  updated_at: Generated<Date>;
  retired_at: NullableTimestamp;
}

export interface PermissionOfferedTable {
  permission_key: string;
  offered_at: Generated<Date>;
}

export type AuditTargetKind = 'user' | 'role' | 'ledger_set' | 'organisation' | 'menu';

/** Who changed whose rights (and the other user-centre changes): the operation log reads it. */
export interface AccessAuditTable {
  id: Generated<string>;
  at: Generated<Date>;
  actor_id: number | null;
  actor_name: string;
  target_kind: AuditTargetKind;
  target_id: number | null;
  target_label: string;
  action: string;
  detail: ColumnType<Record<string, unknown>, string, string>;
}

export interface LedgerYearTable {
  ledger_set_id: number;
  year: number;
  opened_at: Generated<Date>;
  opened_by: number | null;
}

export interface YearOpeningTable {
  ledger_set_id: number;
  year: number;
  subject_code: string;
  dept_code: string;
  aux_key: string;
  debit: ColumnType<string, string, string>;
  credit: ColumnType<string, string, string>;
}

export interface RolePermissionTable {
  role_id: number;
  permission_key: string;
}

export interface UserRoleTable {
  user_id: number;
  role_id: number;
}

export interface UserLedgerSetTable {
  user_id: number;
  ledger_set_id: number;
  level: Generated<1 | 2>;
  department_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface MenuTable {
  id: Generated<number>;
  parent_id: number | null;
  title: string;
  path: string | null;
  icon: Generated<string>;
  permission_key: string | null;
  sort: Generated<number>;
}

export interface SessionTable {
  token_hash: string;
  user_id: number;
  sign_key: string;
  decrypt_key: string;
  ledger_set_id: number | null;
  year: number | null;
  ip: Generated<string>;
  created_at: Generated<Date>;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ended_at: NullableTimestamp;
}

export interface RequestNonceTable {
  token_hash: string;
  nonce: string;
  seen_at: Generated<Date>;
}

export interface IdempotencyTable {
  user_id: number;
  key: string;
  request_hash: string;
  status_code: number;
  response: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
}

export interface CaptchaTable {
  key: string;
  answer: string;
  expires_at: Timestamp;
}

export interface LoginFailureTable {
  id: Generated<number>;
  scope: 'user' | 'ip' | 'user-ip';
  subject: string;
  at: Generated<Date>;
}

export interface RequestLogTable {
  id: Generated<number>;
  user_id: number | null;
  url: string;
  interface_url: string;
  begin_time: Timestamp;
  end_time: Timestamp;
  time_span: number;
  request_log_type: 1 | 2;
  created_at: Generated<Date>;
}

// Accounting settings (migration 0003). Codes are text; money columns are numeric(18,2) strings.
type Money = ColumnType<string, string | undefined, string>;
type Json<T> = ColumnType<T, string | undefined, string>;

export interface SubjectSettingTable {
  ledger_set_id: number;
  code_widths: Generated<string>;
  cash_codes: Generated<string>;
  bank_codes: Generated<string>;
}

export interface SubjectTable {
  id: Generated<number>;
  ledger_set_id: number;
  code: string;
  name: string;
  parent_code: string | null;
  level: number;
  category: '资产' | '负债' | '净资产' | '收入' | '支出';
  direction: 1 | 2;
  is_leaf: Generated<boolean>;
  enabled: Generated<boolean>;
  official: Generated<boolean>;
  dept_accounting: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface AuxFieldRow {
  fieldNo: string;
  fieldName: string;
  fieldType: 1 | 2 | 3 | 4;
}

export interface AuxTypeTable {
  id: Generated<number>;
  ledger_set_id: number;
  type_no: string;
  type_name: string;
  builtin: 'department' | 'person' | 'project' | 'unit' | null;
  fields: Json<AuxFieldRow[]>;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface AuxItemTable {
  id: Generated<number>;
  ledger_set_id: number;
  aux_type_id: number;
  info_no: string;
  info_name: string;
  details: Json<Record<string, string>>;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface SubjectAuxTypeTable {
  ledger_set_id: number;
  subject_code: string;
  aux_type_id: number;
}

export interface ProjectRelationTypeTable {
  id: Generated<number>;
  ledger_set_id: number;
  type_name: string;
  remark: Generated<string>;
}

export interface ProjectRelationTable {
  id: Generated<number>;
  ledger_set_id: number;
  relation_type_id: number;
  project_info_no: string;
  related_code: string;
  related_name: string;
}

export interface OpeningBalanceTable {
  ledger_set_id: number;
  subject_code: string;
  dept_code: Generated<string>;
  aux_key: Generated<string>;
  debit: Money;
  credit: Money;
}

export interface OldSubjectTable {
  ledger_set_id: number;
  code: string;
  name: string;
  parent_code: string | null;
  level: number;
  category: '资产' | '负债' | '净资产' | '收入' | '支出';
  direction: 1 | 2;
  is_leaf: boolean;
  debit: Money;
  credit: Money;
}

export interface SuccessionRecordTable {
  ledger_set_id: number;
  mode: 1 | 3 | null;
  manual_undertaking: Generated<boolean>;
  completed_at: NullableTimestamp;
  completed_by: number | null;
  updated_at: Generated<Date>;
}

export interface SuccessionTakeTable {
  ledger_set_id: number;
  new_code: string;
  debit: Money;
  credit: Money;
}

export interface SuccessionLinkTable {
  ledger_set_id: number;
  new_code: string;
  old_code: string;
}

export interface AdjustmentEntryRow {
  summary: string;
  balanceDirection: 1 | 2;
  code: string | null;
  name: string;
  debitAmount: string;
  creditAmount: string;
}

export interface SuccessionAdjustmentTable {
  id: Generated<number>;
  ledger_set_id: number;
  item_id: string;
  title: string;
  voucher_date: ColumnType<string, string | undefined, string>;
  basis: string;
  regulation_clause: string;
  entries: Json<AdjustmentEntryRow[]>;
  status: Generated<'proposed' | 'drafted' | 'dismissed'>;
  voucher_id: string | null;
  created_at: Generated<Date>;
}

// Vouchers (migration 0004). Statuses: saved 未审核, audited 已审核, posted 已记账.
export type VoucherStatusValue = 'saved' | 'audited' | 'posted';
export type VoucherRestriction = 'none' | 'debitCash' | 'creditCash' | 'noCash';
type DateText = ColumnType<string, string, string>;

export interface VoucherTypeTable {
  ledger_set_id: number;
  code: string;
  name: string;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  restriction: ColumnType<VoucherRestriction, VoucherRestriction | undefined, VoucherRestriction>;
}

export interface PeriodTable {
  ledger_set_id: number;
  year: number;
  month: number;
  closed_at: Generated<Date>;
  closed_by: number | null;
}

export interface PeriodEventTable {
  id: Generated<number>;
  ledger_set_id: number;
  year: number;
  month: number;
  action: 'close' | 'reopen';
  at: Generated<Date>;
  user_id: number | null;
}

export interface VoucherCounterTable {
  ledger_set_id: number;
  year: number;
  month: number;
  voucher_type: string;
  last_number: Generated<number>;
}

export interface VoucherTable {
  id: string;
  ledger_set_id: number;
  year: number;
  month: number;
  voucher_date: DateText;
  voucher_type: string;
  voucher_no: number;
  attachments: Generated<number>;
  status: ColumnType<VoucherStatusValue, VoucherStatusValue | undefined, VoucherStatusValue>;
  version: Generated<number>;
  total: Money;
  preparer_id: number;
  auditor_id: number | null;
  poster_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface VoucherEntryTable {
  voucher_id: string;
  line_no: number;
  ledger_set_id: number;
  year: number;
  month: number;
  summary: Generated<string>;
  subject_code: string;
  dept_code: string | null;
  aux_key: Generated<string>;
  debit: Money;
  credit: Money;
  /** The voucher's, kept equal by the foreign key's cascade; the entry guard fills them when omitted. */
  voucher_date: ColumnType<DateText, DateText | undefined, DateText>;
  voucher_type: ColumnType<string, string | undefined, string>;
  voucher_no: ColumnType<number, number | undefined, number>;
  status: ColumnType<VoucherStatusValue, VoucherStatusValue | undefined, VoucherStatusValue>;
}

export type VoucherEventAction =
  | 'create'
  | 'update'
  | 'audit'
  | 'unaudit'
  | 'post'
  | 'unpost'
  | 'renumber'
  | 'delete';

export interface VoucherEventTable {
  id: Generated<number>;
  voucher_id: string;
  ledger_set_id: number;
  at: Generated<Date>;
  user_id: number | null;
  action: VoucherEventAction;
  from_status: VoucherStatusValue | null;
  to_status: VoucherStatusValue | null;
  note: string | null;
}

export interface ReferenceVersionTable {
  ledger_set_id: number;
  version: ColumnType<number | string, number | undefined, number>;
}

export interface BalanceTable {
  ledger_set_id: number;
  year: number;
  month: number;
  subject_code: string;
  dept_code: Generated<string>;
  aux_key: Generated<string>;
  debit: Money;
  credit: Money;
}

/** 常用摘要 of a ledger set. */
export interface VoucherSummaryTable {
  id: Generated<number>;
  ledger_set_id: number;
  text: string;
  sort: Generated<number>;
  version: Generated<number>;
}

/** 快捷凭证模板: `entries` is the JSON list of TemplateEntry (server/modules/voucher-template). */
export interface VoucherTemplateTable {
  id: Generated<number>;
  ledger_set_id: number;
  name: string;
  entries: unknown;
  version: Generated<number>;
  updated_by: number | null;
  updated_at: Generated<Date>;
}

/** 凭证打印设置, one row per ledger set (migration 0008). */
export interface VoucherPrintSettingTable {
  ledger_set_id: number;
  supervisor_name: string;
  cashier_name: string;
  print_preparer: boolean;
  print_auditor: boolean;
  print_bookkeeper: boolean;
  unit_name: string;
  paper: 'A4' | 'halfA4';
  lines_half_a4: number;
  lines_a4: number;
  version: Generated<number>;
  updated_by: number | null;
  updated_at: Generated<Date>;
}

/** 快速凭证设置, one row per user and ledger set (migration 0010). */
export interface QuickVoucherSettingTable {
  user_id: number;
  ledger_set_id: number;
  template_ids: number[];
  version: Generated<number>;
  updated_at: Generated<Date>;
}

export interface AttachmentFileTable {
  id: string;
  ledger_set_id: number;
  uploaded_by: number | null;
  name: string;
  suffix: string;
  size: number;
  sha256: string;
  created_at: Generated<Date>;
}

export interface AttachmentLinkTable {
  ledger_set_id: number;
  attachments_type: string;
  data_id: string;
  file_type: 'originalFile' | 'supportingFile';
  stage: 'old' | 'new';
  file_id: string;
  position: number;
  bound_by: number | null;
  bound_at: Generated<Date>;
}

export interface ProcessDefinitionTable {
  id: Generated<number>;
  ledger_set_id: number;
  document_type: DocumentType;
  department_id: number | null;
  version: Generated<number>;
  steps: Json<StepDefinition[]>;
  updated_by: number | null;
  updated_at: Generated<Date>;
}

/** 部门人员 (migration 0021). */
export interface PersonTable {
  id: Generated<number>;
  ledger_set_id: number;
  department_id: number;
  code: string;
  name: string;
  grade: Grade;
  title: Generated<string>;
  mobile: Generated<string>;
  user_id: number | null;
  enabled: Generated<boolean>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** 拨款卡绑定 (migration 0021): a person's card, or (person_id null) a unit payee's account. */
export interface BankCardTable {
  id: Generated<number>;
  ledger_set_id: number;
  person_id: number | null;
  account_name: string;
  bank_name: string;
  account_no: string;
  is_default: Generated<boolean>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ClaimCounterTable {
  ledger_set_id: number;
  prefix: string;
  period: string;
  last_number: Generated<number>;
}

/** How many documents wait under one await_key, per type and declarer (migration 0023, kept by trigger). */
export interface ClaimAwaitCountTable {
  ledger_set_id: number;
  await_key: string;
  type: string;
  declarer_id: number;
  await_duty: string;
  n: number;
}

/** A reimbursement document (migration 0022); content, figures, process and approvals are the core's. */
export interface ClaimTable {
  id: string;
  ledger_set_id: number;
  no: string;
  type: DocumentType;
  status: DocumentStatus;
  version: number;
  declarer_id: number;
  department_id: number;
  doc_date: DateText;
  reason: string;
  project: Generated<string>;
  amount: Money;
  content: Json<ClaimContent>;
  figures: Json<ClaimFigures>;
  process: ColumnType<ResolvedProcess | null, string | null, string | null>;
  step_index: number | null;
  approvals: Json<ApprovalRecord[]>;
  voucher_id: string | null;
  await_duty: string | null;
  await_department_id: number | null;
  await_user_ids: number[] | null;
  /** 'duty:departmentId', or 'duty:*' for a step of every department. */
  await_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClaimHistoryTable {
  claim_id: string;
  version: number;
  action: HistoryAction;
  actor_id: number;
  at: Timestamp;
  from_status: DocumentStatus;
  from_step: number | null;
  to_status: DocumentStatus;
  to_step: number | null;
  step_key: string | null;
  comment: Generated<string>;
  amount_change: ColumnType<{ from: string; to: string } | null, string | null, string | null>;
}

/** An invoice a claim holds (migration 0065): unique per ledger set by code and number. */
export interface ClaimInvoiceTable {
  claim_id: string;
  line: number;
  ledger_set_id: number;
  invoice_code: string;
  invoice_no: string;
  amount: Money;
  invoice_date: DateText;
}

export interface LoanOffsetTable {
  claim_id: string;
  loan_id: string;
  amount: Money;
  on_date: DateText;
}

export interface LoanRepaymentTable {
  repayment_id: string;
  loan_id: string;
  amount: Money;
  on_date: DateText;
}

/** 银行账户 (migration 0040). */
export interface BankAccountTable {
  id: Generated<number>;
  ledger_set_id: number;
  bank_name: string;
  account_name: string;
  account_no: string;
  deposit_type: string;
  subject_code: string;
  opened_on: DateText;
  remark: Generated<string>;
  enabled: Generated<boolean>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** 出纳现金账户 / 出纳银行账户 (migration 0040). */
export interface CashierAccountTable {
  id: Generated<number>;
  ledger_set_id: number;
  kind: 'cash' | 'bank';
  code: string;
  name: string;
  subject_code: string;
  bank_account_id: number | null;
  opened_on: DateText;
  opening_balance: Money;
  enabled: Generated<boolean>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** An entry of the cashier book (migration 0040). */
export interface CashierEntryTable {
  id: string;
  ledger_set_id: number;
  account_id: number;
  entry_date: DateText;
  seq: ColumnType<string | number, undefined, never>;
  summary: string;
  settle_method: Generated<string>;
  settle_no: Generated<string>;
  counterparty: Generated<string>;
  counter_subject: Generated<string>;
  receipt: Money;
  payment: Money;
  source: 'manual' | 'voucher';
  voucher_id: string | null;
  line_no: number | null;
  voucher_word: string | null;
  created_by: number | null;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Per account and day, kept by the trigger of migration 0040. */
export interface CashierDayTotalTable {
  account_id: number;
  entry_date: DateText;
  receipt: Money;
  payment: Money;
  receipt_count: number;
  payment_count: number;
}

export interface CashierPeriodTable {
  ledger_set_id: number;
  year: number;
  month: number;
  closed_at: Generated<Date>;
  closed_by: number | null;
  explanations: Json<unknown[]>;
}

export interface CashierPeriodEventTable {
  id: Generated<number>;
  ledger_set_id: number;
  year: number;
  month: number;
  action: 'close' | 'reopen';
  at: Generated<Date>;
  user_id: number | null;
  explanations: Json<unknown[]>;
}

export interface ChequePurchaseTable {
  id: Generated<number>;
  ledger_set_id: number;
  account_id: number;
  cheque_type: string;
  prefix: Generated<string>;
  start_no: string;
  end_no: string;
  bought_on: DateText;
  remark: Generated<string>;
  created_by: number | null;
  created_at: Generated<Date>;
}

export interface ChequeTable {
  id: Generated<number>;
  ledger_set_id: number;
  purchase_id: number;
  account_id: number;
  cheque_type: string;
  cheque_no: string;
  state: ColumnType<
    'unused' | 'issued' | 'writtenOff' | 'void',
    'unused' | 'issued' | 'writtenOff' | 'void' | undefined,
    'unused' | 'issued' | 'writtenOff' | 'void'
  >;
  issued_on: DateText | null;
  holder: Generated<string>;
  department: Generated<string>;
  purpose: Generated<string>;
  limit_amount: string | null;
  payee: Generated<string>;
  approver: Generated<string>;
  written_off_on: DateText | null;
  amount: string | null;
  entry_id: string | null;
  voucher_id: string | null;
  voided_on: DateText | null;
  void_reason: Generated<string>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ChequeEventTable {
  id: Generated<number>;
  cheque_id: number;
  at: Generated<Date>;
  user_id: number | null;
  action: string;
  from_state: string | null;
  to_state: string;
  note: Generated<string>;
}

// Bank reconciliation (0035): settings, reconciled accounts, statement lines, book opening items,
// matches and their voucher lines, write-off batches and imports.
export interface ReconSettingTable {
  ledger_set_id: number;
  by_settle_no: Generated<boolean>;
  window_days: Generated<number>;
  include_unposted: Generated<boolean>;
  long_days: Generated<number>;
  version: Generated<number>;
  updated_at: Generated<Date>;
}

export interface ReconAccountTable {
  ledger_set_id: number;
  subject_code: string;
  bank_account_no: Generated<string>;
  bank_name: Generated<string>;
  /** date columns arrive as 'YYYY-MM-DD' text (the pool's date parser). */
  start_date: string | null;
  book_opening: Generated<string>;
  bank_opening: Generated<string>;
  layout: string | null;
  confirmed_at: NullableTimestamp;
  confirmed_by: number | null;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ReconWriteOffTable {
  id: Generated<number>;
  ledger_set_id: number;
  subject_code: string;
  date_to: string;
  matches: number;
  at: Generated<Date>;
  user_id: number | null;
}

export interface ReconMatchTable {
  id: Generated<number>;
  ledger_set_id: number;
  subject_code: string;
  rule: 'settleNo' | 'date' | 'manual';
  matched_at: Generated<Date>;
  matched_by: number | null;
  write_off_id: number | null;
}

export interface StatementImportTable {
  id: Generated<number>;
  ledger_set_id: number;
  subject_code: string;
  file_name: string;
  layout: string;
  lines: number;
  duplicates: number;
  at: Generated<Date>;
  user_id: number | null;
}

export interface BankStatementLineTable {
  id: Generated<number>;
  ledger_set_id: number;
  subject_code: string;
  opening: Generated<boolean>;
  txn_date: string;
  txn_time: Generated<string>;
  summary: Generated<string>;
  remark: Generated<string>;
  counterparty: Generated<string>;
  counterparty_account: Generated<string>;
  settle_no: Generated<string>;
  serial: Generated<string>;
  receipt: Generated<string>;
  payment: Generated<string>;
  balance: string | null;
  dedup_key: string | null;
  import_id: number | null;
  row_no: number | null;
  match_id: number | null;
}

export interface ReconBookOpeningTable {
  id: Generated<number>;
  ledger_set_id: number;
  subject_code: string;
  txn_date: string;
  summary: Generated<string>;
  settle_no: Generated<string>;
  debit: Generated<string>;
  credit: Generated<string>;
  match_id: number | null;
}

export interface ReconBookMatchTable {
  match_id: number;
  ledger_set_id: number;
  subject_code: string;
  voucher_id: string;
  line_no: number;
  txn_date: string;
  amount: string;
}

/** 结转设置 (migration 0031). */
export interface CarryForwardSettingTable {
  ledger_set_id: number;
  special_target: string;
  ordinary_target: string;
  fiscal_target: string | null;
  year_end_targets: ColumnType<Record<string, string | null>, string, string>;
  rules: ColumnType<{ code: string; part: 'special' | 'ordinary' | 'fiscal' }[], string, string>;
  voucher_type: string | null;
  summary: string;
  version: Generated<number>;
  updated_by: number | null;
  updated_at: Generated<Date>;
}

/** The mark of a 期末结转 / 年末结转 voucher (migration 0031). */
export interface CarryForwardTable {
  voucher_id: string;
  ledger_set_id: number;
  year: number;
  month: number;
  kind: 'period' | 'yearEnd';
  created_by: number | null;
  created_at: Generated<Date>;
}

/** 报表人员设置 (migration 0032). */
export interface ReporterSettingTable {
  ledger_set_id: number;
  unit_head: string;
  finance_head: string;
  preparer: string;
  version: Generated<number>;
  updated_by: number | null;
  updated_at: Generated<Date>;
}

/** 部门核算科目快捷设置 (migration 0033). */
export interface DepartmentSubjectShortcutTable {
  ledger_set_id: number;
  dept_code: string;
  subject_codes: string[];
  version: Generated<number>;
  updated_by: number | null;
  updated_at: Generated<Date>;
}

/** 自动凭证 definitions and what they generated (migration 0034). */
export interface AutoVoucherTable {
  id: Generated<number>;
  key: string;
  ledger_set_id: number;
  name: string;
  lines: ColumnType<unknown[], string, string>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  version: Generated<number>;
  updated_by: number | null;
  updated_at: Generated<Date>;
}

export interface AutoVoucherRunTable {
  voucher_id: string;
  auto_voucher_id: number;
  ledger_set_id: number;
  year: number;
  month: number;
  created_by: number | null;
  created_at: Generated<Date>;
}

export interface Database extends AssetDatabase, AdminDatabase {
  bank_account: BankAccountTable;
  cashier_account: CashierAccountTable;
  cashier_entry: CashierEntryTable;
  cashier_day_total: CashierDayTotalTable;
  cashier_period: CashierPeriodTable;
  cashier_period_event: CashierPeriodEventTable;
  cheque_purchase: ChequePurchaseTable;
  cheque: ChequeTable;
  cheque_event: ChequeEventTable;
  recon_setting: ReconSettingTable;
  recon_account: ReconAccountTable;
  recon_write_off: ReconWriteOffTable;
  recon_match: ReconMatchTable;
  statement_import: StatementImportTable;
  bank_statement_line: BankStatementLineTable;
  recon_book_opening: ReconBookOpeningTable;
  recon_book_match: ReconBookMatchTable;
  carry_forward_setting: CarryForwardSettingTable;
  carry_forward: CarryForwardTable;
  reporter_setting: ReporterSettingTable;
  department_subject_shortcut: DepartmentSubjectShortcutTable;
  auto_voucher: AutoVoucherTable;
  auto_voucher_run: AutoVoucherRunTable;
  person: PersonTable;
  bank_card: BankCardTable;
  claim_counter: ClaimCounterTable;
  claim_await_count: ClaimAwaitCountTable;
  claim: ClaimTable;
  claim_history: ClaimHistoryTable;
  claim_invoice: ClaimInvoiceTable;
  loan_offset: LoanOffsetTable;
  loan_repayment: LoanRepaymentTable;
  process_definition: ProcessDefinitionTable;
  attachment_file: AttachmentFileTable;
  attachment_link: AttachmentLinkTable;
  quick_voucher_setting: QuickVoucherSettingTable;
  voucher_print_setting: VoucherPrintSettingTable;
  voucher_summary: VoucherSummaryTable;
  voucher_template: VoucherTemplateTable;
  organisation: OrganisationTable;
  ledger_set: LedgerSetTable;
  department: DepartmentTable;
  app_user: AppUserTable;
  role: RoleTable;
  role_permission: RolePermissionTable;
  user_role: UserRoleTable;
  user_ledger_set: UserLedgerSetTable;
  permission_offered: PermissionOfferedTable;
  access_audit: AccessAuditTable;
  ledger_year: LedgerYearTable;
  year_opening: YearOpeningTable;
  menu: MenuTable;
  session: SessionTable;
  request_nonce: RequestNonceTable;
  idempotency: IdempotencyTable;
  captcha: CaptchaTable;
  login_failure: LoginFailureTable;
  request_log: RequestLogTable;
  subject_setting: SubjectSettingTable;
  subject: SubjectTable;
  aux_type: AuxTypeTable;
  aux_item: AuxItemTable;
  subject_aux_type: SubjectAuxTypeTable;
  project_relation_type: ProjectRelationTypeTable;
  project_relation: ProjectRelationTable;
  opening_balance: OpeningBalanceTable;
  old_subject: OldSubjectTable;
  succession_record: SuccessionRecordTable;
  succession_take: SuccessionTakeTable;
  succession_link: SuccessionLinkTable;
  succession_adjustment: SuccessionAdjustmentTable;
  voucher_type: VoucherTypeTable;
  period: PeriodTable;
  period_event: PeriodEventTable;
  voucher_counter: VoucherCounterTable;
  voucher: VoucherTable;
  voucher_entry: VoucherEntryTable;
  voucher_event: VoucherEventTable;
  balance: BalanceTable;
  reference_version: ReferenceVersionTable;
}
