// Row types of the administration tables (migrations 0060-0064 and 0080-0082): the operation log and its row
// changes, as Kysely sees them.
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string | undefined, string>;

export interface OperationLogTable {
  id: Generated<string>;
  at: Generated<Date>;
  user_id: number | null;
  user_name: string;
  address: Generated<string>;
  method: string;
  path: string;
  kind: string;
  ledger_set_id: number | null;
  request: Json<Record<string, unknown>>;
  message: Generated<string>;
  changes: Generated<number>;
}

export interface OperationLogChangeTable {
  log_id: string;
  seq: Generated<string>;
  table_name: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  row_before: Record<string, unknown> | null;
  row_after: Record<string, unknown> | null;
}

export interface SystemSettingTable {
  id: Generated<number>;
  settings: Json<Record<string, unknown>>;
  version: Generated<number>;
  updated_at: Generated<Date>;
  updated_by: Generated<string>;
}

export interface AnnouncementTable {
  id: Generated<number>;
  org_id: number;
  title: string;
  body: string;
  audience: 'all' | 'roles' | 'ledgers';
  role_ids: ColumnType<number[], number[] | undefined, number[]>;
  ledger_set_ids: ColumnType<number[], number[] | undefined, number[]>;
  created_by: number | null;
  created_by_name: string;
  published_at: Generated<Date>;
  withdrawn_at: Date | null;
  version: Generated<number>;
}

export interface AnnouncementReadTable {
  announcement_id: number;
  user_id: number;
  read_at: Generated<Date>;
}

export interface TodoPushTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  body: Generated<string>;
  href: Generated<string>;
  pushed_by: number | null;
  pushed_by_name: string;
  pushed_at: Generated<Date>;
  done_at: Date | null;
}

export interface SystemFileTable {
  kind: 'manual' | 'template.operator' | 'template.person' | 'template.enterprise';
  file_id: string;
  set_by: string;
  set_at: Generated<Date>;
}

export interface EnterpriseTable {
  id: Generated<number>;
  ledger_set_id: number;
  code: string;
  name: string;
  credit_code: Generated<string>;
  kind: string;
  bank_name: Generated<string>;
  account_no: Generated<string>;
  address: Generated<string>;
  contact: Generated<string>;
  phone: Generated<string>;
  enabled: Generated<boolean>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ConfigurationEntryTable {
  key: string;
  value: Json<unknown>;
  version: Generated<number>;
  updated_at: Generated<Date>;
  updated_by: Generated<string>;
}

export interface IntegrationCallTable {
  id: Generated<string>;
  at: Generated<Date>;
  service: string;
  operation: string;
  method: string;
  target: string;
  status: number | null;
  ok: boolean;
  duration_ms: number;
  message: Generated<string>;
  user_name: Generated<string>;
}

export interface AdminDatabase {
  integration_call: IntegrationCallTable;
  enterprise: EnterpriseTable;
  configuration_entry: ConfigurationEntryTable;
  system_file: SystemFileTable;
  announcement: AnnouncementTable;
  announcement_read: AnnouncementReadTable;
  todo_push: TodoPushTable;
  system_setting: SystemSettingTable;
  operation_log: OperationLogTable;
  operation_log_change: OperationLogChangeTable;
}
