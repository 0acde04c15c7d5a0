// 单位前置表导入: the template and the upload, read through the shared xlsx import (server/lib) and
// checked whole by src/core/enterprise/import.ts; a good file adds or updates every unit in one
// transaction, a bad one writes nothing and lists its rows.
import type { Transaction } from 'kysely';
import type { PreconditionImportAnswer } from '../../../src/core/contracts/enterprise.ts';
import {
  checkEnterpriseRows,
  type EnterpriseImportRow,
  enterpriseImportHeaders,
} from '../../../src/core/enterprise/import.ts';
import { ENTERPRISE_KINDS } from '../../../src/core/enterprise/rules.ts';
import type { Database } from '../../db/schema.ts';
import { importTemplate, readImportSheet, refuseRows } from '../../lib/xlsx-import.ts';
import { configValue } from '../configuration/service.ts';
import { enterpriseRequirements, writeEnterprise } from './service.ts';

export function enterpriseTemplate(): Promise<Buffer> {
  return importTemplate({
    sheetName: '单位前置表',
    headers: enterpriseImportHeaders,
    widths: [12, 28, 22, 10, 24, 24, 30, 10, 16, 8],
    examples: [
      [
        'DW001',
        '示范市文具商店',
        '91110108551385082Q',
        '企业',
        '工商银行示范支行',
        '6222020200112233445',
        '示范市人民路 1 号',
        '王经理',
        '010-66668888',
        '启用',
      ],
    ],
    notes: [
      '单位编码：字母或数字，1 到 20 位；已存在的编码按本行内容修改该单位，新编码新增单位',
      '单位名称：必填，不超过 60 个字符，不能与其他单位重复',
      '统一社会信用代码：18 位，校验位须正确；可不填（配置管理可要求必填）',
      `单位性质：${ENTERPRISE_KINDS.join('、')} 之一`,
      '银行账号：8 到 30 位数字（空格会被去掉）；填写账号时须填写开户行',
      '联系电话：手机号、400/800 号码或带区号的固定电话',
      '状态：启用（默认）或停用',
      '任一行有错误时整个文件都不导入，请按提示的行号修改后重新导入',
    ],
  });
}

export async function importEnterprises(
  trx: Transaction<Database>,
  ledgerSetId: number,
  content: string,
): Promise<PreconditionImportAnswer> {
  const rows: EnterpriseImportRow[] = (await readImportSheet(content, enterpriseImportHeaders)).map(
    ({ rowNo, cells }) => {
      const [
        code = '',
        name = '',
        creditCode = '',
        kind = '',
        bankName = '',
        accountNo = '',
        address = '',
        contact = '',
        phone = '',
        status = '',
      ] = cells;
      return { rowNo, code, name, creditCode, kind, bankName, accountNo, address, contact, phone, status };
    },
  );
  // Read inside the write and locked: a unit saved meanwhile cannot slip past the duplicate checks.
  const existing = await trx
    .selectFrom('enterprise')
    .select(['id', 'code', 'name', 'credit_code', 'version', 'enabled'])
    .where('ledger_set_id', '=', ledgerSetId)
    .forUpdate()
    .execute();
  const checked = checkEnterpriseRows(
    rows,
    existing.map((e) => ({ id: e.id, code: e.code, name: e.name, creditCode: e.credit_code })),
    { ...(await enterpriseRequirements(trx)), maxRows: await configValue(trx, 'import.maxRows') },
  );
  if (!checked.ok) refuseRows(checked.errors, '单位');
  const byId = new Map(existing.map((e) => [e.id, e]));
  // Existing units first: a name moving from one unit to another frees it before the other takes it.
  const ordered = [...checked.values].sort((a, b) => Number(a.id === null) - Number(b.id === null));
  for (const v of ordered) {
    const current = v.id === null ? null : (byId.get(v.id) ?? null);
    await writeEnterprise(trx, ledgerSetId, v, v.enabled, current);
  }
  const updated = checked.values.filter((v) => v.id !== null).length;
  return { imported: checked.values.length, created: checked.values.length - updated, updated };
}
