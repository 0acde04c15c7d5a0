// Custom auxiliary fields (spec 000 §3): 1 text, 2 number, 3 money, 4 time. Values are stored as
// strings in a canonical form so the browser and the server agree on what was typed.
import { tryParseMoney } from '../money';

export const AuxFieldType = { text: 1, number: 2, money: 3, time: 4 } as const;
export type AuxFieldTypeValue = (typeof AuxFieldType)[keyof typeof AuxFieldType];

export const auxFieldTypeLabels: Record<AuxFieldTypeValue, string> = {
  1: '文本',
  2: '数字',
  3: '金额',
  4: '时间',
};

export interface AuxField {
  fieldNo: string;
  fieldName: string;
  fieldType: AuxFieldTypeValue;
}

export const MAX_FIELD_TEXT = 200;

export type FieldValueResult = { ok: true; value: string } | { ok: false; message: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

function validDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((v) => v ?? '0');
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return (
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(mo) - 1 &&
    date.getUTCDate() === Number(d) &&
    Number(h) < 24 &&
    Number(mi) < 60 &&
    Number(s) < 60
  );
}

/** Checks and normalises one value; an empty value is allowed (fields are optional) and stays ''. */
export function normaliseFieldValue(field: AuxField, raw: string): FieldValueResult {
  const value = raw.trim();
  if (value === '') return { ok: true, value: '' };
  switch (field.fieldType) {
    case AuxFieldType.text:
      return value.length <= MAX_FIELD_TEXT
        ? { ok: true, value }
        : { ok: false, message: `${field.fieldName}长度不能超过 ${MAX_FIELD_TEXT} 个字符` };
    case AuxFieldType.number:
      return /^-?\d{1,15}(\.\d{1,6})?$/.test(value)
        ? { ok: true, value: value.replace(/^(-?)0+(?=\d)/, '$1') }
        : { ok: false, message: `${field.fieldName}应为数字` };
    case AuxFieldType.money: {
      const money = tryParseMoney(value);
      return money === null || value.replaceAll(',', '').length > 19
        ? { ok: false, message: `${field.fieldName}应为金额（最多两位小数）` }
        : { ok: true, value: money };
    }
    case AuxFieldType.time:
      return validDate(value)
        ? { ok: true, value: value.replace('T', ' ') }
        : { ok: false, message: `${field.fieldName}应为日期时间，如 2022-01-01 或 2022-01-01 08:30` };
  }
}

/** Checks an item's details against its type's fields: unknown keys and bad values are refused. */
export function normaliseDetails(
  fields: readonly AuxField[],
  details: Readonly<Record<string, string>>,
): { ok: true; details: Record<string, string> } | { ok: false; message: string } {
  const byNo = new Map(fields.map((f) => [f.fieldNo, f]));
  const out: Record<string, string> = {};
  for (const [key, raw] of Object.entries(details)) {
    const field = byNo.get(key);
    if (!field) return { ok: false, message: `辅助核算类型没有字段“${key}”` };
    const result = normaliseFieldValue(field, raw);
    if (!result.ok) return result;
    if (result.value !== '') out[key] = result.value;
  }
  return { ok: true, details: out };
}
