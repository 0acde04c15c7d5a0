import type { PGlite } from '@electric-sql/pglite';

// Values of every kind a statement of ours may carry, for the tests that check a way of sending
// them (pglite-wire.ts) against PGlite's own parameterised query().

/** The table the last case inserts into. */
export const PARAM_TABLE = `create table t (id int primary key, name text, amount numeric(18,2), at timestamptz,
  day date, flag boolean, tags text[], doc jsonb, raw bytea, big bigint)`;

export const paramCases: [name: string, text: string, params: unknown[]][] = [
  [
    'text with quotes, backslashes, unicode',
    'select $1::text as v, length($1) as n',
    ["it's a \\ 测试 '' \"q\""],
  ],
  ['numbers as text and numeric', 'select $1 + 1 as a, $2::numeric * 2 as b', [41, '1234.56']],
  ['bigint', 'select $1::bigint + 1 as v', [9007199254740000n]],
  ['booleans', 'select $1::boolean as a, not $2 as b', [true, false]],
  ['null', 'select $1::int is null as v', [null]],
  [
    'a Date into timestamptz and date',
    'select $1::timestamptz as a, $2::date::text as b',
    [new Date('2026-03-15T08:30:00.000Z'), '2026-03-15'],
  ],
  [
    'a text array with commas, quotes, NULL and braces',
    'select $1::text[] as v, cardinality($1::text[]) as n',
    [['a,b', 'say "hi"', null, '{x}', 'back\\slash', '']],
  ],
  ['any() over an array', 'select 3 = any($1) as v', [[1, 2, 3]]],
  [
    'nested arrays',
    'select $1::int[][] as v',
    [
      [
        [1, 2],
        [3, 4],
      ],
    ],
  ],
  ['an object as jsonb', "select $1::jsonb -> 'a' as v", [{ a: [1, 'two', null], b: "it's" }]],
  ['JSON text as jsonb', 'select $1::jsonb as v', ['[{"code":"101"}]']],
  ['bytes as bytea', 'select $1::bytea as v', [Buffer.from([0, 1, 254, 255])]],
  ['limit and offset', 'select g from generate_series(1, 10) g order by g limit $1 offset $2', [3, 4]],
  [
    'inferred from a column',
    'insert into t (id, name, amount, at, day, flag, tags, doc, raw, big) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *',
    [
      1,
      '工会经费',
      '-1234.50',
      new Date('2026-01-02T03:04:05.678Z'),
      '2026-01-02',
      true,
      ['x', 'y'],
      '{"k":1}',
      Buffer.from('hi'),
      42,
    ],
  ],
];

/** What PGlite's own parameterised query() answers, rolled back. */
export async function queryRows(pg: PGlite, text: string, params: unknown[]): Promise<unknown[]> {
  await pg.exec('begin');
  try {
    return (await pg.query(text, params)).rows;
  } finally {
    await pg.exec('rollback');
  }
}
