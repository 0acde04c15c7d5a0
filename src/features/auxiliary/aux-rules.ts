// Rules of the auxiliary-accounting screens, checked in the browser as the server checks them:
// type names and custom fields (1 文本, 2 数字, 3 金额, 4 时间), item numbers and field values, plus
// the next item number to suggest and how a field value reads in a table.

import type { AuxInfoView, AuxTypeView } from '../../core/contracts/auxiliary';
import { formatMoney } from '../../core/money';
import {
  type AuxField,
  type AuxFieldTypeValue,
  auxFieldTypeLabels,
  normaliseDetails,
} from '../../core/subjects/aux-fields';

export const TYPE_NAME_MAX = 20;
export const FIELD_NAME_MAX = 20;
export const MAX_FIELDS = 20;
export const INFO_NAME_MAX = 60;
export const AUX_CODE = /^[A-Za-z0-9_-]{1,30}$/;

export const fieldTypeOptions = (Object.entries(auxFieldTypeLabels) as [string, string][]).map(
  ([value, label]) => ({ value, label }),
);

export interface FieldDraft {
  /** Set for a field the server already has (keeps its values); empty for a new one. */
  fieldNo: string;
  fieldName: string;
  fieldType: AuxFieldTypeValue;
}

export interface TypeForm {
  typeNo: string;
  typeName: string;
  fields: FieldDraft[];
}

export function validateTypeForm(
  form: TypeForm,
  types: readonly AuxTypeView[],
  editing: AuxTypeView | null,
): string | null {
  const typeNo = form.typeNo.trim();
  const name = form.typeName.trim();
  if (!editing && typeNo !== '') {
    if (!AUX_CODE.test(typeNo)) return '类型编号只能由字母、数字、下划线或连字符组成（最多 30 位）';
    if (types.some((t) => t.typeNo === typeNo)) return `辅助核算类型编号已存在：${typeNo}`;
  }
  if (!name) return '类型名称不能为空';
  if (name.length > TYPE_NAME_MAX) return `类型名称不能超过 ${TYPE_NAME_MAX} 个字符`;
  if (types.some((t) => t.typeName === name && t.id !== editing?.id))
    return `辅助核算类型名称已存在：${name}`;
  if (editing?.builtin === 'department' && form.fields.length > 0)
    return '部门的项目来自部门设置，不能增加自定义字段';
  if (form.fields.length > MAX_FIELDS) return `自定义字段不能超过 ${MAX_FIELDS} 个`;
  const seen = new Set<string>();
  for (const [index, field] of form.fields.entries()) {
    const fieldName = field.fieldName.trim();
    if (!fieldName) return `第${index + 1}个字段：字段名称不能为空`;
    if (fieldName.length > FIELD_NAME_MAX)
      return `第${index + 1}个字段：字段名称不能超过 ${FIELD_NAME_MAX} 个字符`;
    if (seen.has(fieldName)) return `字段名称重复：${fieldName}`;
    seen.add(fieldName);
  }
  return null;
}

/** The fields as SaveAuxiType takes them: existing ones keep their number, new ones get none. */
export function fieldsPayload(fields: readonly FieldDraft[]) {
  return fields.map((f) => ({
    ...(f.fieldNo ? { fieldNo: f.fieldNo } : {}),
    fieldName: f.fieldName.trim(),
    fieldType: f.fieldType,
  }));
}

export interface ItemForm {
  infoNo: string;
  infoName: string;
  details: Record<string, string>;
}

export type ItemCheck = { ok: true; details: Record<string, string> } | { ok: false; message: string };

/** Checks the item form; on success answers the details in the server's canonical form. */
export function validateItemForm(form: ItemForm, type: AuxTypeView, editing: AuxInfoView | null): ItemCheck {
  const infoNo = form.infoNo.trim();
  const name = form.infoName.trim();
  const fail = (message: string): ItemCheck => ({ ok: false, message });
  if (!infoNo) return fail(`${type.typeName}编号不能为空`);
  if (!AUX_CODE.test(infoNo))
    return fail(`${type.typeName}编号只能由字母、数字、下划线或连字符组成（最多 30 位）`);
  if (!name) return fail(`${type.typeName}名称不能为空`);
  if (name.length > INFO_NAME_MAX) return fail(`${type.typeName}名称不能超过 ${INFO_NAME_MAX} 个字符`);
  const others = type.childData.filter((i) => i.id !== editing?.id);
  if (others.some((i) => i.infoNo === infoNo)) return fail(`${type.typeName}编号已存在：${infoNo}`);
  if (others.some((i) => i.infoName === name)) return fail(`${type.typeName}名称已存在：${name}`);
  const details = normaliseDetails(type.fields, form.details);
  return details.ok ? { ok: true, details: details.details } : fail(details.message);
}

/**
 * The number after the highest one that ends in digits, keeping its prefix and width
 * (P003 -> P004, XM2022002 -> XM2022003); "001" when there is none.
 */
export function nextInfoNo(items: readonly Pick<AuxInfoView, 'infoNo'>[]): string {
  let best: { prefix: string; digits: string } | null = null;
  for (const { infoNo } of items) {
    const m = /^(.*?)(\d+)$/.exec(infoNo);
    if (!m) continue;
    const [, prefix = '', digits = ''] = m;
    if (!best || BigInt(digits) > BigInt(best.digits) || (digits === best.digits && prefix > best.prefix))
      best = { prefix, digits };
  }
  if (!best) return '001';
  const next = (BigInt(best.digits) + 1n).toString().padStart(best.digits.length, '0');
  const taken = new Set(items.map((i) => i.infoNo));
  const candidate = `${best.prefix}${next}`;
  return taken.has(candidate) || candidate.length > 30 ? '' : candidate;
}

/** How a stored value reads in a table: money as 1,234.56, the rest as stored. */
export function formatFieldValue(field: AuxField, value: string | undefined): string {
  if (value === undefined || value === '') return '';
  if (field.fieldType === 3) {
    try {
      return formatMoney(value);
    } catch {
      return value;
    }
  }
  return value;
}

/** "对方（文本）、金额（金额）". */
export function fieldSummary(fields: readonly AuxField[]): string {
  return fields.map((f) => `${f.fieldName}（${auxFieldTypeLabels[f.fieldType]}）`).join('、');
}

export function filterItems(
  items: readonly AuxInfoView[],
  search: string,
  showDisabled: boolean,
): AuxInfoView[] {
  const q = search.trim().toLowerCase();
  return items.filter(
    (i) =>
      (showDisabled || i.enabled) &&
      (!q ||
        i.infoNo.toLowerCase().includes(q) ||
        i.infoName.toLowerCase().includes(q) ||
        Object.values(i.details).some((v) => v.toLowerCase().includes(q))),
  );
}
