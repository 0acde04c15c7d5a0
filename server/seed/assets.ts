// The demo ledger sets' assets. 001 and 002 are ready for daily work, so their opening cards are
// entered and confirmed: they add up exactly to the opening balances of demo-books.ts (001: 162
// 2,400,000.00 / 163 860,000.00, 171 120,000.00 / 172 48,000.00, 141 38,000.00; 002: 162 180,000.00
// / 163 36,000.00, 141 12,000.00). 001 also has two cards bought this year, waiting for their
// voucher, so the card screens and the voucher dialog show something. No voucher is made: the
// seeded books stay as they were. 003 keeps its earlier states (its opening is not confirmed).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { seedAssetSettings } from '../modules/assets/seed.ts';
import { cardNumber } from '../modules/assets/settings.ts';

type Db = Kysely<Database>;

interface DemoCard {
  cls: 1 | 2 | 3;
  name: string;
  category: string;
  original: string;
  accumulated?: string;
  life?: number;
  used?: number;
  unit: string;
  quantity?: number;
  dept: string;
  custodian?: string;
  location?: string;
  spec?: string;
  acquired: string;
  /** A card bought after the opening (book date this year), else an opening card. */
  fresh?: boolean;
  structure?: string;
  basis?: 'ESTIMATED' | 'CONTRACT';
}

const county: DemoCard[] = [
  {
    cls: 1,
    name: '办公楼',
    category: '1020000',
    original: '1800000.00',
    accumulated: '540000.00',
    life: 600,
    used: 180,
    unit: '栋',
    dept: '01',
    location: '示范市人民路 12 号',
    acquired: '2007-01-10',
    structure: '钢筋混凝土结构',
  },
  {
    cls: 1,
    name: '公务用车',
    category: '2030000',
    original: '260000.00',
    accumulated: '162500.00',
    life: 96,
    used: 60,
    unit: '辆',
    dept: '01',
    custodian: '孙主管',
    spec: '7 座商务车',
    acquired: '2016-12-20',
  },
  {
    cls: 1,
    name: '服务器',
    category: '2010000',
    original: '120000.00',
    accumulated: '60000.00',
    life: 72,
    used: 36,
    unit: '台',
    dept: '02',
    custodian: '张制单',
    location: '机房',
    acquired: '2018-12-05',
  },
  {
    cls: 1,
    name: '会议室视频系统',
    category: '2320000',
    original: '90000.00',
    accumulated: '36000.00',
    life: 60,
    used: 24,
    unit: '套',
    dept: '01',
    location: '三楼会议室',
    acquired: '2019-12-18',
  },
  {
    cls: 1,
    name: '办公家具',
    category: '6010000',
    original: '80000.00',
    accumulated: '48000.00',
    life: 180,
    used: 108,
    unit: '批',
    quantity: 1,
    dept: '01',
    acquired: '2012-12-01',
  },
  {
    cls: 1,
    name: '职工书屋图书',
    category: '5010000',
    original: '30000.00',
    unit: '册',
    quantity: 1500,
    dept: '05',
    location: '职工书屋',
    acquired: '2020-06-01',
  },
  {
    cls: 1,
    name: '台式计算机',
    category: '2010000',
    original: '20000.00',
    accumulated: '13500.00',
    life: 72,
    used: 49,
    unit: '台',
    quantity: 5,
    dept: '03',
    acquired: '2017-11-20',
  },
  {
    cls: 2,
    name: '财务软件',
    category: 'A08',
    original: '80000.00',
    accumulated: '32000.00',
    life: 120,
    used: 48,
    unit: '套',
    dept: '02',
    acquired: '2017-12-25',
    basis: 'CONTRACT',
  },
  {
    cls: 2,
    name: '工会会员管理系统',
    category: 'A08',
    original: '40000.00',
    accumulated: '16000.00',
    life: 60,
    used: 24,
    unit: '套',
    dept: '03',
    acquired: '2019-12-30',
    basis: 'ESTIMATED',
  },
  {
    cls: 3,
    name: '慰问品（大米、食用油）',
    category: 'A07',
    original: '23000.00',
    unit: '批',
    dept: '04',
    location: '仓库',
    acquired: '2021-12-20',
  },
  {
    cls: 3,
    name: '办公用品',
    category: 'A07',
    original: '15000.00',
    unit: '批',
    dept: '01',
    location: '仓库',
    acquired: '2021-11-15',
  },
  {
    cls: 1,
    name: '笔记本电脑',
    category: '2010000',
    original: '7000.00',
    life: 72,
    unit: '台',
    dept: '02',
    custodian: '张制单',
    spec: '14 英寸',
    acquired: 'THIS_YEAR-01-12',
    fresh: true,
  },
  {
    cls: 1,
    name: '多功能一体机',
    category: '2020000',
    original: '12600.00',
    life: 72,
    unit: '台',
    dept: '01',
    location: '办公室',
    acquired: 'THIS_YEAR-01-20',
    fresh: true,
  },
];

const grassroots: DemoCard[] = [
  {
    cls: 1,
    name: '职工活动室健身器材',
    category: '2100000',
    original: '100000.00',
    accumulated: '20000.00',
    life: 120,
    used: 24,
    unit: '套',
    dept: '03',
    location: '职工活动室',
    acquired: '2019-12-10',
  },
  {
    cls: 1,
    name: '多功能会议音响',
    category: '2320000',
    original: '80000.00',
    accumulated: '16000.00',
    life: 60,
    used: 12,
    unit: '套',
    dept: '01',
    location: '报告厅',
    acquired: '2020-12-15',
  },
  {
    cls: 3,
    name: '职工活动物资',
    category: 'A07',
    original: '12000.00',
    unit: '批',
    dept: '01',
    location: '工会办公室',
    acquired: '2021-12-01',
  },
];

export async function seedDemoAssets(
  db: Db,
  ledgers: ReadonlyMap<string, { id: number; kind: 'grassroots' | 'county' }>,
  createdBy: number,
): Promise<void> {
  for (const ledger of ledgers.values()) await seedAssetSettings(db, ledger.id);
  const year = new Date().getFullYear();
  for (const [code, cards] of [
    ['001', county],
    ['002', grassroots],
  ] as const) {
    const ledger = ledgers.get(code);
    if (!ledger) continue;
    const [categories, departments, classes] = await Promise.all([
      db.selectFrom('asset_category').select(['id', 'code']).where('ledger_set_id', '=', ledger.id).execute(),
      db.selectFrom('department').select(['id', 'code']).where('ledger_set_id', '=', ledger.id).execute(),
      db
        .selectFrom('asset_class_setting')
        .select(['asset_class', 'prefix'])
        .where('ledger_set_id', '=', ledger.id)
        .execute(),
    ]);
    const categoryId = new Map(categories.map((c) => [c.code, c.id]));
    const deptId = new Map(departments.map((d) => [d.code, d.id]));
    const serials = new Map<number, number>();
    for (const card of cards) {
      const serial = (serials.get(card.cls) ?? 0) + 1;
      serials.set(card.cls, serial);
      const prefix = classes.find((c) => Number(c.asset_class) === card.cls)?.prefix ?? '';
      const cardNo = cardNumber(prefix, serial, 6);
      const acquired = card.acquired.replace('THIS_YEAR', String(year));
      const charged = card.cls !== 3 && card.life !== undefined;
      const dept = deptId.get(card.dept) as number;
      await db
        .insertInto('asset_card')
        .values({
          id: randomUUID(),
          ledger_set_id: ledger.id,
          asset_class: card.cls,
          card_no: cardNo,
          asset_code: cardNo,
          name: card.name,
          category_id: categoryId.get(card.category) as number,
          ownership: ledger.kind === 'county' ? 'UNION' : null,
          fund_source: 'UNION_FUND',
          spec: card.spec ?? '',
          quantity: card.quantity ?? 1,
          unit: card.unit,
          acquire_method: card.fresh ? 'PURCHASE' : 'OPENING',
          acquire_date: acquired,
          in_use_date: card.cls === 3 ? null : acquired,
          book_date: acquired,
          value_type: 'ACTUAL_COST',
          original_value: card.original,
          init_accumulated: card.accumulated ?? '0.00',
          depreciation_method: charged ? 'STRAIGHT_LINE' : null,
          life_months: card.life ?? null,
          used_months: card.used ?? 0,
          no_depreciation: !charged,
          first_month: card.fresh ? acquired.slice(0, 7) : '2022-01',
          manage_department_id: dept,
          use_department_id: dept,
          custodian: card.custodian ?? '',
          location: card.location ?? '',
          use_status: 'IN_USE',
          is_init: !card.fresh,
          house_location: card.structure ? (card.location ?? '') : '',
          house_area: card.structure ? '3200.00' : null,
          house_structure: card.structure ?? '',
          amortisation_basis: card.cls === 2 ? (card.basis ?? 'ESTIMATED') : null,
          created_by: createdBy,
          updated_by: createdBy,
          updated_at: new Date(),
        })
        .execute();
    }
    for (const [cls, last] of serials) {
      await db
        .updateTable('asset_card_counter')
        .set({ last_no: last })
        .where('ledger_set_id', '=', ledger.id)
        .where('asset_class', '=', cls as 1 | 2 | 3)
        .execute();
    }
    await db
      .updateTable('ledger_set')
      .set({ assets_ready_at: new Date() })
      .where('id', '=', ledger.id)
      .execute();
  }
}
