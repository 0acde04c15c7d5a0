// Card writes: 新增 and 修改 (one call, the client's id decides), 删除 and 调拨/分配. Every rule is
// checked before anything is written; what the books already hold is kept: a card with a voucher
// or a provision keeps the figures those were made from, an opening card is frozen once the
// assets initialisation is confirmed, and a new card cannot be booked into a month already provisioned.
import type { Infer } from 'superstruct';
import { assetAttachmentKinds } from '../../../src/core/assets/attachment-kinds.ts';
import {
  type AssetCard,
  type CardContent,
  cardProblems,
  depreciationExemption,
} from '../../../src/core/assets/card.ts';
import { monthLabel, monthOfDate } from '../../../src/core/assets/months.ts';
import type { Allocate, CardSave } from '../../../src/core/contracts/asset-cards.ts';
import { ErrorCode } from '../../../src/core/contracts/errors.ts';
import { parseMoney } from '../../../src/core/money.ts';
import { AppError, badRequest, conflict, refused } from '../../lib/errors.ts';
import { unbindRecord } from '../attachment/service.ts';
import { cardView } from './card-views.ts';
import type { Trx } from './db.ts';
import { assetsState, initRequired } from './init.ts';
import { lastProvisionMonth } from './provision-state.ts';
import { cardNumber } from './settings.ts';

export type CardSaveInput = Infer<typeof CardSave>;

export interface Who {
  ledgerSetId: number;
  userId: number;
}

const text = (v: string | null | undefined) => (v ?? '').trim();
const money = (v: string | null | undefined) => (text(v) === '' ? '' : parseMoney(text(v)));

/** The contract's input as the rules read it (absent fields blank). */
export function contentOf(input: CardSaveInput): CardContent {
  return {
    assetClass: input.assetClass,
    assetCode: text(input.assetCode),
    oldAssetCode: text(input.oldAssetCode),
    name: text(input.name),
    categoryId: input.categoryId ?? null,
    ownership: input.ownership ?? null,
    fundSource: input.fundSource ?? null,
    fundAmountFiscal: money(input.fundAmountFiscal),
    fundAmountUnion: money(input.fundAmountUnion),
    spec: text(input.spec),
    model: text(input.model),
    brand: text(input.brand),
    producer: text(input.producer),
    supplier: text(input.supplier),
    quantity: input.quantity ?? null,
    unit: text(input.unit),
    purchasingMethod: input.purchasingMethod ?? null,
    acquireDate: text(input.acquireDate),
    dateOfActivation: text(input.dateOfActivation),
    bookDate: text(input.bookDate),
    invoiceNo: text(input.invoiceNo),
    contractNo: text(input.contractNo),
    procurementForm: text(input.procurementForm),
    valueType: input.valueType ?? null,
    originalValue: money(input.originalValue),
    initAccumulated: money(input.initAccumulated),
    depreciationMethod: input.depreciationMethod ?? null,
    estimatedServiceLife: input.estimatedServiceLife ?? null,
    usedMonths: input.usedMonths ?? null,
    totalWorkload: text(input.totalWorkload),
    manageDepartmentId: input.manageDepartmentId ?? null,
    useDepartmentId: input.useDepartmentId ?? null,
    custodianPersonId: input.custodianPersonId ?? null,
    custodian: text(input.custodian),
    location: text(input.location),
    useStatus: input.useStatus ?? null,
    warrantyEnd: text(input.warrantyEnd),
    remark: text(input.remark),
    houseLocation: text(input.houseLocation),
    houseArea: text(input.houseArea),
    houseStructure: text(input.houseStructure),
    titleCert: text(input.titleCert),
    completionDate: text(input.completionDate),
    vehiclePlate: text(input.vehiclePlate),
    patentNo: text(input.patentNo),
    amortisationBasis: input.amortisationBasis ?? null,
  };
}

/** Fields the books were made from: fixed once the card has a voucher or a provision. */
const bookedFields = [
  ['asset_class', 'assetClass', '资产类别'],
  ['original_value', 'originalValue', '原值'],
  ['init_accumulated', 'initAccumulated', '累计折旧'],
  ['used_months', 'usedMonths', '已提月数'],
  ['life_months', 'estimatedServiceLife', '使用年限'],
  ['book_date', 'bookDate', '财务入账日期'],
  ['value_type', 'valueType', '价值类型'],
  ['acquire_method', 'purchasingMethod', '取得方式'],
  ['amortisation_basis', 'amortisationBasis', '摊销年限依据'],
  ['category_id', 'categoryId', '资产分类'],
] as const;

const same = (a: unknown, b: unknown) => String(a ?? '').slice(0, 10) === String(b ?? '').slice(0, 10);

export async function nextCardNo(trx: Trx, ledgerSetId: number, assetClass: number): Promise<string> {
  const setting = await trx
    .selectFrom('asset_class_setting as k')
    .innerJoin('asset_setting as s', 's.ledger_set_id', 'k.ledger_set_id')
    .select(['k.prefix', 's.card_no_width'])
    .where('k.ledger_set_id', '=', ledgerSetId)
    .where('k.asset_class', '=', assetClass as 1 | 2 | 3)
    .executeTakeFirstOrThrow();
  const counter = await trx
    .selectFrom('asset_card_counter')
    .select('last_no')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('asset_class', '=', assetClass as 1 | 2 | 3)
    .forUpdate()
    .executeTakeFirstOrThrow();
  // A prefix changed since may have given this number to another class: skip to a free one.
  for (let n = counter.last_no + 1; ; n += 1) {
    const candidate = cardNumber(setting.prefix, n, setting.card_no_width);
    const taken = await trx
      .selectFrom('asset_card')
      .select('id')
      .where('ledger_set_id', '=', ledgerSetId)
      .where('card_no', '=', candidate)
      .executeTakeFirst();
    if (!taken) {
      await trx
        .updateTable('asset_card_counter')
        .set({ last_no: n })
        .where('ledger_set_id', '=', ledgerSetId)
        .where('asset_class', '=', assetClass as 1 | 2 | 3)
        .execute();
      return candidate;
    }
  }
}

async function checkDepartments(
  trx: Trx,
  ledgerSetId: number,
  ids: readonly number[],
  changed: ReadonlySet<number>,
) {
  const rows = await trx
    .selectFrom('department')
    .select(['id', 'name', 'enabled'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('id', 'in', ids)
    .execute();
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (!row) throw badRequest('所选部门不存在或已被删除');
    if (!row.enabled && changed.has(id)) throw refused(`部门“${row.name}”已停用，不能选择`);
  }
}

async function personName(trx: Trx, ledgerSetId: number, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const row = await trx
    .selectFrom('person')
    .select('name')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw badRequest('所选使用人不存在或已被删除');
  return row.name;
}

export async function saveCard(trx: Trx, who: Who, input: CardSaveInput): Promise<AssetCard> {
  const { ledgerSetId } = who;
  const id = input.id.toLowerCase();
  // Shares the ledger set's row with other card saves; 确认初始化 takes it alone.
  await trx
    .selectFrom('ledger_set')
    .select('id')
    .where('id', '=', ledgerSetId)
    .forShare()
    .executeTakeFirstOrThrow();
  const existing = await trx
    .selectFrom('asset_card')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (existing && existing.ledger_set_id !== ledgerSetId) throw badRequest('卡片ID已被其他账套使用');
  if (!existing && input.version != null) throw refused('卡片不存在或已被他人删除，请刷新后重试');
  if (existing) {
    if (input.version == null) throw badRequest('卡片已存在，修改时需提供版本号（version）');
    if (existing.version !== input.version) throw conflict('卡片已被他人修改，请刷新后重试');
    if (existing.is_init !== input.isInit) throw badRequest('不能在期初卡片与新增卡片之间转换');
    if (existing.status === 'DISPOSED') throw refused('已处置的卡片不能修改');
  }
  const isInit = input.isInit;
  const state = await assetsState(trx, ledgerSetId);
  if (isInit && state.assetsConfirmed) {
    throw refused('资产初始化已确认，期初卡片不能新增或修改；如需修改请先取消确认');
  }
  if (!isInit && !existing) {
    if (!state.openingConfirmed) throw refused('期初余额尚未确认，请先完成期初余额确认');
    if (!state.assetsConfirmed && (await initRequired(trx, ledgerSetId))) {
      throw refused('资产尚未初始化，请先在资产初始化中录入期初卡片并确认');
    }
  }
  const content = contentOf(input);
  const category =
    content.categoryId === null
      ? undefined
      : await trx
          .selectFrom('asset_category')
          .selectAll()
          .where('ledger_set_id', '=', ledgerSetId)
          .where('id', '=', content.categoryId)
          .executeTakeFirst();
  const problems = cardProblems(content, {
    category: category
      ? {
          assetClass: Number(category.asset_class) as 1 | 2 | 3,
          depreciable: category.depreciable,
          minLifeMonths: category.min_life_months,
          maxLifeMonths: category.max_life_months,
          structureLives: category.structure_lives,
          // A card keeps the class it was entered in when the class is switched off later.
          enabled: category.enabled || existing?.category_id === category.id,
          name: category.name,
        }
      : null,
    ledgerKind: state.kind,
    openingDate: `${state.startYear}-01-01`,
    isInit,
  });
  if (problems.length > 0 || !category) {
    throw new AppError(
      ErrorCode.validationList,
      problems[0] ?? '资产分类不能为空',
      problems.map((message) => ({ message })),
    );
  }
  const departments = [content.manageDepartmentId, content.useDepartmentId] as number[];
  const changedDepartments = new Set(
    departments.filter((d) => d !== existing?.manage_department_id && d !== existing?.use_department_id),
  );
  await checkDepartments(trx, ledgerSetId, departments, changedDepartments);
  const custodian = (await personName(trx, ledgerSetId, content.custodianPersonId)) ?? content.custodian;

  const bookMonth = monthOfDate(content.bookDate);
  const provisionCount = existing
    ? Number(
        (
          await trx
            .selectFrom('asset_provision_line')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('card_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      )
    : 0;
  if (existing && (existing.voucher_id !== null || provisionCount > 0)) {
    const incoming: Record<string, unknown> = { ...content, categoryId: category.id };
    for (const [column, field, label] of bookedFields) {
      const before = existing[column];
      const after = incoming[field];
      const differs =
        column === 'original_value' || column === 'init_accumulated'
          ? parseMoney(String(before)) !== parseMoney(String(after || '0'))
          : !same(before, after);
      if (differs) {
        throw refused(
          `卡片已${existing.voucher_id !== null ? '生成凭证' : '计提折旧'}，不能修改${label}（请通过资产变动处理）`,
        );
      }
    }
  }
  if (!isInit && content.assetClass !== 3 && (!existing || !same(existing.book_date, content.bookDate))) {
    const last = await lastProvisionMonth(trx, ledgerSetId, content.assetClass);
    if (last !== null && bookMonth <= last) {
      throw refused(
        `${monthLabel(last)}及以前的${content.assetClass === 2 ? '摊销' : '折旧'}已计提，财务入账日期应在此之后`,
      );
    }
  }

  const exemption = depreciationExemption({
    assetClass: content.assetClass,
    valueType: content.valueType,
    amortisationBasis: content.amortisationBasis,
    categoryDepreciable: category.depreciable,
  });
  const cardNo = existing?.card_no ?? (await nextCardNo(trx, ledgerSetId, content.assetClass));
  const charged = exemption === null && content.assetClass !== 3;
  const initAccumulated = isInit && charged ? content.initAccumulated || '0.00' : '0.00';
  const values = {
    asset_class: content.assetClass,
    asset_code: content.assetCode || cardNo,
    old_asset_code: content.oldAssetCode,
    name: content.name,
    category_id: category.id,
    ownership: content.ownership,
    fund_source: content.fundSource as 'FISCAL' | 'UNION_FUND' | 'MIXED',
    fund_amount_fiscal: content.fundSource === 'MIXED' ? content.fundAmountFiscal : null,
    fund_amount_union: content.fundSource === 'MIXED' ? content.fundAmountUnion : null,
    spec: content.spec,
    model: content.model,
    brand: content.brand,
    producer: content.producer,
    supplier: content.supplier,
    quantity: content.quantity as number,
    unit: content.unit,
    acquire_method: content.purchasingMethod as string,
    acquire_date: content.acquireDate,
    in_use_date: content.dateOfActivation || null,
    book_date: content.bookDate,
    invoice_no: content.invoiceNo,
    contract_no: content.contractNo,
    procurement_form: content.procurementForm,
    value_type: content.valueType as string,
    original_value: content.originalValue,
    init_accumulated: initAccumulated,
    depreciation_method: charged ? content.depreciationMethod : null,
    life_months: charged ? content.estimatedServiceLife : (content.estimatedServiceLife ?? null),
    used_months: isInit && charged ? (content.usedMonths ?? 0) : 0,
    no_depreciation: !charged,
    first_month: isInit ? `${state.startYear}-01` : bookMonth,
    total_workload: content.totalWorkload,
    manage_department_id: content.manageDepartmentId as number,
    use_department_id: content.useDepartmentId as number,
    custodian_person_id: content.custodianPersonId,
    custodian,
    location: content.location,
    use_status: content.useStatus as string,
    warranty_end: content.warrantyEnd || null,
    remark: content.remark,
    house_location: content.houseLocation,
    house_area: content.houseArea || null,
    house_structure: content.houseStructure,
    title_cert: content.titleCert,
    completion_date: content.completionDate || null,
    vehicle_plate: content.vehiclePlate,
    patent_no: content.patentNo,
    amortisation_basis: content.assetClass === 2 ? content.amortisationBasis : null,
    updated_by: who.userId,
    updated_at: new Date(),
  };
  if (existing) {
    await trx
      .updateTable('asset_card')
      .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
    const moved =
      existing.use_department_id !== values.use_department_id ||
      existing.custodian !== values.custodian ||
      existing.location !== values.location;
    if (moved) {
      await trx
        .insertInto('asset_allocation')
        .values({
          ledger_set_id: ledgerSetId,
          card_id: id,
          kind: '分配',
          allocated_on: new Date().toISOString().slice(0, 10),
          from_department_id: existing.use_department_id,
          to_department_id: values.use_department_id,
          from_person_id: existing.custodian_person_id,
          to_person_id: values.custodian_person_id,
          from_custodian: existing.custodian,
          to_custodian: values.custodian,
          from_location: existing.location,
          to_location: values.location,
          reason: '修改卡片',
          created_by: who.userId,
        })
        .execute();
    }
  } else {
    await trx
      .insertInto('asset_card')
      .values({
        ...values,
        id,
        ledger_set_id: ledgerSetId,
        card_no: cardNo,
        is_init: isInit,
        created_by: who.userId,
      })
      .execute();
  }
  return (await cardView(trx, ledgerSetId, id)) as AssetCard;
}

async function lockCard(trx: Trx, ledgerSetId: number, id: string, version: number | null | undefined) {
  const row = await trx
    .selectFrom('asset_card')
    .selectAll()
    .where('id', '=', id.toLowerCase())
    .where('ledger_set_id', '=', ledgerSetId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw refused('卡片不存在或已被他人删除，请刷新后重试');
  if (version != null && row.version !== version) throw conflict('卡片已被他人修改，请刷新后重试');
  return row;
}

export async function deleteCard(
  trx: Trx,
  ledgerSetId: number,
  id: string,
  version: number | null | undefined,
) {
  const row = await lockCard(trx, ledgerSetId, id, version);
  if (row.voucher_id !== null) throw refused('卡片已生成凭证，不能删除；请先删除其凭证');
  const charged = await trx
    .selectFrom('asset_provision_line')
    .select('card_id')
    .where('card_id', '=', row.id)
    .limit(1)
    .executeTakeFirst();
  if (charged) throw refused('卡片已计提折旧（摊销），不能删除');
  if (row.is_init) {
    const state = await assetsState(trx, ledgerSetId);
    if (state.assetsConfirmed) throw refused('资产初始化已确认，期初卡片不能删除；如需删除请先取消确认');
  }
  if (row.status === 'DISPOSED') throw refused('已处置的卡片不能删除');
  // A stocktake's line names the card (its book figures are the stocktake's record).
  const checked = await trx
    .selectFrom('asset_check_line as l')
    .innerJoin('asset_check as k', 'k.id', 'l.check_id')
    .select('k.check_no')
    .where('l.card_id', '=', row.id)
    .limit(1)
    .executeTakeFirst();
  if (checked) throw refused(`卡片已列入盘点单 ${checked.check_no}，不能删除`);
  await trx.deleteFrom('asset_card').where('id', '=', row.id).execute();
  await unbindRecord(trx, { ledgerSetId, attachmentsType: assetAttachmentKinds.card, dataId: row.id });
  return { id: row.id };
}

export async function allocateCard(trx: Trx, who: Who, input: Infer<typeof Allocate>): Promise<AssetCard> {
  const { ledgerSetId } = who;
  const row = await lockCard(trx, ledgerSetId, input.id, input.version);
  if (row.status === 'DISPOSED') throw refused('已处置的卡片不能调拨');
  if (input.allocatedOn < String(row.book_date).slice(0, 10))
    throw badRequest('调拨日期不能早于卡片的财务入账日期');
  await checkDepartments(trx, ledgerSetId, [input.toDepartmentId], new Set([input.toDepartmentId]));
  const toPerson = input.toPersonId ?? null;
  const toCustodian = (await personName(trx, ledgerSetId, toPerson)) ?? text(input.toCustodian);
  const toLocation = input.toLocation == null ? row.location : text(input.toLocation);
  if (
    row.use_department_id === input.toDepartmentId &&
    row.custodian === toCustodian &&
    row.location === toLocation
  ) {
    throw badRequest('调入部门、使用人和存放地点都没有变化');
  }
  await trx
    .insertInto('asset_allocation')
    .values({
      ledger_set_id: ledgerSetId,
      card_id: row.id,
      kind: input.kind,
      allocated_on: input.allocatedOn,
      from_department_id: row.use_department_id,
      to_department_id: input.toDepartmentId,
      from_person_id: row.custodian_person_id,
      to_person_id: toPerson,
      from_custodian: row.custodian,
      to_custodian: toCustodian,
      from_location: row.location,
      to_location: toLocation,
      reason: text(input.reason),
      created_by: who.userId,
    })
    .execute();
  await trx
    .updateTable('asset_card')
    .set((eb) => ({
      use_department_id: input.toDepartmentId,
      custodian_person_id: toPerson,
      custodian: toCustodian,
      location: toLocation,
      updated_by: who.userId,
      updated_at: new Date(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', row.id)
    .execute();
  return (await cardView(trx, ledgerSetId, row.id)) as AssetCard;
}
