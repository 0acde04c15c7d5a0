// Validates a request part against a superstruct struct and turns the first failure into a
// Chinese message naming the field, so bad input never reaches a service.
import { type Struct, type StructError, validate } from 'superstruct';
import { badRequest } from './errors.ts';

export type FieldLabels = Record<string, string>;

export function parseInput<T, S>(struct: Struct<T, S>, value: unknown, labels: FieldLabels = {}): T {
  const [error, result] = validate(value ?? {}, struct, { coerce: true });
  if (error) throw badRequest(describe(error, labels), { field: error.path.join('.') });
  return result;
}

function describe(error: StructError, labels: FieldLabels): string {
  const failure = error.failures()[0] ?? error;
  const path = failure.path.join('.');
  const name = labels[path] ?? labels[String(failure.key ?? '')] ?? path;
  if (!path) return '请求内容格式不正确';
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
