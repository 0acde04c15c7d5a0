// /api/voucher/printSetting: 凭证打印设置 of the session's ledger set. Whoever prints vouchers reads it
// (the entry screen, 凭证连续打印); only settings.voucherPrint saves it. The limits and the Chinese
// field names are src/core/voucher/print-setting.ts's, so the form refuses what the server refuses.
import { boolean, enums, nullable, object, optional, refine, string } from 'superstruct';
import {
  LINE_LIMITS,
  NAME_MAX,
  PRINT_SETTING_LABELS,
  UNIT_NAME_MAX,
  type VoucherPrintSetting,
} from '../voucher/print-setting';
import { get, noInput, post } from './contract';
import { intIn } from './structs';

/** A name that may be empty (missing or null reads as empty): at most max characters once trimmed. */
const optionalName = (max: number) =>
  optional(
    nullable(refine(string(), 'name', (v) => (v.trim().length <= max ? true : `长度不能超过 ${max} 个字符`))),
  );

/** The setting as edited, with the version it was read at (0 or absent: never saved). */
export const VoucherPrintSettingSave = object({
  supervisorName: optionalName(NAME_MAX),
  cashierName: optionalName(NAME_MAX),
  printPreparer: boolean(),
  printAuditor: boolean(),
  printBookkeeper: boolean(),
  unitName: optionalName(UNIT_NAME_MAX),
  paper: enums(['A4', 'halfA4'] as const),
  linesHalfA4: intIn(LINE_LIMITS.halfA4.min, LINE_LIMITS.halfA4.max),
  linesA4: intIn(LINE_LIMITS.A4.min, LINE_LIMITS.A4.max),
  version: optional(nullable(intIn(0, 2_147_483_647))),
});

export const voucherPrintContracts = {
  /** The setting, defaults until first saved. */
  read: get('/api/voucher/printSetting', noInput).answers<VoucherPrintSetting>(),
  /** Answers the saved setting. */
  save: post(
    '/api/voucher/printSetting/save',
    VoucherPrintSettingSave,
    PRINT_SETTING_LABELS,
  ).answers<VoucherPrintSetting>(),
};
