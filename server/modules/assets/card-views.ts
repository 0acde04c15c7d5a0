// Cards as the API answers them (AssetCard), and the list query: a page in card-number order with
// the count and the totals of the whole filtered selection (spec 000 §3: sumAsssets).
import { type ExpressionBuilder, sql } from 'kysely';
import type { Infer } from 'superstruct';
import type { AssetCard } from '../../../src/core/assets/card.ts';
import { depreciationExemption } from '../../../src/core/assets/card.ts';
import { depreciationPlan } from '../../../src/core/assets/depreciation.ts';
import type {
  AcquireMethod,
  AmortisationBasis,
  AssetClass,
  DepreciationMethod,
  FundSource,
  UseStatus,
  ValueType,
} from '../../../src/core/assets/types.ts';
import type { CardPage, CardQuery } from '../../../src/core/contracts/asset-cards.ts';
import { fromCents, sub } from '../../../src/core/money.ts';
import type { Database } from '../../db/schema.ts';
import { type Db, voucherLabelOf } from './db.ts';
import { planInputOf } from './plan-input.ts';

export const DEFAULT_PAGE_SIZE = 20;

function baseQuery(db: Db, ledgerSetId: number) {
  return db
    .selectFrom('asset_card as c')
    .innerJoin('asset_category as g', 'g.id', 'c.category_id')
    .where('c.ledger_set_id', '=', ledgerSetId);
}

function cardSelect(db: Db, ledgerSetId: number) {
  return baseQuery(db, ledgerSetId)
    .leftJoin('department as md', 'md.id', 'c.manage_department_id')
    .leftJoin('department as ud', 'ud.id', 'c.use_department_id')
    .leftJoin('voucher as v', 'v.id', 'c.voucher_id')
    .selectAll('c')
    .select([
      'g.code as category_code',
      'g.name as category_name',
      'g.depreciable as category_depreciable',
      'md.name as manage_name',
      'ud.name as use_name',
      'v.year as v_year',
      'v.month as v_month',
      'v.voucher_type as v_type',
      'v.voucher_no as v_no',
    ])
    .select((eb) =>
      eb
        .selectFrom('asset_provision_line as l')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('l.card_id', '=', 'c.id')
        .as('provision_count'),
    )
    .select(accumulatedOf('c').as('accumulated'));
}

/** A card's accumulated depreciation: its opening amount plus every provision line it has. */
export function accumulatedOf(card: string) {
  return sql<string>`(${sql.ref(`${card}.init_accumulated`)} + coalesce((select sum(l.amount) from asset_provision_line l where l.card_id = ${sql.ref(`${card}.id`)}), 0))::numeric(18,2)`;
}

/** Only class and status asked: the totals the triggers keep (asset_card_total), not a sum of every card. */
function plain(f: CardFilter): boolean {
  return (
    !f.keyword?.trim() &&
    f.categoryId === undefined &&
    f.departmentId === undefined &&
    !f.bookDateFrom &&
    !f.bookDateTo &&
    f.isInit === undefined &&
    f.hasVoucher === undefined
  );
}

async function keptTotals(db: Db, ledgerSetId: number, f: CardFilter) {
  const status = f.status ?? 'active';
  return db
    .selectFrom('asset_card_total')
    .where('ledger_set_id', '=', ledgerSetId)
    .$if(f.assetClass !== undefined, (q) => q.where('asset_class', '=', f.assetClass as AssetClass))
    .$if(status !== 'all', (q) => q.where('disposed', '=', status === 'disposed'))
    .select([
      sql<string>`coalesce(sum(cards), 0)`.as('n'),
      sql<string>`coalesce(sum(quantity), 0)`.as('quantity'),
      sql<string>`coalesce(sum(original), 0)::numeric(18,2)`.as('original'),
      sql<string>`coalesce(sum(accumulated), 0)::numeric(18,2)`.as('accumulated'),
    ])
    .executeTakeFirstOrThrow();
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cardSelect>['execute']>>[number];

const dateText = (v: unknown): string => (v === null || v === undefined ? '' : String(v).slice(0, 10));

export function toCardView(r: CardRow): AssetCard {
  const assetClass = Number(r.asset_class) as AssetClass;
  const exemption = depreciationExemption({
    assetClass,
    valueType: r.value_type as ValueType,
    amortisationBasis: r.amortisation_basis as AmortisationBasis | null,
    categoryDepreciable: r.category_depreciable,
    categoryName: r.category_name,
  });
  const plan =
    r.no_depreciation || r.life_months === null
      ? null
      : depreciationPlan(planInputOf({ ...r, life_months: r.life_months, disposed_month: null }));
  return {
    id: r.id,
    assetClass,
    cardNo: r.card_no,
    assetCode: r.asset_code,
    oldAssetCode: r.old_asset_code,
    name: r.name,
    categoryId: r.category_id,
    categoryCode: r.category_code,
    aetTypeName: r.category_name,
    ownership: r.ownership,
    fundSource: r.fund_source as FundSource,
    fundAmountFiscal: r.fund_amount_fiscal ?? '',
    fundAmountUnion: r.fund_amount_union ?? '',
    spec: r.spec,
    model: r.model,
    brand: r.brand,
    producer: r.producer,
    supplier: r.supplier,
    quantity: r.quantity,
    unit: r.unit,
    purchasingMethod: r.acquire_method as AcquireMethod,
    acquireDate: dateText(r.acquire_date),
    dateOfActivation: dateText(r.in_use_date),
    bookDate: dateText(r.book_date),
    invoiceNo: r.invoice_no,
    contractNo: r.contract_no,
    procurementForm: r.procurement_form,
    valueType: r.value_type as ValueType,
    originalValue: r.original_value,
    initAccumulated: r.init_accumulated,
    depreciationMethod: r.depreciation_method as DepreciationMethod | null,
    estimatedServiceLife: r.life_months,
    usedMonths: r.used_months,
    totalWorkload: r.total_workload,
    manageDepartmentId: r.manage_department_id,
    manageDepartmentName: r.manage_name ?? '',
    useDepartmentId: r.use_department_id,
    useDepartmentName: r.use_name ?? '',
    custodianPersonId: r.custodian_person_id,
    custodian: r.custodian,
    location: r.location,
    useStatus: r.use_status as UseStatus,
    warrantyEnd: dateText(r.warranty_end),
    remark: r.remark,
    houseLocation: r.house_location,
    houseArea: r.house_area ?? '',
    houseStructure: r.house_structure,
    titleCert: r.title_cert,
    completionDate: dateText(r.completion_date),
    vehiclePlate: r.vehicle_plate,
    patentNo: r.patent_no,
    amortisationBasis: r.amortisation_basis as AmortisationBasis | null,
    isInit: r.is_init,
    status: r.status,
    accumulatedDepreciation: r.accumulated,
    netValue: sub(r.original_value, r.accumulated),
    monthlyDepreciation: plan ? fromCents(plan.monthly) : '0.00',
    exemption,
    disposedMonth: r.disposed_month,
    isGenerateCertificate: r.voucher_id !== null,
    voucherId: r.voucher_id,
    voucherLabel:
      r.voucher_id !== null && r.v_year !== null && r.v_month !== null && r.v_type !== null && r.v_no !== null
        ? voucherLabelOf({ year: r.v_year, month: r.v_month, voucher_type: r.v_type, voucher_no: r.v_no })
        : null,
    isReview: r.reviewed_at !== null,
    provisionCount: Number(r.provision_count ?? 0),
    version: r.version,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

export async function cardView(db: Db, ledgerSetId: number, id: string): Promise<AssetCard | null> {
  const row = await cardSelect(db, ledgerSetId).where('c.id', '=', id).executeTakeFirst();
  return row ? toCardView(row) : null;
}

export type CardFilter = Partial<Infer<typeof CardQuery>> & {
  assetClass?: AssetClass;
  needsVoucher?: boolean;
};

function filtered(eb: ExpressionBuilder<Database & { c: Database['asset_card'] }, 'c'>, f: CardFilter) {
  const and = [];
  if (f.assetClass !== undefined) and.push(eb('c.asset_class', '=', f.assetClass));
  const keyword = f.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    and.push(
      eb.or([eb('c.name', 'like', like), eb('c.card_no', 'like', like), eb('c.asset_code', 'like', like)]),
    );
  }
  if (f.categoryId !== undefined) {
    and.push(
      eb.or([
        eb('c.category_id', '=', f.categoryId),
        eb(
          'c.category_id',
          'in',
          eb.selectFrom('asset_category as sub').select('sub.id').where('sub.parent_id', '=', f.categoryId),
        ),
      ]),
    );
  }
  if (f.departmentId !== undefined) and.push(eb('c.use_department_id', '=', f.departmentId));
  const status = f.status ?? 'active';
  if (status === 'active') and.push(eb('c.status', '!=', 'DISPOSED'));
  if (status === 'disposed') and.push(eb('c.status', '=', 'DISPOSED'));
  if (f.bookDateFrom) and.push(eb('c.book_date', '>=', f.bookDateFrom));
  if (f.bookDateTo) and.push(eb('c.book_date', '<=', f.bookDateTo));
  if (f.isInit !== undefined) and.push(eb('c.is_init', '=', f.isInit));
  if (f.hasVoucher !== undefined)
    and.push(f.hasVoucher ? eb('c.voucher_id', 'is not', null) : eb('c.voucher_id', 'is', null));
  return eb.and(and);
}

export async function listCards(db: Db, ledgerSetId: number, filter: CardFilter): Promise<CardPage> {
  const pageSize = filter.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageIndex = filter.pageIndex ?? 1;
  const [rows, totals] = await Promise.all([
    cardSelect(db, ledgerSetId)
      .where((eb) => filtered(eb, filter))
      .orderBy('c.asset_class')
      .orderBy('c.card_no')
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize)
      .execute(),
    plain(filter)
      ? keptTotals(db, ledgerSetId, filter)
      : db
          .selectFrom('asset_card as c')
          .where('c.ledger_set_id', '=', ledgerSetId)
          .where((eb) => filtered(eb, filter))
          .select([
            sql<string>`count(*)`.as('n'),
            sql<string>`coalesce(sum(c.quantity), 0)`.as('quantity'),
            sql<string>`coalesce(sum(c.original_value), 0)::numeric(18,2)`.as('original'),
            sql<string>`coalesce(sum(${accumulatedOf('c')}), 0)::numeric(18,2)`.as('accumulated'),
          ])
          .executeTakeFirstOrThrow(),
  ]);
  return {
    currentPageItems: rows.map(toCardView),
    totalItemCount: Number(totals.n),
    sumAsssets: {
      quantity: Number(totals.quantity),
      originalValue: totals.original,
      accumulatedDepreciation: totals.accumulated,
      netValue: sub(totals.original, totals.accumulated),
    },
  };
}
