// The demo ledger set's people (部门人员) and bank cards (拨款卡绑定): 陈报销 (baoxiao) claims as
// 其余人员 with a default card, 刘审批 (shenpi) and 周主席 (zhuxi) as 司局级, one person no user logs in as,
// and a unit payee's account. Claim forms read the first two through GET /api/personnel/me.
import type { Kysely } from 'kysely';
import type { Grade } from '../../src/core/personnel/rules.ts';
import type { Database } from '../db/schema.ts';

interface DemoPerson {
  code: string;
  name: string;
  dept: string;
  grade: Grade;
  title: string;
  mobile: string;
  user: string | null;
  cards: ReadonlyArray<{ bank: string; no: string; isDefault: boolean }>;
}

export const demoPeople: readonly DemoPerson[] = [
  {
    code: 'P001',
    name: '刘审批',
    dept: '01',
    grade: '司局级',
    title: '办公室主任',
    mobile: '13900000001',
    user: 'shenpi',
    cards: [{ bank: '中国工商银行示范市分行营业部', no: '6222020200000000011', isDefault: true }],
  },
  {
    code: 'P002',
    name: '陈报销',
    dept: '01',
    grade: '其余人员',
    title: '科员',
    mobile: '13900000002',
    user: 'baoxiao',
    cards: [
      { bank: '中国工商银行示范市分行营业部', no: '6222020200000000029', isDefault: true },
      { bank: '中国建设银行示范市人民路支行', no: '6217000010000000037', isDefault: false },
    ],
  },
  {
    code: 'P003',
    name: '周主席',
    dept: '01',
    grade: '司局级',
    title: '工会主席',
    mobile: '',
    user: 'zhuxi',
    cards: [{ bank: '中国农业银行示范市分行', no: '6228480010000000045', isDefault: true }],
  },
  {
    code: 'P004',
    name: '吴干事',
    dept: '04',
    grade: '其余人员',
    title: '干事',
    mobile: '13900000004',
    user: null,
    cards: [],
  },
];

/** A unit payee's account (no person): payments to a supplier or a subordinate union. */
export const demoUnitCard = {
  accountName: '示范市职工服务中心',
  bank: '中国银行示范市分行',
  no: '104100000000012345',
};

export async function seedDemoPeople(
  db: Kysely<Database>,
  ledgerSetId: number,
  departmentIds: ReadonlyMap<string, number>,
): Promise<void> {
  const users = new Map(
    (await db.selectFrom('app_user').select(['id', 'user_name']).execute()).map((u) => [u.user_name, u.id]),
  );
  for (const p of demoPeople) {
    const departmentId = departmentIds.get(p.dept);
    if (departmentId === undefined) continue;
    const row = await db
      .insertInto('person')
      .values({
        ledger_set_id: ledgerSetId,
        department_id: departmentId,
        code: p.code,
        name: p.name,
        grade: p.grade,
        title: p.title,
        mobile: p.mobile,
        user_id: p.user === null ? null : (users.get(p.user) ?? null),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const card of p.cards) {
      await db
        .insertInto('bank_card')
        .values({
          ledger_set_id: ledgerSetId,
          person_id: row.id,
          account_name: p.name,
          bank_name: card.bank,
          account_no: card.no,
          is_default: card.isDefault,
        })
        .execute();
    }
  }
  await db
    .insertInto('bank_card')
    .values({
      ledger_set_id: ledgerSetId,
      person_id: null,
      account_name: demoUnitCard.accountName,
      bank_name: demoUnitCard.bank,
      account_no: demoUnitCard.no,
      is_default: true,
    })
    .execute();
}
