// Row types of the administration tables (migrations 0060-0064): the operation log and its row
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

export interface AdminDatabase {
  system_setting: SystemSettingTable;
  operation_log: OperationLogTable;
  operation_log_change: OperationLogChangeTable;
}
