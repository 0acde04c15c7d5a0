// 人员前置表导入: the template and the upload, read through the shared xlsx import (server/lib) and
// checked whole by src/core/personnel/import.ts against the ledger set as it is inside the write;
// then each row goes through savePerson (the same checks as a save by hand), all in one transaction.
import type { Transaction } from 'kysely';
import type { PreconditionImportAnswer } from '../../../src/core/contracts/enterprise.ts';
import {
  checkPersonRows,
  type PersonImportRow,
  personImportHeaders,
} from '../../../src/core/personnel/import.ts';
import { GRADES } from '../../../src/core/personnel/rules.ts';
import type { Database } from '../../db/schema.ts';
import { importTemplate, readImportSheet, refuseRows } from '../../lib/xlsx-import.ts';
import { configValue } from '../configuration/service.ts';
import { savePerson } from './people.ts';

export function personTemplate(): Promise<Buffer> {
  return importTemplate({
    sheetName: '人员前置表',
    headers: personImportHeaders,
    widths: [10, 12, 16, 10, 14, 14, 14, 8],
    examples: [['1001', '张三', '办公室', '其余人员', '科员', '13800000000', '', '启用']],
    notes: [
      '工号：字母或数字，1 到 20 位；已存在的工号按本行内容修改该人员，新工号新增人员',
      '部门：部门编码或部门名称（部门管理中须已存在且启用；名称重复时请填编码）',
      `职级：${GRADES.join('、')} 之一，不填为“其余人员”（差旅费标准按职级取）`,
      '手机号：11 位手机号，可不填（配置管理可要求必填）',
      '关联登录名：该人员登录系统用的操作员登录名，须已授予本账套；不填则保持原关联',
      '状态：启用（默认）或停用',
      '任一行有错误时整个文件都不导入，请按提示的行号修改后重新导入',
    ],
  });
}

export async function importPeople(
  trx: Transaction<Database>,
  ledgerSetId: number,
  content: string,
): Promise<PreconditionImportAnswer> {
  const rows: PersonImportRow[] = (await readImportSheet(content, personImportHeaders)).map(
    ({ rowNo, cells }) => {
      const [
        code = '',
        name = '',
        department = '',
        grade = '',
        title = '',
        mobile = '',
        userName = '',
        status = '',
      ] = cells;
      return { rowNo, code, name, department, grade, title, mobile, userName, status };
    },
  );
  // Locked for the write: a person saved by hand meanwhile cannot slip past the 工号 checks.
  const people = await trx
    .selectFrom('person')
    .select(['id', 'code', 'department_id', 'user_id', 'version'])
    .where('ledger_set_id', '=', ledgerSetId)
    .forUpdate()
    .execute();
  const [departments, users, requireMobile, maxRows] = await Promise.all([
    trx
      .selectFrom('department')
      .select(['id', 'code', 'name', 'enabled'])
      .where('ledger_set_id', '=', ledgerSetId)
      .execute(),
    trx
      .selectFrom('app_user as u')
      .leftJoin('user_ledger_set as g', (j) =>
        j.onRef('g.user_id', '=', 'u.id').on('g.ledger_set_id', '=', ledgerSetId),
      )
      .select(['u.id', 'u.user_name', 'g.user_id as granted'])
      .execute(),
    configValue(trx, 'personnel.requireMobile'),
    configValue(trx, 'import.maxRows'),
  ]);
  const checked = checkPersonRows(rows, {
    departments,
    people: people.map((p) => ({ id: p.id, code: p.code, departmentId: p.department_id, userId: p.user_id })),
    users: new Map(users.map((u) => [u.user_name.toLowerCase(), { id: u.id, granted: u.granted !== null }])),
    requireMobile,
    maxRows,
  });
  if (!checked.ok) refuseRows(checked.errors, '人员');
  const versions = new Map(people.map((p) => [p.id, p.version]));
  for (const v of checked.values) {
    await savePerson(trx, ledgerSetId, { ...v, version: v.id === null ? null : versions.get(v.id) });
  }
  const updated = checked.values.filter((v) => v.id !== null).length;
  return { imported: checked.values.length, created: checked.values.length - updated, updated };
}
