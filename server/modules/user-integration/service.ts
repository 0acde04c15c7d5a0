// 用户集成 on the server: the directory read (the 人员前置表, or an xlsx/JSON file in its shape), the
// plan (src/core/usercenter/user-integration.ts) against the organisation's users, and its apply in
// one transaction through the operator service (audit trail, sessions ended on disable), linking
// each person to their user by 工号 so the claim forms find them.
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { IntegrationPlan, IntegrationResult } from '../../../src/core/contracts/user-integration.ts';
import { personImportHeaders } from '../../../src/core/personnel/import.ts';
import {
  countActions,
  type DirectoryPerson,
  type IntegrationRow,
  planIntegration,
} from '../../../src/core/usercenter/user-integration.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { readImportSheet } from '../../lib/xlsx-import.ts';
import { decodeUpload } from '../opening/xlsx.ts';
import {
  type OperatorActor,
  saveOperator,
  setOperatorEnabled,
  temporaryPassword,
} from '../operator/service.ts';
import { loadOperator } from '../operator/views.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface SourceInput {
  source: 'hr' | 'file';
  fileName?: string | undefined;
  content?: string | undefined;
}

const statusOf = (text: string, rowNo: number | null) => {
  const s = text.trim();
  if (s === '' || s === '启用') return true;
  if (s === '停用') return false;
  throw badRequest(`${rowNo === null ? '' : `第${rowNo}行：`}状态应为「启用」或「停用」`);
};

function fromJson(content: string): DirectoryPerson[] {
  let data: unknown;
  try {
    data = JSON.parse(decodeUpload(content).toString('utf8'));
  } catch {
    throw badRequest('文件不是有效的 JSON，请导出人员前置表的 JSON 格式');
  }
  if (!Array.isArray(data)) throw badRequest('JSON 文件应为人员数组，每项含 工号、姓名 等字段');
  return data.map((item, i) => {
    const o = (item ?? {}) as Record<string, unknown>;
    const t = (k: string) =>
      typeof o[k] === 'string' || typeof o[k] === 'number' ? String(o[k]).trim() : '';
    const rowNo = i + 1;
    if (t('工号') === '') throw badRequest(`第${rowNo}项：工号不能为空`);
    return {
      rowNo,
      code: t('工号'),
      name: t('姓名'),
      mobile: t('手机号'),
      userName: t('关联登录名'),
      department: t('部门'),
      enabled: statusOf(t('状态'), rowNo),
    };
  });
}

async function directory(db: Db, ledgerSetId: number, input: SourceInput): Promise<DirectoryPerson[]> {
  if (input.source === 'hr') {
    const rows = await db
      .selectFrom('person as p')
      .innerJoin('department as d', 'd.id', 'p.department_id')
      .leftJoin('app_user as u', 'u.id', 'p.user_id')
      .select(['p.code', 'p.name', 'p.mobile', 'p.enabled', 'u.user_name', 'd.code as dept'])
      .where('p.ledger_set_id', '=', ledgerSetId)
      .orderBy('p.code')
      .execute();
    return rows.map((r) => ({
      rowNo: null,
      code: r.code,
      name: r.name,
      mobile: r.mobile,
      userName: r.user_name ?? '',
      department: r.dept,
      enabled: r.enabled,
    }));
  }
  if (!input.content) throw badRequest('请选择文件');
  if ((input.fileName ?? '').toLowerCase().endsWith('.json')) return fromJson(input.content);
  const rows = await readImportSheet(input.content, personImportHeaders);
  if (rows.length === 0) throw badRequest('文件中没有人员数据');
  return rows.map(({ rowNo, cells }) => {
    const [code = '', name = '', department = '', , , mobile = '', userName = '', status = ''] = cells;
    return { rowNo, code, name, mobile, userName, department, enabled: statusOf(status, rowNo) };
  });
}

async function planOf(db: Db, orgId: number, ledgerSetId: number, actorId: number, input: SourceInput) {
  const [people, users] = await Promise.all([
    directory(db, ledgerSetId, input),
    db
      .selectFrom('app_user')
      .select(['id', 'user_name', 'real_name', 'mobile', 'enabled'])
      .where('org_id', '=', orgId)
      .execute(),
  ]);
  const rows = planIntegration(
    people,
    users.map((u) => ({
      id: u.id,
      userName: u.user_name,
      realName: u.real_name,
      mobile: u.mobile,
      enabled: u.enabled,
    })),
    actorId,
  );
  return { people, rows };
}

const digestOf = (rows: readonly IntegrationRow[]) =>
  createHash('sha256').update(JSON.stringify(rows)).digest('hex');

export async function previewIntegration(
  db: Db,
  actor: OperatorActor,
  ledgerSetId: number,
  input: SourceInput,
): Promise<IntegrationPlan> {
  const { rows } = await planOf(db, actor.orgId, ledgerSetId, actor.userId, input);
  return { rows, counts: countActions(rows), digest: digestOf(rows) };
}

/** The new users' passwords, made before the transaction (scrypt is slow by design). */
export async function passwordsFor(rows: readonly IntegrationRow[], actor: OperatorActor) {
  const out = new Map<string, { temporary: string; hash: string }>();
  for (const r of rows)
    if (r.action === 'create') out.set(r.userName, await temporaryPassword(null, actor.passwordPolicy));
  return out;
}

export async function applyIntegration(
  trx: Transaction<Database>,
  actor: OperatorActor,
  ledgerSetId: number,
  input: SourceInput & { digest: string },
  passwords: ReadonlyMap<string, { temporary: string; hash: string }>,
): Promise<IntegrationResult> {
  const { people, rows } = await planOf(trx, actor.orgId, ledgerSetId, actor.userId, input);
  if (digestOf(rows) !== input.digest) throw conflict('用户或人员数据在预览后已有变化，请重新预览后再执行');
  const [employee, departments] = await Promise.all([
    trx
      .selectFrom('role')
      .select('id')
      .where('code', '=', 'employee')
      .where('retired_at', 'is', null)
      .executeTakeFirst(),
    trx
      .selectFrom('department')
      .select(['id', 'code', 'name'])
      .where('ledger_set_id', '=', ledgerSetId)
      .execute(),
  ]);
  const result: IntegrationResult = { created: [], updated: 0, disabled: 0, enabled: 0 };
  for (const [i, row] of rows.entries()) {
    const person = people[i];
    if (!person) continue;
    let userId = row.userId;
    if (row.action === 'create') {
      const password = passwords.get(row.userName);
      if (!password) throw new Error(`no password for ${row.userName}`);
      const dept = departments.find((d) => d.code === person.department || d.name === person.department);
      const saved = await saveOperator(trx, actor, {
        userName: row.userName,
        realName: person.name.trim(),
        mobile: person.mobile.trim(),
        password: password.temporary,
        passwordHash: password.hash,
        mustChangePassword: true,
        roleIds: employee ? [employee.id] : [],
        grants: [{ zid: ledgerSetId, level: 2, departmentId: dept?.id ?? null }],
      });
      userId = saved.id;
      result.created.push({
        userName: saved.userName,
        realName: saved.realName,
        temporaryPassword: password.temporary,
      });
    } else if ((row.action === 'update' || row.action === 'enable') && userId !== null) {
      const current = await loadOperator(trx, actor.orgId, userId);
      if (row.action === 'enable') {
        await setOperatorEnabled(trx, actor, { id: userId, enabled: true });
        result.enabled += 1;
      } else result.updated += 1;
      await saveOperator(trx, actor, {
        id: userId,
        userName: current.userName,
        realName: person.name.trim(),
        mobile: person.mobile.trim() || current.mobile,
        roleIds: current.roles.map((r) => r.id),
        grants: current.grants.map((g) => ({ zid: g.zid, level: g.level, departmentId: g.departmentId })),
        defaultZid: current.defaultZid,
      });
    } else if (row.action === 'disable' && userId !== null) {
      await setOperatorEnabled(trx, actor, { id: userId, enabled: false });
      result.disabled += 1;
    }
    // The person and the user are one: link them where the person has no user yet.
    if (userId !== null && row.action !== 'skip') {
      await trx
        .updateTable('person')
        .set({ user_id: userId })
        .where('ledger_set_id', '=', ledgerSetId)
        .where('code', '=', person.code)
        .where('user_id', 'is', null)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('person as o')
                .select('o.id')
                .where('o.ledger_set_id', '=', ledgerSetId)
                .where('o.user_id', '=', userId),
            ),
          ),
        )
        .execute();
    }
  }
  return result;
}
