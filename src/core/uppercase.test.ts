import { describe, expect, it } from 'vitest';
import { MoneyError, toChineseUppercase } from './money';

describe('toChineseUppercase: the test vectors of domain/NOTES.md §6', () => {
  it.each([
    ['1409.50', '人民币壹仟肆佰零玖元伍角整'],
    ['6007.14', '人民币陆仟零柒元壹角肆分'],
    ['1680.32', '人民币壹仟陆佰捌拾元零叁角贰分'],
    ['107000.53', '人民币壹拾万柒仟元零伍角叁分'],
    ['16409.02', '人民币壹万陆仟肆佰零玖元零贰分'],
    ['325.04', '人民币叁佰贰拾伍元零肆分'],
    ['10', '人民币壹拾元整'],
    ['100010', '人民币壹拾万零壹拾元整'],
    ['1000.01', '人民币壹仟元零壹分'],
    ['100.10', '人民币壹佰元零壹角整'],
    ['100010000', '人民币壹亿零壹万元整'],
    ['10000001', '人民币壹仟万零壹元整'],
    ['12345678901.23', '人民币壹佰贰拾叁亿肆仟伍佰陆拾柒万捌仟玖佰零壹元贰角叁分'],
    ['0', '人民币零元整'],
    ['0.05', '人民币伍分'],
  ])('%s -> %s', (amount, text) => {
    expect(toChineseUppercase(amount)).toBe(text);
  });

  it('prefixes negatives with (负数), the spec convention, instead of the notes draft 负', () => {
    expect(toChineseUppercase('-1234.5')).toBe('(负数)人民币壹仟贰佰叁拾肆元伍角整');
  });
});

describe('toChineseUppercase: each rule of NOTES §6', () => {
  it('rule 1: only the official characters, never 一二三, 0, 毛, 另, 廿, 念', () => {
    const text = toChineseUppercase('-1234567890123.45');
    expect(text).toMatch(/^\(负数\)人民币[零壹贰叁肆伍陆柒捌玖拾佰仟万亿兆元角分整]+$/);
  });

  it('rule 2: 人民币 with no gap before the digits, or left out where the form prints it', () => {
    expect(toChineseUppercase('5')).toBe('人民币伍元整');
    expect(toChineseUppercase('5', { currency: false })).toBe('伍元整');
    expect(toChineseUppercase('-5', { currency: false })).toBe('(负数)伍元整');
    expect(toChineseUppercase('5', { currency: true })).toBe('人民币伍元整');
  });

  it('rule 3: 整 after 元 and after 角, never after 分', () => {
    expect(toChineseUppercase('8')).toBe('人民币捌元整');
    expect(toChineseUppercase('8.30')).toBe('人民币捌元叁角整');
    expect(toChineseUppercase('8.34')).toBe('人民币捌元叁角肆分');
    expect(toChineseUppercase('8.04')).toBe('人民币捌元零肆分');
  });

  it('rule 4(a): a single 0 in the middle is one 零', () => {
    expect(toChineseUppercase('1409.50')).toBe('人民币壹仟肆佰零玖元伍角整');
    expect(toChineseUppercase('101')).toBe('人民币壹佰零壹元整');
  });

  it('rule 4(b): a run of 0s in the middle is one 零, across 万 and 亿 too', () => {
    expect(toChineseUppercase('6007.14')).toBe('人民币陆仟零柒元壹角肆分');
    expect(toChineseUppercase('100000001')).toBe('人民币壹亿零壹元整');
    expect(toChineseUppercase('1000000000001')).toBe('人民币壹兆零壹元整');
  });

  it('rule 4(c), our variant: 零 written after a 0 元 digit, omitted at a 万 boundary before a 仟 digit', () => {
    expect(toChineseUppercase('1680.32')).toBe('人民币壹仟陆佰捌拾元零叁角贰分');
    expect(toChineseUppercase('107000.53')).toBe('人民币壹拾万柒仟元零伍角叁分');
    expect(toChineseUppercase('100000.50')).toBe('人民币壹拾万元零伍角整');
    expect(toChineseUppercase('1010000000')).toBe('人民币壹拾亿壹仟万元整');
  });

  it('rule 4(c): a whole group of 0s keeps its 零, so 100001000 cannot read as 壹亿壹仟万', () => {
    expect(toChineseUppercase('100001000')).toBe('人民币壹亿零壹仟元整');
    expect(toChineseUppercase('1000000001000')).toBe('人民币壹兆零壹仟元整');
  });

  it('rule 4(d): 角 digit 0 and 分 not 0 puts 零 after 元', () => {
    expect(toChineseUppercase('16409.02')).toBe('人民币壹万陆仟肆佰零玖元零贰分');
    expect(toChineseUppercase('325.04')).toBe('人民币叁佰贰拾伍元零肆分');
  });

  it('rule 5: 壹 is kept before 拾 (10 is 壹拾, not 拾)', () => {
    expect(toChineseUppercase('10')).toBe('人民币壹拾元整');
    expect(toChineseUppercase('15')).toBe('人民币壹拾伍元整');
    expect(toChineseUppercase('100000')).toBe('人民币壹拾万元整');
    expect(toChineseUppercase('1000000000')).toBe('人民币壹拾亿元整');
  });
});

describe('toChineseUppercase: edge cases', () => {
  it.each([
    ['0', '人民币零元整'],
    ['0.00', '人民币零元整'],
    ['-0.004', '人民币零元整'],
    ['0.01', '人民币壹分'],
    ['0.10', '人民币壹角整'],
    ['0.15', '人民币壹角伍分'],
    ['10', '人民币壹拾元整'],
    ['100.01', '人民币壹佰元零壹分'],
    ['1000000', '人民币壹佰万元整'],
    ['100000000', '人民币壹亿元整'],
    ['10000', '人民币壹万元整'],
    ['1000000000000', '人民币壹兆元整'],
    ['120000000000000', '人民币壹佰贰拾兆元整'],
    ['999999999999999.99', '人民币玖佰玖拾玖兆玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    ['-0.01', '(负数)人民币壹分'],
    ['-100.10', '(负数)人民币壹佰元零壹角整'],
    [
      '-999999999999999.99',
      '(负数)人民币玖佰玖拾玖兆玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分',
    ],
    ['23.40', '人民币贰拾叁元肆角整'],
    ['23.04', '人民币贰拾叁元零肆分'],
    ['0.07', '人民币柒分'],
    ['1,234.565', '人民币壹仟贰佰叁拾肆元伍角柒分'],
    ['0.995', '人民币壹元整'],
  ])('%s -> %s', (amount, text) => {
    expect(toChineseUppercase(amount)).toBe(text);
  });

  it.each([
    '1000000000000000',
    '-1000000000000000',
    '1000000000000000.00',
    '999999999999999.995',
    '12345678901234567',
  ])('refuses %s with 超出最大处理数字', (amount) => {
    expect(() => toChineseUppercase(amount)).toThrow(MoneyError);
    expect(() => toChineseUppercase(amount)).toThrow(/^超出最大处理数字$/);
  });

  it('refuses garbage with the format message', () => {
    expect(() => toChineseUppercase('一百')).toThrow('金额格式不正确：一百');
  });
});
