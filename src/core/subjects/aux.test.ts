import { describe, expect, it } from 'vitest';
import { type AuxField, normaliseDetails, normaliseFieldValue } from './aux-fields';
import { auxKeyOf, parseAuxKey } from './aux-key';

const field = (fieldType: AuxField['fieldType']): AuxField => ({
  fieldNo: 'f1',
  fieldName: '字段',
  fieldType,
});

describe('custom auxiliary fields', () => {
  it('normalises each field type', () => {
    expect(normaliseFieldValue(field(1), ' 张三 ')).toEqual({ ok: true, value: '张三' });
    expect(normaliseFieldValue(field(2), '007.5')).toEqual({ ok: true, value: '7.5' });
    expect(normaliseFieldValue(field(2), 'x')).toMatchObject({ ok: false, message: '字段应为数字' });
    expect(normaliseFieldValue(field(3), '1,234.5')).toEqual({ ok: true, value: '1234.50' });
    expect(normaliseFieldValue(field(3), '1.2.3')).toMatchObject({ ok: false });
    expect(normaliseFieldValue(field(4), '2022-02-28 08:30')).toEqual({
      ok: true,
      value: '2022-02-28 08:30',
    });
    expect(normaliseFieldValue(field(4), '2022-02-30')).toMatchObject({ ok: false });
    expect(normaliseFieldValue(field(4), '')).toEqual({ ok: true, value: '' });
  });

  it('refuses unknown keys in details', () => {
    expect(normaliseDetails([field(3)], { f1: '5' })).toEqual({ ok: true, details: { f1: '5.00' } });
    expect(normaliseDetails([field(3)], { f2: '5' })).toEqual({
      ok: false,
      message: '辅助核算类型没有字段“f2”',
    });
  });
});

describe('aux keys', () => {
  it('sorts pairs by type and round-trips', () => {
    const key = auxKeyOf([
      { typeNo: '03', infoNo: 'XM01' },
      { typeNo: '02', infoNo: 'P001' },
    ]);
    expect(key).toBe('02:P001;03:XM01');
    expect(parseAuxKey(key)).toEqual([
      { typeNo: '02', infoNo: 'P001' },
      { typeNo: '03', infoNo: 'XM01' },
    ]);
    expect(parseAuxKey('')).toEqual([]);
  });
});
