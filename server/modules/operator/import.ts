// 操作员导入: the template, and an upload checked whole before anything is written — every bad row is
// listed by its sheet row (第N行：...) and the file is refused; a good file adds every operator in one
// transaction. Passwords are hashed before the transaction (scrypt is slow by design).

import type { Kysely, Transaction } from 'kysely';
import type { PasswordPolicy } from '../../../src/core/rules/password.ts';
import {
  checkOperatorRows,
  type OperatorImportRow,
  type OperatorImportValue,
  operatorImportHeaders,
} from '../../../src/core/usercenter/operator-import.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { importTemplate, readImportSheet, refuseRows } from '../../lib/xlsx-import.ts';
import { writeAudit } from '../access/audit.ts';
import { hashPassword } from '../auth/password.ts';
import { checkOperator, type OperatorActor, saveOperator } from './service.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function operatorTemplate(): Promise<Buffer> {
  return importTemplate({
    sheetName: '操作员',
    headers: operatorImportHeaders,
    widths: [14, 12, 14, 14, 20, 16, 10],
    examples: [['zhangsan', '张三', '13800000000', 'Start2026', '制单、出纳', '001、002', '读写']],
    notes: [
      '登录名：字母、数字和 _ . @ -，2 到 40 位，不能与已有操作员重复',
      '初始密码：8 到 64 个字符，须同时包含字母和数字；操作员首次登录须修改密码',
      '岗位：角色管理中的角色名称，多个用顿号（、）分隔',
      '账套：账套编码，多个用顿号分隔；权限级别：读写（默认）或只读',
      '任一行有错误时整个文件都不导入，请按提示的行号修改后重新导入',
    ],
  });
}

async function readRows(content: string): Promise<OperatorImportRow[]> {
  return (await readImportSheet(content, operatorImportHeaders)).map(({ rowNo, cells }) => {
    const [userName = '', realName = '', mobile = '', password = '', roles = '', ledgers = '', level = ''] =
      cells;
    return { rowNo, userName, realName, mobile, password, roles, ledgers, level };
  });
}

function refuse(errors: readonly string[]): never {
  return refuseRows(errors, '操作员');
}

/** The file's rows checked against the database as it is now; refuses on the first problem list. */
export async function checkImport(
  db: Db,
  orgId: number,
  content: string,
  passwordPolicy?: PasswordPolicy,
): Promise<OperatorImportValue[]> {
  const rows = await readRows(content);
  const [roles, ledgers, users] = await Promise.all([
    db.selectFrom('role').select(['id', 'name']).where('retired_at', 'is', null).execute(),
    db.selectFrom('ledger_set').select(['id', 'code', 'archived_at']).where('org_id', '=', orgId).execute(),
    db.selectFrom('app_user').select('user_name').execute(),
  ]);
  const checked = checkOperatorRows(rows, {
    roles: new Map(roles.map((r) => [r.name, r.id])),
    ledgers: new Map(ledgers.map((l) => [l.code, { id: l.id, archived: l.archived_at !== null }])),
    userNames: new Set(users.map((u) => u.user_name.toLowerCase())),
    passwordPolicy,
  });
  if (!checked.ok) refuse(checked.errors);
  return checked.values;
}

export async function hashAll(values: readonly OperatorImportValue[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (const v of values) out.set(v.rowNo, await hashPassword(v.password));
  return out;
}

/** Inside the write: every row checked again (duty clashes, grants), then all saved, or none. */
export async function importOperators(
  trx: Transaction<Database>,
  actor: OperatorActor,
  values: readonly OperatorImportValue[],
  hashes: ReadonlyMap<number, string>,
): Promise<{ imported: number }> {
  const errors: string[] = [];
  for (const v of values) {
    try {
      await checkOperator(trx, actor, { ...v, defaultZid: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push(`第${v.rowNo}行：${error.message}`);
    }
  }
  if (errors.length > 0) refuse(errors);
  for (const v of values) {
    await saveOperator(trx, actor, { ...v, passwordHash: hashes.get(v.rowNo), mustChangePassword: true });
  }
  await writeAudit(trx, actor, {
    kind: 'user',
    targetId: null,
    label: `${values.length} 名操作员`,
    action: 'user.import',
    summary: values.map((v) => v.userName).join('、'),
  });
  return { imported: values.length };
}
