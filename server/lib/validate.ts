// Validates a request part against a superstruct struct and turns the first failure into a
// Chinese message naming the field, so bad input never reaches a service.
import { type Failure, type Struct, type StructError, validate } from 'superstruct';
import { AppError, badRequest } from './errors.ts';

export type FieldLabels = Record<string, string>;

export function parseInput<T, S>(struct: Struct<T, S>, value: unknown, labels: FieldLabels = {}): T {
  try {
    return check(struct, value ?? {}, labels);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // superstruct prints a failing value into its (English) message, lazily while failures are
    // listed; an object whose own toString or valueOf is not a function ({"toString": "x"}) makes
    // that printing throw. Such a body is always wrong: check a copy without those keys to name
    // the field that is wrong.
    check(struct, defanged(value ?? {}), labels);
    throw badRequest('请求内容格式不正确');
  }
}

function check<T, S>(struct: Struct<T, S>, value: unknown, labels: FieldLabels): T {
  const [error, result] = validate(value, struct, { coerce: true });
  if (error) throw badRequest(describe(error, labels), { field: error.path.join('.') });
  return result;
}

const PRINTERS = new Set(['toString', 'valueOf', 'toJSON']);

/** A copy of JSON data without own keys that would replace how an object prints. */
function defanged(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(defanged);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !PRINTERS.has(key))
      .map(([key, inner]) => [key, defanged(inner)]),
  );
}

/** The name of a field as a message says it: 第3行：科目编码, 选中项第1项, 凭证日期. */
export function fieldLabel(path: readonly (string | number)[], labels: FieldLabels): string {
  const { row, name } = fieldName(path, labels);
  return row + name;
}

/**
 * The field's label, and for a field inside a list the row it is on: entries[2].code reads
 * 第3行：科目编码, ids[0] reads 选中项第1项 (rows count from 1, as users number them).
 */
function fieldName(path: readonly unknown[], labels: FieldLabels): { row: string; name: string } {
  const label = (key: unknown) => labels[String(key)] ?? String(key);
  const full = labels[path.join('.')];
  const first = path.findIndex((k) => typeof k === 'number');
  if (full !== undefined || first < 0) return { row: '', name: full ?? label(path.at(-1)) };
  const last = path.at(-1);
  if (typeof last === 'number') {
    const list = [...path].reverse().find((k) => typeof k !== 'number');
    return { row: '', name: `${label(list)}第${last + 1}项` };
  }
  return { row: `第${(path[first] as number) + 1}行：`, name: label(last) };
}

function describe(error: StructError, labels: FieldLabels): string {
  const failure = error.failures()[0] ?? error;
  if (failure.path.length === 0) return '请求内容格式不正确';
  const { row, name } = fieldName(failure.path, labels);
  return row + describeField(failure, name);
}

function describeField(failure: Failure, name: string): string {
  if (failure.value === undefined || failure.value === null || failure.value === '') return `${name}不能为空`;
  if (failure.type === 'never') return `不支持的字段：${name}`;
  // Our own structs (lib/structs.ts) carry Chinese fragments; superstruct's own messages are English.
  if (/^[\u3000-\u9fff\uff00-\uffef]/.test(failure.message)) return `${name}${failure.message}`;
  switch (failure.type) {
    case 'string':
      return `${name}应为文本`;
    case 'integer':
    case 'number':
      return `${name}应为数字`;
    case 'boolean':
      return `${name}应为是或否`;
    case 'array':
      return `${name}应为列表`;
    case 'enums':
    case 'literal':
      return `${name}的取值无效`;
    default:
      return `${name}格式不正确`;
  }
}
