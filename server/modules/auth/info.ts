// The session fields of spec 000 §3 that the client keeps in sessionStorage (GET /api/auth/getInfo).

import type { UploadLimits } from '../../../src/core/attachments/upload-rules.ts';
import {
  ASSET_ATTACHMENT_TYPES,
  PREVIEWABLE_TYPES,
  UPLOAD_LIMIT_BYTES,
} from '../../../src/core/constants.ts';
import type { SessionInfo } from '../../../src/core/contracts/auth.ts';
import { P } from '../../../src/core/permissions/keys.ts';
import type { AppContext } from '../../app-context.ts';
import type { RequestSession } from '../../plugins/auth.ts';
import { menuFor } from '../menu/service.ts';

/** The total size of one upload (bytes); the client shows it in GB. Single files: UPLOAD_LIMIT_BYTES. */
const UPLOAD_TOTAL_LIMIT_BYTES = 1_073_741_824;

/** What the session tells the client about uploads, and what the upload routes hold it to. */
export const sessionUploadLimits: UploadLimits = {
  allowed: ASSET_ATTACHMENT_TYPES,
  singleFileBytes: UPLOAD_LIMIT_BYTES,
  totalBytes: UPLOAD_TOTAL_LIMIT_BYTES,
};

/** The limits as 系统设置 has them now (the fixed 50 MB request layer is their ceiling). */
export function uploadLimitsOf(config: {
  readonly uploadFileBytes: number;
  readonly uploadTotalBytes: number;
}): UploadLimits {
  return {
    ...sessionUploadLimits,
    singleFileBytes: Math.min(UPLOAD_LIMIT_BYTES, config.uploadFileBytes),
    totalBytes: config.uploadTotalBytes,
  };
}

export async function sessionInfo(ctx: AppContext, session: RequestSession): Promise<SessionInfo> {
  const { db } = ctx;
  const ledger =
    session.ledgerSetId !== null && session.ledgerLevel !== null
      ? await db
          .selectFrom('ledger_set')
          .select([
            'id',
            'code',
            'name',
            'short_name',
            'kind',
            'bank_code',
            'voucher_print_mode',
            'chairman',
            'finance_head',
          ])
          .where('id', '=', session.ledgerSetId)
          .executeTakeFirst()
      : undefined;
  const department = await db
    .selectFrom('app_user as u')
    .leftJoin('department as d', 'd.id', 'u.department_id')
    .select('d.name')
    .where('u.id', '=', session.userId)
    .executeTakeFirst();
  const permissions = [...session.permissions].sort();
  return {
    userId: session.userId,
    userName: session.userName,
    realName: session.realName,
    year: ledger ? session.year : null,
    ztno: ledger?.code ?? '',
    zid: ledger?.id ?? null,
    jc: ledger?.short_name ?? '',
    ztName: ledger?.name ?? '',
    ztKind: ledger?.kind ?? null,
    depname: department?.name ?? '',
    bankCode: ledger?.bank_code ?? '',
    platMenuList: await menuFor(db, session.permissions),
    canIRevoke: session.permissions.has(P.doc.revoke),
    pzPrint: ledger?.voucher_print_mode ?? 1,
    fileUploadContentLength: uploadLimitsOf(ctx.config).singleFileBytes,
    fileUploadAllContentLength: uploadLimitsOf(ctx.config).totalBytes,
    allowUploadFileType: [...sessionUploadLimits.allowed],
    filePreviewTypeArray: [...PREVIEWABLE_TYPES],
    onRequestLog: ctx.config.requestLog,
    permissions,
    mustChangePassword: session.mustChangePassword,
    passwordPolicy: { ...ctx.config.passwordPolicy },
    chairman: ledger?.chairman ?? '',
    financeHead: ledger?.finance_head ?? '',
  };
}
