// Row types of the assets tables (migration 0045), as Kysely sees them. Money columns are
// numeric(18,2) and arrive as strings; dates are 'YYYY-MM-DD' text.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Money = ColumnType<string, string | undefined, string>;
type NullableMoney = ColumnType<string | null, string | null | undefined, string | null>;
type DateText = ColumnType<string, string, string>;
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;
type Json<T> = ColumnType<T, string | undefined, string>;
type ClassCode = 1 | 2 | 3;

export interface AssetSettingTable {
  ledger_set_id: number;
  card_no_width: Generated<number>;
  version: Generated<number>;
  updated_at: Generated<Date>;
}

export interface AssetClassSettingTable {
  ledger_set_id: number;
  asset_class: ClassCode;
  name: string;
  prefix: string;
  asset_subject: string | null;
  contra_subject: string | null;
  fund_subject: string | null;
  version: Generated<number>;
}

export interface AssetCategoryTable {
  id: Generated<number>;
  ledger_set_id: number;
  edition: '2010' | '2022' | 'custom';
  code: string;
  name: string;
  parent_id: number | null;
  asset_class: ClassCode;
  subject_code: string;
  depreciable: boolean;
  min_life_months: number | null;
  max_life_months: number | null;
  default_life_months: number | null;
  structure_lives: Json<Record<string, number> | null> | null;
  builtin: Generated<boolean>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  version: Generated<number>;
}

export interface AssetCardCounterTable {
  ledger_set_id: number;
  asset_class: ClassCode;
  last_no: Generated<number>;
}

export interface AssetCardTable {
  id: string;
  ledger_set_id: number;
  asset_class: ClassCode;
  card_no: string;
  asset_code: string;
  old_asset_code: Generated<string>;
  name: string;
  category_id: number;
  ownership: 'STATE' | 'UNION' | null;
  fund_source: 'FISCAL' | 'UNION_FUND' | 'MIXED';
  fund_amount_fiscal: NullableMoney;
  fund_amount_union: NullableMoney;
  spec: Generated<string>;
  model: Generated<string>;
  brand: Generated<string>;
  producer: Generated<string>;
  supplier: Generated<string>;
  quantity: number;
  unit: string;
  acquire_method: string;
  acquire_date: DateText;
  in_use_date: NullableDate;
  book_date: DateText;
  invoice_no: Generated<string>;
  contract_no: Generated<string>;
  procurement_form: Generated<string>;
  value_type: string;
  original_value: Money;
  init_accumulated: Money;
  depreciation_method: string | null;
  life_months: number | null;
  used_months: Generated<number>;
  no_depreciation: boolean;
  first_month: string;
  total_workload: Generated<string>;
  manage_department_id: number;
  use_department_id: number;
  custodian_person_id: number | null;
  custodian: Generated<string>;
  location: Generated<string>;
  use_status: string;
  status: Generated<'NORMAL' | 'CHANGING' | 'PENDING_DISPOSAL' | 'DISPOSED'>;
  is_init: boolean;
  warranty_end: NullableDate;
  remark: Generated<string>;
  house_location: Generated<string>;
  house_area: NullableMoney;
  house_structure: Generated<string>;
  title_cert: Generated<string>;
  completion_date: NullableDate;
  vehicle_plate: Generated<string>;
  patent_no: Generated<string>;
  amortisation_basis: string | null;
  disposed_month: string | null;
  base_month: ColumnType<string | null, string | null | undefined, string | null>;
  base_accumulated: NullableMoney;
  base_used_months: ColumnType<number | null, number | null | undefined, number | null>;
  voucher_id: string | null;
  reviewed_at: NullableTimestamp;
  reviewed_by: number | null;
  created_by: number;
  updated_by: number;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface AssetAllocationTable {
  id: Generated<number>;
  ledger_set_id: number;
  card_id: string;
  kind: '调拨' | '分配';
  allocated_on: DateText;
  from_department_id: number | null;
  to_department_id: number;
  from_person_id: number | null;
  to_person_id: number | null;
  from_custodian: Generated<string>;
  to_custodian: Generated<string>;
  from_location: Generated<string>;
  to_location: Generated<string>;
  reason: Generated<string>;
  created_by: number;
  created_at: Generated<Date>;
}

export interface AssetProvisionTable {
  id: Generated<number>;
  ledger_set_id: number;
  asset_class: 1 | 2;
  year: number;
  month: number;
  total: Money;
  card_count: number;
  voucher_id: string | null;
  created_by: number;
  created_at: Generated<Date>;
}

export interface AssetProvisionLineTable {
  provision_id: number;
  card_id: string;
  amount: Money;
  accumulated: Money;
}

export type AssetTemplateType = 'card' | 'provision' | 'disposal' | 'transform';

export interface AssetTemplateTable {
  id: Generated<number>;
  ledger_set_id: number;
  template_type: AssetTemplateType;
  asset_class: ClassCode;
  name: string;
  details: Json<unknown>;
  created_by: number;
  version: Generated<number>;
  updated_at: Generated<Date>;
}

export interface AssetVoucherTable {
  voucher_id: string;
  ledger_set_id: number;
  source_kind: AssetTemplateType;
  asset_class: ClassCode;
  label: string;
  created_by: number;
  created_at: Generated<Date>;
}

export interface AssetCardTotalTable {
  ledger_set_id: number;
  asset_class: ClassCode;
  disposed: boolean;
  cards: ColumnType<string, never, never>;
  quantity: ColumnType<string, never, never>;
  original: ColumnType<string, never, never>;
  accumulated: ColumnType<string, never, never>;
}

export interface AssetDocumentTable {
  id: string;
  ledger_set_id: number;
  asset_class: ClassCode;
  document_no: string;
  dispose_type: string;
  repay_date: DateText;
  dispose_amount: Money;
  original_amount: string;
  cumulative_amount: string;
  residual_amount: string;
  reason: Generated<string>;
  source: ColumnType<'disposal' | 'check', 'disposal' | 'check' | undefined, 'disposal' | 'check'>;
  voucher_id: string | null;
  approve_voucher_id: string | null;
  created_by: number;
  created_at: Generated<Date>;
  version: Generated<number>;
}

export interface AssetDocumentLineTable {
  document_id: string;
  card_id: string;
  original_value: string;
  accumulated: string;
  net_value: string;
}

export interface AssetCheckTable {
  id: string;
  ledger_set_id: number;
  check_no: string;
  asset_class: ClassCode;
  check_date: DateText;
  remark: Generated<string>;
  created_by: number;
  created_at: Generated<Date>;
}

export interface AssetCheckLineTable {
  check_id: string;
  card_id: string;
  card_version: number;
  book_quantity: number;
  original_value: string;
  counted_quantity: number | null;
  result: 0 | 1 | 2 | null;
  counted_at: NullableTimestamp;
  counted_by: number | null;
  remark: Generated<string>;
  document_id: string | null;
  surplus_card_id: string | null;
  voucher_id: string | null;
  approve_voucher_id: string | null;
}

export interface AssetChangeTable {
  id: string;
  ledger_set_id: number;
  card_id: string;
  asset_class: ClassCode;
  change_no: string;
  change_type: 'COST_UP' | 'COST_DOWN' | 'LIFE_CHANGE';
  change_date: DateText;
  before_original: string;
  after_original: string;
  before_life: number | null;
  after_life: number | null;
  amount: string;
  reason: Generated<string>;
  voucher_id: string | null;
  created_by: number;
  created_at: Generated<Date>;
}

export interface AssetDatabase {
  asset_card_total: AssetCardTotalTable;
  asset_setting: AssetSettingTable;
  asset_class_setting: AssetClassSettingTable;
  asset_category: AssetCategoryTable;
  asset_card_counter: AssetCardCounterTable;
  asset_card: AssetCardTable;
  asset_allocation: AssetAllocationTable;
  asset_provision: AssetProvisionTable;
  asset_provision_line: AssetProvisionLineTable;
  asset_template: AssetTemplateTable;
  asset_voucher: AssetVoucherTable;
  asset_document: AssetDocumentTable;
  asset_document_line: AssetDocumentLineTable;
  asset_check: AssetCheckTable;
  asset_check_line: AssetCheckLineTable;
  asset_change: AssetChangeTable;
}
