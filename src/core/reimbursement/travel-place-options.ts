// The places the travel form offers: the provinces of the 2016 lodging table (the five separate cities
// under the province they belong to) and, for each, the places its rows name. A city the table does
// not name may still be typed: it takes the province's 其他地区 / 全省 row (travel-places.ts).
import { placesNamed, SEPARATE_CITIES } from './travel-places';
import { LODGING_LIMITS } from './travel-tables';

const provinces: string[] = [];
const cities = new Map<string, string[]>();

for (const row of LODGING_LIMITS) {
  const separate = SEPARATE_CITIES[row.region];
  const province = separate ? separate.province : row.region;
  if (!cities.has(province)) {
    provinces.push(province);
    cities.set(province, []);
  }
  const list = cities.get(province) ?? [];
  for (const place of separate ? [separate.city] : placesNamed(row.scope)) {
    if (!list.includes(place)) list.push(place);
  }
}

/** Provinces and municipalities in the table's order ('北京', '天津', '河北' …). */
export function travelProvinces(): readonly string[] {
  return provinces;
}

/** The places the table names in a province ('石家庄市' …, '大连市' for 辽宁); empty for 全市 / 全省 only. */
export function travelCities(province: string): readonly string[] {
  return cities.get(province.trim()) ?? [];
}
