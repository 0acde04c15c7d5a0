// The demo organisation of the README: a city federation of trade unions keeping the books of its
// own county-level ledger set and of two grassroots unions, with a user for each duty.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/password.ts';
import type { BaseSeed } from './admin.ts';
import { seedDemoAssets } from './assets.ts';
import { seedDemoCashier } from './cashier.ts';
import { seedDemoClaims } from './claims.ts';
import { seedDemoBooks } from './demo-books.ts';
import { seedDemoPeople } from './personnel.ts';
import { seedDemoProcesses } from './processes.ts';
import { seedDemoReconciliation } from './reconciliation.ts';

export const DEMO_PASSWORD = 'Demo2026';

// 001 and 002 are ready for daily work; 003 still has its succession and opening balances to do.
export const demoLedgerSets = [
  {
    code: '001',
    name: '示范市总工会',
    shortName: '市总工会',
    kind: 'county',
    bankCode: '102100000001',
    ready: true,
  },
  {
    code: '002',
    name: '示范市第一中学工会委员会',
    shortName: '一中工会',
    kind: 'grassroots',
    bankCode: '102100000002',
    ready: true,
  },
  {
    code: '003',
    name: '示范市人民医院工会委员会',
    shortName: '人民医院工会',
    kind: 'grassroots',
    bankCode: '102100000003',
    ready: false,
  },
] as const;

const departments: Record<string, ReadonlyArray<readonly [string, string]>> = {
  '001': [
    ['01', '办公室'],
    ['02', '财务部'],
    ['03', '组织部'],
    ['04', '权益保障部'],
    ['05', '宣传教育部'],
  ],
  '002': [
    ['01', '工会办公室'],
    ['02', '教务处'],
    ['03', '后勤处'],
  ],
  '003': [
    ['01', '工会办公室'],
    ['02', '内科'],
    ['03', '外科'],
    ['04', '护理部'],
  ],
};

export const demoUsers = [
  { userName: 'zhuguan', realName: '孙主管', role: 'supervisor', dept: '02' },
  { userName: 'zhidan', realName: '张制单', role: 'preparer', dept: '02' },
  { userName: 'shenhe', realName: '李审核', role: 'auditor', dept: '02' },
  { userName: 'jizhang', realName: '王记账', role: 'bookkeeper', dept: '02' },
  { userName: 'chuna', realName: '赵出纳', role: 'cashier', dept: '02' },
  { userName: 'baoxiao', realName: '陈报销', role: 'employee', dept: '01' },
  { userName: 'shenpi', realName: '刘审批', role: 'approver', dept: '01' },
  { userName: 'zhuxi', realName: '周主席', role: 'chair', dept: '01' },
  { userName: 'zichan', realName: '周资产', role: 'assetKeeper', dept: '01' },
  { userName: 'shenji', realName: '吴审计', role: 'inspector', dept: '01' },
] as const;

export async function seedDemo(db: Kysely<Database>, base: BaseSeed): Promise<void> {
  const roles = new Map(
    (await db.selectFrom('role').select(['id', 'code']).execute()).map((r) => [r.code, r.id]),
  );
  const ledgerIds: number[] = [];
  const ledgers = new Map<string, { id: number; kind: 'grassroots' | 'county' }>();
  const deptIds = new Map<string, number>();
  for (const ledger of demoLedgerSets) {
    const row = await db
      .insertInto('ledger_set')
      .values({
        org_id: base.orgId,
        code: ledger.code,
        name: ledger.name,
        short_name: ledger.shortName,
        kind: ledger.kind,
        start_year: 2022,
        bank_code: ledger.bankCode,
        succession_state: ledger.ready ? 'done' : 'pending',
        init_confirmed_at: ledger.ready ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ledgerIds.push(row.id);
    ledgers.set(ledger.code, { id: row.id, kind: ledger.kind });
    for (const [index, [code, name]] of (departments[ledger.code] ?? []).entries()) {
      const dept = await db
        .insertInto('department')
        .values({ ledger_set_id: row.id, code, name, parent_id: null, sort: index })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (ledger.code === '001') deptIds.set(code, dept.id);
    }
  }
  await seedDemoBooks(db, ledgers);
  await seedDemoAssets(db, ledgers, base.adminId);
  await seedDemoProcesses(db, ledgerIds);
  await db
    .insertInto('user_ledger_set')
    .values(
      ledgerIds.map((id) => ({
        user_id: base.adminId,
        ledger_set_id: id,
        level: 2 as const,
        department_id: id === ledgerIds[0] ? (deptIds.get('01') ?? null) : null,
      })),
    )
    .execute();
  await db
    .updateTable('app_user')
    .set({ default_ledger_set_id: ledgerIds[0] ?? null, department_id: deptIds.get('01') ?? null })
    .where('id', '=', base.adminId)
    .execute();

  const hash = await hashPassword(DEMO_PASSWORD);
  const userIds = new Map<string, number>();
  for (const user of demoUsers) {
    const row = await db
      .insertInto('app_user')
      .values({
        org_id: base.orgId,
        user_name: user.userName,
        real_name: user.realName,
        password_hash: hash,
        department_id: deptIds.get(user.dept) ?? null,
        default_ledger_set_id: ledgerIds[0] ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.set(user.userName, row.id);
    await db
      .insertInto('user_role')
      .values({ user_id: row.id, role_id: roles.get(user.role) ?? 0 })
      .execute();
    // Finance duties work in every demo ledger set; the employee and approvers in the county one.
    const county = user.role === 'employee' || user.role === 'approver' || user.role === 'chair';
    const grants = county ? ledgerIds.slice(0, 1) : ledgerIds;
    // Their department is one of the county set's (user centre: a department per ledger set).
    await db
      .insertInto('user_ledger_set')
      .values(
        grants.map((id) => ({
          user_id: row.id,
          ledger_set_id: id,
          // 审计 reads only: a level-1 grant, besides the duty's read-only mark.
          level: user.role === 'inspector' ? (1 as const) : (2 as const),
          department_id: id === ledgerIds[0] ? (deptIds.get(user.dept) ?? null) : null,
        })),
      )
      .execute();
  }
  // After the users: 陈报销 and 刘审批 are the people baoxiao and shenpi log in as.
  const county = ledgerIds[0];
  if (county !== undefined) await seedDemoPeople(db, county, deptIds);
  if (county !== undefined) await seedDemoCashier(db, county, userIds.get('chuna') ?? null);
  if (county !== undefined) await seedDemoReconciliation(db, county, userIds.get('chuna') ?? null);
  const office = deptIds.get('01');
  if (county !== undefined && office !== undefined) {
    await seedDemoClaims(db, county, office, {
      declarer: userIds.get('baoxiao') ?? 0,
      approver: userIds.get('shenpi') ?? 0,
      supervisor: userIds.get('zhuguan') ?? 0,
    });
  }
}
