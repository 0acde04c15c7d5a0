// /api/voucher/printSetting: 凭证打印设置 of the session's ledger set. Whoever prints vouchers reads
// it (the entry screen, 凭证连续打印); only settings.voucherPrint saves it.
//   GET  /api/voucher/printSetting        -> VoucherPrintSetting (defaults until first saved)
//   POST /api/voucher/printSetting/save {supervisorName, cashierName, printPreparer, printAuditor,
//        printBookkeeper, unitName, paper, linesHalfA4, linesA4, version?}  -> the saved setting
import type { FastifyInstance } from 'fastify';
import { boolean, enums, nullable, object, optional, refine, string } from 'superstruct';
import { P } from '../../../src/core/permissions/keys.ts';
import {
  LINE_LIMITS,
  NAME_MAX,
  PRINT_SETTING_LABELS,
  UNIT_NAME_MAX,
} from '../../../src/core/voucher/print-setting.ts';
import type { AppContext } from '../../app-context.ts';
import { sessionOf } from '../../lib/session.ts';
import { intIn } from '../../lib/structs.ts';
import { parseInput } from '../../lib/validate.ts';
import { ok } from '../../plugins/envelope.ts';
import { readPrintSetting, savePrintSetting } from './service.ts';

/** Everyone who may open or print a voucher reads the names it prints with. */
const readers = [
  P.settings.voucherPrint,
  P.voucher.entry,
  P.voucher.modifyDelete,
  P.voucher.audit,
  P.voucher.post,
  P.voucherQuery.continuousPrint,
];

/** A name that may be empty (missing or null reads as empty): at most max characters once trimmed. */
const optionalName = (max: number) =>
  optional(
    nullable(refine(string(), 'name', (v) => (v.trim().length <= max ? true : `长度不能超过 ${max} 个字符`))),
  );

const SaveInput = object({
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

export async function voucherPrintRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/api/voucher/printSetting', { config: { permission: readers, ledger: 'read' } }, async (request) =>
    ok(await readPrintSetting(db, sessionOf(request).ledgerSetId ?? 0)),
  );

  app.post(
    '/api/voucher/printSetting/save',
    { config: { permission: P.settings.voucherPrint, ledger: 'write' } },
    async (request) => {
      const { version, supervisorName, cashierName, unitName, ...rest } = parseInput(
        SaveInput,
        request.body,
        PRINT_SETTING_LABELS,
      );
      const input = {
        ...rest,
        supervisorName: supervisorName ?? '',
        cashierName: cashierName ?? '',
        unitName: unitName ?? '',
      };
      const session = sessionOf(request);
      return app.write(request, async (trx) =>
        ok(
          await savePrintSetting(trx, session.ledgerSetId ?? 0, session.userId, input, version ?? undefined),
          '凭证打印设置已保存',
        ),
      );
    },
  );
}
