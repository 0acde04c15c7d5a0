import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { voucherContracts } from '../../../core/contracts/voucher';
import {
  checkFilter,
  defaultFilter,
  describeFilter,
  filterToQuery,
  sameFilter,
  type VoucherFilter,
} from './list-filter';

const base = defaultFilter(2026, 3);
const withFields = (patch: Partial<VoucherFilter>): VoucherFilter => ({ ...base, ...patch });

describe('voucher list filter', () => {
  it('sends only the period and the page size when nothing else is set', () => {
    expect(filterToQuery(base)).toEqual({ year: 2026, month: 3, monthTo: 3, pageSize: 50 });
  });

  it('sends every field that is set, trimmed, amounts as two-decimal strings', () => {
    const query = filterToQuery(
      withFields({
        monthFrom: 1,
        monthTo: 6,
        status: 'audited',
        voucherType: '记',
        code: ' 1002 ',
        amountMin: '1,000',
        amountMax: '2500.5',
        summary: ' 差旅 ',
        preparedBy: '7',
      }),
      'cursor-1',
      20,
    );
    expect(query).toEqual({
      year: 2026,
      month: 1,
      monthTo: 6,
      status: 'audited',
      voucherType: '记',
      code: '1002',
      amountMin: '1000.00',
      amountMax: '2500.50',
      summary: '差旅',
      preparedBy: 7,
      cursor: 'cursor-1',
      pageSize: 20,
    });
  });

  it('sends a query the list contract accepts once it travels as text', () => {
    const full = withFields({
      monthFrom: 1,
      monthTo: 6,
      status: 'posted',
      voucherType: '记',
      code: '1002',
      amountMin: '-50',
      amountMax: '1,000',
      summary: '差旅',
      preparedBy: '7',
    });
    for (const query of [filterToQuery(base), filterToQuery(full, 'c1', 200)]) {
      const asText = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
      const [failure, parsed] = validate(asText, voucherContracts.list.request, { coerce: true });
      expect(failure?.message).toBeUndefined();
      expect(parsed).toEqual(query);
    }
  });

  it('refuses a reversed period, a non-numeric code and bad or reversed amounts', () => {
    expect(checkFilter(base)).toBeNull();
    expect(checkFilter(withFields({ monthFrom: 5, monthTo: 2 }))).toBe('开始月份不能晚于结束月份');
    expect(checkFilter(withFields({ code: '10a' }))).toBe('科目编码只能是数字');
    expect(checkFilter(withFields({ amountMin: 'abc' }))).toBe('最小金额格式不正确：abc');
    expect(checkFilter(withFields({ amountMax: '1,2' }))).toBe('最大金额格式不正确：1,2');
    expect(checkFilter(withFields({ amountMin: '100', amountMax: '99.99' }))).toBe(
      '最小金额不能大于最大金额',
    );
    expect(checkFilter(withFields({ amountMin: '-50', amountMax: '0' }))).toBeNull();
  });

  it('compares filters field by field', () => {
    expect(sameFilter(base, defaultFilter(2026, 3))).toBe(true);
    expect(sameFilter(base, withFields({ summary: 'x' }))).toBe(false);
  });

  it('says the filter in words for print and export, naming the preparer', () => {
    expect(describeFilter(base)).toBe('期间：2026年03月');
    const full = withFields({
      monthTo: 5,
      voucherType: '记',
      status: 'saved',
      amountMax: '500',
      summary: ' 会议 ',
      preparedBy: '7',
    });
    expect(describeFilter(full, [{ id: 7, name: '张制单' }])).toBe(
      '期间：2026年03月—05月　凭证字：记　状态：未审核　金额：不限 ~ 500　摘要：会议　制单人：张制单',
    );
  });
});
