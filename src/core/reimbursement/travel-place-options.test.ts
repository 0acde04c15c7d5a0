import { describe, expect, it } from 'vitest';
import { lodgingLimit } from './travel';
import { travelCities, travelProvinces } from './travel-place-options';
import { seatClassesOf } from './travel-transport';

describe('travel place options', () => {
  it('lists provinces once, the separate cities under their province', () => {
    const provinces = travelProvinces();
    expect(provinces.slice(0, 3)).toEqual(['北京', '天津', '河北']);
    expect(new Set(provinces).size).toBe(provinces.length);
    expect(provinces).not.toContain('大连');
    expect(travelCities('辽宁')).toEqual(['沈阳市', '大连市']);
    expect(travelCities('北京')).toEqual([]);
    expect(travelCities('河北')).toContain('张家口市');
    // 天津's counted 中心城区 are offered by name.
    expect(travelCities('天津')).toContain('和平区');
  });

  it('offers only places the lodging table answers for', () => {
    for (const province of travelProvinces()) {
      for (const city of ['', ...travelCities(province)]) {
        const limit = lodgingLimit({ province, city, grade: '其余人员', date: '2024-06-01' });
        // A province known only by named places has no cap without a city; every named place has one.
        if (city !== '') expect(limit, `${province}${city}`).not.toBeNull();
      }
    }
  });
});

describe('seatClassesOf', () => {
  it('lists the ladders of a mode, lowest first', () => {
    expect(seatClassesOf('飞机')).toEqual(['经济舱', '公务舱', '头等舱']);
    expect(seatClassesOf('火车')).toContain('二等座');
    expect(seatClassesOf('其他')).toEqual([]);
  });
});
