// 资产类别, 资产分类设置 and 卡片宽度设置: plain saves with an optimistic version check. What cards
// already depend on is held: a class of a category in use, whether it is depreciated, a width
// below the serials already given.
import type { Infer } from 'superstruct';
import { ASSET_CLASSES, type AssetClass } from '../../../src/core/assets/types.ts';
import type {
  AssetCategoryView,
  AssetClassView,
  CardWidthView,
  CategorySave,
  ClassSave,
} from '../../../src/core/contracts/asset-settings.ts';
import { badRequest, conflict, refused } from '../../lib/errors.ts';
import type { Db, Trx } from './db.ts';

const stale = (what: string) => conflict(`${what}已被他人修改，请刷新后重试`);

async function subjectNames(db: Db, ledgerSetId: number): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('subject')
    .select(['code', 'name'])
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
  return new Map(rows.map((r) => [r.code, r.name]));
}

export async function listClasses(db: Db, ledgerSetId: number): Promise<AssetClassView[]> {
  const [ledger, rows, names, counts] = await Promise.all([
    db
      .selectFrom('ledger_set')
      .select(['kind', 'start_year'])
      .where('id', '=', ledgerSetId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('asset_class_setting')
      .selectAll()
      .where('ledger_set_id', '=', ledgerSetId)
      .orderBy('asset_class')
      .execute(),
    subjectNames(db, ledgerSetId),
    db
      .selectFrom('asset_card')
      .select(['asset_class', (eb) => eb.fn.countAll<string>().as('n')])
      .where('ledger_set_id', '=', ledgerSetId)
      .groupBy('asset_class')
      .execute(),
  ]);
  const count = new Map(counts.map((c) => [Number(c.asset_class), Number(c.n)]));
  const name = (code: string | null) => (code === null ? null : (names.get(code) ?? null));
  return rows.map((r) => ({
    assetClass: Number(r.asset_class) as AssetClass,
    name: r.name,
    prefix: r.prefix,
    assetSubject: r.asset_subject,
    assetSubjectName: name(r.asset_subject),
    contraSubject: r.contra_subject,
    contraSubjectName: name(r.contra_subject),
    fundSubject: r.fund_subject,
    fundSubjectName: name(r.fund_subject),
    cardCount: count.get(Number(r.asset_class)) ?? 0,
    version: r.version,
    ledgerKind: ledger.kind,
    openingDate: `${ledger.start_year}-01-01`,
  }));
}

export async function saveClass(
  trx: Trx,
  ledgerSetId: number,
  input: Infer<typeof ClassSave>,
): Promise<AssetClassView> {
  const names = await subjectNames(trx, ledgerSetId);
  const subject = (code: string | null | undefined, label: string) => {
    if (!code) return null;
    if (!names.has(code)) throw badRequest(`${label} ${code} 不在科目表中`);
    return code;
  };
  if (input.assetClass === 3 && input.contraSubject) throw badRequest('库存物品不计提折旧，不设累计折旧科目');
  const others = await trx
    .selectFrom('asset_class_setting')
    .select(['asset_class', 'prefix', 'name'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('asset_class', '!=', input.assetClass)
    .execute();
  const same = others.find((o) => o.prefix === input.prefix);
  if (same)
    throw badRequest(`卡片编号前缀“${input.prefix || '（空）'}”已被${same.name}使用，各类资产的前缀不能相同`);
  const updated = await trx
    .updateTable('asset_class_setting')
    .set((eb) => ({
      name: input.name,
      prefix: input.prefix,
      asset_subject: subject(input.assetSubject, '资产科目'),
      contra_subject: subject(input.contraSubject, '累计折旧（摊销）科目'),
      fund_subject: subject(input.fundSubject, '资产基金科目'),
      version: eb('version', '+', 1),
    }))
    .where('ledger_set_id', '=', ledgerSetId)
    .where('asset_class', '=', input.assetClass)
    .$if(input.version != null, (q) => q.where('version', '=', input.version as number))
    .returning('asset_class')
    .executeTakeFirst();
  if (!updated) throw stale('资产类别');
  const views = await listClasses(trx, ledgerSetId);
  return views.find((v) => v.assetClass === input.assetClass) as AssetClassView;
}

export async function listCategories(db: Db, ledgerSetId: number): Promise<AssetCategoryView[]> {
  const [rows, names, counts] = await Promise.all([
    db
      .selectFrom('asset_category')
      .selectAll()
      .where('ledger_set_id', '=', ledgerSetId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    subjectNames(db, ledgerSetId),
    db
      .selectFrom('asset_card')
      .select(['category_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('ledger_set_id', '=', ledgerSetId)
      .groupBy('category_id')
      .execute(),
  ]);
  const count = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    edition: r.edition,
    code: r.code,
    name: r.name,
    parentId: r.parent_id,
    assetClass: Number(r.asset_class) as AssetClass,
    subjectCode: r.subject_code,
    subjectName: names.get(r.subject_code) ?? null,
    depreciable: r.depreciable,
    minLifeMonths: r.min_life_months,
    maxLifeMonths: r.max_life_months,
    defaultLifeMonths: r.default_life_months,
    structureLives: r.structure_lives,
    builtin: r.builtin,
    enabled: r.enabled,
    cardCount: count.get(r.id) ?? 0,
    version: r.version,
  }));
}

async function categoryView(db: Db, ledgerSetId: number, id: number): Promise<AssetCategoryView> {
  const view = (await listCategories(db, ledgerSetId)).find((c) => c.id === id);
  if (!view) throw badRequest('资产分类不存在或已被删除');
  return view;
}

export async function saveCategory(
  trx: Trx,
  ledgerSetId: number,
  input: Infer<typeof CategorySave>,
): Promise<AssetCategoryView> {
  const lives = {
    min_life_months: input.minLifeMonths ?? null,
    max_life_months: input.maxLifeMonths ?? null,
    default_life_months: input.defaultLifeMonths ?? null,
  };
  if (lives.min_life_months && lives.max_life_months && lives.min_life_months > lives.max_life_months) {
    throw badRequest('最低使用年限不能大于最高使用年限');
  }
  if (
    lives.default_life_months &&
    lives.min_life_months &&
    lives.default_life_months < lives.min_life_months
  ) {
    throw badRequest('默认使用年限不能低于最低使用年限');
  }
  const subject = await trx
    .selectFrom('subject')
    .select('code')
    .where('ledger_set_id', '=', ledgerSetId)
    .where('code', '=', input.subjectCode)
    .executeTakeFirst();
  if (!subject) throw badRequest(`对应会计科目 ${input.subjectCode} 不在科目表中`);
  if (input.id == null) {
    let edition: '2010' | '2022' | 'custom' = 'custom';
    if (input.parentId != null) {
      const parent = await trx
        .selectFrom('asset_category')
        .select(['edition', 'asset_class', 'name'])
        .where('ledger_set_id', '=', ledgerSetId)
        .where('id', '=', input.parentId)
        .executeTakeFirst();
      if (!parent) throw badRequest('上级分类不存在或已被删除');
      if (Number(parent.asset_class) !== input.assetClass)
        throw badRequest(`下级分类应与上级分类“${parent.name}”属于同一类资产`);
      edition = parent.edition;
    }
    const row = await trx
      .insertInto('asset_category')
      .values({
        ledger_set_id: ledgerSetId,
        edition,
        code: input.code,
        name: input.name,
        parent_id: input.parentId ?? null,
        asset_class: input.assetClass,
        subject_code: input.subjectCode,
        depreciable: input.depreciable,
        ...lives,
        enabled: input.enabled ?? true,
        sort: 100_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return categoryView(trx, ledgerSetId, row.id);
  }
  const current = await trx
    .selectFrom('asset_category')
    .select(['code', 'asset_class', 'depreciable', 'builtin', 'version'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('id', '=', input.id)
    .forUpdate()
    .executeTakeFirst();
  if (!current) throw badRequest('资产分类不存在或已被删除');
  if (input.version != null && current.version !== input.version) throw stale('资产分类');
  if (current.builtin && current.code !== input.code) throw refused('内置分类的代码不能修改');
  const used = await trx
    .selectFrom('asset_card')
    .select('id')
    .where('category_id', '=', input.id)
    .limit(1)
    .executeTakeFirst();
  if (used && Number(current.asset_class) !== input.assetClass)
    throw refused('已有卡片使用该分类，不能改变其资产类别');
  if (used && current.depreciable !== input.depreciable) {
    throw refused('已有卡片使用该分类，不能改变其是否计提折旧（已计提的折旧不能追溯调整）');
  }
  await trx
    .updateTable('asset_category')
    .set((eb) => ({
      code: input.code,
      name: input.name,
      asset_class: input.assetClass,
      subject_code: input.subjectCode,
      depreciable: input.depreciable,
      ...lives,
      enabled: input.enabled ?? true,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', input.id)
    .execute();
  return categoryView(trx, ledgerSetId, input.id);
}

export async function deleteCategory(
  trx: Trx,
  ledgerSetId: number,
  id: number,
  version: number | null | undefined,
) {
  const row = await trx
    .selectFrom('asset_category')
    .select(['name', 'builtin', 'version'])
    .where('ledger_set_id', '=', ledgerSetId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw badRequest('资产分类不存在或已被删除');
  if (version != null && row.version !== version) throw stale('资产分类');
  if (row.builtin) throw refused(`“${row.name}”是国家标准分类，不能删除，可以停用`);
  const child = await trx
    .selectFrom('asset_category')
    .select('id')
    .where('parent_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (child) throw refused(`“${row.name}”下有下级分类，请先删除下级分类`);
  const card = await trx
    .selectFrom('asset_card')
    .select('id')
    .where('category_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (card) throw refused(`已有卡片使用“${row.name}”，不能删除，可以停用`);
  await trx.deleteFrom('asset_category').where('id', '=', id).execute();
  return { id };
}

export async function cardWidth(db: Db, ledgerSetId: number): Promise<CardWidthView> {
  const [setting, classes, counters] = await Promise.all([
    db
      .selectFrom('asset_setting')
      .select(['card_no_width', 'version'])
      .where('ledger_set_id', '=', ledgerSetId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('asset_class_setting')
      .select(['asset_class', 'prefix'])
      .where('ledger_set_id', '=', ledgerSetId)
      .execute(),
    db
      .selectFrom('asset_card_counter')
      .select(['asset_class', 'last_no'])
      .where('ledger_set_id', '=', ledgerSetId)
      .execute(),
  ]);
  const last = new Map(counters.map((c) => [Number(c.asset_class), c.last_no]));
  const usedDigits = Math.max(1, ...counters.map((c) => String(c.last_no).length));
  return {
    cardNoWidth: setting.card_no_width,
    usedDigits,
    examples: ASSET_CLASSES.map((c) => {
      const prefix = classes.find((x) => Number(x.asset_class) === c)?.prefix ?? '';
      return { assetClass: c, next: cardNumber(prefix, (last.get(c) ?? 0) + 1, setting.card_no_width) };
    }),
    version: setting.version,
  };
}

export function cardNumber(prefix: string, serial: number, width: number): string {
  return `${prefix}${String(serial).padStart(width, '0')}`;
}

export async function saveCardWidth(
  trx: Trx,
  ledgerSetId: number,
  width: number,
  version: number | null | undefined,
): Promise<CardWidthView> {
  const current = await cardWidth(trx, ledgerSetId);
  if (version != null && current.version !== version) throw stale('卡片编号宽度设置');
  if (width < current.usedDigits) {
    throw refused(`已使用的卡片编号流水号有 ${current.usedDigits} 位，宽度不能小于 ${current.usedDigits}`);
  }
  await trx
    .updateTable('asset_setting')
    .set((eb) => ({ card_no_width: width, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('ledger_set_id', '=', ledgerSetId)
    .execute();
  return cardWidth(trx, ledgerSetId);
}
