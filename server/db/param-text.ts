// A statement's values as the text the Postgres protocol binds (all parameters in text format),
// serialised by their JavaScript kind exactly as node-postgres does for the PostgreSQL server: an
// array is an array literal, a Buffer is bytea, a Date is its ISO time, another object is JSON,
// anything else its string. Postgres gives each the type the statement asks for.

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return arrayText(value);
  return `"${valueText(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function arrayText(values: readonly unknown[]): string {
  return `{${values.map(arrayElement).join(',')}}`;
}

/** A value as text, in node-postgres's way (prepareValue). */
function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return arrayText(value);
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`参数不是有限数：${value}`);
  return String(value);
}

export function textOf(value: unknown): string | null {
  return value === null || value === undefined ? null : valueText(value);
}
