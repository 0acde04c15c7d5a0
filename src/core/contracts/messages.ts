// How a request that fails its contract is worded (第2行：金额不能为空), in one place: the server answers
// the first failure with it (server/lib/validate.ts), and a form shows every failing field's message
// beside the field before anything is sent, word for word what the server would say.
import type { Failure, StructError } from 'superstruct';
import type { FieldLabels } from './contract';

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

/** The name of a field as a message says it: 第3行：科目编码, 选中项第1项, 凭证日期. */
export function fieldLabel(path: readonly (string | number)[], labels: FieldLabels): string {
  const { row, name } = fieldName(path, labels);
  return row + name;
}

function describeField(failure: Failure, name: string): string {
  if (failure.value === undefined || failure.value === null || failure.value === '') return `${name}不能为空`;
  if (failure.type === 'never') return `不支持的字段：${name}`;
  // The contracts' own structs carry Chinese fragments; superstruct's own messages are English.
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

/** One failure as the server says it. */
export function failureMessage(failure: Failure, labels: FieldLabels): string {
  if (failure.path.length === 0) return '请求内容格式不正确';
  const { row, name } = fieldName(failure.path, labels);
  return row + describeField(failure, name);
}

/** Every failing field's message by path ('lines.1.amount'); a field's first failure wins, as the server's does. */
export function structMessages(error: StructError, labels: FieldLabels): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const failure of error.failures()) {
    const path = failure.path.join('.');
    if (!(path in messages)) messages[path] = failureMessage(failure, labels);
  }
  return messages;
}
