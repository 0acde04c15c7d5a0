import { describe, expect, it } from 'vitest';
import {
  type Grade,
  lodgingCheck,
  lodgingLimit,
  nightlyLimits,
  SEPARATE_CITIES,
  settle,
  TravelRuleError,
  transportCheck,
  travelAllowances,
} from './travel';
import { inSeason, parseSeason } from './travel-peak';
import { limitRowOf, placesNamed, regionRows } from './travel-places';
import { LODGING_LIMITS, LODGING_PEAKS, TRANSPORT_CLASSES } from './travel-tables';

const cap = (province: string, city: string | undefined, date: string, grade: Grade = '其余人员') =>
  lodgingLimit({ province, city, grade, date });

/** Runs `act` and returns the TravelRuleError it throws (failing the test when it throws nothing else). */
function refusal(act: () => unknown): TravelRuleError {
  try {
    act();
  } catch (error) {
    if (error instanceof TravelRuleError) return error;
    throw error;
  }
  throw new Error('expected a TravelRuleError');
}

describe('the generated tables', () => {
  it('hold every CSV row, in the CSV order', () => {
    expect(LODGING_LIMITS).toHaveLength(81);
    expect(LODGING_PEAKS).toHaveLength(24);
    expect(TRANSPORT_CLASSES.map((row) => row.grade)).toEqual([
      '部级及相当职务人员',
      '司局级及相当职务人员',
      '其余人员',
    ]);
    expect(LODGING_LIMITS[0]).toMatchObject({
      id: '01-1',
      region: '北京',
      scope: '全市',
      tiers: [1100, 650, 500],
    });
    expect(LODGING_LIMITS.at(-1)).toMatchObject({ id: '36-6', region: '新疆', scope: '塔城地区' });
  });

  it('link every peak row to a limit row flagged as having a peak season, and back', () => {
    for (const peak of LODGING_PEAKS) {
      const row = LODGING_LIMITS.find((limit) => limit.id === peak.id);
      expect(row, peak.id).toMatchObject({ region: peak.region, peak: true });
      // A named peak city must reach this row: named by it, or unnamed in the region when it is 其他地区.
      for (const place of placesNamed(peak.cities)) {
        expect(limitRowOf(peak.region, place)?.id, `${peak.id} ${place}`).toBe(peak.id);
      }
    }
    for (const row of LODGING_LIMITS.filter((limit) => limit.peak)) {
      expect(
        LODGING_PEAKS.some((peak) => peak.id === row.id),
        row.id,
      ).toBe(true);
    }
  });

  it('find every place a row names at that row', () => {
    for (const row of LODGING_LIMITS) {
      for (const place of placesNamed(row.scope)) {
        expect(limitRowOf(row.region, place)?.id, `${row.region} ${place}`).toBe(row.id);
      }
    }
  });

  it('give all rows of a region the same daily rates, 120 for meals only in 西藏, 青海, 新疆', () => {
    for (const row of LODGING_LIMITS) {
      const first = regionRows(row.region)[0];
      expect([row.meal, row.cityTransport], row.id).toEqual([first?.meal, first?.cityTransport]);
      expect(row.meal, row.id).toBe(['西藏', '青海', '新疆'].includes(row.region) ? 120 : 100);
      expect(row.cityTransport, row.id).toBe(80);
    }
  });
});

describe('peak seasons', () => {
  it('reads the table’s month texts, including 上旬 and windows across the new year', () => {
    expect(parseSeason('7-9月、11-3月')).toEqual([
      { from: '07-01', to: '09-31' },
      { from: '11-01', to: '03-31' },
    ]);
    expect(parseSeason('4-5月上旬')).toEqual([{ from: '04-01', to: '05-10' }]);
    expect(() => parseSeason('春节期间')).toThrow('旺季期间无法识别');
    expect(() => parseSeason('13-2月')).toThrow('月份不正确');
  });

  it('tests a day against a wrapping window', () => {
    const winter = parseSeason('11-3月');
    expect(['2024-11-01', '2024-12-31', '2025-01-01', '2025-03-31'].map((d) => inSeason(winter, d))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['2024-10-31', '2025-04-01', '2025-07-15'].map((d) => inSeason(winter, d))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('lodgingLimit', () => {
  it('reads a whole-city row for any place of it, with or without a city', () => {
    expect(cap('北京', undefined, '2024-05-01', '部级')).toBe('1100.00');
    expect(cap('北京', '朝阳区', '2024-05-01', '司局级')).toBe('650.00');
    expect(cap('上海', '上海市', '2024-05-01')).toBe('500.00');
    expect(cap('安徽', '合肥市', '2024-05-01')).toBe('350.00');
    expect(cap('江西', undefined, '2024-05-01', '司局级')).toBe('470.00');
  });

  it('takes a named city’s own row, and 其他地区 for a city the table does not name', () => {
    expect(cap('河北', '石家庄市', '2024-05-01')).toBe('350.00');
    expect(cap('河北', '邯郸市', '2024-05-01')).toBe('310.00');
    expect(cap('河北', '邯郸市', '2024-05-01', '司局级')).toBe('450.00');
    expect(cap('四川', '成都市', '2024-05-01')).toBe('370.00');
    expect(cap('四川', '宜宾市', '2024-05-01')).toBe('300.00');
    expect(cap('四川', '泸州市', '2024-05-01')).toBe('300.00');
    expect(cap('陕西', '韩城市', '2024-05-01', '司局级')).toBe('300.00');
    expect(cap('新疆', '克州', '2024-05-01')).toBe('320.00');
  });

  it('says null for a place no row covers', () => {
    expect(cap('火星', '奥林匹斯山', '2024-05-01')).toBeNull();
    expect(cap('香港', undefined, '2024-05-01')).toBeNull();
    // 河北 has no 全省 row and an absent city shows no 其他地区; 新疆 has no 其他地区 row.
    expect(cap('河北', undefined, '2024-05-01')).toBeNull();
    expect(cap('河北', '  ', '2024-05-01')).toBeNull();
    expect(cap('新疆', '阿拉尔市', '2024-05-01')).toBeNull();
    expect(cap('天津', '天津市', '2024-05-01')).toBeNull();
  });

  it('knows the districts the table only counts, and places renamed since', () => {
    expect(cap('天津', '和平区', '2024-05-01')).toBe('380.00');
    expect(cap('天津', '宁河区', '2024-05-01')).toBe('320.00');
    expect(cap('天津', '蓟州区', '2024-05-01')).toBe('380.00');
    expect(cap('重庆', '渝中区', '2024-05-01')).toBe('370.00');
    expect(cap('重庆', '万州区', '2024-05-01')).toBe('300.00');
  });

  it('finds the five separate cities by their province and city, or as a region of their own', () => {
    const expected = { 大连: '350.00', 宁波: '350.00', 厦门: '400.00', 青岛: '380.00', 深圳: '450.00' };
    for (const [region, { province, city }] of Object.entries(SEPARATE_CITIES)) {
      const own = expected[region as keyof typeof expected];
      expect(cap(province, city, '2024-05-01'), region).toBe(own);
      expect(cap(region, undefined, '2024-05-01'), region).toBe(own);
      expect(cap(region, city, '2024-05-01'), region).toBe(own);
    }
    // Their provinces' 其他地区 rows differ, so the lookup did not fall back.
    expect(cap('浙江', '绍兴市', '2024-05-01')).toBe('340.00');
    expect(cap('福建', '漳州市', '2024-05-01')).toBe('350.00');
    expect(cap('山东', '临沂市', '2024-05-01')).toBe('360.00');
    expect(cap('广东', '汕头市', '2024-05-01')).toBe('420.00');
    expect(cap('辽宁', '鞍山市', '2024-05-01')).toBe('330.00');
  });

  it('applies the peak rate inside its months only', () => {
    expect(cap('河北', '张家口市', '2024-06-30')).toBe('350.00');
    expect(cap('河北', '张家口市', '2024-07-01')).toBe('525.00');
    expect(cap('河北', '张家口市', '2024-09-30', '司局级')).toBe('675.00');
    expect(cap('河北', '张家口市', '2024-10-31')).toBe('350.00');
    expect(cap('河北', '秦皇岛市', '2024-08-31')).toBe('500.00');
    expect(cap('河北', '秦皇岛市', '2024-09-01')).toBe('350.00');
    expect(cap('河北', '承德市', '2024-08-01', '司局级')).toBe('580.00');
    // Same row as 张家口, no peak of its own.
    expect(cap('河北', '石家庄市', '2024-08-01')).toBe('350.00');
    expect(cap('吉林', '吉林市', '2024-08-01')).toBe('420.00');
    expect(cap('吉林', '长春市', '2024-08-01')).toBe('350.00');
    expect(cap('青海', '玉树州', '2024-06-01')).toBe('450.00');
    expect(cap('青海', '果洛州', '2024-06-01')).toBe('300.00');
  });

  it('wraps peak windows over the new year (张家口 11-3月, 三亚 10-4月, 海口 11-2月)', () => {
    expect(cap('河北', '张家口市', '2024-11-01')).toBe('525.00');
    expect(cap('河北', '张家口市', '2025-01-15')).toBe('525.00');
    expect(cap('河北', '张家口市', '2025-03-31')).toBe('525.00');
    expect(cap('河北', '张家口市', '2025-04-01')).toBe('350.00');
    expect(cap('海南', '三亚市', '2024-10-01', '部级')).toBe('1200.00');
    expect(cap('海南', '三亚市', '2024-04-30')).toBe('480.00');
    expect(cap('海南', '三亚市', '2024-05-01')).toBe('400.00');
    expect(cap('海南', '海口市', '2024-02-29')).toBe('450.00');
    expect(cap('海南', '海口市', '2024-03-01')).toBe('350.00');
    expect(cap('海南', '琼海市', '2024-03-15')).toBe('450.00');
  });

  it('applies a 其他地区 row’s peaks to the places they name, or to the whole row', () => {
    expect(cap('内蒙古', '满洲里市', '2024-08-01')).toBe('480.00');
    expect(cap('内蒙古', '海拉尔区', '2024-08-01')).toBe('480.00');
    expect(cap('内蒙古', '包头市', '2024-08-01')).toBe('320.00');
    expect(cap('内蒙古', '额济纳旗', '2024-10-15')).toBe('480.00');
    expect(cap('内蒙古', '额济纳旗', '2024-08-15')).toBe('320.00');
    expect(cap('河南', '洛阳市', '2024-05-10')).toBe('500.00');
    expect(cap('河南', '洛阳市', '2024-05-11')).toBe('330.00');
    expect(cap('广西', '桂林市', '2024-02-15')).toBe('430.00');
    expect(cap('广西', '桂林市', '2024-03-01')).toBe('330.00');
    expect(cap('黑龙江', '牡丹江市', '2024-06-01')).toBe('360.00');
    expect(cap('黑龙江', '齐齐哈尔市', '2024-07-01')).toBe('300.00');
    expect(cap('西藏', '日喀则市', '2024-07-01')).toBe('350.00');
    expect(cap('西藏', '日喀则市', '2024-05-31')).toBe('300.00');
    expect(cap('大连', undefined, '2024-08-01')).toBe('420.00');
    expect(cap('山东', '青岛市', '2024-08-01')).toBe('450.00');
  });

  it('refuses an unknown grade and a date that is not YYYY-MM-DD', () => {
    expect(refusal(() => cap('北京', undefined, '2024-05-01', '处级' as Grade)).message).toBe(
      '职级不正确：处级，应为部级、司局级、其余人员之一',
    );
    expect(refusal(() => cap('北京', undefined, '2023-02-29')).message).toContain(
      '住宿日期不正确：2023-02-29',
    );
    expect(refusal(() => cap('北京', undefined, '2024-5-1')).code).toBe('invalid-input');
  });

  it('gives each night of a stay its own cap across a peak season’s edge', () => {
    const query = { province: '河北', city: '张家口市', grade: '其余人员' as const };
    expect(nightlyLimits({ ...query, checkIn: '2024-06-29', nights: 3 })).toEqual([
      '350.00',
      '350.00',
      '525.00',
    ]);
    expect(nightlyLimits({ ...query, province: '火星', checkIn: '2024-06-29', nights: 1 })).toBeNull();
    expect(nightlyLimits({ ...query, checkIn: '2024-06-29', nights: 0 })).toEqual([]);
  });
});

describe('lodgingCheck', () => {
  it('reimburses up to nights × cap and leaves the rest 超标自理', () => {
    expect(lodgingCheck({ nights: 3, invoicedAmount: '1200', limit: '350.00' })).toEqual({
      cap: '1050.00',
      reimbursable: '1050.00',
      selfPaid: '150.00',
    });
    expect(lodgingCheck({ nights: 3, invoicedAmount: '900.5', limit: '350.00' })).toEqual({
      cap: '1050.00',
      reimbursable: '900.50',
      selfPaid: '0.00',
    });
    expect(
      lodgingCheck({ nights: 3, invoicedAmount: '1500', limit: ['350.00', '350.00', '525.00'] }),
    ).toEqual({
      cap: '1225.00',
      reimbursable: '1225.00',
      selfPaid: '275.00',
    });
    expect(lodgingCheck({ nights: 0, invoicedAmount: '0', limit: '350.00' }).reimbursable).toBe('0.00');
  });

  it('refuses the claim when lodging occurred without an invoice, in the rule’s words', () => {
    const error = refusal(() => lodgingCheck({ nights: 2, invoicedAmount: '0.00', limit: '350.00' }));
    expect(error.code).toBe('no-lodging-invoice');
    expect(error.message).toBe(
      '发生住宿2晚但没有住宿费发票：实际发生住宿而无住宿费发票的，不得报销住宿费以及城市间交通费、伙食补助费和市内交通费（财行〔2013〕531号 第二十五条）',
    );
  });

  it('refuses inputs that do not fit together', () => {
    expect(refusal(() => lodgingCheck({ nights: 0, invoicedAmount: '100', limit: '350' })).message).toContain(
      '住宿天数为0',
    );
    expect(refusal(() => lodgingCheck({ nights: 2, invoicedAmount: '700', limit: ['350'] })).message).toBe(
      '住宿费限额有1晚，住宿天数为2晚，两者应相同',
    );
    expect(
      refusal(() => lodgingCheck({ nights: 1.5, invoicedAmount: '700', limit: '350' })).message,
    ).toContain('住宿天数应为不小于0的整数');
    expect(refusal(() => lodgingCheck({ nights: 1, invoicedAmount: '-5', limit: '350' })).message).toBe(
      '住宿费发票金额不能为负数：-5',
    );
    expect(refusal(() => lodgingCheck({ nights: 1, invoicedAmount: '5', limit: 'abc' })).message).toBe(
      '住宿费限额格式不正确：abc',
    );
  });
});

describe('travelAllowances', () => {
  const trip = { province: '北京', city: '海淀区', departure: '2024-03-01', return: '2024-03-03' };

  it('pays 100 a day for meals and 80 for city transport over calendar days, both ends included', () => {
    expect(travelAllowances({ ...trip, return: '2024-03-01' })).toEqual({
      days: 1,
      meal: '100.00',
      cityTransport: '80.00',
      mealDeduction: '0.00',
      cityTransportDeduction: '0.00',
    });
    expect(
      travelAllowances({ province: '河北', city: '邯郸市', departure: '2024-02-27', return: '2024-03-02' }),
    ).toMatchObject({ days: 5, meal: '500.00', cityTransport: '400.00' });
    expect(travelAllowances({ ...trip, departure: '2024-12-30', return: '2025-01-02' }).days).toBe(4);
  });

  it('pays 120 a day for meals in 西藏, 青海 and 新疆, also in places the lodging table does not name', () => {
    expect(travelAllowances({ ...trip, province: '西藏', city: '拉萨市' })).toMatchObject({
      meal: '360.00',
      cityTransport: '240.00',
    });
    expect(travelAllowances({ ...trip, province: '青海', city: '西宁市', return: '2024-03-02' }).meal).toBe(
      '240.00',
    );
    expect(travelAllowances({ ...trip, province: '新疆', city: '阿拉尔市', return: '2024-03-01' }).meal).toBe(
      '120.00',
    );
    expect(travelAllowances({ ...trip, province: '辽宁', city: '大连市' }).meal).toBe('300.00');
  });

  it('deducts 20% per host breakfast, 40% per lunch or dinner, 50% of transport per host-car half-day', () => {
    expect(travelAllowances({ ...trip, hostMeals: { breakfast: 2, lunch: 1, dinner: 3 } })).toMatchObject({
      meal: '100.00',
      mealDeduction: '200.00',
    });
    expect(
      travelAllowances({
        ...trip,
        province: '西藏',
        city: '拉萨市',
        return: '2024-03-02',
        hostMeals: { breakfast: 1, lunch: 1 },
      }),
    ).toMatchObject({ meal: '168.00', mealDeduction: '72.00' });
    expect(travelAllowances({ ...trip, return: '2024-03-02', hostCarHalfDays: 3 })).toMatchObject({
      cityTransport: '40.00',
      cityTransportDeduction: '120.00',
    });
    expect(
      travelAllowances({
        ...trip,
        return: '2024-03-01',
        hostMeals: { breakfast: 1, lunch: 1, dinner: 1 },
        hostCarHalfDays: 2,
      }),
    ).toMatchObject({ meal: '0.00', cityTransport: '0.00' });
  });

  it('refuses bad dates, a return before departure, an unknown place and impossible host counts', () => {
    expect(refusal(() => travelAllowances({ ...trip, return: '2024-02-29' })).message).toBe(
      '返回日期（2024-02-29）早于出发日期（2024-03-01）',
    );
    expect(refusal(() => travelAllowances({ ...trip, departure: '2024-13-01' })).message).toContain(
      '出发日期不正确：2024-13-01',
    );
    expect(refusal(() => travelAllowances({ ...trip, province: '火星' })).message).toBe(
      '出差地不在差旅费标准表中：火星',
    );
    expect(refusal(() => travelAllowances({ ...trip, hostMeals: { dinner: 4 } })).message).toBe(
      '接待单位安排的晚餐次数（4）不能超过3',
    );
    expect(refusal(() => travelAllowances({ ...trip, hostCarHalfDays: 7 })).message).toBe(
      '接待单位提供交通工具的半天数（7）不能超过6',
    );
    expect(refusal(() => travelAllowances({ ...trip, hostMeals: { lunch: -1 } })).code).toBe('invalid-input');
  });
});

describe('transportCheck', () => {
  it('allows the grade’s class and anything below it', () => {
    expect(transportCheck({ grade: '其余人员', mode: '火车', seatClass: '二等座', fare: '553' })).toEqual({
      allowed: true,
      standard: '火车硬席(硬座、硬卧)，高铁/动车二等座，全列软席列车二等软座',
      entitledClass: '二等座',
      message: null,
      reimbursable: '553.00',
      selfPaid: '0.00',
    });
    expect(transportCheck({ grade: '司局级', mode: '火车', seatClass: '软卧' })).toMatchObject({
      allowed: true,
      entitledClass: '软座/软卧',
    });
    expect(transportCheck({ grade: '司局级', mode: '火车', seatClass: '二等座' })).toMatchObject({
      allowed: true,
      entitledClass: '一等座',
    });
    expect(transportCheck({ grade: '部级', mode: '火车', seatClass: '商务座' }).allowed).toBe(true);
    expect(transportCheck({ grade: '部级', mode: '飞机', seatClass: '公务舱' }).allowed).toBe(true);
    expect(transportCheck({ grade: '司局级', mode: '轮船', seatClass: '三等舱' }).allowed).toBe(true);
    expect(transportCheck({ grade: '其余人员', mode: '其他', seatClass: '大巴', fare: '45' })).toEqual({
      allowed: true,
      standard: '凭据报销',
      entitledClass: null,
      message: null,
      reimbursable: '45.00',
      selfPaid: '0.00',
    });
  });

  it('marks a seat above the grade’s class 自理, reimbursing at most the entitled fare', () => {
    expect(
      transportCheck({
        grade: '其余人员',
        mode: '火车',
        seatClass: '一等座',
        fare: '933',
        entitledFare: '553',
      }),
    ).toEqual({
      allowed: false,
      standard: '火车硬席(硬座、硬卧)，高铁/动车二等座，全列软席列车二等软座',
      entitledClass: '二等座',
      message:
        '其余人员乘坐火车一等座超出标准（二等座）：超支部分由个人自理(或按实际票价与对应等级全价票"就低"报销)',
      reimbursable: '553.00',
      selfPaid: '380.00',
    });
    expect(transportCheck({ grade: '其余人员', mode: '火车', seatClass: '软卧' })).toMatchObject({
      allowed: false,
      entitledClass: '硬座/硬卧',
      reimbursable: null,
      selfPaid: null,
    });
    expect(transportCheck({ grade: '其余人员', mode: '火车', seatClass: '一等软座' }).entitledClass).toBe(
      '二等软座',
    );
    expect(transportCheck({ grade: '司局级', mode: '火车', seatClass: '商务座' }).entitledClass).toBe(
      '一等座',
    );
    expect(transportCheck({ grade: '司局级', mode: '飞机', seatClass: '公务舱' }).entitledClass).toBe(
      '经济舱',
    );
    expect(transportCheck({ grade: '司局级', mode: '轮船', seatClass: '一等舱' }).entitledClass).toBe(
      '二等舱',
    );
  });

  it('entitles each grade to classes its row of the table names', () => {
    const grades: Grade[] = ['部级', '司局级', '其余人员'];
    const seats = { 火车: ['二等座', '硬座', '二等软座'], 轮船: ['三等舱'], 飞机: ['经济舱'] } as const;
    grades.forEach((grade, tier) => {
      const row = TRANSPORT_CLASSES[tier];
      for (const [mode, tops] of Object.entries(seats)) {
        for (const seatClass of tops) {
          const { entitledClass } = transportCheck({ grade, mode: mode as keyof typeof seats, seatClass });
          const text = { 火车: row?.train, 轮船: row?.ship, 飞机: row?.plane }[mode as keyof typeof seats];
          for (const name of entitledClass?.split('/') ?? ['missing'])
            expect(text, `${grade} ${name}`).toContain(name);
        }
      }
    });
  });

  it('refuses an unknown seat class, mode or grade', () => {
    expect(
      refusal(() => transportCheck({ grade: '其余人员', mode: '飞机', seatClass: '站票' })).message,
    ).toBe('飞机的座位等级不正确：站票，应为经济舱、公务舱、头等舱之一');
    expect(
      refusal(() => transportCheck({ grade: '其余人员', mode: '马车' as '其他', seatClass: '' })).message,
    ).toContain('交通工具不正确：马车');
    expect(
      refusal(() => transportCheck({ grade: '科员' as Grade, mode: '火车', seatClass: '二等座' })).code,
    ).toBe('invalid-input');
  });
});

describe('settle', () => {
  it('pays out the excess of the claim over the advance, or asks the rest back', () => {
    expect(settle({ advanced: '2000', reimbursed: '2350.5' })).toEqual({ kind: '补领', amount: '350.50' });
    expect(settle({ advanced: '3,000.00', reimbursed: '2350.50' })).toEqual({
      kind: '退还',
      amount: '649.50',
    });
    expect(settle({ advanced: '1200.00', reimbursed: '1200' })).toEqual({ kind: '持平', amount: '0.00' });
    expect(settle({ advanced: '0', reimbursed: '80' })).toEqual({ kind: '补领', amount: '80.00' });
  });

  it('refuses amounts that are not amounts or are negative', () => {
    expect(refusal(() => settle({ advanced: 'abc', reimbursed: '1' })).message).toBe(
      '预借旅费格式不正确：abc',
    );
    expect(refusal(() => settle({ advanced: '1', reimbursed: '-1' })).message).toBe('报销总额不能为负数：-1');
  });
});
