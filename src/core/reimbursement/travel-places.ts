// Finds the row of the 2016 lodging table that covers a place. A place named in a row takes that row;
// any other place takes its region's 全市 / 全省 row, else its 其他地区 row; a place no row covers is unknown.
import { LODGING_LIMITS, type LodgingLimitRow } from './travel-tables';

/** Where the traveller goes: `province` as the table writes its regions ('河北', or '大连'), `city` as it names places ('张家口市'). */
export interface TravelPlace {
  province: string;
  city?: string;
}

/** The five cities the table lists as regions of their own, with the province they belong to. */
export const SEPARATE_CITIES: Readonly<Record<string, { province: string; city: string }>> = {
  大连: { province: '辽宁', city: '大连市' },
  宁波: { province: '浙江', city: '宁波市' },
  厦门: { province: '福建', city: '厦门市' },
  青岛: { province: '山东', city: '青岛市' },
  深圳: { province: '广东', city: '深圳市' },
};

// The table counts some districts instead of naming them. Inference (not in the CSV): 天津's 6 中心城区
// and 重庆's 9 中心城区 (主城九区) are these; without them 渝中区 would take 重庆's cheaper 其他地区 row.
const COUNTED_GROUPS: ReadonlyMap<string, readonly string[]> = new Map([
  ['6个中心城区', ['和平区', '河东区', '河西区', '南开区', '河北区', '红桥区']],
  [
    '9个中心城区',
    ['渝中区', '大渡口区', '江北区', '沙坪坝区', '九龙坡区', '南岸区', '北碚区', '渝北区', '巴南区'],
  ],
]);

// Places renamed since the table was written, to the name the table uses (蓟县 became 蓟州区 in 2016,
// 哈密地区 became 哈密市 in 2016, 海拉尔市 became 呼伦贝尔市海拉尔区 in 2001).
const FORMER_NAMES: ReadonlyMap<string, string> = new Map([
  ['蓟州区', '蓟县'],
  ['哈密市', '哈密地区'],
  ['海拉尔区', '海拉尔市'],
]);

const WHOLE_REGION = new Set(['全市', '全省']);
const ELSEWHERE = '其他地区';

/** The places a scope or peak-cities text names ('石家庄市、张家口市' -> both; '全市' -> none). */
export function placesNamed(scope: string): string[] {
  if (WHOLE_REGION.has(scope) || scope === ELSEWHERE) return [];
  return scope.split('、').flatMap((name) => COUNTED_GROUPS.get(name) ?? [name]);
}

/** The name the table uses for a place the traveller wrote; a blank city is no city. */
export function tableName(city: string | undefined): string | undefined {
  const trimmed = city?.trim();
  if (!trimmed) return undefined;
  return FORMER_NAMES.get(trimmed) ?? trimmed;
}

function isSeparateCity(region: string): boolean {
  return Object.hasOwn(SEPARATE_CITIES, region);
}

const rowsByRegion = new Map<string, LodgingLimitRow[]>();
for (const row of LODGING_LIMITS) {
  const rows = rowsByRegion.get(row.region) ?? [];
  rows.push(row);
  rowsByRegion.set(row.region, rows);
}

/** The table's region for a province and city: 辽宁 + 大连市 is the region 大连. */
export function regionOf(province: string, city?: string): string {
  const name = province.trim();
  const place = tableName(city);
  const separate = Object.entries(SEPARATE_CITIES).find(
    ([, of]) => of.province === name && of.city === place,
  );
  return separate ? separate[0] : name;
}

/** The rows of a region in table order; empty for a province the table does not know. */
export function regionRows(region: string): readonly LodgingLimitRow[] {
  return rowsByRegion.get(region) ?? [];
}

/**
 * The row covering the place, or null. Without a city only a row covering the whole region answers,
 * since 其他地区 means "not one of the named places", which an absent city does not show.
 */
export function limitRowOf(province: string, city?: string): LodgingLimitRow | null {
  const region = regionOf(province, city);
  const rows = regionRows(region);
  // A separate city's single row ('辽宁省大连市' or 全市) covers all of it.
  const whole = rows.find((row) => WHOLE_REGION.has(row.scope) || isSeparateCity(region)) ?? null;
  const place = tableName(city);
  if (place === undefined) return whole;
  const named = rows.find((row) => placesNamed(row.scope).includes(place));
  return named ?? whole ?? rows.find((row) => row.scope === ELSEWHERE) ?? null;
}
