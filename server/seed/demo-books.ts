// The demo ledger sets' books: every one gets its chart; 001 (county) and 002 (grassroots) have
// confirmed opening balances that tie out (001 with department and person breakdowns on 135
// 其他应收款), and 003 (grassroots, succession pending) has 2021-12-31 balances in the old chart
// ready for the take-over, including the traps old 121 借出款 and old 211 借入款.
import type { Kysely } from 'kysely';
import { amountToSides } from '../../src/core/subjects/balance.ts';
import type { Direction } from '../../src/core/subjects/types.ts';
import type { Database } from '../db/schema.ts';
import { officialSubject, oldSubjects } from '../modules/chart/catalog.ts';
import { seedLedgerChart } from '../modules/chart/seed.ts';

type Db = Kysely<Database>;
type Amounts = readonly (readonly [string, string])[];

/** 001 示范市总工会: assets 6,004,500.00 = liabilities 438,000.00 + net assets 5,566,500.00. */
const county: Amounts = [
  ['101', '8500.00'],
  ['10201', '3250000.00'],
  ['10202', '120000.00'],
  ['132', '450000.00'],
  ['135', '26000.00'],
  ['141', '38000.00'],
  ['151', '500000.00'],
  ['162', '2400000.00'],
  ['163', '860000.00'],
  ['171', '120000.00'],
  ['172', '48000.00'],
  ['211', '96000.00'],
  ['21201', '180000.00'],
  ['215', '42000.00'],
  ['221', '120000.00'],
  ['30101', '38000.00'],
  ['30102', '500000.00'],
  ['30104', '1540000.00'],
  ['30105', '72000.00'],
  ['311', '200000.00'],
  ['32104', '600000.00'],
  ['32205', '2616500.00'],
];

/** 002 一中工会: assets 417,000.00 = liabilities 5,000.00 + net assets 412,000.00. */
const grassroots: Amounts = [
  ['101', '1200.00'],
  ['102', '256800.00'],
  ['135', '3000.00'],
  ['141', '12000.00'],
  ['162', '180000.00'],
  ['163', '36000.00'],
  ['215', '5000.00'],
  ['30101', '12000.00'],
  ['30104', '144000.00'],
  ['32104', '50000.00'],
  ['32205', '206000.00'],
];

/** 003 人民医院工会, old chart at 2021-12-31: debits 296,000.00 = credits 296,000.00. */
const oldBooks: Amounts = [
  ['101', '2000.00'],
  ['102', '185000.00'],
  ['121', '5000.00'],
  ['141', '8000.00'],
  ['162', '96000.00'],
  ['211', '10000.00'],
  ['301', '96000.00'],
  ['331', '190000.00'],
];

async function directionOf(db: Db, ledgerSetId: number, code: string): Promise<Direction> {
  const row = await db
    .selectFrom('subject')
    .select('direction')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.direction) as Direction;
}

async function openingBalances(db: Db, ledgerSetId: number, amounts: Amounts) {
  for (const [code, amount] of amounts) {
    const sides = amountToSides(amount, await directionOf(db, ledgerSetId, code));
    await db
      .insertInto('opening_balance')
      .values({ ledger_set_id: ledgerSetId, subject_code: code, ...sides })
      .execute();
  }
}

async function auxItems(db: Db, ledgerSetId: number, builtin: 'person' | 'project' | 'unit', items: Amounts) {
  const type = await db
    .selectFrom('aux_type')
    .select('id')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('builtin', '=', builtin)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('aux_item')
    .values(
      items.map(([no, name]) => ({
        ledger_set_id: ledgerSetId,
        aux_type_id: type.id,
        info_no: no,
        info_name: name,
        details: '{}',
      })),
    )
    .execute();
  return type.id;
}

async function countyBooks(db: Db, ledgerSetId: number) {
  const bank = officialSubject('102');
  await db
    .insertInto('subject')
    .values(
      [
        ['10201', '经费集中户'],
        ['10202', '代管经费'],
      ].map(([code, name]) => ({
        ledger_set_id: ledgerSetId,
        code: code as string,
        name: name as string,
        parent_code: '102',
        level: 2,
        category: bank?.category ?? '资产',
        direction: bank?.direction ?? 1,
      })),
    )
    .execute();
  await db
    .updateTable('subject')
    .set({ is_leaf: false })
    .where('ledger_set_id', '=', ledgerSetId)
    .where('code', '=', '102')
    .execute();
  await db
    .updateTable('subject')
    .set({ dept_accounting: true })
    .where('ledger_set_id', '=', ledgerSetId)
    .where('code', '=', '135')
    .execute();
  const person = await auxItems(db, ledgerSetId, 'person', [
    ['P001', '张制单'],
    ['P002', '陈报销'],
    ['P003', '刘审批'],
  ]);
  await auxItems(db, ledgerSetId, 'project', [
    ['XM2022001', '职工书屋建设'],
    ['XM2022002', '劳动和技能竞赛'],
  ]);
  await auxItems(db, ledgerSetId, 'unit', [
    ['DW001', '示范市财政局'],
    ['DW002', '示范区总工会'],
  ]);
  await db
    .insertInto('subject_aux_type')
    .values({ ledger_set_id: ledgerSetId, subject_code: '135', aux_type_id: person })
    .execute();
  await openingBalances(db, ledgerSetId, county);
  const breakdown = [
    { dept_code: '01', aux_key: '', debit: '6000.00', credit: '0' },
    { dept_code: '02', aux_key: '', debit: '20000.00', credit: '0' },
    { dept_code: '', aux_key: '02:P001', debit: '6000.00', credit: '0' },
    { dept_code: '', aux_key: '02:P002', debit: '20000.00', credit: '0' },
  ];
  await db
    .insertInto('opening_balance')
    .values(breakdown.map((b) => ({ ledger_set_id: ledgerSetId, subject_code: '135', ...b })))
    .execute();
}

async function grassrootsBooks(db: Db, ledgerSetId: number) {
  await auxItems(db, ledgerSetId, 'person', [
    ['P001', '王老师'],
    ['P002', '李老师'],
  ]);
  await auxItems(db, ledgerSetId, 'project', [['XM2022101', '教职工运动会']]);
  await openingBalances(db, ledgerSetId, grassroots);
}

async function oldChartBalances(db: Db, ledgerSetId: number) {
  for (const [code, amount] of oldBooks) {
    const old = oldSubjects.find((s) => s.code === code);
    if (!old) continue;
    await db
      .updateTable('old_subject')
      .set(amountToSides(amount, old.direction))
      .where('ledger_set_id', '=', ledgerSetId)
      .where('code', '=', code)
      .execute();
  }
}

/** Charts for every demo ledger set, then the books described above, keyed by ledger code. */
export async function seedDemoBooks(
  db: Db,
  ledgers: ReadonlyMap<string, { id: number; kind: 'grassroots' | 'county' }>,
) {
  for (const ledger of ledgers.values()) await seedLedgerChart(db, ledger.id, ledger.kind);
  const id = (code: string) => ledgers.get(code)?.id;
  const l001 = id('001');
  const l002 = id('002');
  const l003 = id('003');
  if (l001 !== undefined) await countyBooks(db, l001);
  if (l002 !== undefined) await grassrootsBooks(db, l002);
  if (l003 !== undefined) await oldChartBalances(db, l003);
}
