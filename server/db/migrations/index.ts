// The ordered, append-only list of migrations. A migration is never edited once it has shipped:
// databases in the field have run it. Migrations import only kysely, never app code.
import type { Migration } from 'kysely';
import * as m0001 from './0001_identity.ts';
import * as m0003 from './0003_accounting_settings.ts';
import * as m0004 from './0004_vouchers.ts';
import * as m0005 from './0005_books.ts';
import * as m0006 from './0006_voucher_templates.ts';
import * as m0007 from './0007_request_auth.ts';
import * as m0008 from './0008_voucher_print.ts';
import * as m0009 from './0009_balance_check_once.ts';
import * as m0010 from './0010_quick_voucher_setting.ts';
import * as m0011 from './0011_request_auth_ledger_stamp.ts';
import * as m0012 from './0012_entry_book_order.ts';
import * as m0013 from './0013_balance_department_idx.ts';
import * as m0014 from './0014_entry_checks_per_statement.ts';
import * as m0015 from './0015_request_auth_one_read.ts';
import * as m0016 from './0016_month_closed_plan_kept.ts';
import * as m0017 from './0017_separate_review_from_entry.ts';
import * as m0018 from './0018_login_failure_per_address.ts';
import * as m0019 from './0019_attachments.ts';
import * as m0020 from './0020_process_definitions.ts';
import * as m0021 from './0021_personnel.ts';
import * as m0022 from './0022_reimbursement.ts';
import * as m0023 from './0023_claim_await_count.ts';
import * as m0030 from './0030_voucher_sides.ts';
import * as m0031 from './0031_carry_forward.ts';
import * as m0032 from './0032_reporter_setting.ts';
import * as m0033 from './0033_department_subject_shortcut.ts';
import * as m0034 from './0034_auto_voucher.ts';
import * as m0035 from './0035_bank_reconciliation.ts';
import * as m0040 from './0040_cashier.ts';
import * as m0045 from './0045_assets.ts';
import * as m0046 from './0046_asset_disposal.ts';
import * as m0047 from './0047_asset_check.ts';
import * as m0048 from './0048_asset_change.ts';
import * as m0055 from './0055_user_centre.ts';
import * as m0056 from './0056_request_auth_password_change.ts';
import * as m0060 from './0060_operation_log.ts';
import * as m0061 from './0061_system_setting.ts';
import * as m0062 from './0062_announcement.ts';
import * as m0063 from './0063_system_file.ts';
import * as m0064 from './0064_operation_log_lighter.ts';
import * as m0065 from './0065_claim_invoice.ts';
import * as m0077 from './0077_oplog_skip_voucher_event.ts';
import * as m0078 from './0078_oplog_rows_kept.ts';
import * as m0080 from './0080_enterprise_configuration.ts';
import * as m0081 from './0081_system_file_templates.ts';
import * as m0082 from './0082_integration_call.ts';
import * as m0083 from './0083_cross_lists.ts';

export const migrations: Record<string, Migration> = {
  '0001_identity': m0001,
  '0003_accounting_settings': m0003,
  '0004_vouchers': m0004,
  '0005_books': m0005,
  '0006_voucher_templates': m0006,
  '0007_request_auth': m0007,
  '0008_voucher_print': m0008,
  '0009_balance_check_once': m0009,
  '0010_quick_voucher_setting': m0010,
  '0011_request_auth_ledger_stamp': m0011,
  '0012_entry_book_order': m0012,
  '0013_balance_department_idx': m0013,
  '0014_entry_checks_per_statement': m0014,
  '0015_request_auth_one_read': m0015,
  '0016_month_closed_plan_kept': m0016,
  '0017_separate_review_from_entry': m0017,
  '0018_login_failure_per_address': m0018,
  '0019_attachments': m0019,
  '0020_process_definitions': m0020,
  '0021_personnel': m0021,
  '0022_reimbursement': m0022,
  '0023_claim_await_count': m0023,
  '0030_voucher_sides': m0030,
  '0031_carry_forward': m0031,
  '0032_reporter_setting': m0032,
  '0033_department_subject_shortcut': m0033,
  '0034_auto_voucher': m0034,
  '0035_bank_reconciliation': m0035,
  '0040_cashier': m0040,
  '0045_assets': m0045,
  '0046_asset_disposal': m0046,
  '0047_asset_check': m0047,
  '0048_asset_change': m0048,
  '0055_user_centre': m0055,
  '0056_request_auth_password_change': m0056,
  '0060_operation_log': m0060,
  '0061_system_setting': m0061,
  '0062_announcement': m0062,
  '0063_system_file': m0063,
  '0064_operation_log_lighter': m0064,
  '0065_claim_invoice': m0065,
  '0077_oplog_skip_voucher_event': m0077,
  '0078_oplog_rows_kept': m0078,
  '0080_enterprise_configuration': m0080,
  '0081_system_file_templates': m0081,
  '0082_integration_call': m0082,
  '0083_cross_lists': m0083,
};
